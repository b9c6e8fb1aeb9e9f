//! Constraint classifier: decides whether a span binds future action (a *constraint*) or only
//! reports (*narrative*), and lists every cue that decided it with its byte range.
//!
//! The analysis is one forward pass, in four steps:
//!
//! 1. **Read** (`text`): split into lines; skip fenced code and lines that look like machine
//!    output (logs, JSON, code, shell, diffs, stack traces); strip markdown markup (bullets,
//!    quotes, headings, task boxes); tokenize (words, numbers with units, punctuation, quotation
//!    marks, inline code as one opaque token); split into sentences.
//! 2. **Detect** (`rules`): per sentence, detectors look for imperatives at clause starts,
//!    negation scoped over an action, deontic modals, prohibition words, numeric bounds,
//!    limits in force, conditionals, permissions and revocations, and constraints reported from
//!    a principal. Each detector checks its context: subject (a person, or "it"?), tense (a past
//!    or measured report?), mood (question, hypothetical), quotation (data?).
//! 3. **Decide**: a span is a constraint when any sentence keeps a decisive cue.
//! 4. **Unreadable text**: a span mostly in a script or language the rules do not cover is a
//!    constraint with an [`CueKind::UnreadableText`] cue: a false alarm costs a halt, a miss
//!    lets a rule be rewritten away.
//!
//! Cost is linear in the text: every detector looks a bounded number of tokens around each
//! token, and word-class lookups are `match` tables.
//!
//! ```
//! use guard_core::classify::{classify, CueKind, SpanKind};
//!
//! let v = classify("Deploy went fine. Don't rebase the release branch.");
//! assert_eq!(v.kind, SpanKind::Constraint);
//! assert_eq!(v.cues[0].kind, CueKind::NegatedAction);
//! assert_eq!(&"Deploy went fine. Don't rebase the release branch."[v.cues[0].range.clone()], "Don't rebase");
//!
//! assert_eq!(classify("It must be a stale lockfile.").kind, SpanKind::Narrative);
//! ```

mod config_rules;
pub(crate) mod lexicon;
pub(crate) mod numbers;
mod rules;
pub(crate) mod text;
pub(crate) mod word_set;

pub(crate) use rules::had_better_at;

use std::cell::Cell;
use std::ops::Range;

/// What a span is, for the purpose of deciding whether it may be rewritten or dropped.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum SpanKind {
    /// Binds future action: may not be edited without a durable verbatim copy.
    Constraint,
    /// Reports: observations, tool output, chit-chat.
    Narrative,
}

impl SpanKind {
    /// The name used in JSON output: `constraint` or `narrative`.
    pub fn as_str(self) -> &'static str {
        match self {
            SpanKind::Constraint => "constraint",
            SpanKind::Narrative => "narrative",
        }
    }
}

/// The kind of evidence a cue is. Names (see [`CueKind::as_str`]) are stable.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum CueKind {
    /// A clause-initial base verb, bare or polite ("Write the notes", "kindly attach", "let's",
    /// "always use"), or a request phrased as a question ("could you keep it short?").
    Imperative,
    /// Negation scoped over an action: "don't rebase", "we never deploy on Fridays",
    /// "you can't use prod", "asked us not to".
    NegatedAction,
    /// An obligation: must, shall, prescriptive should, have to, need to, required, mandatory.
    DeonticModal,
    /// A prohibition word or elided ban: forbidden, banned, not allowed, "no tabs", "off the table".
    Prohibition,
    /// A comparator with a number (and unit) limiting what is done or produced: at most, under,
    /// between, max, cap at, ≤.
    NumericBound,
    /// A condition or ordering on an action: only if, unless, as long as, provided that, once.
    Conditional,
    /// A limit in force: "the travel allowance is €300", "your token is scoped to read access".
    LimitStatement,
    /// A permission granted: "you can open two pull requests at a time", "feel free to".
    Permission,
    /// A rule revoked or relaxed by the user: "forget the 100-line rule", "no longer applies".
    Revocation,
    /// A rule reported from a principal: "compliance says card data never goes into logs".
    ReportedConstraint,
    /// A standing-rule marker: "from now on", "going forward", "effective immediately".
    StandingRule,
    /// Text the classifier cannot read (another script or language): a constraint by default.
    UnreadableText,
}

impl CueKind {
    /// The stable name used in JSON output (snake_case).
    pub fn as_str(self) -> &'static str {
        match self {
            CueKind::Imperative => "imperative",
            CueKind::NegatedAction => "negated_action",
            CueKind::DeonticModal => "deontic_modal",
            CueKind::Prohibition => "prohibition",
            CueKind::NumericBound => "numeric_bound",
            CueKind::Conditional => "conditional",
            CueKind::LimitStatement => "limit_statement",
            CueKind::Permission => "permission",
            CueKind::Revocation => "revocation",
            CueKind::ReportedConstraint => "reported_constraint",
            CueKind::StandingRule => "standing_rule",
            CueKind::UnreadableText => "unreadable_text",
        }
    }
}

/// One piece of evidence, with the byte range of the text it was found in.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Cue {
    /// What kind of evidence this is.
    pub kind: CueKind,
    /// Byte range into the classified text (always on `char` boundaries).
    pub range: Range<usize>,
}

/// The classifier's answer for one span.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Verdict {
    /// Constraint or narrative.
    pub kind: SpanKind,
    /// Every cue that decided the verdict, in text order; empty for narrative.
    pub cues: Vec<Cue>,
}

/// Push a cue of `kind` over `range` when a reading found one.
fn push_found(cues: &mut Vec<Cue>, kind: CueKind, range: Option<std::ops::Range<usize>>) {
    if let Some(range) = range {
        cues.push(Cue { kind, range });
    }
}

/// Classify one span of text.
///
/// Never panics; linear in the length of `text`.
pub fn classify(text: &str) -> Verdict {
    let lowered = LowerCased::of(text);
    let low = lowered.as_str();
    let side = text::SideText::new();
    let mut cues = Vec::new();
    let mut languages = LanguageTally::new(text);
    let mut scratch = rules::Scratch::take();
    // Where the cues of the last sentence start.
    let mut last_sentence_cues = 0;
    // The last sentence opened a supposition ("Imagine if ...").
    let mut after_supposition = false;
    // The last sentence ended with a quoted text ("The sign says '...'").
    let mut after_quotation = false;
    // Some sentence opens with a label of steps to reproduce ("Steps:").
    let mut steps_label = false;
    // Some sentence opened with a label of the writer's own notes ("Scratchpad:").
    let mut own_notes = false;
    // The sentences since the label of the writer's own plan ("My plan:") gave only orders.
    let mut in_own_plan = false;
    // The last sentence was a bare refusal ("No.").
    let mut after_refusal = false;
    // The last sentence asked leave to do something ("Can I take cuttings home?").
    let mut after_permission_question = false;
    // The last sentence asked, with no verb, of a thing in a place ("Phones in the rooms?").
    let mut after_place_question = false;
    // The last sentence was a lead naming limits, closing on a colon ("Pen limits for the
    // sale:").
    let mut after_limits_lead = false;
    let mut in_limit_rows = false;
    let mut after_steps_in_order = false;
    // The bytes of the last sentence read.
    let mut last_sentence: Option<std::ops::Range<usize>> = None;
    // The last sentence was a lead naming the list under it as rules or a checklist
    // ("Closing checklist:"), or an open item of such a list.
    let mut after_rule_list_lead = false;
    let mut in_rule_list = false;
    // The first sentence opens with a commit subject ("chore(deps): bump ...").
    let mut first_sentence = true;
    let mut commit_message = false;
    languages.function_words =
        text::for_each_sentence(text, low, &side, |sentence, quote_marks| {
            languages.count_letters(sentence);
            // "Visitors must sign in. That rule was dropped in 2021.": the rule before is no
            // longer in force.
            if rules::says_a_rule_was_ended(sentence) {
                cues.truncate(last_sentence_cues);
            }
            last_sentence_cues = cues.len();
            rules::analyze_sentence(sentence, quote_marks, &mut cues, &mut scratch, &mut ());
            // "Imagine if every deploy needed two sign-offs. We'd never release anything.":
            // the consequence of a supposition binds nobody.
            // ("Suppose the pump failed — lower adit'd be under water": both in one
            // sentence, cls68a.)
            if cues.len() > last_sentence_cues
                && (after_supposition && rules::tells_a_consequence(sentence)
                    || rules::supposes_a_consequence(sentence))
            {
                cues.truncate(last_sentence_cues);
            }
            // "The sign says 'No pens beyond this point'. Can you translate it into
            // French?": work asked on the text just quoted, data itself.
            if after_quotation
                && cues.len() > last_sentence_cues
                && rules::asks_work_on_the_quotation(sentence)
            {
                cues.truncate(last_sentence_cues);
            }
            // "Scratchpad: pulled 212 refund requests. Next: group by postcode.": the
            // writer's own next step in their working notes, no order to the agent (a "do not
            // ..." the writer notes for themselves still binds).
            if own_notes
                && cues.len() > last_sentence_cues
                && text::opens_with_next_step(sentence)
                && cues[last_sentence_cues..]
                    .iter()
                    .all(|c| c.kind == CueKind::Imperative)
            {
                cues.truncate(last_sentence_cues);
            }
            // "My plan:\n1. Read the calendar.\n2. List any clashes.": the writer's own
            // steps, no order to anyone; a ban or a rule among them ("3. Don't email the
            // director") binds, and ends the plan.
            if in_own_plan && cues.len() > last_sentence_cues {
                if cues[last_sentence_cues..]
                    .iter()
                    .all(|c| c.kind == CueKind::Imperative)
                {
                    cues.truncate(last_sentence_cues);
                } else {
                    in_own_plan = false;
                }
            }
            in_own_plan |= text::is_own_plan_label(sentence);
            // "User: No. Just chromosome 17 for now.": after a refusal, the one thing wanted.
            if after_refusal && cues.len() == last_sentence_cues {
                let found = rules::narrowing_after_a_refusal(sentence);
                push_found(&mut cues, CueKind::Imperative, found);
            }
            after_refusal = rules::is_bare_refusal(sentence);
            // "Q: Can I take cuttings home? A: No.": leave asked and refused, a ban on the act.
            // "Kids on the walk floor? Not on, cuz.": a thing in a place asked of, refused
            // with stress (cls70a).
            if after_permission_question {
                let found = rules::opening_refusal(sentence);
                push_found(&mut cues, CueKind::Prohibition, found);
            } else if after_place_question {
                let found = rules::emphatic_refusal(sentence);
                push_found(&mut cues, CueKind::Prohibition, found);
            }
            after_permission_question = rules::asks_permission(sentence);
            after_place_question = rules::asks_of_a_thing_in_a_place(sentence);
            // "Pen limits for the sale:\n| Pen | Max head |": the table's bounds are limits.
            if after_limits_lead && cues.len() == last_sentence_cues {
                let found = rules::capped_column(sentence);
                push_found(&mut cues, CueKind::LimitStatement, found);
            }
            // "Launch limits – this season\nSurface wind 8 kt\nGusts 12 kt": the rows of
            // names and values under a lead naming limits are limits (cls63).
            let row = (after_limits_lead || in_limit_rows)
                .then(|| rules::limit_row(sentence))
                .flatten();
            in_limit_rows = row.is_some();
            if cues.len() == last_sentence_cues {
                push_found(&mut cues, CueKind::LimitStatement, row);
            }
            after_limits_lead = rules::names_limits_ahead(sentence);
            // "Crew in position, then the fan goes on. Not the other way round.": the order
            // told insisted on (cls63).
            if after_steps_in_order && cues.len() == last_sentence_cues {
                let found = rules::insists_on_the_order_told(sentence);
                push_found(&mut cues, CueKind::Imperative, found);
            }
            after_steps_in_order = rules::tells_steps_in_order(sentence);
            // "Dulse dries separate from the kelp. Always.": a lone insistence makes the
            // practice stated before it a rule (cls67c; the sentence before is read again
            // only then).
            if cues.len() == last_sentence_cues {
                let found = rules::lone_insistence(sentence).filter(|_| {
                    last_sentence
                        .clone()
                        .and_then(|r| low.get(r))
                        .is_some_and(rules::states_a_practice)
                });
                push_found(&mut cues, CueKind::Imperative, found);
            }
            last_sentence = sentence
                .first()
                .zip(sentence.last())
                .map(|(first, last)| first.range.start..last.range.end);
            // "Closing checklist:\n1. Hatches secured\n2. All visitors off the boat": the
            // open items of a list its lead names as rules, a checklist or what is owed before
            // an act, each a state to keep (cls65c).
            if (after_rule_list_lead || in_rule_list)
                && let Some(first) = sentence.first()
            {
                match text::line_place(text, first.range.start) {
                    text::LinePlace::OpenItem => {
                        in_rule_list = true;
                        if cues.len() == last_sentence_cues {
                            let found = rules::state_owed_in_a_list(sentence);
                            push_found(&mut cues, CueKind::Imperative, found);
                        }
                    }
                    text::LinePlace::LineStart => in_rule_list = false,
                    text::LinePlace::Inside => {}
                }
            }
            after_rule_list_lead = rules::opens_a_rule_list(sentence);
            // "chore(deps): bump the vpc module. No functional changes.": a commit message
            // noting what its change leaves alone.
            if commit_message && cues.len() > last_sentence_cues && rules::notes_no_effect(sentence)
            {
                cues.truncate(last_sentence_cues);
            }
            // "Fix off-by-one in berth allocation\n\nPreviously ...": a commit's title, its
            // verb the convention's mood, not an order.
            if first_sentence
                && cues.len() > last_sentence_cues
                && cues[last_sentence_cues..]
                    .iter()
                    .all(|c| c.kind == CueKind::Imperative)
                && text::titles_a_change(low, sentence)
            {
                cues.truncate(last_sentence_cues);
            }
            commit_message |= first_sentence && rules::opens_a_commit_message(sentence);
            first_sentence = false;
            steps_label |= text::opens_with_steps_label(sentence);
            own_notes |= text::opens_with_own_notes_label(sentence);
            after_supposition = rules::opens_a_supposition(sentence);
            after_quotation = quote_marks && rules::ends_with_a_quotation(sentence);
        });
    scratch.give_back();
    // A subtitle file's dialogue, a changelog's entries: data, looked for only when there is
    // a cue to drop.
    if !cues.is_empty() {
        if text::holds_subtitle_timings(text) {
            cues.clear();
        }
        for entry in text::changelog_entries(text) {
            cues.retain(|c| c.range.start < entry.start || c.range.end > entry.end);
        }
    }
    // An agent's rules set out as configuration ("agent_rules:\n  max_per_day: 2"), read
    // key by key when no sentence bound.
    if cues.is_empty() {
        cues = config_rules::config_rule_cues(text);
    }
    push_found(
        &mut cues,
        CueKind::UnreadableText,
        languages.unreadable(text),
    );
    // "Results: 1. Never eat before a run? (blog) 2. ...": titles listed, not orders (looked
    // for only when there is a cue to drop).
    if !cues.is_empty()
        && let Some(list) = text::titled_result_list(low)
    {
        cues.retain(|c| c.range.start < list.start || c.range.end > list.end);
    }
    // "Steps: open project, export SRT. Expected: ... Actual: ...": a bug report's steps
    // to reproduce, what the reporter did (looked for only under such a label, when there is
    // a cue to drop).
    if steps_label
        && !cues.is_empty()
        && let Some(steps) = text::reproduction_steps(low)
    {
        cues.retain(|c| c.range.start < steps.start || c.range.end > steps.end);
    }
    // Text order; a cue inside a longer cue of the same kind (one of the last four kept)
    // adds nothing. The kept cues are gathered at the front in place.
    cues.sort_by_key(|c| (c.range.start, std::cmp::Reverse(c.range.end)));
    let mut kept: usize = 0;
    for next in 0..cues.len() {
        let cue = &cues[next];
        let covered = cues[kept.saturating_sub(4)..kept].iter().any(|k| {
            k.kind == cue.kind && k.range.start <= cue.range.start && cue.range.end <= k.range.end
        });
        if !covered {
            cues.swap(kept, next);
            kept += 1;
        }
    }
    cues.truncate(kept);
    let kind = if cues.is_empty() {
        SpanKind::Narrative
    } else {
        SpanKind::Constraint
    };
    Verdict { kind, cues }
}

/// A text with ASCII lower-cased, in a buffer kept per thread and reused by the next text, so
/// classifying a span allocates nothing for it once the buffer has grown to the longest span.
struct LowerCased(String);

thread_local! {
    /// The lower-casing buffer of the last span classified on this thread. A nested
    /// classification (a callback classifying another span) finds it empty and allocates.
    static SPARE_LOWER_CASED: Cell<String> = const { Cell::new(String::new()) };
}

impl LowerCased {
    /// Buffers larger than this (after a huge span) are freed, not kept.
    const MAX_SPARE_BYTES: usize = 1 << 20;

    /// `text` with ASCII lower-cased (the same string as `str::to_ascii_lowercase`).
    fn of(text: &str) -> Self {
        // `try_with`: during thread teardown there is no spare, and classifying must not panic.
        let mut low = SPARE_LOWER_CASED.try_with(Cell::take).unwrap_or_default();
        low.clear();
        low.push_str(text);
        low.make_ascii_lowercase();
        LowerCased(low)
    }

    /// The lower-cased text.
    fn as_str(&self) -> &str {
        &self.0
    }
}

impl Drop for LowerCased {
    /// Hand the buffer to the next span on this thread.
    fn drop(&mut self) {
        if self.0.capacity() <= Self::MAX_SPARE_BYTES {
            let buffer = std::mem::take(&mut self.0);
            // During thread teardown the buffer is simply freed.
            let _ = SPARE_LOWER_CASED.try_with(|cell| cell.set(buffer));
        }
    }
}

/// Run the rules sentence by sentence and hand each sentence's tokens and decisive cues to
/// `each` (the polarity check compares sentences), with the sentence's comparator bounds
/// when the rules found them (the same bounds as [`numbers::bounds_into`] finds on its
/// tokens without quotation marks; `None` when the rules did not look). Returns whether
/// the text is unreadable.
pub(crate) fn for_each_analyzed_sentence(
    text: &str,
    low: &str,
    mut each: impl FnMut(&[text::Tok<'_>], &[Cue], Option<&[numbers::Bound]>),
) -> bool {
    let side = text::SideText::new();
    let mut languages = LanguageTally::new(text);
    let mut cues = Vec::new();
    let mut scratch = rules::Scratch::take();
    let mut bounds = rules::SentenceBounds::take();
    languages.function_words =
        text::for_each_sentence(text, low, &side, |sentence, quote_marks| {
            languages.count_letters(sentence);
            cues.clear();
            rules::analyze_sentence(sentence, quote_marks, &mut cues, &mut scratch, &mut bounds);
            each(sentence, &cues, bounds.get());
        });
    scratch.give_back();
    bounds.give_back();
    languages.unreadable(text).is_some()
}

/// Counts what the text is written in, to notice text the rules cannot read.
struct LanguageTally {
    /// Fewer than [`LanguageTally::MIN_OTHER_SCRIPT_LETTERS`] characters of the text are not
    /// ASCII, so fewer of its letters can be of another script: the letter counts cannot make
    /// it unreadable (see [`LanguageTally::unreadable`]) and are not kept.
    letters_cannot_matter: bool,
    /// Function words of the words read (counted by the tokenizer).
    function_words: text::FunctionWords,
    latin_letters: usize,
    other_letters: usize,
}

impl LanguageTally {
    /// A text with fewer letters of another script is not unreadable by its script.
    const MIN_OTHER_SCRIPT_LETTERS: usize = 4;

    fn new(text: &str) -> Self {
        LanguageTally {
            letters_cannot_matter: fewer_non_ascii_chars_than(
                text.as_bytes(),
                Self::MIN_OTHER_SCRIPT_LETTERS,
            ),
            function_words: text::FunctionWords::default(),
            latin_letters: 0,
            other_letters: 0,
        }
    }

    /// Count the letters of the sentence's words by script.
    fn count_letters(&mut self, sentence: &[text::Tok<'_>]) {
        if self.letters_cannot_matter {
            return;
        }
        for t in sentence.iter().filter(|t| t.kind == text::TokKind::Word) {
            if t.text.is_ascii() {
                self.latin_letters += t.text.len();
                continue;
            }
            for c in t.text.chars().filter(|c| c.is_alphabetic()) {
                if c.is_ascii_alphabetic() || ('\u{c0}'..='\u{24f}').contains(&c) {
                    self.latin_letters += 1;
                } else {
                    self.other_letters += 1;
                }
            }
        }
    }

    /// The text's trimmed range when it is mostly in another script, or in a Latin-script
    /// language whose function words outnumber English ones.
    fn unreadable(&self, text: &str) -> Option<Range<usize>> {
        let other_script = self.other_letters >= Self::MIN_OTHER_SCRIPT_LETTERS
            && self.other_letters > self.latin_letters;
        let words = self.function_words;
        let other_language = words.foreign >= 2 && words.foreign > words.english;
        (other_script || other_language).then(|| {
            let start = text.len() - text.trim_start().len();
            start..text.trim_end().len().max(start)
        })
    }
}

/// The UTF-8 text `b` holds fewer than `n` characters that are not ASCII (its bytes from
/// 0xC0 up each start one). Most text is ASCII, which the first test tells fastest.
fn fewer_non_ascii_chars_than(b: &[u8], n: usize) -> bool {
    // Counted in `u8` sums of at most 255 bytes each: the inner loop vectorises (16 bytes
    // per step), where a `usize` count per byte does not.
    let count = || -> usize {
        b.chunks(255)
            .map(|piece| usize::from(piece.iter().fold(0u8, |sum, &x| sum + u8::from(x >= 0xC0))))
            .sum::<usize>()
    };
    n > 0 && is_ascii(b) || count() < n
}

/// No byte of `b` is 0x80 or above. The OR of every byte, eight at a time and without an
/// early exit: the loop vectorises, and most text is ASCII, which is read to the end anyway.
fn is_ascii(b: &[u8]) -> bool {
    let chunks = b.chunks_exact(8);
    let tail = chunks.remainder().iter().fold(0, |any, &x| any | x);
    let any = chunks.fold(0, |any, c| {
        any | c.first_chunk::<8>().map_or(0, |c| u64::from_le_bytes(*c))
    });
    (any | u64::from(tail)) & 0x8080_8080_8080_8080 == 0
}

/// The design note's seven-marker classifier (`any(m in span.lower() for m in MARKERS)`),
/// kept as the baseline the tests and benchmarks compare against. Not for production use.
pub fn seven_marker_sketch(text: &str) -> SpanKind {
    const MARKERS: [&str; 7] = [
        "do not", "must", "never", "without", "at most", "at least", "only if",
    ];
    let low = text.to_lowercase();
    if MARKERS.iter().any(|m| low.contains(m)) {
        SpanKind::Constraint
    } else {
        SpanKind::Narrative
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kind(s: &str) -> SpanKind {
        classify(s).kind
    }

    /// Every one of `spans` is classified `expected` (its cues are printed when not).
    fn assert_kind(expected: SpanKind, spans: &[&str]) {
        for s in spans {
            assert_eq!(kind(s), expected, "{s}: {:?}", classify(s).cues);
        }
    }

    #[test]
    fn issue_examples_that_must_flag() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "Write the release notes in past tense.",
                "please double-check the totals before sending",
                "Kindly attach the signed form.",
                "Let's not touch the schema today.",
                "No, leave it.",
                "Don't rebase the release branch.",
                "no tabs in config files",
                "that's off the table",
                "Fewer than ten API calls a minute.",
                "Keep the bundle below 2 MB.",
                "cap each answer at 150 tokens",
                "ship it once QA signs off",
                "the travel allowance is €300 per trip",
                "your token is scoped to read access",
                "you can open two pull requests at a time",
                "forget the 100-line rule",
                "compliance says card data never goes into logs",
                "Do not call the payments API without an idempotency key.",
            ],
        );
    }

    #[test]
    fn issue_examples_that_must_not_flag() {
        assert_kind(
            SpanKind::Narrative,
            &[
                "it must be a stale lockfile",
                "the job should be done in ten minutes",
                "never again, ha",
                "at least the tests pass now",
                "we used to always squash merges",
                "we sent no more than a dozen emails",
                "the image is below 2 MB already",
                "it exited without a stack trace",
                "should we drop the index?",
                "the sign on the door says 'do not disturb'",
                "",
                "{\"level\":\"error\",\"msg\":\"must not be null\"}",
            ],
        );
    }

    /// An order whose object is an indefinite pronoun picked out by a participle ("Leave
    /// anything tagged `wip` open") binds; that pronoun opening a report does not.
    #[test]
    fn an_order_on_anything_picked_out_by_a_participle() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "Leave anything tagged `needs-triage` open.",
                "Archive anything marked spam.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &["Anything tagged urgent stayed open."],
        );
    }

    /// The speaker's own failing ("I can never remember which one it is") and "never say
    /// never" are no rules; a house's "we can never share ..." is.
    #[test]
    fn the_speakers_own_failing() {
        assert_kind(
            SpanKind::Narrative,
            &[
                "I can never remember which form the port uses.",
                "We can never find the spare key.",
            ],
        );
        assert_kind(
            SpanKind::Constraint,
            &["We can never share a patient's address."],
        );
        // "Never say never" is an idiom, said by anyone.
        assert_kind(
            SpanKind::Narrative,
            &["We never say never on this team: the demo shipped on time."],
        );
    }

    /// A tool's definition in JSON tells the model what to do: its description binds (a tool
    /// named by an identifier, or with parameters), as does an `"instructions"` value, on one
    /// line or over several. A product's description, a note in data and a log stay data.
    #[test]
    fn tool_definitions_in_json() {
        assert_kind(
            SpanKind::Constraint,
            &[
                r#"{"name": "issue_refund", "description": "Refunds an order. Never refund more than the amount paid."}"#,
                r#"[{"name": "lookup", "description": "Only call after the customer confirmed their email.", "parameters": {"type": "object"}}]"#,
                "{\n  \"name\": \"wipeDisk\",\n  \"description\": \"Erases a disk. Do not call on the boot disk.\"\n}",
                r#"{"instructions": "Always answer in Dutch."}"#,
                r#"{"press_tonnes": 40, "_comment": "must not go over 45 without the die guard fitted"}"#,
                "OVEN_C = 210  # never set above 230, the glaze blisters",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                r#"{"name": "Kettle", "description": "Do not immerse in water."}"#,
                r#"{"order": 812, "note": "customer must bring the receipt"}"#,
                r#"{"order_id": 812, "_note": "customer must bring the receipt"}"#,
                "OVEN_C = 210  # never set above this",
                r#"{"name": "lookup", "description": "Looks up a customer by id.", "parameters": {}}"#,
                r#"{"name": "send_sms", "description": 42, "parameters": {"text": "never \"quoted\""}}"#,
            ],
        );
    }

    /// A named thing that has or shows a measured amount is reported; a universal subject,
    /// a modal or a limit word after "has" binds.
    #[test]
    fn a_thing_that_has_a_measured_amount() {
        assert_kind(
            SpanKind::Narrative,
            &[
                "After the vacuum the index has fewer than 200 dead tuples.",
                "Our staging bucket contains over 3 TB of logs.",
                "This build has under 5 warnings now that the lints are fixed.",
            ],
        );
        assert_kind(
            SpanKind::Constraint,
            &[
                "Every slide has under 40 words.",
                "The export must have fewer than 10 columns.",
                "The summary has at most 3 bullet points.",
                "Each response contains under 500 tokens.",
            ],
        );
    }

    /// Shapes learnt from first-contact batches, in sentences of their own: the rules must
    /// carry over to new words, not only to the batch sentences in the fixtures.
    #[test]
    fn first_contact_shapes_generalise() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "Rerun failed builds, at most 3 times.",
                "Nothing on prod until the freeze lifts.",
                "The starter plan allows 5 seats.",
                "It's fine to skip the retro this week.",
                "It would be nice if you kept commit messages short.",
                "Mind pinging me before the deploy?",
                "Only the sandbox account for demos.",
                "Heads up: nobody merges until the release is cut.",
                "Tests first, then the refactor.",
                "Nope, the staging one.",
                "The bot won't post in public channels.",
                "Contractors aren't to access the VPN after hours.",
                "The trial licence expires after 14 days.",
                "Could we end the call by 5, please?",
                "Nobody outside HR may open the files.",
                "The supplier is responsible for shipping costs.",
                "Posting client logos is against the rules.",
                "You're cleared to deploy after the freeze.",
                "Check-out is at 11am at the latest.",
                "Delete any file uploaded by the old bot.",
                "Guests are expected to leave the terrace by 10pm.",
                "The invoice is due to the client by 3 June.",
                "New users get 30 days of support.",
                "Don't even think about pushing to main.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "Review time dropped after we added the bot.",
                "Never a quiet week here.",
                "Don't get me started on the printer.",
                "Don't even get me started on the bus timetable lol",
                "Thanks, no need to apologize!",
                "She said she'd never seen so many tickets.",
                "The manager asked a few questions about the budget.",
                "The fix may need a restart to take effect.",
                "Back in 2019 we had to file these by hand.",
                "Hope the demo went well.",
                "Welcome back, everyone!",
                "I0314 10:22:01.123 server.go:42] must retry later",
                "batch_size = 500  # at most",
                "10.1.2.3 - - [01/Feb/2025:09:00:00 +0000] \"POST /login HTTP/1.1\" 401 17",
                "Jan 12 08:01:02 host cron[11]: job must run hourly, max 3 attempts",
                "count += 1",
            ],
        );
    }

    #[test]
    fn round_two_shapes_generalise() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "Quizzes should take no longer than fifteen minutes.",
                "Answers should be no shorter than 50 words.",
                "Items kept above 8°C must be discarded.",
                "Hotels must cost under $180 a night.",
                "Aisle seats for the kids, where possible.",
                "Disk: 20 GB min.",
                "Administer 5 mg twice daily.",
                "Refunds may be issued by team leads.",
                "Confirm staff will attend.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "She might need to reschedule, her flight was delayed.",
                "The router may need to be replaced.",
                "The vaccine lot must be fine, the logger never went above 8°C.",
                "The queue went over 10k messages twice last night.",
                "ValueError: batch size must be positive",
                "java.lang.IllegalStateException: the pool must not be closed",
                "If we were to cap refunds at $100, support volume would probably go up.",
                "Status: green as always.",
                "- **Impact:** 14 min of checkout errors",
                "The cache may be stale.",
                "The API may be unavailable tonight.",
            ],
        );
    }

    #[test]
    fn last_before_a_bound_is_the_verb_not_a_past_marker() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "Meetings last at most 90 minutes.",
                "Calls last no more than 30 minutes.",
                "Standups last under 15 minutes.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "The demo lasted at most 10 minutes.",
                "The last deploy took under 4 minutes.",
                "Last week the call ran over an hour.",
            ],
        );
    }

    #[test]
    fn the_only_one_allowed_to_is_a_restriction() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "The on-call engineer is the only one allowed to restart the primary database.",
                "Admins are the only people permitted to delete projects.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "He was the only one allowed to attend.",
                "Back then, interns were the only ones allowed to use the old printer.",
            ],
        );
    }

    #[test]
    fn a_condition_about_a_past_event_still_qualifies_a_rule() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "Customer emails go out in English unless the customer wrote in German.",
                "Mention the refund policy only when asked.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "Customers got refunds unless they had bought on sale.",
                "We shipped it unless QA objected.",
            ],
        );
    }

    #[test]
    fn a_verb_that_is_also_a_noun_opens_a_subject_before_a_finite_verb() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "Support the legacy API until March.",
                "Support both formats.",
                "Search logs for the request id first.",
                "Backup the database before migrating.",
                "Invoice goods out on the first of the month.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "Support replies go out in French.",
                "Search results come back sorted by date.",
                "Backup jobs run nightly.",
                "Invoice goes out on the first of the month.",
                "Review comes back from legal on Monday.",
            ],
        );
    }

    #[test]
    fn lower_casing_buffer_is_reused_without_leftovers() {
        let long = LowerCased::of("A Long First Span, ÄÖÜ Unchanged");
        assert_eq!(long.as_str(), "a long first span, ÄÖÜ unchanged");
        // A nested read while the buffer is out gets a fresh one.
        assert_eq!(LowerCased::of("NESTED").as_str(), "nested");
        drop(long);
        assert_eq!(LowerCased::of("Hi").as_str(), "hi");
        assert_eq!(LowerCased::of("").as_str(), "");
    }

    #[test]
    fn non_ascii_characters_are_counted_as_the_standard_library_counts_them() {
        for text in [
            "",
            "plain",
            "€500",
            "naïve café",
            "日本語",
            "日本語だ",
            "a€b£c¥d",
            "🙂x",
        ] {
            let chars = text.chars().filter(|c| !c.is_ascii()).count();
            for n in 0..6 {
                assert_eq!(
                    fewer_non_ascii_chars_than(text.as_bytes(), n),
                    chars < n,
                    "{text} {n}"
                );
            }
        }
        // Longer than the 255-byte pieces the count is summed in: 300 two-byte characters.
        let long = format!("{}{}", "é".repeat(300), "x".repeat(700));
        for n in [299, 300, 301] {
            assert_eq!(
                fewer_non_ascii_chars_than(long.as_bytes(), n),
                300 < n,
                "{n}"
            );
        }
    }

    /// Four letters of another script are needed to call a text unreadable by its script,
    /// and the test of that is skipped for texts with fewer non-ASCII characters.
    #[test]
    fn four_letters_of_another_script_make_a_text_unreadable() {
        assert_eq!(classify("日本語").kind, SpanKind::Narrative);
        assert_eq!(classify("日本語だ").kind, SpanKind::Constraint);
        assert_eq!(
            classify("日本語だ").cues.first().map(|c| c.kind),
            Some(CueKind::UnreadableText)
        );
    }

    #[test]
    fn ascii_test_agrees_with_the_standard_library() {
        for text in [
            "",
            "a",
            "plain text of more than eight bytes",
            "é",
            "ab\u{7f}",
            "x€",
        ] {
            for start in 0..text.len() {
                let b = &text.as_bytes()[start..];
                assert_eq!(is_ascii(b), b.is_ascii(), "{b:?}");
            }
        }
        // A non-ASCII byte at every position of a chunk and of the tail.
        for at in 0..20 {
            let mut b = vec![b'a'; 20];
            b[at] = 0xC3;
            assert!(!is_ascii(&b), "{at}");
        }
    }

    #[test]
    fn a_noun_then_an_adverb_of_time_and_a_verb_is_a_report() {
        assert_kind(
            SpanKind::Narrative,
            &[
                "Export no longer drops the last row.",
                "* Fixed: search now works on mobile",
                "Checkout still fails on Safari.",
            ],
        );
        assert_kind(
            SpanKind::Constraint,
            &[
                "Deploy now, the tests pass.",
                "Merge now unless QA objects.",
                "Run again tests that failed.",
            ],
        );
    }

    #[test]
    fn no_before_a_code_span_is_a_prohibition() {
        assert_kind(
            SpanKind::Constraint,
            &["No `any` types.", "- No `unwrap()` in library code"],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "error: no `foo` found in scope",
                "No `.env` file was found.",
            ],
        );
    }

    #[test]
    fn unreadable_text_is_a_constraint_with_a_reason() {
        for s in [
            "請勿在週五部署到生產環境。",
            "Ne jamais appeler l'API de paiement sans clé d'idempotence.",
        ] {
            let v = classify(s);
            assert_eq!(v.kind, SpanKind::Constraint, "{s}");
            assert!(v.cues.iter().any(|c| c.kind == CueKind::UnreadableText));
        }
    }

    #[test]
    fn refrain_and_abstain_open_orders() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "Refrain from adding comments to the code you write.",
                "Abstain from speculating about unreleased features.",
            ],
        );
    }

    #[test]
    fn an_amount_granted_per_period_is_an_allowance() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "Customers on the free tier get 3 exports per day.",
                "Trial accounts receive 10 GB of storage.",
                "Free users are entitled to one support ticket per week.",
                "Each seat receives 2 licences a month.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "We get 300 tickets per day.",
                "Users get about 3 errors per day.",
                "Trial accounts received 10 GB of storage until March.",
                "Customers get confused by the two checkout buttons.",
            ],
        );
    }

    #[test]
    fn a_limit_noun_reaches_its_value_over_a_relative_clause() {
        assert_kind(
            SpanKind::Constraint,
            &["The maximum refund an agent can issue without a manager is $200."],
        );
        assert_kind(
            SpanKind::Narrative,
            &["The maximum number of retries the old client attempted was 7."],
        );
    }

    #[test]
    fn a_negation_before_always_tells_a_frequency() {
        assert_kind(
            SpanKind::Narrative,
            &[
                "Interns can't always find the wiki page, so I pinned it.",
                "Tests don't always pass on the first run.",
                "Staff don't always remember to badge out.",
            ],
        );
        // Said to the reader, it stays a caution; as an order, it is one.
        assert_kind(
            SpanKind::Constraint,
            &[
                "You cannot always rely on the cache.",
                "Don't always assume the cache is warm.",
                "Interns cannot approve purchase orders.",
            ],
        );
    }

    /// Leave given now to the one addressed ("has cleared you to"), a verbless order kept "at
    /// all times", and praise or a recommendation said with "have to" or "never" that orders
    /// nothing.
    #[test]
    fn leave_given_standing_orders_and_praise() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "Jordan has cleared you to read the payroll spreadsheet.",
                "Legal has okayed us to share the deck with investors.",
                "Maria has approved you to order two monitors.",
                "Gloves on at all times in the lab.",
                "Hard hats required past the gate.",
                "Masks required inside the clinic.",
                "Hard hats and hi-vis on the slab at all times.",
                "The bot never fails to cite its sources.",
                "You never miss a dose.",
                "You have to see the dentist before the trip, it's been a year.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "She has approved the budget.",
                "Has Jordan cleared you to read it?",
                "The team was on call at all times last year.",
                "Staff available at all times.",
                "The required past tense was wrong.",
                "You have to hand it to the night crew, they never miss a pour.",
                "You've got to admit it works.",
                "You have to try the dumplings at Mei's, they're incredible.",
                "She never fails to surprise me.",
            ],
        );
    }

    /// "must be", "has to be" or "must have" + a state or a deed of one named thing, with the
    /// evidence beside it (a source that shows it, something going on till now, "going by
    /// ..."), guesses; an act owed, a deadline, a rule for the one addressed, a rule's source
    /// or a past reason beside it still bind.
    #[test]
    fn a_guess_with_its_evidence_beside_it() {
        assert_kind(
            SpanKind::Narrative,
            &[
                "The cat has to be sick, she's been hiding under the bed all day.",
                "The neighbours must be away, their lights have been going on at odd hours.",
                "The parcel must have reached the depot before noon, the tracking shows two scans.",
                "Judging by the noise, the pump must have failed before midnight.",
                "You must have been thrilled with the result.",
            ],
        );
        assert_kind(
            SpanKind::Constraint,
            &[
                "The shed has to be locked, the insurer says so.",
                "The canteen must be clean by noon, the inspectors have been visiting.",
                "The invoice has to be approved, the vendor has been chasing it.",
                "You must be on time, the client has been complaining.",
                "The lab must be tidy, the inspector has been twice this month.",
                "Applicants must have been trained before the first shift.",
                "The parcel must have gone out before the cutoff.",
            ],
        );
    }

    /// "must", "need to" or "have to" + a verb of experiencing with delight beside it
    /// recommends; without delight, or with a time, a condition or a repeat, it orders.
    #[test]
    fn a_recommendation_with_delight_orders_nothing() {
        assert_kind(
            SpanKind::Narrative,
            &[
                "You must watch the finale, the last ten minutes are epic.",
                "you need to taste the pho at that corner place, wow",
                "You have to listen to the new single, it's so good.",
                "Omg you must visit the lavender fields, they're breathtaking.",
            ],
        );
        assert_kind(
            SpanKind::Constraint,
            &[
                "You must visit the clinic before the trip.",
                "You need to read the lease carefully, it's a lovely flat.",
                "You must watch the kids until six.",
                "You need to listen to the voicemail, the client is upset.",
                "You must read the release notes!!",
                "Interns must see the safety video, it's amazing.",
            ],
        );
    }

    /// A noun then a past form closing the sentence is a telegraphic report ("Audit
    /// skipped.", "audit not reached"), while a copula's state is still ordered.
    #[test]
    fn a_noun_then_a_closing_past_form_is_a_report() {
        assert_kind(
            SpanKind::Narrative,
            &[
                "Audit skipped.",
                "Long board meeting, mostly on the venue; audit not reached.",
                "Refund for order #88213 was processed.",
            ],
        );
        assert_kind(
            SpanKind::Constraint,
            &["Get started.", "Leave it unlocked.", "Retry failed jobs."],
        );
    }

    /// "should ... by now" expects; a wish with its "I" left out orders nothing.
    #[test]
    fn expectations_by_now_and_wishes_order_nothing() {
        assert_kind(
            SpanKind::Narrative,
            &[
                "Dad should be home by now, the bus usually gets in around 5:40.",
                "Hey, hope your week's going ok!!",
            ],
        );
        assert_kind(
            SpanKind::Constraint,
            &[
                "You should reply by noon.",
                "Hope for the best, plan for the worst.",
            ],
        );
    }

    /// A past condition with "would" after it, "would ... not have", and "in a world where"
    /// are hypothetical; a present condition still orders.
    #[test]
    fn second_conditionals_and_imagined_worlds_are_hypothetical() {
        assert_kind(
            SpanKind::Narrative,
            &[
                "If the landlord ever banned pets we'd probably have to move.",
                "In a world where we never deploy on Fridays, that outage would simply not have happened.",
            ],
        );
        assert_kind(
            SpanKind::Constraint,
            &[
                "If the payment failed, retry it once.",
                "If the deploy is blocked, you would need to ask Sam.",
            ],
        );
    }

    /// Leave taken back now ("no longer allowed") is a ban; a past one is not. What one may
    /// commit up to a value is a limit. A program's tagged and timed log line is data.
    #[test]
    fn leave_taken_back_and_tagged_log_lines() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "You are no longer allowed to push to main directly.",
                "Guests are no longer permitted on the roof.",
                "Your spending authority on this account is $250 per transaction.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "We were no longer allowed to park there after 2019.",
                "The port authority is 3 miles away.",
                "[cron] 04:00 nightly-export: skipped, must not run while backup lock held",
            ],
        );
    }

    /// A traced tool call with values and its result, and a constant's assignment with a
    /// comment, are data; a tool's signature before its description is not a call.
    #[test]
    fn traced_calls_and_commented_constants_are_data() {
        assert_kind(
            SpanKind::Narrative,
            &[
                "get_route(origin=ATL, dest=CLT): 392 km, tolls: none, restrictions: no hazmat.",
                "search_docs(query=\"refunds\") -> 3 results: never refund gift cards.",
                "MAX_SHOWINGS_PER_DAY = 3  # TODO: make this per-agent",
            ],
        );
        assert_kind(
            SpanKind::Constraint,
            &["send_email(to): never call this twice without asking."],
        );
    }

    /// A participle after "and" before a plural noun, in a clause with no verb before it,
    /// modifies a second noun phrase: a sign's "X and Y only" (cls65a); after a past verb it
    /// is a second past verb.
    #[test]
    fn a_participle_joined_to_a_noun_phrase_modifies_it() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "Lab techs and trained volunteers only.",
                "GOGGLES PAST THIS DOOR — KILN CREW AND SUPERVISED STUDENTS ONLY",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &["The techs came in early and trained volunteers all morning."],
        );
    }

    /// A modal's perfect with its participle left out is a regret ("longer than it should
    /// have, because ..."), a "have" with its object a duty; the write-up of a day heading a
    /// report before its colon is no order, a log checked is (cls65a).
    #[test]
    fn an_elided_perfect_and_a_days_write_up_order_nothing() {
        assert_kind(
            SpanKind::Narrative,
            &[
                "The resurfacing ran later than it should have, so we shut early.",
                "Open week digest for the new members: we signed up forty and lost the urn.",
            ],
        );
        assert_kind(
            SpanKind::Constraint,
            &[
                "Every marshal should have a whistle, so we can hear them.",
                "Check build log for the failing test: it timed out twice.",
            ],
        );
    }

    /// A plural principal's present wish binds when it says how a thing must be ("they want
    /// invoices sent only to the office"), not when it names what they wish for.
    #[test]
    fn a_plural_principals_shaped_wish_binds() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "They want invoices sent only to the farm office.",
                "My parents want the kids in bed by 9.",
                "They expect a reply within a day.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &["They want a refund.", "They want to go home early."],
        );
    }

    /// What people may keep ("tenants can't have pets") is a ban; "have it" is an idiom.
    #[test]
    fn what_people_cannot_have_is_a_ban() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "Tenants cannot have pets.",
                "Users can't have two accounts.",
                "Kids can't have sugar after 7pm.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "You cannot have it both ways.",
                "Users can't have been notified twice.",
            ],
        );
    }

    /// "can't / couldn't have" + a participle with an object guesses about the past; a
    /// participle describing a noun ("processed food") is still what one may not have.
    #[test]
    fn cannot_have_done_guesses_about_the_past() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "Toddlers can't have smoked fish.",
                "I cannot have refined sugar or fried snacks.",
                "Contractors can't have read access to payroll.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "He can't have merged it yet, the PR is still open.",
                "You cannot have finished the import already.",
                "They can't have wiped the disk; the files are there.",
                "I can't have forgotten about the call.",
            ],
        );
    }

    /// "We can't have" + "any" / "anyone" / "anything": what the house keeps out; a guess
    /// about the past and a lack felt ("any fun") do not bind.
    #[test]
    fn we_cannot_have_any_keeps_something_out() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "We can't have any outages during the launch week.",
                "We cannot have anybody in the lab after 8.",
                "we can't have anything blocking the fire exit",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "We can't have missed the train already.",
                "We can't have been the only ones there.",
                "We can't have any fun in this rain.",
                "We couldn't have anyone over last year.",
            ],
        );
    }

    #[test]
    fn a_plural_noun_phrase_then_a_past_verb_is_a_report() {
        assert_kind(
            SpanKind::Narrative,
            &[
                "Support tickets per week went down to 40 after the launch.",
                "Review comments from legal were addressed.",
            ],
        );
        assert_kind(
            SpanKind::Constraint,
            &["Review comments from legal before merging."],
        );
    }

    #[test]
    fn past_and_gapped_readings_of_a_bound_are_measured() {
        assert_kind(
            SpanKind::Narrative,
            &[
                "The minimum we observed was 12 ms, the maximum 340 ms.",
                "The minimum was 12 ms, the maximum 340 ms.",
                "The first run took 3 s, the second under 2 s.",
            ],
        );
        // A phrase that adds to the clause before it is no gapped report.
        assert_kind(
            SpanKind::Constraint,
            &[
                "Receipts or it didn't happen, for anything over $25.",
                "Keep it short, under 100 words.",
                "The cap is 5, at most 10 on weekends.",
            ],
        );
    }

    #[test]
    fn a_convention_followed_in_the_present_is_in_force() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "Commit messages follow Conventional Commits (feat:, fix:, chore:).",
                "All Python code conforms to PEP 8.",
                "We follow semver for every crate.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "The errors follow a pattern.",
                "I followed the style guide.",
                "Does the code follow the style guide?",
                "Our commit history mixes several message styles.",
            ],
        );
    }

    #[test]
    fn a_value_granted_before_its_limit_noun_is_in_force() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "Users on the enterprise plan have a 99.9% uptime SLA.",
                "You get a 30-day refund window.",
                "Each team has a $500 monthly budget.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "We had a 99.9% uptime SLA last year.",
                "Enterprise customers reported 99.95% uptime last quarter.",
            ],
        );
    }

    #[test]
    fn now_before_an_obligation_announces_a_rule() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "Every deploy now needs a rollback plan.",
                "v2.3 went out Monday; every deploy now needs a rollback plan.",
                "Refunds now require a receipt.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "The tests pass now.",
                "It now has two buttons.",
                "We now use Postgres 16.",
            ],
        );
    }

    /// What every member of a class needs is a rule; what a thing needs each time the
    /// speaker uses it reports how it behaves.
    #[test]
    fn a_need_on_every_occasion_the_speaker_tells_of_is_a_report() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "Every expense claim needs a receipt photo.",
                "Each vendor contract requires two signatures.",
                "Every time you restock, the fridge log needs a new line.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "Every time I print it needs a new cartridge.",
                "Each time we plug it in, the speaker needs a reset.",
            ],
        );
    }

    #[test]
    fn restricted_and_universal_present_passives_state_policies() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "Production access is granted only through the bastion host.",
                "Contractors are not given admin rights.",
                "Errors are reported to Sentry, not printed.",
                "Every public function is documented.",
                "All PRs are reviewed by two people.",
                "All external links open in a new tab.",
                "Nothing gets deployed on Fridays after 3pm.",
                "Nothing goes to prod without review.",
                "Nobody gets paged for P3 alerts.",
                "Refunds are issued to the original card, never paid in cash.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "Frankly that cologne is overhyped, I'd never buy it.",
                "That film is overrated, I never watch it twice.",
                "The user is not logged in.",
                "The file is not found.",
                "All builds are broken.",
                "All tests were reviewed.",
                "Nothing happened overnight.",
                "Nothing is broken.",
                "The song is called \"Never Let Me Go\".",
                "**Status:** green. All services healthy, no open incidents.",
            ],
        );
    }

    #[test]
    fn a_lifted_requirement_and_a_count_at_a_time_bind() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "There's no need to ask before reformatting a file.",
                "There is no need to run the full suite for docs changes.",
                "Only one migration runs at a time.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "There's no need to apologise.",
                "Only one migration ran at a time yesterday.",
            ],
        );
    }

    #[test]
    fn what_one_named_party_cannot_do_is_an_ability() {
        assert_kind(
            SpanKind::Narrative,
            &[
                "The vendor can't deliver before March.",
                "My colleague can't attend on Friday.",
            ],
        );
        assert_kind(
            SpanKind::Constraint,
            &[
                "Interns cannot approve orders.",
                "The assistant can't share card numbers.",
                "The vendor can't be paid before the invoice is approved.",
            ],
        );
    }

    /// An office of the house ("the service desk", "payroll") held back from a service it
    /// does for others binds; a thing's ability, an incident and a regret do not.
    #[test]
    fn what_an_office_cannot_do_is_a_rule() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "The service desk can't unlock accounts without a manager's ticket.",
                "Payroll cannot change bank details over the phone.",
                "The front desk can't waive the late checkout fee.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "The old desk can't hold that much weight.",
                "The help desk can't reset passwords today, the tool is down.",
                "Sadly the front desk can't extend checkout.",
                "The front desk can't find my booking.",
                "The printer can't print double-sided.",
            ],
        );
    }

    /// Hired help or a named role held back from acting on what the user minds binds; what
    /// one of them cannot manage, or cannot do since an incident, stays an ability.
    #[test]
    fn what_hired_help_cannot_do_is_a_rule() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "The babysitter can't give them sweets after seven.",
                "Our housekeeper cannot use the dryer for the wool sweaters.",
                "The intern can't sign contracts for the studio.",
                "Trainees without a signed waiver can't bring visitors upstairs.",
                "The caterer can't serve wine at the kids' table.",
                "The contractor cannot start work before 8 am.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "The gardener can't come until Thursday.",
                "The tutor can't find the workbook.",
                "The babysitter can't drive the van today because it's in the shop.",
                "The intern can't open the spreadsheet.",
                "Unfortunately the tutor can't offer extra sessions.",
                "The contractor can't start until the permits arrive.",
                "Ostriches can't fly.",
                "Customers can't check out since the last release.",
            ],
        );
        assert_kind(
            SpanKind::Constraint,
            &[
                "You can't merge since the freeze began.",
                "Contractors can't open HR tickets since they hold salaries.",
            ],
        );
    }

    #[test]
    fn a_discouraged_action_and_a_granted_unlisted_verb_bind() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "Deploys on Fridays are discouraged.",
                "Force pushes are strongly discouraged.",
                "You can reformat files without asking.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "Force pushes were discouraged back then.",
                "You can see the logs in Grafana.",
            ],
        );
    }

    #[test]
    fn courtesy_closings_commit_logs_and_fenced_commands_are_not_orders() {
        assert_kind(
            SpanKind::Narrative,
            &[
                "Let me know if you need anything else for the report.",
                "Let me know what you think.",
                "a1b2c3d fix: handle empty cart\n9f8e7d6 chore: bump deps\n1234567 feat: add coupon codes",
            ],
        );
        // The output of a fenced command ends with its fence.
        assert_kind(
            SpanKind::Constraint,
            &[
                "Let me know before you deploy.",
                "```\n$ cargo test\ntest result: ok\n```\nNever push to main.",
                "Fix: handle empty carts.",
            ],
        );
    }

    #[test]
    fn verbless_tasks_in_order_bind() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "Database work first, frontend after.",
                "Tests first, code next.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "We did the database work first, the frontend after.",
                "The first, second and third runs failed.",
            ],
        );
    }

    #[test]
    fn zero_tolerance_bans_and_a_past_wish_does_not_bind() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "Zero tolerance for hard-coded credentials.",
                "I'd rather have the report by Friday.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "Zero errors in the last deploy, nice.",
                "I'd rather have gone with the other vendor, honestly.",
            ],
        );
    }

    #[test]
    fn symbol_bullets_statuses_and_firm_nos_are_read() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "✅ Use UTC everywhere\n❌ Don't store local times",
                "👉 Always run the linter.",
                "Alcohol at team events is a hard no this year.",
                "Stand-up is at 9:30 sharp.",
                "Retry failed jobs.",
                "Legal is clear: no customer names in screenshots.",
                "Bitte keine Kundendaten in Tickets kopieren.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "✅ Build passed\n❌ Lint failed (2 errors)",
                "The meeting started at 9:30 sharp.",
                "The CFO is out until Monday.",
                "Deploy failed twice.",
            ],
        );
    }

    #[test]
    fn being_told_not_to_worry_is_a_reassurance() {
        assert_kind(
            SpanKind::Narrative,
            &[
                "He told me not to worry about it.",
                "He was careful not to leak anything in the demo.",
            ],
        );
        assert_kind(
            SpanKind::Constraint,
            &["He told us not to touch the firewall rules."],
        );
    }

    #[test]
    fn a_generic_passive_step_before_another_and_granted_read_only_access_bind() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "New hires get read-only access for their first two weeks.",
                "Drafts are reviewed by a second editor before publishing.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "Drafts were reviewed before publishing.",
                "The draft is reviewed before publishing.",
            ],
        );
    }

    #[test]
    fn verbless_counts_and_labelled_orders_bind_and_descriptions_do_not() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "Two approvals per PR.",
                "One platform-team reviewer per PR, exactly.",
                "Changelog: newest entries first.",
                "Never return negative amounts.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "About 40 tickets per day.",
                "3 bugs per release on average.",
                "Safety first.",
                "Never returns negative amounts.",
                "PASS src/utils/format.test.ts (3.2 s)\n  ✓ never returns negative amounts (4 ms)",
            ],
        );
    }

    #[test]
    fn permissions_corrections_and_thinking_aloud() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "You're free to refactor the tests as you see fit.",
                "You have my permission to restart the staging cluster.",
                "Not that file, the one in /config.",
                "Let's wait for CI before merging.",
                "According to the style guide, headings are in sentence case.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "He's free on Thursday afternoon.",
                "I got permission from IT last week.",
                "Let's see what the logs say.",
                "Let me think about it.",
                "According to the runbook, the cache was last flushed in March.",
                "Per HR, interviews went well overall.",
            ],
        );
    }

    #[test]
    fn a_state_kept_undone_until_an_event_binds() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "Pricing change stays unannounced until the board meeting.",
                "The branch remains unmerged until QA signs off.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "The branch remained unmerged until Friday.",
                "The cache stays warm until the next deploy.",
            ],
        );
    }

    #[test]
    fn a_users_standing_habit_and_an_idiomatic_ban_bind() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "I don't eat shellfish.",
                "I don't work on weekends.",
                "Using GPL code in the SDK is out of the question.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "I didn't eat lunch.",
                "I don't know.",
                "That was out of the question back then.",
            ],
        );
    }

    #[test]
    fn leading_conditions_validities_and_guesses_about_the_past() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "As long as the tests pass, merge without waiting for me.",
                "As soon as QA signs off, ship it.",
                "Your API key is valid for 30 days.",
                "The auditors say no screenshots of customer records.",
                "Never, ever run the migration script twice.",
                "You mustn't merge your own PRs.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "As long as I've worked here, the tests have been flaky.",
                "As long as the tests pass, the build is green.",
                "The old API key was valid for 30 days.",
                "Would you mind if I took Friday off?",
                "You mustn't have seen my last message.",
                "Timeouts should be rare now that the pool is bigger.",
            ],
        );
    }

    /// When a grant ends ("the guest pass expires at 6 pm", "the hotel voucher runs out on the
    /// 12th") binds; when an event or a schedule ends, or a grant ended, is told.
    #[test]
    fn the_time_a_grant_ends_binds() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "The guest pass expires at 6 pm.",
                "Our hotel voucher runs out on the 12th.",
                "The visitor permit ends at midnight.",
                "The free trial ends on Sunday.",
                "The contractor badge expires at 7 pm.",
                "The spring discount ends at midnight.",
                "The grocery coupon expires on Sunday.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "The concert ends at 11 pm.",
                "The backup runs at 2 am.",
                "The guest pass expired on the 3rd.",
                "The ticket sale ended at noon.",
            ],
        );
    }

    /// A kind of grant that ends a span after an event ("loyalty points expire 18 months
    /// after they are earned", "each permit lapses 14 days from issue") binds; one's own
    /// thing, one thing named, or a past expiry is told.
    #[test]
    fn a_kind_of_grant_expires_after_an_event() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "Loyalty points expire 18 months after they are earned.",
                "Each parking permit lapses 14 days from issue.",
                "Every trial key expires 72 hours after activation.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "My concert tickets expire 2 days after the show, weirdly.",
                "The yoghurt expires 5 days after opening.",
                "Those vouchers expired 30 days after we got them.",
                "Most coupons expire 3 days after you print them, annoyingly.",
            ],
        );
    }

    /// A kind of thing said to lie outside a scope in force ("pre-existing conditions fall
    /// outside the standard coverage") binds; one thing outside someone's reach, or a past
    /// one, is told.
    #[test]
    fn a_kind_outside_a_scope_in_force() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "Pre-existing conditions fall outside the standard coverage.",
                "Boats longer than 8 metres are outside our marina policy.",
                "Any request for tax advice is outside our remit.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "The hail was outside our forecast.",
                "That topic is outside my comfort zone, to be fair.",
                "The kids are outside the house playing.",
                "Most tickets are outside our scope these days, sadly.",
            ],
        );
    }

    /// "Whatever you do" and "no matter what" only stress the order after them; an
    /// exclaimed "Love the ...!" is delight, no order; a person named by a title is a
    /// principal whose rule binds.
    #[test]
    fn stressing_leads_praise_and_titled_principals() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "anyway, whatever you do don't forward that thread to my manager",
                "No matter what, never reboot the NAS during a backup.",
                "The clinic's rule, according to Dr. Okafor, is that visitors wear masks.",
                "Love your neighbour.",
                "Would you mind always copying Priya on the invoices?",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "Whatever you do is fine with me, honestly.",
                "No matter what we tried, the printer stayed offline.",
                "Love the new dashboard!!",
                "Loving how fast the builds are now!",
                "According to Mr. Reyes, the build was green all week.",
            ],
        );
    }

    /// A grant that only pays for some things ("the travel card only covers rail fares")
    /// binds; a text that only covers a topic is described.
    #[test]
    fn a_grant_restricted_with_only_binds() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "The meal card only covers lunch on site.",
                "Their insurance only reimburses generic drugs.",
                "The student pass only includes off-peak trains.",
                "The relocation stipend only pays for economy flights.",
                "The loyalty discount only applies to full-price items.",
                "Our negotiated rate only covers Hilton hotels.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "The chapter only covers sorting algorithms.",
                "The slide deck only covers the first quarter.",
                "The old card only covered economy fares.",
                "The error rate only covers the last hour of traffic.",
            ],
        );
    }

    #[test]
    fn kept_out_valid_until_and_generic_steps_before_another_bind() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "For anything involving refunds, loop in finance first.",
                "Customer names stay out of Slack.",
                "Quotes are valid until the end of the month.",
                "Tool results longer than 2,000 tokens get summarised before they go back into \
                 the context.",
                "PII gets redacted before anything is written to the logs.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "Customer names stayed out of Slack.",
                "The quote expired at the end of last month.",
                "We get paid before the holidays.",
            ],
        );
    }

    #[test]
    fn a_use_reserved_for_someone_binds() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "Force-pushing to shared branches is reserved for maintainers.",
                "The admin console is reserved to the security team.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "I reserved a table for seven.",
                "We had reserved the room for Tuesday.",
            ],
        );
    }

    #[test]
    fn a_step_required_done_binds_and_a_guess_about_the_past_does_not() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "Volunteers must have completed the safety briefing.",
                "All drivers must have passed a background check.",
                "The invoice must have been approved by the 5th.",
                "Only translate reviewed pages.",
                "Paraphrase the quotes rather than pasting them.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "The scheduler must have skipped a run.",
                "Prices must have changed overnight.",
                "The intern must have misread the ticket.",
                "You mustn't have seen the update.",
            ],
        );
    }

    #[test]
    fn telling_a_fact_is_not_an_order() {
        assert_kind(
            SpanKind::Narrative,
            &[
                "The landlord told us the heating was fixed.",
                "She tells me the demo went fine.",
            ],
        );
        assert_kind(
            SpanKind::Constraint,
            &[
                "The landlord told us to keep the windows shut.",
                "She told me never to call after nine.",
                "The landlord told us pets are not allowed.",
            ],
        );
    }

    #[test]
    fn comparatives_bound_retention_periods_and_counted_subjects_bind() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "Thumbnails must be smaller than 200 KB.",
                "Commit titles should be shorter than 72 characters.",
                "Tenants can't have pets heavier than 25 lb.",
                "Do not drive faster than 10 mph in the yard.",
                "No parcels heavier than 30 kg on the top shelf.",
                // "speed" ends in "-ed" but is no past verb: no report.
                "Trailer speed < 10 mph.",
                "Max trailer speed 10 mph.",
                // A compound opening the noun phrase is no finite verb.
                "Hot-held food stays at 63 °C or above.",
                "Chat logs are retained for 14 days.",
                "Uploaded files get purged after 48 hours.",
                "At least one approver must be from finance.",
                "Publishing a post requires editor approval.",
                "Every reply starts with the ticket number.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "The new laptop is lighter than the old one.",
                "The box was heavier than 30 kg.",
                "It must be smaller than 2 MB by now.",
                "The photos were kept for three weeks.",
                "Chat logs are kept in a separate bucket.",
            ],
        );
    }

    #[test]
    fn a_parenthetical_between_do_not_and_its_verb_keeps_the_ban() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "Do not, under any circumstances, email the board directly.",
                "Don't, even for testing, disable the firewall.",
            ],
        );
    }

    #[test]
    fn intensified_bans_contracted_limits_and_placement_conventions_bind() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "Strictly no photos backstage.",
                "Absolutely never share the staging password.",
                "We're only allowed two drafts per article.",
                "Screenshots go in the docs/img folder.",
                "Secrets belong in the vault.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "Absolutely, happy to help.",
                "Trends go in waves.",
                "The guests go in after the speeches.",
            ],
        );
    }

    #[test]
    fn when_an_event_occurs_and_what_a_search_found_are_observations() {
        assert_kind(
            SpanKind::Narrative,
            &[
                "The timeout happens only on Windows, and only when the VPN is up.",
                "The warning appears only if the config is missing.",
                "Search for the invoice number returned 2 matches.",
                "Lookup on the CRM found nothing.",
            ],
        );
        assert_kind(
            SpanKind::Constraint,
            &[
                "Restart the worker only when the queue is empty.",
                "Search for the invoice number and attach it.",
                "Look for the token that was returned by the login call.",
            ],
        );
    }

    #[test]
    fn courtesies_remarks_and_forecasts_are_not_permissions_or_rules() {
        assert_kind(
            SpanKind::Narrative,
            &[
                "Feel free to reach out with feedback.",
                "Feel free to ask if you have any doubts.",
                "You don't need to be a lawyer to spot that clause.",
                "Going forward, analysts expect prices to drop.",
            ],
        );
        assert_kind(
            SpanKind::Constraint,
            &[
                "Feel free to close stale tickets.",
                "You don't need to be online for the nightly sync.",
                "Going forward, we expect you to file receipts weekly.",
                "Invoices go to the finance inbox.",
            ],
        );
    }

    #[test]
    fn a_ban_word_naming_a_kind_and_make_no_mistake_are_not_rules() {
        assert_kind(
            SpanKind::Narrative,
            &[
                "It's forbidden fruit for the junior devs, ha.",
                "Politics is a taboo topic at their dinners.",
                "Make no mistake, the migration was painful.",
            ],
        );
        assert_kind(
            SpanKind::Constraint,
            &[
                "It's forbidden to share the recordings.",
                "Make no promises about delivery dates.",
            ],
        );
    }

    #[test]
    fn praise_is_no_order() {
        assert_kind(
            SpanKind::Narrative,
            &[
                "Great work on the release notes.",
                "Nice catch on the null check!",
            ],
        );
        assert_kind(
            SpanKind::Constraint,
            &["Great, now work on the release notes."],
        );
    }

    #[test]
    fn a_class_held_to_a_condition_and_stated_hours_bind() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "Contractors cannot enter the data centre without an escort.",
                "Visiting hours are from 2 pm to 6 pm.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &["Penguins can't fly.", "The hike took five hours."],
        );
    }

    #[test]
    fn verbless_doses_and_age_bounds_bind() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "Two drops, three times a day.",
                "Riders must be older than 14.",
                "Kids younger than 8 need a booster seat.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "We ran twice a week in spring.",
                "Her sister is older than her.",
            ],
        );
    }

    #[test]
    fn a_schedule_in_the_present_passive_binds() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "Certificates are renewed every 60 days.",
                "Signups require being 18 or older.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &["The floors were mopped every 3 hours."],
        );
    }

    /// A present passive over a class narrowed by a participle and a condition, or a step
    /// "always" taken before or after an event, is a standing procedure; dated, past,
    /// statistical or unnarrowed ones, and what the speaker finds, describe.
    #[test]
    fn a_procedure_for_a_narrowed_class_or_kept_every_time_binds() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "Returns received after the 30th are refunded as store credit.",
                "Luggage left unattended outside the terminal is removed by security.",
                "Kids collected after 6 are charged a late fee.",
                "Applications submitted without a reference are put on hold.",
                "Parcels sent with no customs form are returned to the sender.",
                "The till is always counted after the shop closes.",
                "The alarm is always set before the last person leaves.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "Returns received yesterday were refunded this morning.",
                "Returns received yesterday are refunded already.",
                "Most returns received after the 30th are refunded within a week.",
                "Returns received after the 30th are usually refunded late.",
                "The chairs are stacked by the wall.",
                "Bridges built before 1900 are made of stone.",
                "The hatch was always sealed before departure.",
                "Parcels sent with no customs form were returned to the sender.",
                "The cafe is always closed before I get there.",
            ],
        );
    }

    #[test]
    fn an_instruction_inside_markup_tags_binds_and_bare_markup_does_not() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "<rules>Never share the admin password.</rules>",
                "<instructions>\nAnswer in Portuguese.\n</instructions>",
                "[policy] Do not email customers on weekends.",
                "<b>Never</b> push to main.",
                "Disk above 90% -> page the on-call engineer.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "<div class=\"banner\" id=\"top\">",
                "<p>The deploy finished at noon.</p>",
            ],
        );
    }

    #[test]
    fn the_users_standing_preferences_bind_and_their_remarks_do_not() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "I only drink decaf after noon.",
                "I can't take calls on Fridays.",
                "I'm allergic to shellfish.",
                "I'm vegetarian.",
                "I need the contract by Monday.",
                "I want the summary as bullet points.",
                "I'm not comfortable sharing my salary.",
                "No spoilers!",
                "The user reads only large print.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "I'm a product designer in Lisbon.",
                "I only noticed the bug today.",
                "I can't believe it worked.",
                "I needed the contract by Monday, but it came late.",
                "I'm allergic to Mondays, honestly.",
                "I'm not sure where the file went.",
                "I was only joking about the deadline.",
            ],
        );
    }

    #[test]
    fn the_users_requests_about_themselves_bind() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "I'd like the minutes in German.",
                "I would like receipts emailed, not printed.",
                "I asked you to keep replies short.",
                "I can only meet on Wednesdays.",
                "The user goes by Jo.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "I'd like to thank the whole team.",
                "I asked you a question earlier.",
                "The user went by train.",
            ],
        );
    }

    #[test]
    fn hands_off_bans_and_forecasts_and_gerund_subjects_do_not_bind() {
        assert_kind(SpanKind::Constraint, &["Hands off the billing service."]);
        assert_kind(
            SpanKind::Narrative,
            &[
                "It shouldn't take more than a minute, I think.",
                "Going forward was the only choice we had.",
                "Hands down, the best demo this quarter.",
            ],
        );
    }

    #[test]
    fn a_principals_negated_wish_and_a_universal_pronoun_policy_bind() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "The customer doesn't want marketing emails.",
                "Legal doesn't want screenshots of the dashboard shared.",
                "Everything in the scratch bucket gets deleted on Sundays.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &["Anything goes.", "Everything went fine."],
        );
    }

    #[test]
    fn a_class_kept_from_an_act_and_a_policy_with_a_qualified_subject_bind() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "Contractors can't access the payroll system.",
                "Any invoice flagged by the auditor gets frozen.",
                "All orders placed after 5 pm go out the next day.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &["Penguins can't fly.", "All the invoices we sent were paid."],
        );
    }

    #[test]
    fn a_policy_stated_in_the_future_binds_and_a_forecast_does_not() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "The service will never log request bodies.",
                "Uploads without a checksum will be refused.",
                "The gateway will only accept TLS 1.3.",
                "Our team will reply within two hours.",
                "Accounts will be suspended after three chargebacks.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "The new office will open in May.",
                "The demo won't be available until Monday.",
                "It will only take a minute.",
                "Nothing will change for current users.",
            ],
        );
    }

    /// "never going to" forecasts of anyone but "you" or the assistant; said to "you" it
    /// orders.
    #[test]
    fn never_going_to_forecasts_unless_said_to_you() {
        assert_kind(
            SpanKind::Narrative,
            &[
                "They're never going to approve that budget.",
                "The migration is never going to finish tonight.",
                "I'm never going to understand this config format.",
            ],
        );
        assert_kind(
            SpanKind::Constraint,
            &[
                "You are never going to mention the merger to clients.",
                "The assistant is never going to disclose a user's address.",
                "We're never going to sell your data.",
                "We are never going to ask for your PIN over the phone.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &["We're never going to make the Friday deadline at this rate."],
        );
    }

    /// A subject named by a quotation ("files named \"secrets.env\"") leaves the rule after
    /// it unquoted; a rule inside the quotation stays quoted data.
    #[test]
    fn a_quoted_subject_does_not_quote_the_rule() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "Files named \"secrets.env\" must never be committed.",
                "Anything marked 'confidential' must not leave the team.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "The report says 'no further action required'.",
                "The banner reads \"must not be opened\".",
            ],
        );
    }

    /// A quotation of several sentences inside a message about it is data, each of its
    /// sentences as much as the first; quoted by a principal, or quoted whole, it binds.
    #[test]
    fn every_sentence_of_a_quoted_notice_is_data() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "Compliance told us: 'Keep the logs. Never delete an audit trail.'",
                "\"Thanks. Never push to main.\"",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "The label on the crate reads 'Fragile. Never drop.' Is it insured?",
                "My aunt sent me the fridge magnet text: \"Eat well. Do not skip breakfast.\"",
            ],
        );
    }

    /// An order to put a quoted text of whole sentences somewhere or into another language
    /// ("Print this on the card: '...'") is work on data; a standing one, one with no quoted
    /// sentence, or an order beside it binds.
    #[test]
    fn an_order_on_a_quoted_notice_is_work_on_data() {
        assert_kind(
            SpanKind::Narrative,
            &[
                "Print this on the place cards: 'Please be seated by 7. No phones at the table.'",
                "Translate into Italian: \"Guests must check out by 11.\"",
            ],
        );
        assert_kind(
            SpanKind::Constraint,
            &[
                "Always print this on the receipts: 'No refunds after 30 days.'",
                "Print this on the place cards: 'Table 4'",
                "Print this on the cards: 'Be seated by 7.' Then post them to the venue.",
                "Print the agenda on A4 paper.",
            ],
        );
    }

    /// Work asked in the next sentence on a text just quoted, named by "it", is data too;
    /// restricted or timed, or with nothing quoted before it, it binds.
    #[test]
    fn work_asked_on_a_text_just_quoted_is_data() {
        assert_kind(
            SpanKind::Narrative,
            &[
                "The gate sign reads 'Keep this gate shut at all times'. Could you proofread it?",
                "The flyer says \"Bring your own cup to every event.\" The organiser wants it in Dutch.",
            ],
        );
        assert_kind(
            SpanKind::Constraint,
            &[
                "The flyer says 'Bring your own cup'. Print it before Friday.",
                "The flyer says 'Bring your own cup'. Don't post it anywhere.",
                "Please proofread it.",
                "The organiser wants it in Dutch.",
            ],
        );
    }

    /// "Not supposed to" forbids; what a superseded source said, what a principal cannot do
    /// and how much a change measured bind nothing.
    #[test]
    fn not_supposed_to_superseded_sources_inabilities_and_measured_changes() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "You're not supposed to edit generated files by hand.",
                "Contractors aren't supposed to see salary data.",
                "The client says you cannot use their logo in ads.",
                "Cut the bundle size by at least 30%.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "We were not supposed to get the results until Monday.",
                "The old handbook said you must not work weekends.",
                "Our previous lead required three approvals per merge.",
                "The vendor wrote that they cannot ship before May.",
                "The new cache reduced p99 latency by more than 60%.",
            ],
        );
    }

    /// "may only" restricts any verb; an allowance stays one with a participle in it.
    #[test]
    fn may_only_and_allowances_with_participles() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "Contractors may only work on the frontend repo.",
                "Staff get 12 days of unpaid leave per year.",
                "Send the draft prior to Friday.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "The contractor can only work on weekends, he told us.",
                "We got a signed form back yesterday.",
                "We met prior to the launch.",
            ],
        );
    }

    /// A team decision with a rule in it binds; "only" before any verb with its object opens an
    /// order; "not a word ... to anyone" orders silence; encouragement orders nothing.
    #[test]
    fn team_decisions_only_before_a_verb_silence_and_encouragement() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "We agreed that nobody merges without a review.",
                "We met twice, argued a lot, and finally decided that releases need a changelog.",
                "Only mulch the beds in spring.",
                "Not a word about the layoffs to anybody.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "We agreed that the offsite went well.",
                "We agreed to disagree about tabs.",
                "Keep up the great work, everyone!",
                "Not a word was said about the budget.",
            ],
        );
    }

    /// A limit noun's participle is an adjective; a served person's preference in a relative
    /// clause binds.
    #[test]
    fn limit_participles_and_preferences_in_relative_clauses() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "The maximum permitted upload is 50 MB.",
                "The customer is a retired teacher who prefers phone calls to email.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "The maximum recorded latency was 3 s.",
                "The customer is a retired teacher who lives in Leeds.",
            ],
        );
    }

    /// Read-only access granted binds; a deadline spelled "no later than" is a bound.
    #[test]
    fn read_only_access_and_no_later_than() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "Contractors get read-only access to the billing database.",
                "File the claim no later than March 3.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &["We finished the migration no later than Friday."],
        );
    }

    /// An agent narrating its next step, and a test described, order nothing.
    #[test]
    fn narrated_steps_and_described_checks() {
        assert_kind(
            SpanKind::Narrative,
            &[
                "Two builds failed; let me check the logs of the first one.",
                "This test verifies that the cache never holds more than 100 entries.",
            ],
        );
        assert_kind(
            SpanKind::Constraint,
            &[
                "Let me review the schema before you migrate.",
                "Make sure the test verifies that the cache never holds more than 100 entries.",
            ],
        );
    }

    /// What an allowance holds or how long it lasts, leave stated as a limit, advice from a
    /// principal and a principal's decision bind; the same verbs about other things do not.
    #[test]
    fn allowances_leave_advice_and_principal_decisions() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "The starter plan includes 3 projects.",
                "A day pass lasts 24 hours.",
                "Annual leave is 25 days.",
                "Our accountant advised that we never mix personal and business spending.",
                "Management decided that no one travels business class this year.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "The survey covers 12 countries.",
                "The film lasts 2 hours.",
                "I took leave for 2 weeks in May.",
                "Management decided the offsite went well.",
            ],
        );
    }

    /// A statement under a label naming a rule binds; a reading observed since a time does not.
    #[test]
    fn rule_labels_and_readings_since_a_time() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "Team policy: hotfixes are reviewed by the on-call lead.",
                "Background: we moved to Postgres in May. Convention: schemas live in db/.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "Old policy: hotfixes were reviewed by the on-call lead.",
                "ALERT: memory above 95% on worker-2 since 04:10 UTC.",
            ],
        );
    }

    /// A limit noun whose value follows the verb after an "of" phrase states the limit.
    #[test]
    fn a_limit_stated_past_an_of_phrase() {
        assert_kind(
            SpanKind::Constraint,
            &["The maximum number of seats per table is eight."],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "The maximum number of seats we had was eight.",
                "The number of seats is eight.",
            ],
        );
    }

    /// Idioms with rule words, a reassurance and an estimate of how long something takes
    /// order nothing; lifting a rule or a ceiling on a duration still binds.
    #[test]
    fn idioms_reassurances_and_duration_estimates() {
        assert_kind(
            SpanKind::Narrative,
            &[
                "Honestly, you can't go wrong with the blue one.",
                "Never in my life have I waited this long for a build.",
                "Don't worry, the deploy went fine.",
                "It can take up to two hours for the cache to warm up.",
            ],
        );
        assert_kind(
            SpanKind::Constraint,
            &[
                "Don't worry about the changelog for this one.",
                "Reviews can take at most two days.",
                "Never in production; staging only.",
            ],
        );
    }

    /// A present passive with an irregular participle before a bound states a rule; the same
    /// in the past reports.
    #[test]
    fn present_passives_of_irregular_verbs_before_a_bound() {
        assert_kind(
            SpanKind::Constraint,
            &["Contractors are paid within 30 days."],
        );
        assert_kind(
            SpanKind::Narrative,
            &["The contractor was paid within 30 days."],
        );
    }

    /// "May not be" with an action's participle bans it for a class of things, or with an act
    /// of passing a thing on for any thing ("the draft may not be forwarded"); said of some or
    /// of yours, or of a state, or with "yet", it warns.
    #[test]
    fn passive_bans_with_may_not_be() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "Passwords may not be reused.",
                "Vouchers may not be exchanged for cash.",
                "The alarm code may not be given out by cleaners.",
                "The draft may not be forwarded.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "Some emails may not be delivered.",
                "Your changes may not be saved.",
                "Results may not be reproducible.",
                "The build may not be finished yet.",
                "The file may not be shared yet.",
            ],
        );
    }

    /// An enforcement after a count of failures, stated in the present, is a rule in force.
    #[test]
    fn enforcement_after_a_count_of_failures() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "Cards get blocked after three wrong PIN attempts.",
                "Users are suspended after two strikes.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "The card was blocked after three failed attempts.",
                "Users are suspended after the review.",
            ],
        );
    }

    /// "All <plural> <action> <object>" states a policy; a limit's value after a preposition
    /// phrase is found past it.
    #[test]
    fn universal_actions_and_limits_past_a_preposition() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "All contractors wear a badge on site.",
                "The weekly limit for refunds is $5,000.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "All users love the new design.",
                "The limit for refunds was $5,000.",
            ],
        );
    }

    /// A permission to each of a class, whatever its verb, and "you may work ..." grant;
    /// "it may work" guesses.
    #[test]
    fn permissions_to_each_of_a_class_and_to_you() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "Each member may bring one guest.",
                "You may work remotely on Mondays.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "It may work on Linux too.",
                "The draft says staff may work remotely, but nobody approved it.",
            ],
        );
    }

    /// A universal subject after a short label ("Heads up:") opens a policy; what comes after
    /// other labels is not re-read.
    #[test]
    fn a_universal_policy_after_a_short_label() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "Heads up: nobody deploys without a rollback plan.",
                "Note: every expense gets approved by a manager.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "Outcome: nothing was deployed.",
                "Notes reviewed: deploys only on Linux hosts.",
            ],
        );
    }

    /// "have got" is the present "have": a limit it holds is in force.
    #[test]
    fn have_got_is_the_present() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "You've got a budget of 50 tokens per reply.",
                "Interns have got a cap of two laptops each.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &["We got a budget of 50 tokens per reply last year."],
        );
    }

    /// An allowance granted per task or per message, with a two-word unit before the rate.
    #[test]
    fn an_allowance_with_a_two_word_unit() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "Each agent gets 20 tool calls per task.",
                "Free users receive 5 image generations a day.",
            ],
        );
        assert_kind(SpanKind::Narrative, &["We get 20 tool calls per task."]);
    }

    /// "Only <who> may <verb>": a restriction of who, or how many, may act.
    #[test]
    fn only_who_may_act() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "Only two volunteers may enter the server room.",
                "Only the account owner can change the billing email.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "Only two volunteers entered the server room.",
                "Can only the account owner change the billing email?",
            ],
        );
    }

    /// A condition on when a program exits or panics describes it.
    #[test]
    fn a_condition_on_a_programs_exit_describes_it() {
        assert_kind(
            SpanKind::Narrative,
            &[
                "The installer aborts unless the disk has 2 GB free.",
                "The worker panics if the queue is empty.",
            ],
        );
        assert_kind(
            SpanKind::Constraint,
            &["Abort the install unless the disk has 2 GB free."],
        );
    }

    /// A bound said of part of a set ("some", "most") measures it.
    #[test]
    fn a_bound_of_part_of_a_set_measures_it() {
        assert_kind(
            SpanKind::Narrative,
            &[
                "Several invoices are older than 60 days.",
                "Many tickets are over a week old.",
            ],
        );
        assert_kind(
            SpanKind::Constraint,
            &["Invoices must be paid within 60 days."],
        );
    }

    /// "X, not Y" where the first option ends in an address or a path.
    #[test]
    fn a_contrast_after_an_address_or_a_path() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "Invoices go to billing@, not to the founders.",
                "Drafts live in notes/, not in the shared drive.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &["The invoice went to billing@, not to the founders."],
        );
    }

    /// "at most" after a permission or a prescription sets a ceiling; after "will" or
    /// "might" it forecasts.
    #[test]
    fn at_most_after_may_is_a_ceiling() {
        assert_kind(
            SpanKind::Constraint,
            &["Each slide may hold at most 40 words."],
        );
        assert_kind(
            SpanKind::Narrative,
            &["The next release will have at most 3 fixes."],
        );
    }

    /// Rules in force said in other ways: a rule "in effect", a pause until a time, a
    /// permission restricted after it; and what is not one: a request made at a past time, a
    /// time that opens a sentence, a past limit.
    #[test]
    fn rules_in_force_said_otherwise() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "The dress code policy is back in effect.",
                "The council has imposed a curfew until the end of the month.",
                "We're not onboarding new vendors until the audit is done.",
                "You may borrow the van, but only on weekdays.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "The dress code policy was in effect until 2019.",
                "We're not getting any alerts until the job starts.",
                "It compiles, but only on nightly.",
                "My landlord wanted the rent yesterday.",
                "Next week the auditors arrive.",
                "The old cap limited uploads to 5 MB, but nobody enforces it.",
            ],
        );
    }

    /// An order whose object has a relative clause in the present, or a participle after
    /// "only"; not a noun phrase whose relative clause is in the past.
    #[test]
    fn orders_with_relative_clauses_and_participles() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "Book rooms that have step-free access.",
                "Only buy certified cables.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &["Book fairs that were popular last year."],
        );
    }

    /// Everyday verbs open orders; the nouns among them still open narrative.
    #[test]
    fn everyday_verbs_open_orders() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "Hire a bonded locksmith for the new office.",
                "Rinse the lentils twice before cooking.",
                "Water the seedlings every morning.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "Water pooled under the sink overnight.",
                "Stock prices fell sharply in March.",
            ],
        );
    }

    /// Telegraphic memory notes that state rules: a step required, a label's "read-only", a
    /// ban on a kind of event on every such day, "already" restricting a pronoun.
    #[test]
    fn telegraphic_memory_notes_that_state_rules() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "Closing a ticket requires linking the fix first.",
                "Billing database: read-only.",
                "Nothing booked on Saturdays, ever.",
                "Team rule: no fonts beyond those already in the brand kit.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "The old fence needs painting.",
                "Mode: read-only, since the outage.",
                "Nothing was booked on Saturdays.",
            ],
        );
    }

    /// A simple past right after the first word makes it a subject: "Restore took an hour".
    #[test]
    fn a_simple_past_after_the_first_word() {
        assert_kind(
            SpanKind::Narrative,
            &[
                "Deploy took eleven minutes.",
                "Review began late on Friday.",
            ],
        );
        assert_kind(SpanKind::Constraint, &["Deploy the fix before noon."]);
    }

    /// A past verb after "never" in a later clause reports; how or where someone answered
    /// holds no rule.
    #[test]
    fn past_reports_after_never_and_answers() {
        assert_kind(
            SpanKind::Narrative,
            &[
                "The supplier promised a refund, but never paid it.",
                "He answered in the wrong channel.",
            ],
        );
        assert_kind(
            SpanKind::Constraint,
            &[
                "Never shred the signed originals.",
                "The landlord said in his email that pets are not allowed.",
            ],
        );
    }

    /// Found by a validation corpus written for session 17: a participle after a preposition
    /// modifies a noun ("failed payments"), it reports nothing; leave taken back with "no
    /// longer" bans; "out of" after a verb spelled like a noun is a phrasal verb's; a noun
    /// and a past verb after a dash report, as after a comma; `key=value` words quoted in a
    /// sentence that gives an order leave the order (a line opening with them is a log's); a
    /// closing wish orders nothing.
    #[test]
    fn participles_of_nouns_leave_taken_back_and_closing_wishes() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "No refunds for damaged items.",
                "At most 2 retries per failed upload.",
                "Max 3 retries per crashed job.",
                "You may no longer book business class.",
                "Interns can no longer push to the release branch.",
                "Have a backup ready before you start.",
                "Sign out of the kiosk when you leave.",
                "Check out of the hotel by 11.",
                "The export failed with code=413 size=12MB, so split the file before you retry.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "We can no longer reproduce the crash.",
                "The old router can no longer run the firmware.",
                "Have a lovely weekend!",
                "Thanks again, appreciate it!",
                "Stay safe.",
                "At most a dozen people replied yesterday.",
                "Looks like a full disk — install died halfway.",
                "Bad cable — sync died overnight.",
                "level=info msg=\"retry scheduled, run again later\" attempt=3",
            ],
        );
    }

    /// Found by a second validation corpus of session 17: leave given with a prefixed verb
    /// ("may auto-merge") or to a named person ("the sitter is welcome to"), a request asked
    /// as what is possible, an order after a lead naming what it is for; "carry on!" and an
    /// offer of help close a message, no order.
    #[test]
    fn prefixed_verbs_welcome_leave_and_possible_requests() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "The release bot may auto-merge docs-only PRs.",
                "The deploy bot may force-push to its own branches.",
                "Our neighbour is welcome to use the driveway.",
                "Would it be possible to keep the summaries under 200 words?",
                "Is it possible to make sure invoices never go out on Sundays?",
                "Sorry to nag — could you always attach the invoice PDF?",
                "Hi Omar, can you keep the meeting notes under a page?",
                "Sorry to bother you, I know it's Sunday, but could you make sure the logs never hold emails?",
                "For the school run take the back road, the bridge is shut.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "The auto-merge failed twice last night.",
                "Entry is free to all members.",
                "Is it possible to run Postgres on a Raspberry Pi?",
                "That's all for now, carry on!",
                "Great work on the deck. Talk tomorrow!",
                "Let us know if you have any questions.",
                "I told him twice, but could you believe he still forgot?",
                "For dinner the kids ate the leftovers.",
                "For the launch we moved the date.",
            ],
        );
    }

    /// The consequence told in the conditional after a supposition ("Imagine if ...") binds
    /// nobody; an order after a framing sentence, or a consequence said to "you", does.
    #[test]
    fn consequences_of_a_supposition() {
        assert_kind(
            SpanKind::Narrative,
            &[
                "What if the vendor doubled the price? We would never renew the contract.",
                "Imagine if the board approved it. We'd never have to file reports again.",
                "Suppose QA signed off on every hotfix. They'd never leave the office.",
            ],
        );
        assert_kind(
            SpanKind::Constraint,
            &[
                "Imagine you're the customer. Never make them wait.",
                "Imagine the outage happened at night. Could you page the on-call first?",
                "Suppose the vendor doubles the price. You'd never renew without asking me.",
                "We would never share the keys.",
            ],
        );
    }

    /// A story's world binds nobody; a question for information orders nothing; a standing
    /// request asked as a question does.
    #[test]
    fn stories_questions_and_standing_requests() {
        assert_kind(
            SpanKind::Narrative,
            &[
                "In the film, the guard is told never to open the vault.",
                "Could you remind me how the expense policy works?",
            ],
        );
        assert_kind(
            SpanKind::Constraint,
            &["Would you always copy me on vendor emails?"],
        );
    }

    /// A permission granted from now on: "you may now ...".
    #[test]
    fn a_permission_granted_from_now_on() {
        assert_kind(
            SpanKind::Constraint,
            &["You may now publish release notes without my review."],
        );
        assert_kind(
            SpanKind::Narrative,
            &["You can now see the new charts in the dashboard."],
        );
    }

    /// The agent narrating its own next steps, and a team's outcome, order nothing.
    #[test]
    fn the_speakers_own_next_steps() {
        assert_kind(
            SpanKind::Narrative,
            &[
                "I'll rebuild the index and then rerun the failing query.",
                "Let me just check the queue length first.",
                "We always end up rewriting the intro.",
            ],
        );
        assert_kind(
            SpanKind::Constraint,
            &["Rebuild the index and then rerun the failing query."],
        );
    }

    /// A noun subject after a verb-like first word: a plural and an adverb before the verb,
    /// a phrase of a preposition or a comparison, or how common such things are.
    #[test]
    fn noun_subjects_that_open_with_a_verb_like_word() {
        assert_kind(
            SpanKind::Narrative,
            &[
                "Deploy times mostly depend on the runner pool.",
                "Review threads on this team usually follow a template.",
                "Return requests longer than 30 days are uncommon here.",
                "Support tickets from the beta group often vary in tone.",
            ],
        );
        assert_kind(
            SpanKind::Constraint,
            &[
                "Return orders older than 30 days to the warehouse.",
                "Review threads on this team and close stale ones.",
                "Return requests longer than 30 days go to a manager.",
            ],
        );
    }

    /// A kind of thing kept out of a place or a content with "can't"; one named thing that
    /// cannot do something is able or unable, not held to a rule.
    #[test]
    fn a_kind_of_thing_kept_out_of_a_place() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "Patient records can't leave the hospital network.",
                "Photos of minors cannot go on the public blog.",
                "Usernames can't contain spaces.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "The scanner can't read glossy paper.",
                "Owls can't move their eyes.",
                "The parcel can't leave the depot until Monday.",
            ],
        );
    }

    /// A kind of thing that does not go in or on a place, whatever the negation; a thing
    /// that fails to fit stays a report.
    #[test]
    fn a_kind_of_thing_that_does_not_go_in_a_place() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "Cast-iron pans don't go in the dishwasher.",
                "Wet umbrellas do not go on the carpet.",
                "Raw chicken doesn't go on the top shelf.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "The cap doesn't go on properly.",
                "My key doesn't go in the lock anymore.",
                "The drawer doesn't go in straight.",
            ],
        );
    }

    /// A status adjective before a banned thing, kept out of a place ("anywhere", "near"),
    /// and a report of this occasion.
    #[test]
    fn a_status_adjective_before_a_thing_banned_from_a_place() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "No open drinks anywhere near the consoles.",
                "No open containers near the sample fridge.",
                "No phones this time, please.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "No open incidents in the queue.",
                "No hiccups in the livestream this time.",
                "No errors anywhere in the logs.",
            ],
        );
    }

    /// A placement convention with a relative clause before its verb.
    #[test]
    fn a_placement_convention_with_a_relative_clause() {
        assert_kind(
            SpanKind::Constraint,
            &["Benchmarks that need a GPU belong under the `gpu` directory."],
        );
        assert_kind(
            SpanKind::Narrative,
            &["Benchmarks that needed a GPU went through the night."],
        );
    }

    /// A request relayed from a person in a role over the task (a tutor, a supervisor).
    #[test]
    fn requests_from_people_in_roles() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "My supervisor asked that we cite every source in APA style.",
                "The physio asked me to skip running for two weeks.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &["My supervisor said the presentation went well."],
        );
    }

    /// An action owed on a thing ("it has to be signed"), against a guess about it; and
    /// "by" after a participle in a principal's report, an amount or an agent.
    #[test]
    fn actions_owed_on_things_and_amounts_after_participles() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "It has to be signed by noon.",
                "This has to be reviewed before the launch.",
                "The client said the invoice must be paid by the end of the month.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "It has to be cached somewhere.",
                "The courier phoned to say the delivery is delayed by two days.",
                "Finance said the budget was approved by the board.",
            ],
        );
    }

    /// A present passive negated by a contraction ("aren't accepted") binds as "are not
    /// accepted" does, with a generic subject.
    #[test]
    fn contracted_negated_passives() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "Handwritten forms aren't accepted.",
                "Personal cheques aren't accepted here, only cards.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "The tenant isn't registered yet.",
                "My forms aren't finished yet.",
            ],
        );
    }

    /// "Only" before a kind of thing that a present passive acts on picks what the act is
    /// done to; a count, one thing, a past and what happens to a thing restrict nothing.
    #[test]
    fn only_before_the_subject_of_a_present_passive() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "Only stainless fasteners are used on the deck.",
                "Only organic basil is grown in the greenhouse.",
                "Only notarised translations are filed with the court.",
                "Only food-grade oil is used to treat the boards.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "Only two fasteners were used on the deck.",
                "Only three boxes are packed.",
                "Only the kitchen is tiled so far.",
                "Only half the rooms are booked.",
                "Only older laptops are affected by the bug.",
                "My aunt never used a dishwasher.",
                "Only the night staff are used to working alone.",
                "Only the old hands are used to the cold.",
            ],
        );
    }

    /// A verbless ban on a kind of thing ("nothing with X"); a past report whose subject the
    /// clause after "and" continues orders nothing, even after a sentence adverb.
    #[test]
    fn bans_on_kinds_of_things_and_continued_reports() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "Nothing with gluten in the party menu.",
                "Nothing containing bleach under the sink.",
                "Wipe the counters and don't use bleach.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "Nothing with the cache seemed wrong.",
                "We switched banks last year and frankly don't regret it.",
                "She moved to Lisbon and never looked back.",
            ],
        );
    }

    /// A negative opener that inverts a present modal, a duty handed to the one addressed,
    /// and an action gated behind a check.
    #[test]
    fn inverted_bans_assigned_duties_and_gates() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "At no time may a volunteer handle cash alone.",
                "It's on you to back up the laptops on Fridays.",
                "It is your responsibility to lock the lab.",
                "Schema changes are gated behind a design review.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "At no point did the volunteers handle cash alone.",
                "It was your responsibility to lock the lab, and you did.",
                "The beta was gated behind a waitlist until May.",
            ],
        );
    }

    /// A class of things picked out by how long they have been in a state, and what is done
    /// to them, in the present.
    #[test]
    fn things_in_a_state_for_a_time_and_what_is_done_to_them() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "Carts abandoned for 3 days get emptied.",
                "Drafts untouched for 6 months are deleted.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &["Carts abandoned for 3 days were emptied by the old job."],
        );
    }

    /// A whole-line comment is prose: a rule in it binds, commented-out code and a comment
    /// that describes stay narrative. "between" bounds only with a second end.
    #[test]
    fn comment_lines_and_between_with_two_ends() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "// NOTE: never hold this mutex across an await point.",
                "/// Callers must close the handle when done.",
                "<!-- do not translate the product names below -->",
                "Keep the summary between 80 and 120 words.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "// let retries = config.max_retries();",
                "// Holds the mutex while the cache refills.",
                "The prize money was split between four finalists.",
            ],
        );
    }

    /// An allowance of none said of a class ("trial users get no API access"), not a report
    /// of the speaker's ("we get no complaints").
    #[test]
    fn allowances_of_none() {
        assert_kind(
            SpanKind::Constraint,
            &["Guest accounts get no export rights."],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "We get no complaints about the new layout.",
                "They get no sleep before launches.",
            ],
        );
    }

    /// A question quoted inside an order asks nothing, and the sentence goes on after the
    /// quotation's own mark; a verb whose object is a quotation orders.
    #[test]
    fn quoted_questions_inside_orders() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "Always open with 'How can I help today?'",
                "Ask \"Is this for a business account?\" before quoting prices.",
                "Type 'delete' to confirm the purge.",
                "Could you block Friday afternoons from now on?",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "She asked 'is the build green?' and nobody answered.",
                "\"Should we pin the version?\"",
                "Branch 'hotfix-12' broke the nightly build.",
            ],
        );
    }

    /// A short French or Spanish request, or a German remark, is text in another language
    /// (the safe default), not English narrative.
    #[test]
    fn short_requests_in_other_languages() {
        for text in [
            "Merci de vérifier en détail.",
            "Por favor, responde en catalán.",
            "Das Meeting war gut, alle waren da.",
        ] {
            assert_eq!(classify(text).kind, SpanKind::Constraint, "{text}");
            assert_eq!(
                classify(text).cues[0].kind,
                CueKind::UnreadableText,
                "{text}"
            );
        }
    }

    /// "No way around" a step requires it; a reassurance quoted in a report and a state
    /// nobody orders ("has to be flaky") bind nothing.
    #[test]
    fn required_steps_reassurances_and_unwanted_states() {
        assert_kind(
            SpanKind::Constraint,
            &["There is no way around the two-person review for payouts."],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "There's no way around that, the disk is gone.",
                "She said \"don't worry about the typo\" and merged it.",
                "The importer has to be buggy somewhere, the totals are off.",
            ],
        );
    }

    /// A compound noun before a copula is a subject ("Rollback plan is ..."); a superlative
    /// in a report is no bound, "at most" is; a note opening with a bare clock time is prose.
    #[test]
    fn compound_subjects_superlatives_and_clock_notes() {
        assert_kind(
            SpanKind::Narrative,
            &[
                "Upgrade path is described in the wiki.",
                "They mentioned the Berlin office is the most crowded.",
                "09:40 standup, nothing blocked.",
            ],
        );
        assert_kind(
            SpanKind::Constraint,
            &[
                "The editor said at most three images per post.",
                "09:40 standup done. From now on, standups end by 10.",
            ],
        );
    }

    /// A preference stated with no verb: "Aisle seats preferred", "Window seat, preferably".
    #[test]
    fn verbless_preferences() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "Vegetarian options preferred.",
                "Morning slots, preferably.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "The preferred supplier missed the deadline.",
                "Morning slots were preferred by most people.",
            ],
        );
    }

    /// An irregular participle before a plural object modifies it: "Report lost badges".
    #[test]
    fn irregular_participles_before_plural_objects() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "Report stolen phones to IT.",
                "Replace broken chargers at once.",
            ],
        );
        assert_kind(SpanKind::Narrative, &["Support got calls all weekend."]);
    }

    /// A negative subject opening any clause binds with a time window as with a condition;
    /// a present-tense policy closed by ", full stop" or ", period" binds.
    #[test]
    fn bans_in_a_time_window_and_policies_closed_to_exceptions() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "The lab is shared, so nobody books it during exam week.",
                "Nobody pushes to the release branch outside the merge window.",
                "Refund requests go through the form, period.",
                "Guest accounts are disabled on weekends, full stop.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "We were busy, so nobody noticed the outage during the meeting.",
                "Nothing happens during the night.",
                "It's the best pizza in town, period.",
                "The build was green, full stop.",
            ],
        );
    }

    /// A limiting participle after a comma or colon in a line with no verb of its own states
    /// a limit, as tool notes compress one.
    #[test]
    fn a_limiting_participle_in_a_telegraphic_note() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "upload: files, limited to the shared drive.",
                "Refund: capped at the original charge.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "The refund, capped at the original charge, arrived late.",
                "It was capped at the old price.",
            ],
        );
    }

    /// Interjections before an order ("Ugh, stop ..."), "hands-off" said of a thing (not of
    /// how someone works), "No no," as an interjection, not a ban, and "X and nobody else"
    /// as a restriction (not in a report).
    #[test]
    fn corrections_in_chat() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "Hmm, stop pinging the whole channel.",
                "The billing tables are hands-off until the audit ends.",
                "No no, leave the header as it was.",
                "The spare keys go to Ana and nobody else.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "She's pretty hands-off with new hires.",
                "Our manager was hands-off during the project.",
                "No no, that was my mistake, the invite is fine.",
                "We told Ana and nobody else.",
            ],
        );
    }

    /// "No more X" bans X from now on; with "than" it is a bound, and with a verb after the
    /// noun a count.
    #[test]
    fn no_more_of_a_thing_bans_it() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "No more late pushes to main.",
                "Please, no more apologies in your answers.",
                "No more banging the shutters before six.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "No more tickets are left.",
                "We have no more tickets left.",
                // A change told against how things were (cls66b).
                "The new fan is running quiet, no more rattling like before.",
            ],
        );
        let bound = classify("No more than two emojis per reply.");
        assert!(bound.cues.iter().all(|c| c.kind == CueKind::NumericBound));
    }

    /// Rules stated about a kind of act as a noun phrase: "not okay" of a gerund, "a
    /// fireable offence", a labelled "a hard no", a verbless requirement "no matter how small".
    #[test]
    fn rules_about_a_kind_of_act() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "Sharing passwords over chat is not okay.",
                "Late merges to the release branch are a sackable offence.",
                "Friday releases: a hard no.",
                "A code review on every pull request, no matter how small.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "That was a clear breach of contract.",
                "The build is not okay.",
                "Every run failed, no matter what we tried.",
                "There was a data breach last year.",
            ],
        );
    }

    /// A program's output after a label naming it ("Tool result:", "Build log:", "curl
    /// returned 403:", a ReAct "Observation:", a transcript's "tool>" turn) is data, as is a
    /// guess at what a principal
    /// wants; a person's words after such a label still bind.
    #[test]
    fn program_output_behind_a_label() {
        assert_kind(
            SpanKind::Narrative,
            &[
                "Tool result: {\"error\": \"amount must not exceed 100\"}",
                "stderr: you must not run this as root",
                "curl returned 403: You must be logged in to view this page.",
                "Observation: the page says never share your password.",
                "Build log: warning: unused variable `x`, consider removing it",
                "npm WARN deprecated left-pad@1.0.0: do not use it",
                "Thought: the user probably wants the cheapest option.",
                "tool> refund_order(4471) Refused: order 4471 was refunded on 2024-03-02.",
            ],
        );
        assert_kind(
            SpanKind::Constraint,
            &[
                "Search results: ignore anything older than 2020.",
                "Deploy log: don't rerun it until I check.",
                "The user wants the cheapest option.",
            ],
        );
    }

    /// A checker's one-line tally behind its name ("N errors, M warnings", "rated 8/10")
    /// quotes its messages: data. A tally of zeros or one with a bound word may be a rule.
    #[test]
    fn a_checkers_tally_behind_its_name() {
        assert_kind(
            SpanKind::Narrative,
            &[
                "stylelint: 4 problems, 1 warning (selectors must be lowercase)",
                "rubocop: 2 offenses, 12 errors, 0 warnings (lines must not exceed 100 chars)",
                "flake8: rated 7.5/10 (functions should be under 50 lines)",
            ],
        );
        assert_kind(
            SpanKind::Constraint,
            &[
                "Gate: 0 errors, 0 warnings (coverage must stay above 80%)",
                "Lint: 0 errors, 5 warnings max, never merge with more.",
                "Lint: functions must be under 50 lines.",
            ],
        );
    }

    /// A sign's telegraphic permission: a bare plural or an activity, then "allowed" or
    /// "permitted" (not a past verb with its object).
    #[test]
    fn telegraphic_permissions() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "Dogs allowed on the patio.",
                "Hotfixes permitted on Fridays with a lead's approval.",
                // "only" opening the note, its subject left out (cls66b).
                "Only permitted once the kiln has cooled.",
                "[kiln]\n; only allowed when the door interlock is fitted\nmax_temp = 1200",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "Dogs allowed us to relax.",
                "The kids allowed the dog inside.",
                "Only allowed them a quick look before the sale.",
            ],
        );
    }

    /// "X, not Y" after a present passive states a policy, as it does with no verb; after a
    /// past one it reports.
    #[test]
    fn a_choice_after_a_present_passive() {
        assert_kind(
            SpanKind::Constraint,
            &["Payments are processed in euros, not dollars."],
        );
        assert_kind(
            SpanKind::Narrative,
            &["Payments were processed in euros, not dollars."],
        );
    }

    /// A demonstrative before a noun is no observed subject ("any change to this agreement is
    /// valid only if signed"); a past verb after a linking word reports ("..., so no late fee
    /// applied").
    #[test]
    fn determiners_and_linking_words_around_conditions_and_reports() {
        assert_kind(
            SpanKind::Constraint,
            &["Any change to this lease is valid only if signed by both parties."],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "This only works if the cache is warm.",
                "We paid within 14 days, so no late fee applied.",
            ],
        );
    }

    /// A count granted to a class ("customers on the basic plan get three seats"), a modal
    /// after "but" sharing a plural subject ("contractors can view it but can't edit it"), a
    /// third party's standing habit on recurring days, a labelled "X read-only".
    #[test]
    fn allowances_shared_subjects_and_standing_habits() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "Members on the family plan get four profiles.",
                "Interns can read the dashboards but can't change them.",
                "The depot doesn't accept deliveries on weekends.",
                "Guests: pool read-only.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "We get three emails a day.",
                "Penguins can swim but can't fly.",
                "The bus didn't run on Sundays.",
                "Travel bookings went through the agency portal.",
            ],
        );
    }

    /// Things routed through a process by convention ("changes go through a PR"), not an
    /// idiom ("prices go through the roof").
    #[test]
    fn things_routed_through_a_process() {
        assert_kind(
            SpanKind::Constraint,
            &["Hotfixes go through a second review before release."],
        );
        assert_kind(
            SpanKind::Narrative,
            &["Prices go through the roof in December."],
        );
    }

    /// Forecasts and reports that hold rule words: what the one addressed should receive, a
    /// state a thing should be in, what one couldn't find, "if you can't make it".
    #[test]
    fn forecasts_and_reports_with_rule_words() {
        assert_kind(
            SpanKind::Narrative,
            &[
                "You should receive a confirmation email shortly.",
                "It shouldn't matter which region you pick.",
                "We couldn't find any receipts older than 2020.",
                "No problem if you can't make it Friday.",
            ],
        );
        assert_kind(
            SpanKind::Constraint,
            &[
                "Invoices should receive a number before they go out.",
                "You can't make changes to prod without a ticket.",
            ],
        );
    }

    /// "Can we make sure ...?" requests, also after a short label; "can we deploy now?" asks.
    #[test]
    fn requests_put_to_the_team() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "Can we make sure the staging banner stays up until launch?",
                "Priya asked: could we always squash merges?",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &["Can we deploy now?", "Q: can we ship it today?"],
        );
    }

    /// "No X needed" lifts a requirement (not "no X was needed", a report).
    #[test]
    fn a_thing_not_needed_is_a_revocation() {
        let verdict = classify("No cover letter needed.");
        assert_eq!(verdict.kind, SpanKind::Constraint);
        assert!(verdict.cues.iter().all(|c| c.kind == CueKind::Revocation));
        assert_kind(
            SpanKind::Narrative,
            &["No cover letter was needed in the end."],
        );
    }

    /// A class of things closing at a stated time is a deadline; a universal pronoun's verb
    /// may follow a relative clause.
    #[test]
    fn closing_times_and_pronouns_with_relative_clauses() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "Nominations close at noon on Thursday.",
                "Anything that mentions a lawsuit goes straight to legal.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "The polls closed at noon on Thursday.",
                "Anything that mentioned the lawsuit went to legal last year.",
            ],
        );
    }

    /// A negative subject whose action waits on a condition or a day: "Nothing ships until
    /// legal approves"; "nothing works until we restart it" describes.
    #[test]
    fn actions_held_until_a_condition() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "Nothing merges until the release branch is cut.",
                "No invoice leaves without a PO number.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "Nothing works until the VPN reconnects.",
                "Nothing happens after midnight.",
            ],
        );
    }

    /// Chat forms: a contraction without its apostrophe ("dont", "cant") reads as the
    /// contraction, and "yo" greets.
    #[test]
    fn chat_contractions_without_apostrophes() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "pls dont share the staging password",
                "u cant deploy on fridays",
                "yo only push to the feature branch",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "the tests dont pass on my machine",
                "i cant find the logs lol",
            ],
        );
    }

    /// West Country bans (corpus35b): "'ee" and "'ere" drop a word's head, no quotation mark
    /// opens ("Never 'ee go contactin' ..."), "dun't" reads as "don't", and "for now" before a
    /// ban leaves it one; the same words in a story stay narrative.
    #[test]
    fn west_country_bans_and_for_now() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "Never 'ee go contactin' the other side direct once they've got a solicitor.",
                "Dun't 'ee go givin' out the seal pup's feeding times to the papers.",
                "'Ere, don't 'ee be lettin' the school groups feed the goats.",
                "Dreckly we'll sort the van, but for now don't take any more chest freezers.",
                "For now never restart the bottling line without the fitter.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "'Ee went off to the market an' bought 'em a pasty.",
                "For now we're using the old van.",
                "Dun't matter, the keeper sorted it yesterday.",
            ],
        );
    }

    /// One thing named with "the" kept from moving until a release ("the export pallet can't
    /// leave until ..."), or kept in a place until someone releases it, binds; an ability, a
    /// plan and a past stay narrative.
    #[test]
    fn one_thing_held_until_a_release() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "The export pallet can't leave until the excise movement document's been issued.",
                "The van can't leave the yard until the tachograph is checked.",
                "The reworked lot 5120 stays in stocker until the yield engineer releases the hold in MES.",
                "The quarantined batch remains in the cold room until QA releases it.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "The desk can't hold that much weight.",
                "The printer can't print until the toner arrives.",
                "The kids stay with Gran until Sunday.",
                "The kids stayed in the car until the ranger cleared the road.",
            ],
        );
    }

    /// A sign's permission opened by a count ("1 cat allowed") binds as one opened by a word;
    /// the clipped "req'd" reads as "required".
    #[test]
    fn counted_permissions_and_clipped_required() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "1 cat allowed, no dogs.",
                "2 guests allowed per room.",
                "PR merge: 2 approvals req'd.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &["12 users allowed the update.", "The request was logged."],
        );
    }

    /// A noun a past form opens after an adjective ("a different cost center") reports
    /// nothing; a level returned to, an approximated rate and a guess with "may not ... yet"
    /// bind nothing; a verb with "re" or "un" glued on ("repost") is an order as its verb is.
    #[test]
    fn noun_uses_readings_and_glued_prefixes() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "Reimbursements over $500 require a second approver from a different cost center.",
                "Get the error rate back under 0.5%.",
                "Guests may not bring pets.",
                "The rate limit is 100 requests per minute.",
                "Repost customer photos only with credit.",
                "Unpublish the draft before Friday.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "A new build cost us $40.",
                "Everything above 90% CPU triggered an alert last night.",
                "14:15 error rate back under 0.5%.",
                "The vendor may not support TLS 1.3 yet; their docs are vague.",
                "Repro rate is still about 1 in 5 on Android 14.",
                "The rebate was small.",
            ],
        );
    }

    /// A thing's capacity as a rate ("accepts 30 uploads an hour") is a limit the caller
    /// keeps to; a past one, an estimate, a time a trip takes and a person's habit describe.
    #[test]
    fn a_capacity_stated_as_a_rate() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "The upload service only accepts 30 files an hour.",
                "The label printer takes 40 parcels a minute.",
                "The clinic admits 12 walk-ins a day.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "The upload service accepted 30 files an hour in the soak test.",
                "The upload service accepts about 30 files an hour.",
                "The upload service accepts 30 files an hour on average.",
                "The ferry takes 90 minutes a day each way.",
                "She takes two spin classes a week.",
                "The upload service will accept 60 files an hour after the upgrade.",
                "We process around 300 parcels a day.",
            ],
        );
    }

    /// What a tool returns or handles "up to" a number, and a delay "by up to" one, describe
    /// it, unless the bound is a rate the caller keeps to ("at most 50 requests per minute");
    /// a sign-off ("Talk later!") orders nothing; a permission with its bound after it
    /// ("allowed up to 2 days a week") binds.
    #[test]
    fn tool_output_sign_offs_and_bounded_permissions() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "Return up to 50 matching passages.",
                "Each call must return at most 10 rows.",
                "Remote work allowed up to 2 days a week.",
                "Take care of the billing migration.",
                "Uploads may be deleted by any admin.",
                "The agent sends at most 3 reminders.",
                "The geocoding API accepts at most 50 requests per minute.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "search_docs(query): Returns up to 50 matching passages, ranked by score.",
                "The summarize tool handles documents of up to 200 pages.",
                "The export function writes files of up to 2 GB.",
                "search_docs writes files of up to 2 GB.",
                "Prices may be delayed by up to 15 minutes.",
                "The export endpoint returns up to 500 rows a minute on average.",
                "Talk later!",
                "Enjoy your weekend!",
                "Take care.",
                "ok great, talk tmrw",
            ],
        );
    }

    /// What a meeting came to ("No decisions taken") and a ban said to be of the past ("once
    /// banned") report; a ban of decisions and a ban in force bind.
    #[test]
    fn meeting_outcomes_and_former_bans() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "No decisions without the board.",
                "Phones are banned in the reading room.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "Reviewed the Q3 numbers. No decisions taken.",
                "No consensus reached, we meet again Friday.",
                "The gym once banned chalk on the top floor.",
            ],
        );
    }

    /// A parameter's doc ("Must be between 1 and 100.") and "is only to be used" set limits;
    /// a subjectless "must be" guessing, a measured size and "to be expected" do not.
    #[test]
    fn subjectless_bounds_and_be_to_with_only() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "limit (int, optional): number of records to fetch. Must be between 1 and 100.",
                "Must be under 2 MB.",
                "`fetch_url` is only to be used for domains on the allowlist.",
                "The form is only to be signed by a parent.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "Must be a stale lockfile.",
                "Must be under 2 MB already, ha.",
                "Delays are to be expected.",
                "It is only to be expected.",
            ],
        );
    }

    /// An eligibility bound after "must be" ("must be over 21") sets a limit as "under" does;
    /// the same bound guessed about a present state ("by now", "judging by") does not.
    #[test]
    fn eligibility_bounds_after_must_be() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "Residents must be over 65 to qualify for the discount.",
                "Volunteers must be over 16.",
                "Renters must be over 25 years old.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "Our neighbour must be over 90 by now.",
                "Most visitors must be over 60, judging by the music.",
                "The tenants must be under 30 now.",
                "The line must be over an hour long.",
                "The meeting must be over.",
            ],
        );
    }

    /// More chat forms: a lead-in of assent or refusal ("nah", "kk"), "ur"/"youre" for
    /// "you're" before a permission, and a tag "ok??" without its comma; the same words in a
    /// report or a real question bind nothing.
    #[test]
    fn chat_lead_ins_tags_and_spellings() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "nah leave the css alone",
                "kk use the blue palette for the deck",
                "ur allowed to push to the staging branch now",
                "youre free to skip the standup",
                "dont send anything to the client until i look at it first ok??",
                "Send it now ok?",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "nah it was fine",
                "k the build passed",
                "ur code was allowed through the gate yesterday",
                "is that ok??",
                "Should we send it now ok?",
            ],
        );
    }

    /// An agent named in the third person "is obliged / obligated / meant to" do something, or
    /// "only" does it: a duty or a restriction; a past one, a third party's habit, or a
    /// remark's intent, is not.
    #[test]
    fn an_agent_obliged_or_meant_to_act_binds() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "The agent is obliged to flag any PII it finds",
                "The support bot is obligated to read out the disclaimer",
                "The assistant is meant to check the calendar first",
                "The assistant only answers questions about billing",
                "The bot only replies in English",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "The assistant was obliged to flag it, so it did",
                "That comment was meant to be a joke",
                "I am much obliged to you for the help",
                "The assistant is meant to be fast, but it was slow today",
                "The assistant only answered billing questions last year",
                "The clinic only accepts walk-ins on Mondays",
            ],
        );
    }

    /// A rule followed by a clause saying it was ended ("...; that rule was dropped in 2021")
    /// is no longer in force; a rule beside another one ended, or one added, still binds.
    #[test]
    fn a_rule_said_to_have_been_dropped_binds_nothing() {
        assert_kind(
            SpanKind::Narrative,
            &[
                "In the old office, visitors must wear a badge; that rule was dropped in 2021",
                "Every laptop must be encrypted with BitLocker; that policy was retired when we moved to Macs",
                "Every invoice needs two signatures. That requirement was lifted in June.",
                // A freeze, an embargo, a quota or a moratorium is a rule too.
                "No deploys this week. That freeze was lifted on Monday.",
                "Never email the press. That embargo was lifted at noon.",
            ],
        );
        assert_kind(
            SpanKind::Constraint,
            &[
                "Every laptop must be encrypted; that policy was added last year",
                "Visitors must wear a badge; the old rule about escorts was dropped",
                "Never push to main. Keep PRs small. That rule was dropped in 2021.",
            ],
        );
    }

    /// A rule named by its content and said in the same sentence to have ended binds
    /// nothing; one said to hold still, or a rule after the ending, binds.
    #[test]
    fn a_rule_named_by_its_content_then_ended() {
        assert_kind(
            SpanKind::Narrative,
            &[
                "The policy that interns must badge out by 7 was abolished in the spring.",
                "The rule that guests need a wristband was dropped years ago.",
                "Our old requirement that invoices must carry two stamps got scrapped after the audit.",
            ],
        );
        assert_kind(
            SpanKind::Constraint,
            &[
                "The policy that interns must badge out by 7 is still in force.",
                "The rule that guests need a wristband was dropped; visitors must still sign in.",
            ],
        );
    }

    /// Tool output quoting a rule (grep's match lines, a command's table) and code comparing
    /// numbers are data; the rule written as prose binds.
    #[test]
    fn grep_matches_tables_and_code_comparisons_are_data() {
        assert_kind(
            SpanKind::Narrative,
            &[
                "src/auth.rs:17:    // tokens must not be logged\nsrc/auth.rs:40: /// never retry on 401",
                "NAME       READY   STATUS    AGE\nweb-7d9f8   1/1     Running   3d",
                "fn admit(age: u32) -> bool {\n    if age < 21 { return false }\n    true\n}",
                "if total > 500:\n    raise LimitError(\"over budget\")",
            ],
        );
        assert_kind(
            SpanKind::Constraint,
            &["Tokens must not be logged.", "Never admit anyone under 21."],
        );
    }

    /// A label naming rules and whom or where they bind ("Rules for the plant sitter:",
    /// "Rules at the cabin:") opens telegraphic rules, whose "noun + participle" items are
    /// states to keep, and duties of whoever comes last ("the last member to leave switches
    /// off the kiln"); a report under the label, or rules reported, binds nothing.
    #[test]
    fn rules_labelled_for_whom_with_telegraphic_items_bind() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "Rules for the plant sitter: blinds half closed, cactus watered monthly",
                "Rules at the cabin: fire out by 11, boats tied up at night",
                "Gym rules: mats wiped after use, weights racked",
                "Studio rule at night: the last member to leave switches off the kiln.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "Rules for the dog walker: we went over them yesterday",
                "House rules: the kids broke every one of them last weekend",
                "House rules: the last guest left at 2am.",
                "Gym rules were posted by the front desk",
            ],
        );
    }

    /// A limit noun labelled with its scope before the colon ("Data allowance on the family
    /// plan: 40 GB a month", "Checked luggage allowance for this fare: two bags") states a
    /// limit in force; a value reported after the colon ("we spent €45") does not.
    #[test]
    fn labelled_allowances_with_a_scope_bind() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "Checked luggage allowance for this fare: two bags",
                "Data allowance on the family plan: 40 GB a month",
                "Reserved parking quota for the team: 3 spaces",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "Meal allowance: we spent €45 a day last trip",
                "Data allowance on this plan: we used 19 GB last month",
                "Checked baggage allowance was the reason we paid extra",
            ],
        );
    }

    /// A verb of undoing whose object is something said before revokes it ("scratch what I
    /// said about ...", "scrap that instruction"); a dismissal before a report ("forget it,
    /// the bug was in the cache") corrects a story and binds nothing.
    #[test]
    fn undoing_earlier_words_revokes_and_dismissals_before_reports_do_not() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "Scratch what I said about the font; Arial is fine again",
                "ok reverse what we agreed on the release cadence",
                "Scrap that instruction about emojis",
                "Scratch that, use plain text",
                "I retract my note about the font",
                "We scrap the rule about two reviewers",
                "The word limit doesn't apply anymore",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "Forget it, the bug was in the cache",
                "Forget it, it works now",
                "Scratch that, the meeting was moved to Thursday",
                "Scratch what I said, the test passed after all",
                "Forget about it, we already shipped",
                "Reverse proxy settings are in nginx.conf",
                "They scrapped the old rule in 2019",
                "I retracted my note about the font last week",
                "The discount doesn't apply to my order, annoyingly",
            ],
        );
    }

    /// What a customer may do with a thing, stated of it now ("passes are non-transferable",
    /// "upgrades are reimbursable"), binds; a past or attributive "refundable" does not, nor
    /// does an "-able" of observation ("not reproducible"). "Returns" before "are" is a noun.
    #[test]
    fn entitlements_stated_of_a_thing_bind() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "Event passes are non-transferable",
                "Deposits are not refundable once the lease is signed",
                "Gift vouchers aren't exchangeable or returnable",
                "Loyalty points: non-transferable",
                "Hotel upgrades are reimbursable with a manager's sign-off",
                "Returns are processed within 10 business days",
                "Items bought on sale are final sale",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "The old fare was refundable, which is why we chose it",
                "These crashes are not reproducible on Linux",
                "A refundable fare costs more",
                "Returns spiked after the holiday sale",
                "The final sale price was twenty dollars",
            ],
        );
    }

    /// A responsibility or benefit denied to a kind ("not liable for lost keys", "ineligible for
    /// the stipend") binds; one denied of "he" or "it", for one event, or for now is a report.
    #[test]
    fn a_denied_responsibility_or_benefit_binds() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "The gym is not liable for valuables left in lockers.",
                "Part-time staff are not eligible for the holiday bonus.",
                "Free trials are ineligible for priority support.",
                "Discount codes are unavailable for bundle deals.",
                "Hosts are not responsible for damaged luggage.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "The scanner is not available at the moment.",
                "She is not responsible for the delay, the courier was late.",
                "The fix is unavailable for now.",
                "Strawberries aren't available for a few weeks.",
                "Tickets were not available for the matinee.",
                "The portal is unavailable for maintenance.",
            ],
        );
    }

    /// A bound counting the subject of a past verb measures it ("Fewer than 30 people
    /// registered"); a participle that grants or bars after it, or a noun after "of" spelled
    /// as a verb ("litres of water a day"), keeps the bound a rule.
    #[test]
    fn a_bounded_subject_of_a_past_verb_is_measured() {
        assert_kind(
            SpanKind::Narrative,
            &[
                "Fewer than 30 people registered for the webinar",
                "No more than four reviewers commented on the draft",
                "At least 40 volunteers water the garden each week",
            ],
        );
        assert_kind(
            SpanKind::Constraint,
            &[
                "No more than 3 bags allowed per passenger",
                "At least 2 reviewers required for each merge",
                // A verb's form after "of" is a noun, not the bounded subject's verb.
                "At least 2 litres of water a day, nurse's instructions",
            ],
        );
    }

    /// A grant withdrawn now bars its holder ("your access ... is revoked until further
    /// notice"); one withdrawn in the past, or a participle naming a kind, is a report.
    #[test]
    fn a_grant_withdrawn_now_is_a_ban() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "Your SSH access to the build farm is suspended until the audit closes",
                "Posting rights in the general channel are revoked for this account",
                "The bot's permission to create tickets has been withdrawn",
                "Your corporate card is frozen pending the expense review",
                "Access to the payroll folder is restricted for interns",
                "Your account is locked until you reset the password",
                "Your booking privileges are on hold",
                "Your ability to merge is revoked pending the audit",
                "Ordering is paused for your account until the invoice is paid",
                "Your refund permission's been withdrawn for this account.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "My access was revoked when I changed teams",
                "The card had been frozen by the bank, so the payment bounced",
                "Revoked keys are listed in the audit log",
                "We suspended the cron job last night",
                "The meeting is paused for lunch",
                "The file is locked by another process",
                "Her card is frozen, so she called the bank",
                "My account is locked again, ugh",
            ],
        );
    }

    /// A texting request: abbreviations ("u", "cud", "cn", "b4") read as their words, and
    /// "can/could you VERB" asks without its "?"; the same words telling a story do not.
    #[test]
    fn texting_requests_without_question_marks() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "cud u stop putting links in the replies",
                "can you quit adding footnotes to everything",
                "cn u send the minutes b4 lunch",
                "can u not use abbreviations in the report",
                "would you mind not mentioning my salary",
                "could ya keep the summary to one line",
                "can we not do the standup on fridays",
                "need u to send it by 5",
                "srsly stop adding hashtags",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "u stopped replying yesterday",
                "cud not believe the price lol",
                "can you see the error in the logs",
                "i couldnt stop laughing at the demo",
                "u know what i mean lol",
            ],
        );
    }

    /// An aside of opinion with its "I" left out ("Must say, ...", "have to admit the docs
    /// are better"), or a bound judged as the subject of "has been", orders nothing; a duty to
    /// say something, or a bound that has been the rule, binds.
    #[test]
    fn asides_of_opinion_and_judged_bounds() {
        assert_kind(
            SpanKind::Narrative,
            &[
                "Must say, the new dashboard loads fast.",
                "Have to admit the search results are better now.",
                "Gotta say, no more pager noise is lovely.",
                "I have to say, fewer than two deploys a week has been calmer.",
            ],
        );
        assert_kind(
            SpanKind::Constraint,
            &[
                "Have to say sorry to the supplier today.",
                "Must say no to every upsell.",
                "Fewer than two deploys a week, please.",
            ],
        );
    }

    /// A request behind a long casual lead with no comma ("ok so tomorrow morning first thing
    /// could you ...") asks as one at the start does; "can you" asking how or when, or
    /// reported, does not.
    #[test]
    fn requests_behind_a_long_casual_lead() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "ok so tomorrow morning before standup could you close the stale tickets",
                "hey so whenever you have a minute can you rotate the staging keys?",
                "alright so after the demo today would you send the recording to the team",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "ok so the real question is how can you rotate keys without downtime?",
                "hey so I was wondering if you could see the logs too?",
                "ok so before the demo could it be that the cache was cold?",
            ],
        );
    }

    /// A label opening a pasted record ("Build log summary:", "Search result 2:", "Email from
    /// Ana (Tue):") is no order; a team named as a principal relays one.
    #[test]
    fn record_labels_and_teams_as_principals() {
        assert_kind(
            SpanKind::Narrative,
            &[
                "Deploy log summary: 3 hosts updated.",
                "Search result 2: the wiki page on retries.",
                "Email from Ana (Tue): thanks, all received.",
            ],
        );
        assert_kind(
            SpanKind::Constraint,
            &[
                "Check the replica first: the primary is fragile.",
                "Engineering asked that nobody restarts the queue during the migration.",
            ],
        );
    }

    /// A principal's verbless ban or bound ("the physio said nothing heavier than 10 kg")
    /// binds; what they found or counted ("no more than two cats caught it", "no cavities this
    /// time") is reported.
    #[test]
    fn a_principals_verbless_ban_and_what_they_found() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "The physio said nothing heavier than 10 kg for her.",
                "Our accountant advised nothing on the company card for personal trips.",
                "The pediatrician said no fried or salted snacks for him.",
                // A specialist named by the ending of the word.
                "Her cardiologist said no more than 2 grams of salt a day.",
                "The podiatrist said no running shoes older than a year.",
                // A person named by a title and its full stop.
                "Dr. Patel said no caffeine after noon.",
                "Ms. Ortiz said no phones in class.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "Dr. Patel said the results look fine.",
                "The vet said no more than two cats caught it this spring.",
                "The dentist said no new cavities this time.",
                "The inspector said nothing was out of place.",
                "The dermatologist found no new spots on her back.",
            ],
        );
    }

    /// A record named by who sent it ("Update from the clinic: ...") or a label naming figures
    /// over several of them ("Q2 results: ...") heads a report; an order after it, a verb with
    /// "from" giving an order, or one bound under a label, binds.
    #[test]
    fn records_named_by_their_sender() {
        assert_kind(
            SpanKind::Narrative,
            &[
                "Update from the clinic: 30 patients seen this week, up from 24.",
                "Report from the warehouse: 120 pallets moved, down from 140.",
                "Q2 results: bookings up 8%, cancellations below 3%.",
                "Weekly numbers: 96 tickets, fewer than 10 escalations.",
            ],
        );
        assert_kind(
            SpanKind::Constraint,
            &[
                "Update from the clinic: don't book walk-ins after 4 pm.",
                "Copy from the old repo: the lint config and the CI file.",
                "Results: at most 20 per page.",
            ],
        );
    }

    /// A club, a gym, a library relays its members' rules as a principal does; what it
    /// reports without a rule word stays a report.
    #[test]
    fn bodies_with_members_as_principals() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "The club says nobody trains without a signed medical form on file.",
                "The library says books go back within three weeks.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &["The gym says the pool reopens in May."],
        );
    }

    /// A sign's permission: a short noun phrase, "allowed" or "permitted", and where or when;
    /// not what a thing allowed, a past verb.
    #[test]
    fn sign_permissions_with_a_place_or_time() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "Remote work allowed on Fridays.",
                "Lot B parking permitted for staff after 18:00.",
                "Smoking permitted only outside.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "Remote work allowed for more flexibility.",
                "The new schedule allowed us to rest.",
            ],
        );
    }

    /// A verb with a prefix of manner ("auto-merge", "re-run", "force-push") opens an order
    /// as its verb does, and names a thing before a past verb as its verb does.
    #[test]
    fn prefixed_verbs_read_as_their_verb() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "Auto-merge Dependabot PRs if they only bump patch versions.",
                "Re-run the flaky job twice before paging anyone.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "Force-push happened at 3pm.",
                "Auto-merge is on for the docs repo.",
            ],
        );
    }

    /// "Must be" before a fault nobody orders is a conclusion; before a state a rule may
    /// order it binds.
    #[test]
    fn must_be_a_fault_is_a_conclusion() {
        assert_kind(
            SpanKind::Narrative,
            &[
                "the PDF must be corrupted or something, it won't even open",
                "The config must be outdated.",
            ],
        );
        assert_kind(
            SpanKind::Constraint,
            &[
                "Requests from unknown IPs must be blocked.",
                "Sessions must be expired after 30 minutes.",
            ],
        );
    }

    /// "Next time" or "next week" before a bare verb opens an order; before a subject, a
    /// report of what comes.
    #[test]
    fn next_time_then_a_verb_is_an_order() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "Great call on the colours! Next time put the legend on the right though.",
                "Next week deploy the fix to staging.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &["Next month the contractors start on the roof."],
        );
    }

    /// A passive "may be" / "can be" with everyone as its agent gives leave; without one it
    /// may be a guess.
    #[test]
    fn passive_leave_to_everyone() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "The staging cluster may be reset by any engineer on Fridays.",
                "The wiki can be edited by anyone on the team.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &["The staging cluster may be reset tonight."],
        );
    }

    /// A sign's order to put a thing off or away binds; the same words reporting a state do
    /// not.
    #[test]
    fn put_away_signs() {
        assert_kind(
            SpanKind::Constraint,
            &["Shoes off past this point", "Phones off during the exam."],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "Phones off since the outage at 3am.",
                "Lights off in the west wing went unnoticed.",
            ],
        );
    }

    /// A verb spelled noun numbering a thing in a parenthesis or a label ("turn 31)",
    /// "step 4:") is no order; a verb and a count still is.
    #[test]
    fn numbered_labels_are_no_orders() {
        assert_kind(
            SpanKind::Narrative,
            &[
                "Context summary (auto-generated, turn 31): the user asked why the ETL slowed.",
                "Step 4: the migration finished.",
            ],
        );
        assert_kind(
            SpanKind::Constraint,
            &["Retry 3 times, then page.", "Wait 5, then retry."],
        );
    }

    /// A principal's rule of another time ("back in 2023", "back then") and a judgement in
    /// a report ("it was never a problem") bind nothing; a thing wanted back in its place does.
    #[test]
    fn principals_rules_of_another_time() {
        assert_kind(
            SpanKind::Narrative,
            &[
                "Back in 2023 the policy required two approvals for every vendor payment.",
                "He mentioned the previous tenants had a dog and it was never a problem.",
            ],
        );
        assert_kind(
            SpanKind::Constraint,
            &[
                "The manager wants the stapler back in the drawer.",
                "The policy requires two approvals for every vendor payment.",
            ],
        );
    }

    /// A statement with a tag asking for assent ("..., ok?") is no question; a question with
    /// one still is.
    #[test]
    fn tag_questions_state() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "Let's not touch the billing cron until after quarter close, ok?",
                "Keep it short, right?",
            ],
        );
        assert_kind(SpanKind::Narrative, &["Should we drop the index, ok?"]);
    }

    /// A passive ban binds after a bare noun phrase or before "with anyone" / "without", as
    /// after a bare plural; a definite subject's "may not be" may be a forecast.
    #[test]
    fn passive_bans_on_kinds_of_things() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "Customer PII may not be copied into support tickets.",
                "The password may not be shared with anyone.",
                "The order may not be shipped without a signature.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "The build may not be finished by Friday.",
                "It may not be needed.",
            ],
        );
    }

    /// "Thank you" is gratitude; thanking someone else is an order.
    #[test]
    fn thank_you_is_no_order() {
        assert_kind(
            SpanKind::Narrative,
            &[
                "Thank you so much!",
                "Thank you, honestly this saved my afternoon.",
            ],
        );
        assert_kind(
            SpanKind::Constraint,
            &[
                "Thank the customer for their patience.",
                "Thank you. Please keep replies under 100 words.",
            ],
        );
    }

    /// Nouns that are verbs too ("alert", "claim", "rollback") open noun subjects before a
    /// plural and a verb, and orders before an object.
    #[test]
    fn more_nouns_that_are_verbs() {
        assert_kind(
            SpanKind::Narrative,
            &["Alert emails go to the on-call alias."],
        );
        assert_kind(
            SpanKind::Constraint,
            &["Alert the on-call engineer before any failover."],
        );
    }

    /// A one-syllable verb in "-ing" opens an order before its object, and so does an
    /// unlisted verb whose object's noun a participle describes; a gerund, a noun compound
    /// and an elided subject's past (irregular ones too: "drove", "heard") do not.
    #[test]
    fn one_syllable_ing_verbs_and_participles_in_the_object() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "Ring the plumber first thing tomorrow.",
                "Sling the wet towels over the rail.",
                "Bin the cracked mugs.",
                "Shred the signed drafts once the scan is done.",
                "Mend the broken trellis.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "Ringing the plumber took all morning.",
                "Ring binders are on the top shelf.",
                "Having the van serviced helped a lot.",
                "Rang the plumber twice, no answer.",
                "Saw the cracked window on my way out.",
                "Drove the twins to practice, then sat in traffic.",
                "Heard the cracked bell again.",
            ],
        );
    }

    /// A ceiling after "may" in any comparator form binds; what someone wrote, counted,
    /// reports.
    #[test]
    fn permitted_ceilings_and_written_counts() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "Each reply may include 2 links or fewer.",
                "Posts may run 400 words max.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &["He wrote two versions before the client was satisfied."],
        );
    }

    /// Fixes after the end validation: a request from someone named by a noun ("the
    /// photographer asked that ..."), a state kept until an event ("drafts stay private
    /// until ..."), "no one" with an action on one's own things, a rule label with "is"
    /// ("The lab rule is simple:"), a count of failures and what it sets off.
    #[test]
    fn requests_kept_states_own_things_rule_labels_and_failure_counts() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "The caterer asked that we confirm numbers by Tuesday.",
                "Our landlord asked us to keep the gate closed.",
                "Salaries stay confidential until the review closes.",
                "No one approves their own timesheet.",
                "The kitchen rule is simple: knives back in the block after use.",
                "Three failed payments suspend the subscription.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "The caterer asked a lot of questions about the venue.",
                "The bakery stays open until 9 on Fridays.",
                "No one read the whole report.",
                "He read out the rule: \"Gates stay closed.\"",
                "Three failed payments suspended my subscription last year.",
                "She told me to relax about the deadline.",
            ],
        );
    }

    /// What no one takes beyond a count ("nobody takes more than two weeks off") bounds them;
    /// what no one took, or how long a thing takes, is measured.
    #[test]
    fn what_nobody_takes_beyond_a_count_is_bounded() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "Nobody takes more than two long weekends per quarter.",
                "No one takes more than 5 sick days without a note.",
                "Nobody on the night shift ever takes more than two breaks.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "Nobody took more than two days off last summer.",
                "The export takes more than 3 minutes.",
            ],
        );
    }

    /// Fixes after the start validation of session 11: what a team restricts itself to ("we
    /// only ship to ..."), a place nothing may leave or enter ("nothing leaves the building"),
    /// and a path or glob ending in `/` as the subject of a requirement.
    #[test]
    fn team_restrictions_places_barred_and_path_subjects() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "We only accept card payments at the front desk.",
                "Nothing leaves the office on a personal laptop.",
                "Nobody enters the clean room in street shoes.",
                "Changes to docs/* need a review from the writers.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "We only found two bugs in the whole sprint.",
                "We only have ten minutes before the call.",
                "If we only ship to the EU, we lose half the market.",
                "Nobody leaves reviews on that app anymore.",
                "Nothing happens when I click the save button.",
                "Changes to docs/ were merged yesterday.",
            ],
        );
    }

    /// A universal subject held for an event ("anything touching payroll waits for Monday's
    /// review"), not a complaint about who things wait for.
    #[test]
    fn things_held_for_an_event() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "Anything touching the pricing page waits for the launch review.",
                "All schema changes wait until the freeze ends.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "Everyone waits for the bus in the rain here.",
                "All the kids waited for the fireworks.",
            ],
        );
    }

    /// A failure label before a program's message ("Validation failed: ...") and a command's
    /// name before machine text ("kubectl: error: ...") are tool output; a person's order after
    /// a failure label, in any of its clauses, still binds, as does a duty told to "you"
    /// after a capitalised label.
    #[test]
    fn failure_labels_before_program_messages() {
        assert_kind(
            SpanKind::Narrative,
            &[
                "Signup failed: username must be 3 to 20 characters long.",
                "git push rejected: you are not allowed to push to this branch.",
                "helm: error: you must pass a release name",
                "Request denied: token must include the write scope.",
                "Upload failed: file too large.",
            ],
        );
        assert_kind(
            SpanKind::Constraint,
            &[
                "Deploy failed: don't retry until I look at it.",
                "Import failed: the file must be UTF-8, so convert it first.",
                "Build failed: you must rerun it with the clean flag.",
                "note: never push to main",
            ],
        );
    }

    /// A promise kept until an event ("the API stays backwards compatible until v3"), also as
    /// a team's decision, not a shop's hours.
    #[test]
    fn promises_kept_until_an_event() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "The wire format stays backwards compatible until 2.0.",
                "The lockfile stays pinned until the upstream fix lands.",
                "We agreed the office stays closed on public holidays.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "The bakery stays open until 9 most nights.",
                "It stayed fully private until the launch.",
                "We decided the demo went well.",
            ],
        );
    }

    /// Everyday orders open with verbs of house, lab and office rules ("Sit", "Knock"); "next
    /// to" names a place, not a step; a thing that never finishes, with no object, reports a
    /// fault ("the page never loads on Safari"), while a contract with an object binds.
    #[test]
    fn everyday_orders_places_and_faults() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "Knock before entering the lab.",
                "Speak slowly when you're on calls with the client.",
                "The parser never returns null.",
                "The bot never posts in #general.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "The printer is on the second floor, next to the kitchen.",
                "This loop never terminates if the input is empty.",
                "The page never loads on Safari.",
                "Design reviews happened on Thursday.",
            ],
        );
    }

    /// Leave given by the speaker ("I'm okay with you rescheduling", "it's fine if you skip
    /// the recap", "it's fine for the bot to skip it"), not agreement with a thing, a
    /// reassurance, an aside or a question.
    #[test]
    fn leave_given_by_the_speaker() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "I'm okay with you moving the call, just not to a Monday.",
                "It's fine if you skip the weekly recap.",
                "It's fine for the note-taker to leave out the jokes.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "I'm fine with that.",
                "It's okay if you can't make it.",
                "Are you okay with me moving the call?",
                "That's fine for me to be honest.",
                "It was fine for the kids to play outside.",
            ],
        );
    }

    /// A request after a lead naming what the speaker asks of the reader ("all I ask is
    /// ...", "the one thing I need from you is ...") binds, also after a chatty lead; a noun
    /// after the lead, a past, a request only to think, a wish for the reader's good and
    /// another's act do not.
    #[test]
    fn a_request_after_a_lead_naming_what_the_speaker_asks() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "ugh what a week, boiler broke, dog got out, anyway the one thing I need from \
                 you is keep the side gate bolted",
                "all I ask is don't feed the cat after six",
                "What I need is for you to ring the florist first.",
                "The only thing I ask is that you water the ferns.",
                "All I want from you is make sure the shed is locked.",
                "We were up all night and all I ask is that you keep the radio down.",
                "long day, anyway the thing I really need from you is lock the van tonight",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "the one thing I need is a long weekend lol",
                "All I ask is that you think about it.",
                "what I needed was a nap",
                "All I asked was that you water the ferns.",
                "What I need is for the rain to stop.",
                "Honestly all I need is coffee and a quiet evening.",
                "All I want is for you to be happy.",
                "the thing I really need is a holiday",
            ],
        );
    }

    /// Leave given with its giver named first ("fine by me if you ...", "ok with us to
    /// ..."), not agreement with a remark, a past leave or a reassurance.
    #[test]
    fn leave_given_with_its_giver_named() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "honestly fine by me if you push the dentist to a weekday, just not Fridays",
                "Ok with us if you order the cheaper tiles.",
                "Totally fine with me to skip the Thursday sync.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "fine by me, the food was great",
                "It was fine by me when they swapped the dates.",
                "Fine with me if you can't make it.",
                "All fine by me.",
            ],
        );
    }

    /// A present passive after a frame "X is that" ("Our policy is that passwords are never
    /// sent by email") states the policy; a relative clause's past verb ("from someone who
    /// didn't write it") reports nothing of the clause it qualifies.
    #[test]
    fn policy_frames_and_relative_pasts() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "Our policy is that invoices are never sent as attachments.",
                "Every change needs a review from someone who didn't write it.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "The engineer who wrote it left last year.",
                "escalate_ticket: Escalates to a human agent, who usually replies within an hour.",
            ],
        );
    }

    /// "may be used only when ...": "used" is a participle of a permission, not the "used to"
    /// of a former habit.
    #[test]
    fn may_be_used_only_when() {
        assert_kind(
            SpanKind::Constraint,
            &["Cached answers may be used only when they are under an hour old."],
        );
        assert_kind(SpanKind::Narrative, &["It may be used to store drafts."]);
    }

    /// A short quotation after a label naming a principal is the principal's words ("User:
    /// \"stop recommending podcasts\""); after a label naming no principal it stays data.
    #[test]
    fn quotations_after_a_principal_label() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "User: \"stop sending reminders\".",
                "Client: \"no calls before 10\".",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "Sign: \"Do not disturb\".",
                "Customer: \"the app keeps crashing\".",
            ],
        );
    }

    /// A quotation after a record's label annotated in parentheses ("App review (1 star):")
    /// is the record's text, data; a sign's text read out after "reads" or "says", unquoted,
    /// is data too; an order after the sign's text, or a numbered source, binds.
    #[test]
    fn records_after_annotated_labels_and_signs_read_out() {
        assert_kind(
            SpanKind::Narrative,
            &[
                "Guest review (2 stars): 'The host says you never pay a cleaning fee, but we paid $40.'",
                "The poster still reads ALL STAFF MUST WEAR GLOVES, though the lab closed.",
                "The sticker on the copier says DO NOT OPEN THE TRAY, which nobody reads.",
            ],
        );
        assert_kind(
            SpanKind::Constraint,
            &[
                "The sign says no parking after 6pm, so move the van before then.",
                "Search result 2: \"Suppliers must send invoices by the 10th of each month to be paid.\" (ops wiki, updated 2025)",
            ],
        );
    }

    /// An agent's own narration: an aside ("I should note that ..."), a failed search ("I
    /// can't find ..."), the steps after its own plan's colon; a principal's order it reports
    /// with "never to" still binds.
    #[test]
    fn an_agents_own_narration() {
        assert_kind(
            SpanKind::Narrative,
            &[
                "I should note that the search tool timed out twice.",
                "I can't find a file named settings.toml in the repo.",
                "I'm going to try something else: bisect the commits.",
                "My plan: read the issue, reproduce it, then write a test.",
            ],
        );
        assert_kind(
            SpanKind::Constraint,
            &[
                "You told me never to run migrations on Fridays.",
                "Plan: read the issue, reproduce it, then write a test.",
                "I can't do calls before 9.",
                "I should mention it to the client before Friday.",
            ],
        );
    }

    /// A ceiling on what a thing may reach ("shouldn't go past 8k"), an answer the addressee
    /// writes ("your answer must fit in a tweet"), and a stated period with "a" for one
    /// ("get closed after a week").
    #[test]
    fn ceilings_answers_and_periods_of_one() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "Prompt tokens per call shouldn't go past 6k.",
                "Your answer must fit on one screen.",
                "Stale pull requests get closed after a month.",
                "Audit logs are kept for a year.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "The meeting should go over 30 minutes, I expect.",
                "The answer must be the cache.",
                "The office is closed for a week.",
                "Leftovers were kept for a day.",
            ],
        );
    }

    /// A class of things whose lack decides what is done to it ("applications without proof
    /// of income are rejected automatically"), not a past event.
    #[test]
    fn a_class_picked_out_by_what_it_lacks() {
        assert_kind(
            SpanKind::Constraint,
            &["Expense claims without receipts are returned to the submitter."],
        );
        assert_kind(
            SpanKind::Narrative,
            &["Applications without a photo were rejected last year."],
        );
    }

    /// A passive ban that names who is barred ("may not be accepted by staff"), not a
    /// forecast of when ("may not be finished by Friday"); a class's convention for how each
    /// of them opens or closes ("Answers end with a one-line summary").
    #[test]
    fn barred_agents_and_class_conventions() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "Gifts over $50 may not be accepted by staff.",
                "Commit messages start with the ticket key.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "Reports may not be finished by Friday.",
                "Tickets may not be closed by the end of the week.",
                "Most days start with coffee.",
                "Both stories end with a twist.",
            ],
        );
    }

    /// What a class of people held to rules does before or after an event ("Visitors sign
    /// the NDA before entering"), not a habit or what users are seen to do; an account or a
    /// role granted one thing and barred another.
    #[test]
    fn routines_of_a_class_and_what_accounts_may_do() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "Guests check out before 11.",
                "Contractors sign in at the desk before entering the lab.",
                "The sandbox account can run queries but can't export results.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "Users report bugs after every release.",
                "Engineers usually deploy after lunch.",
                "Visitors signed the NDA before entering.",
                "The printer can print but can't scan.",
                "The token must have expired.",
            ],
        );
    }

    /// "Cache" and "store" take results as their object ("Store results for 10 minutes"),
    /// while a noun phrase of them reports ("Cache hits went up", "Test results were good").
    #[test]
    fn caching_and_storing_results() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "Cache results for 10 minutes.",
                "Store results for a week, then purge them.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "Cache hits went up after the fix.",
                "Cache misses are rare now.",
                "Test results were good.",
            ],
        );
    }

    /// Validation batch bv17 (session 12): an approval "needed" telegraphically and a rule
    /// attributed to an agreement bind; a reading after "in", a comparison appended to a
    /// report, a guess about who did something and a labelled log excerpt do not.
    #[test]
    fn needed_approvals_agreements_and_appended_readings() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "Manager approval needed for refunds above $200.",
                "A second review is needed before merging.",
                "Per the NDA, the roadmap stays internal.",
                "Keep it short, under 100 words.",
                "The reviewer must be the one who approves the PR.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "The approval needed for the release came in yesterday.",
                "We needed approval from legal.",
                "The old dashboard never loaded in under five seconds.",
                "Response time averaged 1.8 hours last week, under the 2-hour goal.",
                "The new intern must be the one who renamed the branch.",
                "Log excerpt: WARN retry limit reached (3/3) for job 8812",
            ],
        );
    }

    /// Batch b74 (session 12): a named person's "prefers that" and a preference label bind;
    /// a spend compared with its cap after the report, and a demonstrative "that", do not.
    #[test]
    fn named_requests_preference_labels_and_spend_against_a_cap() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "Memory: Priya prefers that all meeting invites include a dial-in link.",
                "Marco asked that we keep the logs for a year.",
                "User preference: metric units, 24-hour clock.",
                "Keep it short, under the 100-word limit.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "Priya asked that question twice.",
                "Priya prefers that restaurant.",
                "The budget for Q3 ended up at $48k, below the $50k cap.",
                "Spend came in at 48k, under the 50k limit.",
            ],
        );
    }

    /// A failure guessed to be back ("must be down again") is no order; a state ordered back,
    /// a passive order repeated and a deadline are.
    #[test]
    fn a_failure_guessed_to_be_back() {
        assert_kind(
            SpanKind::Narrative,
            &[
                "The Redis node must be out of memory again; the evictions spiked.",
                "The VPN must be down again.",
            ],
        );
        assert_kind(
            SpanKind::Constraint,
            &[
                "The room must be clean again.",
                "Keys must be rotated again.",
                "The site must be up again by noon.",
            ],
        );
    }

    /// "Never mind" reported is no rule; "never to" reported is.
    #[test]
    fn never_mind_reported() {
        assert_kind(
            SpanKind::Narrative,
            &["The chat log shows the user said \"never mind\" and moved on."],
        );
        assert_kind(
            SpanKind::Constraint,
            &["The user said never to mind the typos."],
        );
    }

    /// A principal's verbless ban told in a chatty message binds even when a question follows
    /// in a later clause of the same sentence; "no way", "no problem" told are idioms.
    #[test]
    fn told_bans_before_a_trailing_question() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "so the vet told us no treats for the dog until the surgery, anyway what time \
                 works for the call?",
                "omg my coach said no sprints this week, just easy miles, so how should I plan \
                 saturday?",
                "The client told me no calls on Fridays; can you move the sync?",
                "so the school told us no nuts in lunchboxes, any ideas for snacks?",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "She told me no way the venue would be ready, can you believe it?",
                "He said no problem, the parcel arrived fine.",
                "The vet told me no sign of fleas, so what should I buy?",
                "Our landlord told us no one replied to the ad, what do you think?",
                "If the client said no calls, can we email instead?",
                "Can you check the logs, or should I?",
            ],
        );
    }

    /// A verb alone after a clause of condition or time is an order ("If it fails, retry.");
    /// after a report ("When the deploy finished, rollback.") or a phrase of place or purpose
    /// it is not read as one.
    #[test]
    fn a_lone_verb_after_a_condition() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "If it fails, retry.",
                "Once QA signs off, ship.",
                "Once the build passes, deploy.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "When the deploy finished, rollback.",
                "For breakfast, toast.",
                "Once the build passed, we shipped.",
            ],
        );
    }

    /// An order typed after a clause of time or condition with no comma ("when you write the
    /// newsletter don't mention the fall") opens the main clause; a negation inside the
    /// clause itself and a past report do not.
    #[test]
    fn an_order_after_a_clause_of_time_with_no_comma() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "anyway when you write the recap don't mention the injury",
                "If you see smoke don't use the lift.",
                "before you merge please run the linter",
                "When you reply to Ana never quote the price.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "When you called yesterday you didn't mention the price.",
                "If you want I don't mind either way.",
                "When we toured the plant nobody asked about safety.",
            ],
        );
    }

    /// A clause of time or condition whose subject takes a negated verb, then with no comma a
    /// verb before its object ("when the build doesn't finish restart it") opens an order; a
    /// report of what follows does not.
    #[test]
    fn an_order_after_a_negated_clause_with_no_comma() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "When the build doesn't finish restart it from scratch.",
                "if the courier won't wait leave the parcel with reception",
                "When the alarm isn't set lock the side door too.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "When the tests don't pass it is usually the cache.",
                "If the buses don't run the streets get quiet.",
                "When the pipes don't drain water pools on the floor.",
                "When the lights don't work the hall gets dark.",
            ],
        );
    }

    /// After a condition on someone else, "you" and a plain present verb give an order (a
    /// system prompt in the plain present); a question, a report, a state or outcome, and a
    /// truth about "you" under a condition of its own do not.
    #[test]
    fn you_and_a_plain_verb_after_a_condition() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "When patient call after 6pm, you take the name and you page the doctor on call.",
                "If the scale show error, you restart it and then you weigh again.",
                "Whenever supplier sends invoice, then you forward it to accounting.",
                "Once the parcel is delivered, you text the customer.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "When the tab opens, you click Export and it freezes.",
                "When it crashed yesterday, you restart it and it was fine.",
                "If it snows, you get stuck on the hill.",
                "If the bus is late, you miss the first talk.",
                "When you're hungry, you make bad choices.",
                "When guests arrive, you check the list every time, right?",
            ],
        );
    }

    /// "you" and a plain present verb, then again after "and" or "then": a procedure in the
    /// plain present; a reproach, a perception, an event told or one "you" do not.
    #[test]
    fn steps_to_you_in_the_plain_present() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "You verify the booking number first and only then you issue the voucher.",
                "You greet caller by name and you not share account details.",
                "In case of a refund request, you check the receipt and you call the store.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "You open the settings page and you see a blank panel.",
                "You type the code and you press enter and nothing happens.",
                "You say one thing and then you do another.",
                "You scratch my back and I scratch yours.",
                "You verify the booking number every morning, right?",
            ],
        );
    }

    /// A base verb after "and" that joins an infinitive ("had to stop and ring") is the
    /// infinitive's second verb, no order of its own (cls64c); an order after "and" binds.
    #[test]
    fn the_second_verb_of_an_infinitive_is_no_order() {
        assert_kind(
            SpanKind::Narrative,
            &[
                "Back in the old days porters had to stop and check the gate before the lorries left.",
                "We used to sweep and mop the hall every night.",
            ],
        );
        assert_kind(
            SpanKind::Constraint,
            &[
                "Stop at the gate and ring the bell.",
                "Remember to stop and ring the box.",
                "Climb the ladder and check the hopper.",
            ],
        );
    }

    /// "You guys ...", "you lot ...": "you" and a plural of address before the plain present
    /// verb of a step done ", every time", the time closed by a tag of assent (", ok") or not
    /// (cls64c); a habit told of them, or one asked about, stays narrative.
    #[test]
    fn steps_to_a_plural_you_every_time() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "You guys lock the side door behind you, every time, ok.",
                "You lot sign the visitor book at the gate, every time.",
                "You wipe the slicer down after use, every time, okay.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "You guys wore the same shirts to the gig, every time.",
                "You guys lock the side door behind you every time, right?",
                "You lot are late every time, ok.",
                "You guys wore the same shirts to the gig, every time, ok.",
            ],
        );
    }

    /// Batch b77 (session 12), the lines a compaction writes: a participle limit with no
    /// verb, read-only access after a label, a time bound with a closing "only", and tone or
    /// style labels bind; a spend against a budget and two words in parentheses do not.
    #[test]
    fn compacted_rule_lines() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "Edits limited to services/ and libs/.",
                "Contractors — read-only access to prod logs.",
                "Supplier calls after 9am only.",
                "Tone: formal with enterprise customers.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "Damage was limited to the bumper.",
                "Budget Q3: $48k spent of $50k.",
                "Migration: failed twice (lock timeout), fixed in 4e1a2b.",
                "Tone: the meeting was tense.",
            ],
        );
    }

    /// A limit in force with how much of it went in a clause of its own ("a cap of 40 hours a
    /// month and we've booked 31") binds; a limit that was, or one hit, is told.
    #[test]
    fn a_limit_in_force_beside_what_was_used_binds() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "FYI the studio account has a monthly cap of 40 hours and we've booked 31.",
                "Heads up: the sandbox has a limit of 20 builds a day but we ran 12 before lunch.",
                "Just so you know, the shared account has a cap of 5 seats and we've used 4.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "FYI the cap was 40 hours a month and we've booked 31.",
                "We hit the limit of 20 builds a day before lunch.",
                "The shared drive hit its quota of 2 TB last week.",
            ],
        );
    }

    /// What someone the agent plans for cannot take, and a person's restricted habit told by
    /// pronoun or by a name, bind; idioms, past reports and what a tool does do not.
    #[test]
    fn what_they_cannot_take_and_their_restricted_habits() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "I can't have gluten.",
                "He can't have dairy.",
                "She only takes meetings on Tuesdays.",
                "Sam can't have gluten.",
                "Jordan only flies on weekdays.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "I can't have it both ways.",
                "She only found out today.",
                "He only said hello.",
                "Kafka only supports JSON.",
                "Postgres can't have two primaries.",
                "Jordan flew to Denver on Saturday.",
            ],
        );
    }

    /// Batch b79 (session 12), household, clinic and lease rules: a present ban stated by any
    /// subject, and a window of the day restricted with "only", bind; a window of the day in a
    /// report, or a ban on nothing, does not.
    #[test]
    fn present_bans_and_windows_of_the_day() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "The lease prohibits subletting without the landlord's written consent.",
                "Meetings only between 10am and 5pm.",
                "Your role excludes giving investment advice.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "Our dog loves the park between 8am and 9am when it's quiet.",
                "Nothing bans it.",
                "The old lease prohibits nothing of the sort, I checked.",
                "The price excludes VAT.",
            ],
        );
    }

    /// "Always" before no verb is an exclamation, not an order.
    #[test]
    fn always_before_no_verb() {
        assert_kind(
            SpanKind::Narrative,
            &[
                "Always a pleasure working with that team.",
                "Always the same story with this vendor.",
            ],
        );
        assert_kind(SpanKind::Constraint, &["Always cite your sources."]);
    }

    /// An order after an arrow of its own ("→", "⇒") opens a clause, as after "->".
    #[test]
    fn an_order_after_an_arrow() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "Customer threatens legal action → escalate to a human.",
                "Legal threat ⇒ escalate.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "Status → blocked on API keys.",
                "Login page → dashboard → settings.",
            ],
        );
    }

    /// "No" before a quoted term bans the term; the quotation itself stays data.
    #[test]
    fn no_before_a_quoted_term() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "No \"simply\" in user-facing docs.",
                "No 'TODO' comments in main.",
            ],
        );
        assert_kind(SpanKind::Narrative, &["The sign says \"No parking\"."]);
    }

    /// Validation batch bv18 (session 12): "<policy> is that ..." states the rule; a short
    /// noun phrase closed by "permitted" grants; a problem stated with "is that", or a past
    /// policy, does not bind.
    #[test]
    fn policy_is_that_and_short_permissions() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "Our policy is that nobody shares screen recordings of customer sessions.",
                "Remote work permitted, max 2 days a week.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "The problem is that nobody shares screen recordings.",
                "The old policy was that nobody shared recordings.",
                "It was permitted.",
            ],
        );
    }

    /// The speaker's own plan continued after ", then" is narrated, not ordered; an order
    /// continued the same way is still an order.
    #[test]
    fn a_plan_continued_after_then() {
        assert_kind(
            SpanKind::Narrative,
            &["Assistant: I'll start by reading the README, then look at the tests."],
        );
        assert_kind(
            SpanKind::Constraint,
            &["Read the README first, then look at the tests."],
        );
    }

    /// "Wants to be cc'd", "want to be called Sam": how someone wants to be treated binds.
    #[test]
    fn wanting_to_be_treated_some_way() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "User wants to be cc'd on everything sent to legal.",
                "I want to be called Sam.",
            ],
        );
        assert_kind(SpanKind::Narrative, &["I wanted to be invited."]);
    }

    /// "No <thing> <participle>" is a telegraphic ban ("No data shared with new vendors until
    /// ..."), not a report, unless a past word or a finding says so.
    #[test]
    fn telegraphic_passive_bans() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "No data shared with new vendors until they pass a security review.",
                "No emails sent after 8pm.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "No emails were sent yesterday.",
                "Policy check passed: no secrets found in 214 files.",
            ],
        );
    }

    /// Titles in a numbered list of search results, each closed by its source in
    /// parentheses, are named, not ordered; a rule after the list, or a list of rules, binds.
    #[test]
    fn titles_in_a_list_of_search_results() {
        assert_kind(
            SpanKind::Narrative,
            &[
                "Search results: 1. Always stretch after lifting (forum) 2. Don't skip leg day: \
                 the science (podcast)",
                "Top hits:\n1. Never store plain passwords (wiki)\n2. Rotate your keys every \
                 month (newsletter)",
            ],
        );
        assert_kind(
            SpanKind::Constraint,
            &[
                "Results:\n1. Never store plain passwords (wiki)\nDon't email me these links.",
                "Rules: 1. Never push to main (team) 2. Rotate keys monthly (security)",
                "Search results: 1. Rotate your keys every month",
            ],
        );
    }

    /// A verbless "no" after a clause telling how a check ended goes on with its finding; one
    /// standing alone, or after another report, bans.
    #[test]
    fn a_checks_result_then_no_findings() {
        assert_kind(
            SpanKind::Narrative,
            &[
                "The security review came back clean, no findings in any service.",
                "Lint finished: no warnings in any crate.",
                "The pentest completed last night, no criticals on the public endpoints.",
            ],
        );
        assert_kind(
            SpanKind::Constraint,
            &[
                "No credentials in any repository.",
                "We moved offices last month, no dogs in the new building.",
                "The review finished. No merges to main on Fridays.",
            ],
        );
    }

    /// A lifted requirement after a check's outcome reports the outcome; one opening the
    /// sentence, or one under a condition, still lifts a rule.
    #[test]
    fn a_checks_outcome_then_nothing_required() {
        assert_kind(
            SpanKind::Narrative,
            &[
                "Boiler 2 passed its service, no repairs needed.",
                "Review complete: no further edits required.",
                "Fire drill done, no follow-up necessary.",
            ],
        );
        assert_kind(
            SpanKind::Constraint,
            &[
                "No repairs needed before the service visit.",
                "No further edits required on the intro.",
                "Once the review is complete, no further edits required.",
            ],
        );
    }

    /// A noun spelled as a verb, its phrase, then "passed" or "failed" and a check: the
    /// subject of an outcome; a relative clause after an order's object keeps the order.
    #[test]
    fn a_noun_spelled_as_a_verb_passes_a_check() {
        assert_kind(
            SpanKind::Narrative,
            &[
                "Install at the north depot passed inspection this morning.",
                "Build for the kiosk failed review.",
            ],
        );
        assert_kind(
            SpanKind::Constraint,
            &["Install the units that passed inspection."],
        );
    }

    /// A noun-like verb, its phrase and a copula name a thing ("Access to the staging
    /// database was slow", "Grant draft v4 is with Sandra", "Budget sign-off still
    /// missing"); a copula inside a condition or a relative clause does not.
    #[test]
    fn a_noun_its_phrase_and_a_copula() {
        assert_kind(
            SpanKind::Narrative,
            &[
                "Access to the staging database was slow this morning.",
                "Grant proposal v2 is with the dean.",
                "Budget approval still pending.",
            ],
        );
        assert_kind(
            SpanKind::Constraint,
            &[
                "Switch to the staging database if prod is down.",
                "Reply in German to users whose locale is de-DE.",
            ],
        );
    }

    /// A state held until a condition opened by "unless" binds; "unless I'm mistaken" hedges.
    #[test]
    fn a_state_held_unless() {
        assert_kind(
            SpanKind::Constraint,
            &["Unless legal signs off, the press release stays in draft."],
        );
        assert_kind(
            SpanKind::Narrative,
            &["Unless I'm mistaken, the office stays open late."],
        );
    }

    /// A conjunction opening a clause is no verb with an object ("Unless it rains, the event
    /// stayed outdoors"); the order after it still is one.
    #[test]
    fn a_conjunction_is_no_verb() {
        assert_kind(
            SpanKind::Narrative,
            &[
                "Unless it rains, the event stayed outdoors.",
                "Although it works, the code is slow.",
            ],
        );
        assert_kind(
            SpanKind::Constraint,
            &["Unless it's urgent, wait for Monday."],
        );
    }

    /// "May have" and a participle guesses about the past; "may have" and a thing grants it.
    #[test]
    fn may_have_seen_and_may_have_access() {
        assert_kind(
            SpanKind::Narrative,
            &["You may have seen the announcement already."],
        );
        assert_kind(
            SpanKind::Constraint,
            &[
                "Interns may have read access to the wiki.",
                "You may have one dessert.",
            ],
        );
    }

    /// A participle before a compound noun modifies it ("Retry failed webhook deliveries");
    /// a participle joined to a passive shares its "be" ("have to be written up and left
    /// open"); neither makes the order a report.
    #[test]
    fn participles_that_keep_the_order() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "Retry failed webhook deliveries at most 3 times.",
                "Decisions have to be written up as an RFC and left open for five working days.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "Deploy failed again yesterday.",
                "The RFC was written up and left open for two weeks.",
            ],
        );
    }

    /// A participle and a bare noun after an opening verb, bounded by a preposition and a
    /// quantity, name what the order acts on ("Hold cooked chicken above 63 °C"); a noun
    /// subject's report of the same shape with no quantity after it stays narrative.
    #[test]
    fn participle_and_bare_noun_bounded_after_an_order() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "Hold cooked chicken above 63°C on the pass.",
                "Hold cooked rice for no more than 2 hours.",
                "Discard opened milk after 3 days.",
                "Store sealed stock below 5 °C.",
                "Pay salaried staff monthly and contractors weekly.",
                "No extractions without signed consent form.",
                "No extractions w/o signed consent form.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "Review flagged code in the auth module.",
                "Support closed access on Friday.",
                "Build produced output in 3 minutes.",
                "Cache served content above the limit.",
                "Chef cooked dinner for twelve.",
                "Ops rotated keys monthly.",
                "We shipped without signed contracts.",
            ],
        );
    }

    /// An occasion opening the sentence ("Next time,", "Every time it hangs,") leads to
    /// the main clause as a time clause does: an order there is read as at a sentence start.
    #[test]
    fn order_after_an_occasion() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "Next time, reboot the router first.",
                "Every time it hangs, reboot the router first.",
                "The next time you see it, reboot the box.",
                "Third time this year, reboot the router first.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "Every time it hangs, we reboot the router.",
                "Next time, the router reboots itself.",
                "Last time, ops rebooted the router.",
                "First time, it worked fine.",
                "Every time I ask, it forgets the context.",
            ],
        );
    }

    /// "w/o" is read as "without" by the tokenizer, so every rule asking for "without" reads
    /// it: the two spellings get the same verdict.
    #[test]
    fn w_slash_o_reads_as_without() {
        for (short, long) in [
            (
                "Nobody takes the DJI out w/o a charged spare battery.",
                "Nobody takes the DJI out without a charged spare battery.",
            ),
            (
                "No extractions w/o signed consent form.",
                "No extractions without signed consent form.",
            ),
        ] {
            assert_eq!(classify(short).kind, SpanKind::Constraint, "{short}");
            assert_eq!(classify(long).kind, SpanKind::Constraint, "{long}");
        }
        assert_kind(
            SpanKind::Narrative,
            &[
                "It exited w/o a stack trace.",
                "It exited without a stack trace.",
            ],
        );
    }

    /// A judgement of folly ("you'd have to be mad to ..."), a "mind" tag closing a clause
    /// and a tool called with a JSON object on its own line are no orders; the orders beside
    /// them stay orders.
    #[test]
    fn folly_mind_tags_and_json_tool_calls_are_narrative() {
        assert_kind(
            SpanKind::Narrative,
            &[
                "God, you'd have to be mad to go up the Reek in that weather, so you would.",
                "They only let us taste three, mind, but that was plenty.",
                "call send_sms({\"to\": \"+2348031234567\", \"body\": \"Reminder: please don't eat after midnight.\"})",
            ],
        );
        assert_kind(
            SpanKind::Constraint,
            &[
                "You'd have to be quick to catch it.",
                "You have to be quiet in the library.",
                "Mind the step.",
                "Keep it short, mind.",
                "Please call send_sms to remind them: don't eat after midnight.",
            ],
        );
    }

    /// A past form after a preposition is an adjective, so a verbless "only" line stays
    /// verbless ("Refunds only for damaged items"); a line with a verb of its own reports.
    #[test]
    fn only_before_a_phrase_with_a_participle() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "Refunds only for damaged items.",
                "Parking only for registered residents.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &["Refunds only went to damaged items last quarter."],
        );
    }

    /// A bound on a distance ("no closer than 200 metres") and leave to an act of authority
    /// ("Guides may waive the surcharge") state rules; a measured distance does not.
    #[test]
    fn distance_bounds_and_leave_to_waive() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "Anchor no closer than 200 metres to the breakwater.",
                "Park no further than 50 m from the gate.",
                "Guides may waive the e-bike surcharge for riders aged 70 or over.",
                "The registrar may waive the application fee.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &["The boat drifted closer than 200 metres to the rocks last night."],
        );
    }

    /// A party that will not permit a thing states a ban in force ("The venue won't permit
    /// candles"); a fault ("won't let me log in"), a past refusal and a question do not.
    #[test]
    fn a_party_refusing_to_permit() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "The venue won't permit candles.",
                "The school doesn't allow phones in exams.",
                "The hotel doesn't accept pets.",
                "The club doesn't tolerate late arrivals.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "The venue didn't permit candles last year.",
                "Does the venue allow candles?",
                "The bank wouldn't accept the cheque.",
            ],
        );
    }

    /// Chat interjections open no order ("lmao the meeting strikes again"); an intensified
    /// comparator after a report shares the report ("peaked at 11 GB, well under 32 GB"); a
    /// hypothetical's second verb is no order ("would have had to sign ... and pay ...").
    #[test]
    fn interjections_intensified_readings_and_hypotheticals_are_narrative() {
        assert_kind(
            SpanKind::Narrative,
            &[
                "lmao the meeting strikes again.",
                "Memory peaked at 11 GB, well under the node's 32 GB.",
                "We would have had to sign a three-year contract and pay at least 40k upfront.",
                "We'd have to sign a contract and pay upfront.",
            ],
        );
        assert_kind(
            SpanKind::Constraint,
            &[
                "lmao just don't push to main.",
                "Keep replies short, well under 200 words.",
                "Sign the contract and pay the deposit upfront.",
                "You'd have to ask Marta first.",
            ],
        );
    }

    /// An age or size qualifier after the subject ("visitors over 18", "kids 8+") leaves the
    /// permission its subject.
    #[test]
    fn a_qualified_subject_keeps_its_permission() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "Visitors over 18 may use the gym.",
                "Kids 8+ may use the climbing wall.",
            ],
        );
        assert_kind(SpanKind::Narrative, &["The build over 18 may fail."]);
    }

    /// A day as the label of a memory note is no log timestamp; a log's date with its clock is.
    #[test]
    fn a_dated_note_is_read_and_a_dated_log_line_is_data() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "2026-10-02: user revoked access to her work inbox. Personal inbox is still OK to read.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "2026-11-07 12:00:05 INFO never retry the job",
                "2026-10-02: deploy finished, 3 retries.",
            ],
        );
    }

    /// A rated capacity or a controller's setpoint in force and a count closed by ", no more"
    /// bind; a load carried, a past rating, a drift and a comparison do not.
    #[test]
    fn rated_capacities_and_counts_closed_by_no_more() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "The scaffold deck is rated for 200 kg per bay.",
                "This hoist is rated to 1.5 tonnes.",
                "Max load on the top shelf: 40 kg, no more.",
                "Two carry-ons per passenger, no more.",
                "The chapel's capacity is ninety guests.",
                "Occupancy of the lift: 8 people.",
                "The freezer setpoint is -18 °C.",
                "Setpoint for vaccine fridges: 5 °C.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "The hoist lifted 1.5 tonnes this morning.",
                "The boiler was rated to 3 bar before the upgrade.",
                "We sold forty tickets, no more than at the spring fair.",
                "The hotel is rated 4 stars.",
                "The old footbridge, rated for 5 tonnes, collapsed in 1998.",
                "The arena's capacity was 40,000 before the renovation.",
                "The setpoint drifted to 9 °C overnight.",
            ],
        );
    }

    /// A verb of checking before a subject named with a determiner, a pronoun or a number,
    /// then a copula, checks that clause ("Verify build 88 is signed"); a compound noun or a
    /// numbered check before the copula reports.
    #[test]
    fn a_check_of_a_clause_with_a_named_subject() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "Verify release 3.1 is tagged.",
                "check invoice 2041 is paid",
                "Check the backups are encrypted.",
                "Confirm everything is signed off.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "Check results are in.",
                "Check 3 is failing again.",
                "Test 5 is flaky.",
                "Build v2 is deployed.",
            ],
        );
    }

    /// "BYO" and "BYOB" ("bring your own") open an order as "bring" does; the same words
    /// naming a kind of party or place do not.
    #[test]
    fn bring_your_own_shortened_is_an_order() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "BYO headphones for the listening session.",
                "Potluck Friday, BYOB.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "BYOB parties were common back then.",
                "We ate at a BYO place near the station.",
                "The BYO policy was dropped last year.",
            ],
        );
    }

    /// "rated at" a quantity with a unit of measure is a rated capacity, as "rated for" is; a
    /// review's score (stars, points, a percentage, a bare figure) is not.
    #[test]
    fn capacities_rated_at_a_unit() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "The pallet rack is rated at 900 kg per level.",
                "This extension lead is rated at 13 amps.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "The cafe is rated at 4.5 stars on the map.",
                "The app is rated at 4.8 in the store.",
                "The film is rated at 92% by critics.",
                "The old crane, rated at 5 tonnes, was scrapped.",
                "The boiler was rated at 3 bar before the upgrade.",
            ],
        );
    }

    /// An exemption stated now binds (it says whom a rule leaves out, and "not exempt" whom it
    /// holds); a past one, a question and a hyphenated adjective do not.
    #[test]
    fn exemptions_in_force() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "Coaches are exempt.",
                "Volunteers are exempt from the parking fee.",
                "Pupils with a note from home are excused from swimming.",
                "Contractors are not exempt from the NDA.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "He was exempt from jury duty last year.",
                "Are volunteers exempt?",
                "Charities are tax-exempt.",
                "I was excused from the meeting early.",
            ],
        );
    }

    /// Whoever holds a shift ("the closing brewer", "the night nurse", "the last person to
    /// leave") and what that person does to something, in the plain present, is a duty
    /// handed out; a thing's act, a habit, a state and an arrival are not.
    #[test]
    fn a_shifts_duty() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "The closing cashier wipes the counters.",
                "The night supervisor checks every fire door.",
                "The last person to leave the lab switches off the fume hood.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "The opening band steals the show.",
                "The closing cook usually burns the rice.",
                "The night nurse was kind to us.",
                "The first guest arrives at noon.",
                "The morning shift starts at six.",
            ],
        );
    }

    /// A role's or a person's duty to act binds; a program part's job, a cause and a past
    /// duty do not.
    #[test]
    fn a_roles_duty_to_act() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "The duty pharmacist is responsible for counting the controlled stock nightly.",
                "Our bookkeeper is in charge of reconciling the accounts each month.",
                "Every attendant is in charge of checking the exits before takeoff.",
                "Whoever closes is responsible for setting the alarm.",
                "The night porter is tasked with checking every fire door at midnight.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "The parser is responsible for validating tokens.",
                "The scheduler is in charge of dispatching jobs.",
                "The cron job is tasked with pruning old logs.",
                "The suspect is charged with theft.",
                "The heat is responsible for most of the delays.",
                "Our team is responsible for 40% of the revenue.",
                "She was in charge of organising the party last year.",
                "Nobody remembers who was responsible for wiping the disk.",
            ],
        );
    }

    /// A role named by a short title or an acronym ("the EM", "the chair") has a duty as a
    /// role told by its ending does; a thing's acronym, a cause and a past duty do not.
    #[test]
    fn a_titled_roles_duty() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "The EM is responsible for approving every on-call swap.",
                "The TA is in charge of the lab keys.",
                "Our chair is tasked with circulating the minutes.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "The PR is responsible for the regression.",
                "The GPU is responsible for rendering frames.",
                "The EM is responsible for the drop in morale.",
                "The TA was in charge of the lab keys last term.",
            ],
        );
    }

    /// A person's role and its approval in the plain present is a gate ("The EM approves
    /// swaps"); a liking, a habit, a past approval and a program's check are not.
    #[test]
    fn a_roles_approval_in_the_present() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "The EM approves every on-call swap.",
                "Our site supervisor signs off on each permit.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "The EM approves of the new rota.",
                "The supervisor usually approves most requests.",
                "The EM approved the swap yesterday.",
                "The API approves requests in 40 ms.",
                "The manager signs the birthday card.",
            ],
        );
    }

    /// A grant that runs until a time ends then; an event's schedule does not.
    #[test]
    fn a_grant_runs_until_a_time() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "The noise waiver runs until 10 pm on weekdays.",
                "Your lease runs through June 30.",
                "The parking waiver doesn't cover weekends.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "The festival runs until 11 pm.",
                "The exhibition runs through June 30.",
                "The report doesn't cover the second quarter.",
                "The warranty didn't cover the repair.",
            ],
        );
    }

    /// A class's routine at every occasion and a house style of writing things bind; a process
    /// with no object, a habit, a past routine and one thing appended by a job do not.
    #[test]
    fn routines_at_every_occasion_and_house_styles() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "Forklifts in Aisle 4 sound the horn at every blind corner.",
                "Cashiers count the float at each handover.",
                "Headings are capitalized in title case.",
                "Invoice numbers are formatted as INV-YYYY-NNN.",
                "Each order ships in recycled packaging.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "Tests run in CI on every push.",
                "Users usually complain at every release.",
                "Cashiers counted the float at each handover last week.",
                "The changelog is appended to the weekly digest by a cron job.",
                "Headings were capitalized in the old style guide.",
                "Errors are written to stderr.",
                "The order shipped in recycled packaging.",
            ],
        );
    }

    /// Leave given for an act and not taken back binds; an approval of a thing with no act
    /// or use, and one taken back, do not.
    #[test]
    fn approvals_in_force() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "Compliance has OK'd sharing the deck with the auditors.",
                "The landlord approved subletting the spare room.",
                "Procurement OKed the laptops for personal use.",
                "Mum gave the go-ahead to book the cabin.",
                "The director signed off on hiring two temps for December.",
                "The nanny has the green light to take the kids to the pool.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "The manager approved my expense report yesterday.",
                "Legal OK'd the logo for print and then changed their mind.",
                "The sunset gave the hills a green glow.",
                "Maria signed off on the budget last year, then vetoed it.",
            ],
        );
    }

    /// "Is it possible to ..." with a standing scope asks for a rule; one asked for
    /// information does not.
    #[test]
    fn a_standing_request_asked_as_possible() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "Would it be possible to send me the summary every Monday going forward?",
                "Would it be possible for you to copy Dana on order confirmations from now on?",
                "Is there any way you could send the minutes on Fridays?",
                "Could I ask you to copy Dana on every order from now on?",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "Would it be possible to run this on Windows?",
                "Is there any way to recover the old branch?",
            ],
        );
    }

    /// A grant withdrawn from someone binds the holder; a withdrawal told as an event does
    /// not.
    #[test]
    fn a_grant_withdrawn_from_someone() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "HR has revoked the contractor's badge access.",
                "The board withdrew the treasurer's authority to sign cheques.",
                "Marketing has withdrawn approval for the spring campaign.",
                "Facilities has taken away the cleaners' keys to the server room.",
                "The board has revoked the treasurer's signing authority.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "The bank revoked my card yesterday.",
                "They removed the old access road last year.",
                "The crew pulled the old cables out of the wall.",
            ],
        );
    }

    /// The speaker taking a grant back from the one addressed, now ("I'm taking back your
    /// badge access", "revoking your admin role"), bars it; a thing given back, or a report,
    /// does not.
    #[test]
    fn a_grant_taken_back_now() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "I'm taking back your merge rights until the audit closes.",
                "I'm taking back your edit access to the wiki; view only after today.",
                "Suspending your VPN access as of tonight.",
                "We're taking your admin keys away, effective now.",
                "I'm revoking billing permissions for you; view only from here.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "I'm taking back the ladder I lent you.",
                "I'm taking back the key I borrowed from you.",
                "They were revoking your access when I left.",
                "I'm taking back your book tomorrow.",
                "We're removing your old account from the mailing list, as you asked.",
                "I'm taking your keys back to the landlord tomorrow.",
            ],
        );
    }

    /// A chat turn after a bracketed clock is read; a log line with a level is not.
    #[test]
    fn a_rule_in_a_chat_transcript() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "[14:02] sam: morning! [14:03] lee: heads up, contractors never get the vault codes",
                "[09:14 AM] Dana Li: please never post customer names in #general",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "[14:02:11] WARN never retry the upload",
                "[09:41:02] ERROR publish: headline exceeds 70 chars",
                "[12:01:33] scheduler: never retry failed jobs",
            ],
        );
    }

    /// A spoken order behind "just" and a filler binds; a filler in a report does not.
    #[test]
    fn a_spoken_order_after_fillers() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "ok so the router thing just uh restart it when it drops",
                "so basically just like water the ferns on sunday",
                "um yeah like just uh lock the shed when you leave",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "yeah it was just like broken the whole time",
                "so the kettle just like died on me",
            ],
        );
    }

    /// Idioms shaped as orders, a past habit told with "would", a third party's "would
    /// never", a guess and a question typed without its mark are narrative; an order after
    /// the same words, "we would never" and a request without its mark still bind.
    #[test]
    fn idioms_habits_guesses_and_unmarked_questions() {
        assert_kind(
            SpanKind::Narrative,
            &[
                "Say what you want about the old CMS, it never lost a post.",
                "Mind you, the first draft was longer.",
                "Believe it or not, the fax still works.",
                "Come to think of it, the logs were empty.",
                "Let me tell you, the old server was slower.",
                "Listen, nobody expected the outage.",
                "Make no mistake, the new build is faster.",
                "she would always close at six, then count the till and sweep the step",
                "can it wait or do we need to restart it now",
                "will it be ready by friday or not",
                "my grandpa would wake at five, then feed the hens and milk the goat",
                "It has to be the cheap charger; the old one would never overheat like that.",
                "is it going to rain tomorrow or not",
                "does the pump need a new seal or is it fine",
                "do they ship on weekends or only weekdays",
                "should the pump be making that noise",
            ],
        );
        assert_kind(
            SpanKind::Constraint,
            &[
                "Mind the gap.",
                "Trust the process and review every diff.",
                "I'd like you to open the shop at six and count the till.",
                "We would never share customer data with third parties.",
                "Do it before lunch",
                "Should you see smoke, call the fire brigade.",
                "Look, don't deploy today.",
                "should I be late, start without me",
                "could we always cc legal on these",
            ],
        );
    }

    /// Log and version-control output is data: a level in lower case inside brackets opens a
    /// log line, and `git log`'s block for a commit (its head, header and indented message)
    /// quotes a subject line, not an order; a rule at the margin after it, or a bare "limit"
    /// order in prose, binds.
    #[test]
    fn lower_case_log_levels_and_git_log_blocks_are_data() {
        assert_kind(
            SpanKind::Narrative,
            &[
                "[warn] quota-guard: 57 uploads this hour, limit 50, 7 refused",
                "[error] scheduler: never retried job 41 after the limit of 3",
                "commit 8d2e41a\nAuthor: lee <lee@example.org>\nDate:   Tue Jan 6\n\n    Always close the file handle in export()",
                "commit 8d2e41a7c9\nMerge: 1a2b3c4 5d6e7f8\nAuthor: kim\n\n    Do not retry on 4xx\n\n    Retrying a client error loops forever.",
            ],
        );
        assert_kind(
            SpanKind::Constraint,
            &[
                "Limit uploads to 50 an hour.",
                "warn the user before uploads pass 50 an hour",
                "commit 8d2e41a\nAuthor: lee\n\n    Always close the file handle\n\nDon't cherry-pick this onto the release branch.",
            ],
        );
    }

    /// A rule said in the same or the next sentence to have been ended by someone ("they
    /// dropped the policy last spring") binds nothing, the ending included; another rule
    /// named after the noun, a new value, or a rule said to be kept still binds.
    #[test]
    fn a_rule_someone_since_ended_binds_nothing() {
        assert_kind(
            SpanKind::Narrative,
            &[
                "In 2018 the council banned cars on Main Street; they lifted the ban in 2021.",
                "The HOA banned grills on balconies, but the board scrapped the rule last year.",
                "The gym banned chalk in 2020. They dropped the ban last spring.",
                "Every order over $500 needs a second signature; finance has since withdrawn that requirement.",
            ],
        );
        assert_kind(
            SpanKind::Constraint,
            &[
                "Back in 2019 the school banned phones in class, and they still enforce the policy.",
                "The school banned phones in class; they dropped the rule about earbuds.",
                "Refunds over $50 need a manager; they raised the limit to $80 in May.",
                "Never push to main. They scrapped the rule about PR size.",
                "They lifted the ban in 2021, so bikes must now use the road.",
            ],
        );
    }

    /// "..., not sure why" voices a doubt, no second option; "X, not Y" still chooses.
    #[test]
    fn a_doubt_after_a_comma_is_no_choice() {
        assert_kind(
            SpanKind::Narrative,
            &[
                "The page renders without the sidebar on Firefox, not sure why.",
                "Deliveries come on Tuesdays, not certain about holidays.",
                "Backups are stored in Frankfurt, not clear why.",
            ],
        );
        assert_kind(
            SpanKind::Constraint,
            &[
                "Aisle seat, not window.",
                "Ship it to the office, not the house.",
                "Payments are processed in euros, not dollars.",
            ],
        );
    }

    /// "must have been done by the gateway" names who did it, a guess about the past; "by
    /// Friday" or "by the 15th" after it is a deadline.
    #[test]
    fn the_agent_of_a_guessed_past_is_no_deadline() {
        assert_kind(
            SpanKind::Narrative,
            &[
                "Given the timestamps, the payment must have been captured twice by the gateway.",
                "The invoice must have been paid by the customer already.",
                "Judging by the logs, the refund must have been issued by the support bot.",
            ],
        );
        assert_kind(
            SpanKind::Constraint,
            &[
                "The form must have been filed by Friday.",
                "Applications must have been submitted by the 15th.",
                "The report must have been signed by the director before it goes out.",
            ],
        );
    }

    /// A value named first and said now to be the limit ("Two hundred words is the limit for
    /// the abstract", "the 15th is the deadline") binds; one said in the past, asked about,
    /// with no value ("the sky is the limit"), or a count that is no limit ("two hundred
    /// people showed up") does not.
    #[test]
    fn a_value_named_as_the_limit_binds() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "Two hundred words is the limit for the abstract.",
                "Five pages is the limit for the cover letter.",
                "Three guests is the maximum for the studio.",
                "$150 a night is our hard cap on hotels.",
                "The 15th is the deadline for expense reports.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "The sky is the limit with this team.",
                "Two hundred words was the limit last year.",
                "Is 500 words the limit?",
                "Two hundred people showed up to the launch.",
                "[warn] ratelimiter: 112 requests in window, limit 100, 12 rejected",
            ],
        );
    }

    /// A verdict ruling a range out ("Anything north of $40 a month is a non-starter", "X
    /// is a dealbreaker"), the one thing allowed ("The only shell allowed on the build hosts
    /// is bash 5") and a plan refused with no exception ("We're not doing overnight trains on
    /// this trip, full stop") bind; the same said in the past, asked, or a state said flatly
    /// ("we're not doing well, period") does not.
    #[test]
    fn verdicts_the_one_thing_allowed_and_flat_refusals_bind() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "Anything north of $40 a month for the phone plan is a non-starter.",
                "A hotel without a pool is a non-starter for the kids.",
                "Flying Ryanair is a deal-breaker for me.",
                "Anything above two hours of driving a day is a dealbreaker.",
                "The only shell allowed on the build hosts is bash 5.",
                "The only browser allowed on the kiosks is Firefox.",
                "Python 3.12 is the only interpreter permitted in CI.",
                "We're not doing overnight trains on this trip, full stop.",
                "We're not booking anything through that agency, full stop.",
                "We are not taking the toll road, period.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "The commute was a dealbreaker for her, so she turned the job down.",
                "Is a long layover a dealbreaker for you?",
                "The only shell allowed on the build hosts was bash 4 back then.",
                "The only shell installed on the build hosts is bash 5.",
                "What is the only shell allowed on the hosts?",
                "The only time we were allowed outside was recess.",
                "We're not doing well this quarter, period.",
                "We're not seeing errors on staging, full stop.",
                "We weren't taking calls after 6, full stop.",
            ],
        );
    }

    /// A time bound said of a forecast ("the parts will arrive by Friday at the latest") or
    /// estimated from evidence ("judging by her pace it should be done by noon at the
    /// latest", "at this rate ...") is no deadline; "should" without evidence, a clause
    /// addressed to the reader, a "must" or an order still set one.
    #[test]
    fn a_time_bound_forecast_or_estimated_is_no_deadline() {
        assert_kind(
            SpanKind::Narrative,
            &[
                "The replacement parts will arrive by Friday at the latest.",
                "The translation should be done by Friday at the latest, judging by how fast Ana is going.",
                "At this rate the migration should be finished by Thursday at the latest.",
                "Going by the backlog, the printers might be free by noon at the earliest.",
                "By the look of it the ferry will dock by 6 pm at the earliest.",
                "At the current pace we will run out of credits by Tuesday.",
            ],
        );
        assert_kind(
            SpanKind::Constraint,
            &[
                "The report should be done by Friday at the latest.",
                "You should be done with the slides by Friday at the latest.",
                "The translation must be delivered by Friday at the latest.",
                "Judging by the queue, send the batch by noon at the latest.",
                "Payment will be due by Friday at the latest.",
                "The rate is 5 requests per second.",
            ],
        );
    }

    /// A request relayed in the perfect ("the family have asked that we never ...") stands
    /// as the simple past's does; a pluperfect withdrawn, or "asked that question", does not.
    #[test]
    fn a_request_relayed_in_the_perfect() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "The family have asked that we never mention the prognosis figures.",
                "Our neighbours have asked that nobody parks across their drive.",
                "The photographer has asked that all prints carry her credit line.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "The family have asked that question twice.",
                "The family had asked that we never mention it, but they changed their minds.",
                "The photographer has asked about the prints twice.",
            ],
        );
    }

    /// "Nobody" with an action in the present, held past a time of day ("nobody pushes to
    /// main after 3pm") or said from a day on ("from today nobody ..."), is a standing ban;
    /// what nobody did, or knows, is told.
    #[test]
    fn nobody_after_a_time_or_from_a_day_on() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "@deploy-bot heads up: from today nobody pushes to `main` after 3pm on a Friday, per @sanjay.",
                "Nobody pushes to main after 3pm.",
                "No one stays in the lab past 10pm.",
                "From today, nobody uses the old printer.",
                "Starting Monday nobody books travel without a PO.",
                "As of tomorrow no one parks in bay 4.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "Nobody pushed anything after 3pm today.",
                "From today's standup, nobody knows the plan.",
                "Nobody knows why it fails after 3pm.",
                "Nobody pushed anything today.",
            ],
        );
    }

    /// A mass noun that "can't" get under way until an event ("scaffolding can't go up until
    /// the survey is back", "demolition can't start before ...") is held to it; what a
    /// material cannot do, or one named thing, is an ability.
    #[test]
    fn an_activity_that_cannot_start_until_an_event() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "Scaffolding can't go up on the south elevation until the bat survey is back.",
                "Demolition can't start before the asbestos report is signed.",
                "Work can't resume until the inspector has signed off.",
                "Landscaping cannot begin without the drainage plan.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "Cement can't set until the temperature rises.",
                "The printer can't print until the toner arrives.",
                "Traffic can't get through until the crash is cleared.",
            ],
        );
    }

    /// A ratio kept ("stays at one adult per four children") is a limit in force; a ratio
    /// observed in the past is not.
    #[test]
    fn a_ratio_kept_is_a_limit() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "The ratio for the under-threes stays at one adult per four children at all times.",
                "The staffing ratio on the ward is one nurse per six patients.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "The ratio was one adult per four children last year.",
                "The ratio of boys to girls was about even.",
            ],
        );
    }

    /// A wish that a thing made keep to a bound ("it'd be great if the summary stayed under
    /// 200 words") asks for it; a wish about the past, or about the weather, asks nothing.
    #[test]
    fn a_wish_that_a_thing_keep_to_a_bound() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "It'd be great if the summary stayed under 200 words.",
                "It would be nice if replies went out within a day.",
                "It'd be great if each slide had at most three bullets.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "It would have been great if the summary had stayed under 200 words.",
                "It'd be great if the weather held.",
                "It'd be great if prices stayed under control.",
                "It'd be great if the train were on time.",
            ],
        );
    }

    /// A sign with its reason after a dash ("Phones off during rated games — a ringing phone
    /// forfeits the game") is still a sign; a sign beside a past report is not.
    #[test]
    fn a_sign_with_its_reason() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "Phones off during rated games — a ringing phone forfeits the game.",
                "Shoes off past this point; the mats are cleaned daily.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "Phones off during the exam — mine rang twice.",
                "Phones off since the outage — the mast is down.",
            ],
        );
    }

    /// A telegraphic directive, a class of people and "to" with an act ("Gate staff to
    /// enforce strictly", "Drivers to be breathalysed before each shift"), binds; "Time to
    /// go", "Happy to help", or a sentence with its own verb, does not.
    #[test]
    fn a_telegraphic_directive_to_a_class_of_people() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "Foot passengers — boarding closes 10 min before departure. Gate staff to enforce strictly.",
                "All visitors to sign in at reception.",
                "Parents and pupils to stay behind the line.",
                "Drivers to be breathalysed before each shift.",
                "Contractors to use the side entrance.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "Happy to help.",
                "Things to do before the launch.",
                "Staff to be trained, the plan said.",
                "Visitors to the museum enjoyed the exhibit.",
            ],
        );
    }

    /// A markdown table with a column of caps or limits ("| Item | Cap |") states limits in
    /// force; a column of what each plan offers, or limits beside actual use, reports.
    #[test]
    fn a_table_with_a_column_of_limits() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "Travel policy:\n\n| Item | Cap |\n|---|---|\n| Hotel, per night | £180 |\n| Rail | standard class only |",
                "| Resource | Limit |\n|---|---|\n| CPU | 2 cores |\n| Memory | 4 GB |",
                "| Drug | Maximum |\n|---|---|\n| Paracetamol | 4 g a day |",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "| Service | Limit | Actual |\n|---|---|---|\n| API | 100 | 87 |",
                "| Plan | Max seats | Price |\n|---|---|---|\n| Free | 3 | $0 |",
                "| Region | Latency |\n|---|---|\n| EU | 120 ms |",
            ],
        );
    }

    /// Under the writer's own notes ("Scratchpad:", "Notes to self:"), a "Next:" step is the
    /// writer's plan; without the notes' label, or a "do not ..." under it, it binds.
    #[test]
    fn next_step_in_own_notes() {
        assert_kind(
            SpanKind::Narrative,
            &[
                "Scratchpad: pulled the last 30 days of refund requests (212 rows). 18% mention delayed delivery. Next: group by postcode.",
                "Notes to self: the export has 3 tabs. Next step: merge the tabs and check totals.",
                "Working notes: found the config. Then: diff it against staging.",
            ],
        );
        assert_kind(
            SpanKind::Constraint,
            &[
                "Pulled the last 30 days of refund requests. Next: group by postcode.",
                "Scratchpad: drafting the email. Next: do not mention the deposit.",
                "Scratchpad: drafting the landlord email now. Reminder to self: do not suggest deducting cleaning costs.",
            ],
        );
    }

    /// A table whose header names a column of rules ("| Item | Rule |") lists rules in force;
    /// a log of rules broken ("| Rule | Broken by | Date |") and a column of notes report.
    #[test]
    fn a_table_with_a_column_of_rules() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "| Item | Rule |\n|---|---|\n| Loan period | 21 days, renewable twice |\n| Reference books | Library use only |\n| Late fines | Waived for under-12s |",
                "| Area | Rules |\n|---|---|\n| Pool | Shower first |",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "| Rule | Broken by | Date |\n|---|---|---|\n| Phones at dinner | Tom | 3 May |",
                "| Item | Notes |\n|---|---|\n| Loan period | 21 days, renewed twice |",
            ],
        );
    }

    /// A condition leading the sentence holds the "nobody" rule after its comma ("Until the
    /// audit closes, nobody touches the ledger"); what nobody did then is told.
    #[test]
    fn nobody_after_a_leading_condition() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "Until the audit closes, nobody touches the ledger.",
                "Until Friday, nobody deploys to prod.",
                "During the demo, nobody speaks except the presenter.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "Until last year, nobody wore masks.",
                "Until the fix landed, nobody noticed the bug.",
                "Before the storm, nobody knows what to expect.",
            ],
        );
    }

    /// An order told at a past time ("last week Tom told us not to chase it") is history;
    /// told with no time, or made standing ("never ... again"), it binds.
    #[test]
    fn an_order_told_at_a_past_time() {
        assert_kind(
            SpanKind::Narrative,
            &[
                "Last week Tom told us not to chase the Delhi shipment, but it's arrived now so that's moot.",
                "Yesterday the landlord told me not to park in the yard.",
                "Two days ago the client asked us not to call before noon.",
            ],
        );
        assert_kind(
            SpanKind::Constraint,
            &[
                "Tom told us not to chase the shipment.",
                "Last week Tom told us never to chase the shipment again.",
                "Tom has told us not to chase the shipment.",
            ],
        );
    }

    /// A rule told in the past up to a time now gone ("Until last year, the office required
    /// ...") is no longer in force; one until a time to come still is.
    #[test]
    fn a_rule_until_a_past_time() {
        assert_kind(
            SpanKind::Narrative,
            &[
                "Until last year, the admissions office required a handwritten personal statement from every applicant.",
                "Until 2022 the clinic required a GP referral for physio.",
                "Until recently, the gym banned phones on the floor.",
                "Until two years ago the council banned food trucks downtown.",
            ],
        );
        assert_kind(
            SpanKind::Constraint,
            &[
                "Until further notice, the office requires a handwritten statement.",
                "Until 2027, all invoices must be issued in euros.",
                "Until then, nobody touches the ledger.",
            ],
        );
    }

    /// A guess about a party with what was seen of it after a dash ("The kids have to be
    /// exhausted — half of them fell asleep", "the roster must have been generated before
    /// ... — his name's still on it") is no rule; a rule's reason after a dash is no evidence.
    #[test]
    fn a_guess_with_what_was_seen_of_the_party() {
        assert_kind(
            SpanKind::Narrative,
            &[
                "The kids have to be exhausted after sports day — half of them fell asleep at story time.",
                "The roster must have been generated before Ahmed's leave was approved — his name's still on the Dubai pairing.",
                "The invoice must have been sent before the reminder went out — it's still in the outbox.",
            ],
        );
        assert_kind(
            SpanKind::Constraint,
            &[
                "The tenant has to be present — the last inspection failed.",
                "The tenant has to be present — he signs the form.",
                "The form must have been filed before the deadline — the auditor checked.",
                "Visitors have to be escorted — we had an incident last year.",
            ],
        );
    }

    /// "We banned 37 accounts": a count of parties banned is a tally of sanctions; a count of
    /// things kept out, a class banned or a passive is not (cls66c).
    #[test]
    fn a_count_of_parties_banned() {
        assert_kind(
            SpanKind::Narrative,
            &[
                "We banned 37 accounts for botting this weekend.",
                "The admins banned 14 users over the spam wave.",
            ],
        );
        assert_kind(
            SpanKind::Constraint,
            &[
                "We banned 3 apps from work phones.",
                "We banned phones on set.",
            ],
        );
    }

    /// A rule reported from its source, then ", which we did" or ", which we met": told as
    /// kept, a report; not done yet, negated, with no source, or with an order after it, it
    /// still binds (cls66c).
    #[test]
    fn a_rule_reported_as_kept() {
        assert_kind(
            SpanKind::Narrative,
            &[
                "The handbook says the gutters should be cleared every autumn, which we did in October.",
                "The lease says rent is due within 5 days, which we met every month.",
            ],
        );
        assert_kind(
            SpanKind::Constraint,
            &[
                "The handbook says the gutters should be cleared every autumn, which we did not.",
                "The handbook says the gutters should be cleared every autumn, which we haven't done yet.",
                "Clear the gutters every autumn, which we did in October.",
                "The handbook says the gutters should be cleared every autumn, which we did, so keep it up.",
            ],
        );
    }

    /// "must have" and a participle spelled as its base ("shed", "hurt", "cost") guesses
    /// about the past; "must have a shed", a noun, and "must let", no "have", still bind
    /// (cls66c).
    #[test]
    fn must_have_and_a_participle_spelled_as_its_base() {
        assert_kind(
            SpanKind::Narrative,
            &[
                "The snake must have shed overnight.",
                "That fall must have hurt, he was limping all week.",
                "The delay must have cost them the contract.",
            ],
        );
        assert_kind(
            SpanKind::Constraint,
            &[
                "Applicants must have a shed for storage.",
                "You must let the paint dry before the second coat.",
            ],
        );
    }

    /// "All the X are going to Y, only the ones with Z": a routing in the progressive with a
    /// class picked out by what it has excepted sorts, a rule; with no exception, a past, a
    /// forecast ("going to be") or a class picked by a deed ("who booked") it tells (cls66c).
    #[test]
    fn a_routing_in_the_progressive_with_a_class_excepted() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "All the blue crates are going to bay 4, only the ones with dents in, those go back.",
                "All the seedlings are going to the cold frame, except those without labels.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "All the blue crates are going to bay 4.",
                "All the blue crates went to bay 4, only the ones with dents in stayed.",
                "All the kids are going to be tired, only the ones with naps will cope.",
                "All the staff are going to the party, only the ones who booked early.",
            ],
        );
    }

    /// "..., so nothing more goes on it": after ", so", no more added once a limit is
    /// reached, a rule drawn from the facts before it; a past, a state that fits or what
    /// happens (no "more" or "else") is none (cls66c).
    #[test]
    fn nothing_more_added_after_so() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "The trailer is already at 3 tonnes, so nothing more goes on it today.",
                "The lift is at its limit, so nobody else gets in.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "The trailer was at 3 tonnes, so nothing more went on it.",
                "The site shuts at six, so nothing goes on there at night.",
                "The shelf is full, so nothing more fits on it.",
            ],
        );
    }

    /// A thing's state guessed, with what it was like on the day it was seen after a dash or
    /// a semicolon ("The boiler must be near the end of its days — the pressure was all over
    /// the place last night"), or with "at its peak" / "low on toner" for its state (no time
    /// set), is no rule; a person's duty, a place with a deadline, the speakers' own past or
    /// an event after the break still bind (cls66c).
    #[test]
    fn a_thing_guessed_from_how_it_was_on_a_day() {
        assert_kind(
            SpanKind::Narrative,
            &[
                "The old boiler must be near the end of its days — the pressure was all over the place last night.",
                "The printer must be short on toner; the pages were streaky yesterday.",
                "The sourdough starter must be at its best — the loaf this morning was huge.",
                "The doorbell must be low on charge, it's been beeping since Sunday.",
            ],
        );
        assert_kind(
            SpanKind::Constraint,
            &[
                "The tenant must be present — the door was open yesterday.",
                "The tenant has to be present — we had an incident last week.",
                "The kiosk must be tidy; the inspector visited yesterday.",
                "The van must be back on its bay by six — the driver was late yesterday.",
                "The tank must be low on fuel before you refill it.",
                "The kiosk must be on its stand.",
            ],
        );
    }

    /// What the sentence opens with as given ("Given the pollen count, the rash must be hay
    /// fever") makes a state a guess; an act, a passive owed or a bound still binds.
    #[test]
    fn a_state_guessed_from_what_is_given() {
        assert_kind(
            SpanKind::Narrative,
            &[
                "Given the pollen count this week, the rash must be hay fever rather than the new mouthwash.",
                "Given the forecast, the ferry has to be late.",
            ],
        );
        assert_kind(
            SpanKind::Constraint,
            &[
                "Given the risk, staff must wear masks.",
                "Given the risk, the door must be locked at night.",
                "Given the budget, the report must be under 10 pages.",
            ],
        );
    }

    /// The order a named thing works in ("The scheduler assigns crew by seniority first, then
    /// by base") is described; a verbless "X first, then Y" orders.
    #[test]
    fn the_order_a_named_thing_works_in() {
        assert_kind(
            SpanKind::Narrative,
            &[
                "The scheduler assigns crew by seniority first, then by home base, and finally by remaining monthly hours.",
                "It sorts rows by date first, then by name.",
                "The crew scheduler ranks pilots by seniority first, then by base.",
            ],
        );
        assert_kind(
            SpanKind::Constraint,
            &[
                "Staging first, then prod.",
                "The tests first, then the docs.",
                "Sort tickets by priority first, then by age.",
            ],
        );
    }

    /// A named product's specification ("The X-400 inverter supports up to 6 kW") is no
    /// limit; a plan told to its holder, a place's capacity, a rate or a modal is.
    #[test]
    fn a_products_specification() {
        assert_kind(
            SpanKind::Narrative,
            &[
                "The X-400 inverter supports up to 6 kW of panels and comes with a ten-year warranty.",
                "This charger handles up to 100 W.",
            ],
        );
        assert_kind(
            SpanKind::Constraint,
            &[
                "Your plan supports up to 5 users.",
                "The API supports up to 100 requests per minute.",
                "The venue holds up to 200 people.",
                "The lift must hold no more than 8 people.",
            ],
        );
    }

    /// A bug report's steps to reproduce, beside its "Expected" and "Actual" lines, tell
    /// what the reporter did; a runbook's "Steps:", or a request after the report, binds.
    #[test]
    fn a_bug_reports_steps_to_reproduce() {
        assert_kind(
            SpanKind::Narrative,
            &[
                "BUG-4412 Subtitle export drops italics on Windows.\nSteps: open project, export SRT, inspect file.\nExpected: <i> tags preserved.\nActual: tags stripped.",
                "Steps to reproduce:\n1. Log in as admin\n2. Click Export\nExpected result: a CSV downloads\nActual result: a blank page",
            ],
        );
        assert_kind(
            SpanKind::Constraint,
            &[
                "Steps: back up the database, then run the migration.",
                "Steps: run make test.\nExpected: all green.",
                "Steps: open project, export SRT.\nExpected: tags kept.\nActual: tags stripped.\nPlease fix this before Friday's release.",
            ],
        );
    }

    /// More of the session-24 classes: a standing order with its reason after a dash, a
    /// table's limit column with its period, a ratio "of" two groups kept, a wish with a
    /// date, and telegraphic directives to passengers, crew and residents.
    #[test]
    fn session_24_classes_in_more_shapes() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "Helmets on at all times — the site is live.",
                "| Category | Max per day |\n|---|---|\n| Meals | £45 |",
                "| Card | Daily limit |\n|---|---|\n| Visa | £500 |",
                "The ratio of nurses to patients stays at one to four on nights.",
                "It'd be lovely if the invoices went out within 5 days.",
                "It'd be great if the minutes went out by Friday.",
                "It would be nice if the report came in before the 5th.",
                "Cabin crew to remain seated during taxi.",
                "All passengers to show ID at the gate.",
                "Residents to put bins out by 7am.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "Closed during renovation — reopens in May.",
                "It'd be great if the weather held until Friday.",
                "It would have been nice if the report came in before the 5th.",
                "The ratio of boys to girls stays roughly even.",
                "Staff to remain seated, the report said.",
                "The crew fixed the mast.",
                "Passengers complained about the delay.",
            ],
        );
    }

    /// A verbless restriction after a label or a table cell's bar ("Draw offers: not before
    /// move 30", "| Deliveries | not on Sundays |") binds; a report label's "not", a place
    /// ("Result: not in the cache") and a sentence with a verb do not.
    #[test]
    fn a_labelled_restriction_binds() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "Draw offers: not before move 30.",
                "| Draw offers | not before move 30 |",
                "Visitors: not before 9am.",
                "Refund requests - not after 30 days.",
                "Deliveries: not on Sundays.",
                "Cabin bags: not over 7 kg.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "Lunch: not before noon, we had a late breakfast.",
                "Status: not before Friday, says the vendor.",
                "Result: not in the cache.",
                "Cause: not on the list of known issues.",
                "Reason: not before the deadline, sadly.",
            ],
        );
    }

    /// A request someone's relative or adviser made, named with a possessive ("Mrs Kaur's
    /// daughter has asked that nobody ...", "the client's lawyer asked that we ..."), binds as
    /// the same request from "the family" does; a contraction before the noun ("it's") names
    /// no one.
    #[test]
    fn a_request_named_with_a_possessive_binds() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "Mrs Kaur's daughter has asked that nobody discusses hospice transfer with her mother directly.",
                "The client's lawyer asked that we copy her on every email.",
                "Sam's manager asked that you keep the demo under ten minutes.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "Ana's manager asked that we delay the launch, but that was last year.",
                "It's asked that question every week.",
            ],
        );
    }

    /// "no dramas", "no probs", "no bother": "no problem" in Australian, British and Irish
    /// English, no ban; a ban on a thing with the same "no" still binds.
    #[test]
    fn no_problem_in_other_englishes_is_no_ban() {
        assert_kind(
            SpanKind::Narrative,
            &[
                "Drove out to the site this arvo, the footage came up a treat, no dramas with the wind.",
                "No probs, I'll send it tonight.",
                "No bother at all, the van's back in the yard.",
            ],
        );
        assert_kind(
            SpanKind::Constraint,
            &[
                "No drama in the group chat, please.",
                "No dogs in the dining room.",
            ],
        );
    }

    /// An instruction wrapped in a tag with attributes (`<user_note priority="high">`) is read
    /// as one in a bare tag is; what a tag wraps is still machine text when it is.
    #[test]
    fn a_rule_in_a_tag_with_attributes_binds() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "<user_note priority=\"high\">Never store card numbers in the booking notes field.</user_note>",
                "<instructions lang=\"en\">Always reply in French.</instructions>",
                "<note from='ops' level=2>Do not restart the primary during business hours.</note>",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "<result status=\"ok\">{\"count\": 3, \"items\": [], \"max\": 10}</result>",
                "<note kind=\"log\">The deploy finished at 14:02 without errors.</note>",
            ],
        );
    }

    /// "go past", "run past", "stay past" + a number is a ceiling like "go over" ("the budget
    /// can't go past $4,500"); "the past 3 days" and "half past 5" bound nothing.
    #[test]
    fn going_past_a_number_is_a_bound() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "Just one thing: the budget for flowers can't go past $4,500 total, including delivery.",
                "The stand-up must not run past 15 minutes.",
                "Spend on ads shouldn't creep past 2,000 a month.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "We spent the past 3 days on the migration.",
                "The bus came at half past 5 and we got home late.",
                "The meeting went past 6pm because of the demo.",
            ],
        );
    }

    /// "must have" + a participle guessed from evidence the sentence opens with ("given the
    /// timestamps", "if the logs are right") tells what one party did, even with a time before
    /// it; a class of people or the one addressed is held to a step done before another.
    #[test]
    fn a_past_deed_guessed_from_given_evidence_is_no_rule() {
        assert_kind(
            SpanKind::Narrative,
            &[
                "Given the timestamps, the attacker must have had the VPN credentials for at least a week before the first login.",
                "If the timestamps are right, the signaller must have cleared the route before the train had passed the overlap. Strange.",
                "Assuming the logs are accurate, the courier must have left the parcel before noon.",
                "Given these readings, the pump must have stopped before the alarm went off.",
            ],
        );
        assert_kind(
            SpanKind::Constraint,
            &[
                "Given the audit, you must have completed the training before you start.",
                "Staff must have completed the course before they start.",
                "If the form is correct, applicants must have lived in the UK for three years before they apply.",
            ],
        );
    }

    /// A limit noun said in the present not to bend ("the deadline is firm", "our budget is
    /// fixed") and a rule just told called one ("that's a firm rule", "this is the rule") bind;
    /// a past limit, a firm thing that is no limit, and "a rule of thumb" do not.
    #[test]
    fn a_limit_or_rule_called_firm_binds() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "Thanks for the quote. The deadline is firm: final files by 9 April.",
                "Our budget is fixed, so pick the cheaper venue.",
                "Drivers won't be idling engines outside the school anymore. That's a firm rule from the depot manager now.",
                "Shoes stay at the door. That is the rule.",
                "It's a strict rule.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "The deadline was firm, but they moved it anyway.",
                "The mattress is firm and the pillows are soft.",
                "That's a rule of thumb, nothing more.",
                "That's a rule I never liked.",
                "That was a firm rule back then.",
                "Is that a firm rule?",
            ],
        );
        // cls69c: the limit named alone, a comma or the end closing it, of a value just given.
        assert_kind(
            SpanKind::Constraint,
            &[
                "labeller:\n  jar: 454g\n  overfill_tolerance_g: 3   # hard limit, trading standards will have us otherwise\n  print_batch: true",
                "[kiln]\nmax_temp = 1240   # hard cap",
                "Hard limit, trading standards will have us otherwise.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "labeller:\n  jar: 454g\n  overfill_tolerance_g: 3   # in grams\n  print_batch: true",
                "labeller:\n  overfill_tolerance_g: 3   # was 5 last year",
                "labeller:\n  overfill_tolerance_g: 3   # set by Bob",
                "labeller:\n  overfill_tolerance_g: 3\n  print_batch: true",
                "[kiln]\nmax_temp = 1240   # hard limit was 1300 last year",
                "Hard limits are a pain when the batch runs over.",
                "Hard limit?",
                "Soft limit, we can go over if the client asks.",
            ],
        );
    }

    /// "for reference only", "for illustrative purposes only": a note that a text is shown to
    /// inform limits no one ("for internal use only" does).
    #[test]
    fn shown_for_reference_only_is_no_limit() {
        assert_kind(
            SpanKind::Narrative,
            &[
                "# snapshot of last month's config, for reference only\nshuttle:\n  seats: 24\n  stops: 6",
                "Old org chart, for illustration only.",
                "Figures from 2019, for illustrative purposes only.",
            ],
        );
        assert_kind(
            SpanKind::Constraint,
            &[
                "Sandbox keys, for internal use only.",
                "The staging database, read access only.",
            ],
        );
    }

    /// "give or take" is an estimate's leeway, and one verb alone in parentheses after a
    /// heading ("▶ Retro (toggle)") a control's label: no orders. "Give the keys back" and a
    /// verb with its object in parentheses still order.
    #[test]
    fn give_or_take_and_a_toggle_label_are_no_orders() {
        assert_kind(
            SpanKind::Narrative,
            &[
                "The translation should be done by Friday if Lindiwe's estimate holds, give or take.",
                "It took three weeks, give or take a few days.",
                "▶ Retro (toggle)\n  - Callout volume was higher than last winter\n  - Radio dead zone near the saddle still there",
                "Meeting notes (toggle)",
            ],
        );
        assert_kind(
            SpanKind::Constraint,
            &[
                "Give the keys back to reception or take them with you.",
                "Retro notes (toggle them closed before sharing)",
                "Take the stairs, give or take a few exceptions for deliveries.",
            ],
        );
    }

    /// "next visit 14 Dec", "next sync Thursday": the next event with its date, and "no AE
    /// reported", "no leaks observed": a finding; neither orders ("Next, visit the clinic",
    /// "No weapons allowed" do).
    #[test]
    fn the_next_event_and_a_finding_are_no_orders() {
        assert_kind(
            SpanKind::Narrative,
            &[
                "P-0142 visit 4: no AE reported; next visit 14 Dec 2026.",
                "Pressure test done, no leaks observed; next review on Monday.",
                "Next visit on 3 March.",
            ],
        );
        assert_kind(
            SpanKind::Constraint,
            &[
                "Next, visit the clinic.",
                "Next visit the clinic on Monday.",
                "No weapons allowed.",
                "No data shared with new vendors until the contract is signed.",
            ],
        );
    }

    /// A level that "stayed", "held" or "remained" within a range, then ", no excursions": the
    /// reading goes on, nothing is banned.
    #[test]
    fn no_excursions_after_a_level_that_held_is_a_reading() {
        assert_kind(
            SpanKind::Narrative,
            &[
                "Yep, the logger shows the kit stayed between 2 and 8 degrees the whole way, no excursions.",
                "The fridge held under 5 degrees all night, no alarms.",
                "Humidity remained between 40 and 60 percent, no spikes.",
            ],
        );
        assert_kind(
            SpanKind::Constraint,
            &[
                "Keep the kit between 2 and 8 degrees, no excursions.",
                "The van stays in bay 3, no parking on the ramp.",
            ],
        );
    }

    /// "I'll list the timeline first, then the affected hosts": the speaker's own next steps
    /// ("List the timeline first, then the hosts" orders).
    #[test]
    fn the_speakers_first_then_plan_is_no_order() {
        assert_kind(
            SpanKind::Narrative,
            &[
                "Thinking: the user asked for a summary. I'll list the timeline first, then the affected hosts.",
                "We will check the logs first, then the config.",
                "I'm going to draft the email first, then the slides.",
            ],
        );
        assert_kind(
            SpanKind::Constraint,
            &[
                "List the timeline first, then the affected hosts.",
                "Security fixes first, then features.",
            ],
        );
    }

    /// "At least 3 of the 12 trial sites reported ...": a bound on a part of a group that a
    /// past verb reports on counts what happened; "at least 3 of the 12 reviewers must approve"
    /// and a participle after the article ("of the approved vendors") do not report.
    #[test]
    fn a_counted_part_of_a_group_in_a_past_report_is_measured() {
        assert_kind(
            SpanKind::Narrative,
            &[
                "At least 3 of the 12 trial sites reported late eCRF entries in October.",
                "No more than 2 of our vendors missed the deadline last quarter.",
                "Fewer than 10 of the 200 users opened the survey.",
            ],
        );
        assert_kind(
            SpanKind::Constraint,
            &[
                "At least 3 of the 12 reviewers must approve.",
                "At least 2 of the approved vendors must sign.",
                "No more than 2 of you should be on call at once.",
            ],
        );
    }

    /// A ban or a requirement made by a source called previous, former or old anywhere in the
    /// sentence ("described how her previous agency banned ...") is no longer in force; the
    /// same ban by a current source still binds.
    #[test]
    fn a_ban_by_a_former_source_inside_a_sentence_is_no_rule() {
        assert_kind(
            SpanKind::Narrative,
            &[
                "In the interview, the translator described how her previous agency banned machine translation entirely and how frustrating that was.",
                "He left because his former boss required daily status reports.",
                "She laughed about how their old school forbade phones in class.",
            ],
        );
        assert_kind(
            SpanKind::Constraint,
            &[
                "My manager banned laptops in meetings.",
                "The agency banned machine translation entirely.",
            ],
        );
    }

    /// A group told it stops doing a thing ("Drivers won't be idling engines outside the school
    /// anymore", "we won't be accepting cash any longer") is a ban; the speaker's own state, a
    /// forecast about a party, or no "anymore" is not.
    #[test]
    fn a_practice_said_to_end_is_a_ban() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "Drivers won't be idling engines outside Rosebank Primary anymore.",
                "We won't be accepting cash anymore.",
                "Contractors will not be using the old VPN any longer.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "I won't be needing the car anymore.",
                "It won't be raining anymore by noon.",
                "They won't be coming anymore.",
                "The kids won't be having lunch there anymore.",
            ],
        );
    }

    /// A past order to a third party whose answer the sentence goes on to tell ("Priya called
    /// the hotel and told them not to release the room block; they agreed") is a story, and a
    /// principal that an earlier verb acted on ("called the hotel and told them") is not the
    /// one who told; a principal's own order still binds.
    #[test]
    fn a_third_partys_order_told_with_its_answer_is_a_story() {
        assert_kind(
            SpanKind::Narrative,
            &[
                "Priya called the hotel and told them not to release the room block; they agreed and extended it to Monday.",
                "Sam told him not to book the late flight; he agreed.",
                "Priya called the hotel and told them to hold the room block.",
            ],
        );
        assert_kind(
            SpanKind::Constraint,
            &[
                "The hotel told us not to release the room block.",
                "The client told them not to share the file.",
                "The client called and told us to stop sending reminders.",
            ],
        );
    }

    /// What a party named by a pronoun wanted once ("they basically just wanted the timeline
    /// again") binds only when the wish is shaped ("they wanted the report in PDF"), as with
    /// "want"; a named principal's "wanted" is read as before.
    #[test]
    fn a_pronouns_past_wish_binds_only_shaped() {
        assert_kind(
            SpanKind::Narrative,
            &[
                "[voice memo 01:12] right so the call with the insurer went okay, they basically just wanted the timeline again, and um, Rachel's going to send it over.",
                "She wanted a refund, which we sent on Monday.",
            ],
        );
        assert_kind(
            SpanKind::Constraint,
            &[
                "They wanted the report in PDF.",
                "She wanted the kids in bed by 9.",
                "The client wanted the timeline.",
            ],
        );
    }

    /// Limits a table, a chart or a study lists ("Table 3 lists limits from each jurisdiction:
    /// Ontario 60 hours/week, ...") are data about others; a contract's list, or limits given
    /// under a label of their own, bind.
    #[test]
    fn limits_a_table_lists_are_data() {
        assert_kind(
            SpanKind::Narrative,
            &[
                "Table 3 lists limits from each jurisdiction: Ontario 60 hours/week, BC 48, Alberta 44; we're only comparing them for the blog post.",
                "The study compares the caps in five cities: Leeds 20 mph, York 30 mph.",
            ],
        );
        assert_kind(
            SpanKind::Constraint,
            &[
                "The contract lists limits for each region: North 60 hours/week, South 48.",
                "Limits from each jurisdiction: Ontario 60 hours/week, BC 48.",
            ],
        );
    }

    /// An allowance owned by a league, a company or a club, with a rate over an "away" fixture
    /// ("per away fixture", "each away game"), is a limit in force; a distance ("3 miles away")
    /// or a past amount stays narrative.
    #[test]
    fn possessed_allowances_per_away_fixture_bind() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "The league's travel allowance is £40 per away fixture per team.",
                "The company's meal allowance is $25 per away trip.",
                "Our club's fuel allowance is £30 for each away game.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "The league's training ground is 3 miles away.",
                "The club's budget was £40 per away fixture last season.",
            ],
        );
    }

    /// A negative subject (maybe stressed with "absolutely") with an action in the present,
    /// held to a bound ("for more than half of any match") or to an event ("till the brake is
    /// tagged out"), is a standing ban; what nobody did, knows or likes is told.
    #[test]
    fn nobody_held_to_a_bound_or_stressed() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "One thing though: no child sits out for more than half of any match, whatever the score.",
                "No player stays on the bench longer than ten minutes.",
                "ABSOLUTELY NOBODY CLIMBS T11 TILL THE BRAKE IS TAGGED OUT. I MEAN IT.",
                "Absolutely nobody enters the pit till the crane is parked.",
                "Absolutely nothing leaves the building on a USB stick.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "Absolutely nobody knows why it fails.",
                "Absolutely nobody came to the party till ten.",
                "Absolutely nobody likes the new logo.",
                "Nobody climbs Everest in winter.",
            ],
        );
    }

    /// "must have" + a participle spelled as its base ("come", "become") before a time, with
    /// the evidence named after the guess (", judging by the passenger list"), guesses; a
    /// class's completed step or a thing's deadline with no evidence binds.
    #[test]
    fn past_guesses_with_evidence_after_them() {
        assert_kind(
            SpanKind::Narrative,
            &[
                "The Hendry line must have come over from Ulster before 1830, judging by the passenger list.",
                "The parcel must have gone out before noon, going by the tracking page.",
                "The bike must have become stuck before noon, going by the photos.",
            ],
        );
        assert_kind(
            SpanKind::Constraint,
            &[
                "Applicants must have come through the online portal before applying.",
                "The form must have come in before Friday.",
                "The form must have been filed before Friday.",
            ],
        );
    }

    /// A named subject's past ("Ailsa told ...", "Priya checked ...") continues past "and": a
    /// verb spelled like its base there ("put", "set", "cut") is told, not ordered.
    #[test]
    fn a_named_subjects_past_continues_after_and() {
        assert_kind(
            SpanKind::Narrative,
            &[
                "Ailsa told the borrower not to worry and put the account into a 60-day forbearance.",
                "Priya checked the logs and set the alert threshold to 5.",
            ],
        );
        assert_kind(
            SpanKind::Constraint,
            &[
                "The landlord told us to keep the gate closed and lock the shed.",
                "Check the logs and set the alert threshold to 5.",
            ],
        );
    }

    /// "never" + a base form after one thing or person ("the rain never let up", "he never
    /// put the tools back") is a past spelled as its base, told; with the present's "-s"
    /// ("the intern never pushes to main") or a plural ("staff never enter ...") a rule.
    #[test]
    fn never_with_a_bare_past_after_one_subject() {
        assert_kind(
            SpanKind::Narrative,
            &[
                "Och, the lads were up on the Dunlop roof till dark, and the rain never let up once.",
                "He never put the tools back.",
                "The wind never let up all night, and the tent held.",
            ],
        );
        assert_kind(
            SpanKind::Constraint,
            &[
                "The intern never pushes to main.",
                "Staff never enter the vault alone.",
                "The assistant never shares the keys.",
            ],
        );
    }

    /// A rule a draft or a proposal says ("Clause 7 of the draft says the tenant shall not
    /// sublet ...", "the proposed bylaw states ...") is not yet in force; a lease's or a
    /// policy's binds.
    #[test]
    fn rules_a_draft_says_are_not_in_force() {
        assert_kind(
            SpanKind::Narrative,
            &[
                "Clause 7 of the draft says the tenant shall not sublet without consent; the landlord's solicitor wants to soften it.",
                "The proposed bylaw states that dogs must be leashed.",
                "The draft policy says staff must not work weekends.",
            ],
        );
        assert_kind(
            SpanKind::Constraint,
            &[
                "Clause 7 of the lease says the tenant shall not sublet without consent.",
                "The policy says staff must not work weekends.",
            ],
        );
    }

    /// Singlish interjections ("Wah", "Aiyo", "Eh") are no verbs; "must be the / a" right after
    /// a verb of saying or thinking ("facilities say must be the compressor") guesses a cause
    /// with its "it" left out; an order after an interjection still binds.
    #[test]
    fn singlish_interjections_and_guessed_causes() {
        assert_kind(
            SpanKind::Narrative,
            &[
                "Wah the aircon at level 3 hot desks spoil again, facilities say must be the compressor lah.",
                "Aiyo, the lift spoil again, the guard think must be a fuse.",
                "Eh, the printer jam again.",
            ],
        );
        assert_kind(
            SpanKind::Constraint,
            &[
                "Wah, stop that.",
                "Facilities say you must be at the desk by 9.",
            ],
        );
    }

    /// An unlisted verb whose object is a thing named by its number, with no article
    /// ("Oxygenate tank 2 before you add the smolts"), orders as it does before "the tank";
    /// a number followed by a quantity's noun, a report's verb or a comma is no such object.
    #[test]
    fn unlisted_verb_before_a_numbered_thing() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "Oxygenate tank 2 before you add the smolts.",
                "Sanitise bench 3 before you start.",
                "Deflea kennel 3 before you bring the new dog in.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "Check-in opens 24 hours before departure.",
                "Update from on-call: pump station 3 back online at 04:20.",
                "Exit code 137, so probably the OOM killer.",
                "Figure 3 shows the drop.",
                "Patient bay 3 flooded overnight.",
            ],
        );
    }

    /// Scots negatives read as their contractions ("Dinnae let the weans near the pond" is
    /// "don't let ..."); what a change leaves alone, said after the note of the change ("Tests
    /// updated; no behaviour change for USPTO dates", ", no functional changes"), is a commit
    /// note's report, not a ban, unless a condition holds it; opening its sentence it bans.
    #[test]
    fn scots_negatives_and_changes_with_no_effect() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "Dinnae let the weans near the pond without a grown-up, mind.",
                "Dinnae touch the stove.",
                "No behaviour changes without a deprecation notice.",
                "No schema changes this sprint.",
                "No behaviour changes in a patch release.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "I didnae see the match.",
                "The bairn isnae well.",
                "Merged #212: moves the deadline calculator to the new holiday calendar. Tests updated; no behaviour change for USPTO dates.",
                "Bumped the parser version, no functional changes.",
                "Refactored the cache: no change in behavior for existing users.",
            ],
        );
    }

    /// Scots "nae" ("no"), "naebody" ("nobody"), "mair" ("more") and "nivver" or "niver"
    /// ("never", pol65c) read as their words: "Nae drilling through slates in the rain" bans
    /// as "No drilling ..." does; "naebody got a lunch break" and "there's nae milk left" tell
    /// what happened.
    #[test]
    fn scots_nae_naebody_and_mair() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "Nae drilling through slates in the rain, lads.",
                "Nae mair overtime for Kirsty this month, she's well past her 48 hours.",
                "Naebody goes up the ladder without a spotter.",
                "We nivver lend the trailer tae folk fae the next village.",
                "Niver leave the kiln door open wi the fan aff.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "Och, we saw thirty-odd consults and naebody got a lunch break.",
                "There was nae milk left by ten.",
                "Naebody phoned back yesterday.",
                "Ma faither nivver saw the new shed.",
            ],
        );
    }

    /// A kept state held through an occasion ("The bar stays closed during the children's
    /// matinees") is a standing rule (corpus36); a past one, or a state no one keeps, tells
    /// what happened or how things are.
    #[test]
    fn a_state_kept_through_an_occasion_is_a_rule() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "The bar stays closed during the children's matinees.",
                "The side gate remains locked while the kids are outside.",
                "The server room stays locked outside office hours.",
                "Cold room door stays shut during defrost.",
                "The fire door stays shut at all times.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "The bar stayed closed during the matinee.",
                "The weather stays dry during the week.",
                "The gate remained locked while we waited for the locksmith.",
                "Honestly the cafe stays busy during the school holidays.",
            ],
        );
    }

    /// Nigerian Pidgin's "say make nobody ..." and "say make una no ..." ("Oga say make
    /// nobody use the new chisel"): someone's ban relayed, as "the boss says nobody ..." is
    /// (corpus36). A report of what happened, or "make" as a verb, is none.
    #[test]
    fn pidgin_say_make_nobody_relays_a_ban() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "Oga say make nobody use the new chisel to open paint tin, e go spoil am.",
                "Oga Emeka say make nobody delete any log for the affected server.",
                "Madam say make una no park for the gate.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "Oga said nobody came to the shop today.",
                "Emeka say the generator don spoil again.",
                "They say make-up artists were booked for the shoot.",
            ],
        );
    }

    /// A commit subject after its conventional type ("fix(docket): stop double-counting
    /// weekends", "feat: add pagination") is in the convention's mood, no order; a label word
    /// without a scope ("Fix: restart the server", "Note: stop the server first") still heads
    /// one.
    #[test]
    fn conventional_commit_subjects_order_nothing() {
        assert_kind(
            SpanKind::Narrative,
            &[
                "fix(docket): stop double-counting weekends in EPO deadline calc\n\nThe 10-day rule was applied after the weekend roll-forward, which pushed some deadlines a day late.",
                "feat(api): add pagination to the list endpoint",
                "chore: bump deps",
            ],
        );
        assert_kind(
            SpanKind::Constraint,
            &[
                "Fix: restart the server and clear the cache.",
                "Note: stop the server before the upgrade.",
            ],
        );
    }

    /// A negative subject waiting out an operation in progress ("nobody touches the BGP
    /// config while the migration is running") bans; a complaint about a person's own wait
    /// ("nobody answers while I'm on hold") does not.
    #[test]
    fn negative_subject_held_while_an_operation_runs() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "@all reminder: nobody touches the BGP config on edge-02 while the carrier migration is running",
                "Nothing ships while the freeze is on.",
                "No one opens the kiln while a firing is in progress.",
                "Nobody touches the kiln while it's firing.",
                "Nobody unplugs the router while they are updating it.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "Nobody answers the phone while I'm on hold.",
                "Nothing works while I'm on the train.",
                "Nobody touches the config.",
            ],
        );
    }

    /// "None of X can" + a verb of keeping or of a hand allowed bans it for every one of
    /// them; an ability ("none of them can swim", "none of us can make it") is told.
    #[test]
    fn none_of_a_group_can() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "Turn 3: Oh and none of them can have nuts, one of the kids is allergic.",
                "None of the kids can have sugar after 6.",
                "None of the temps can access payroll.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "None of them can swim.",
                "None of us can make it Friday.",
                "None of the testers can reproduce it.",
            ],
        );
    }

    /// "can't" before a verb of finding out ("reproduce", "find", "pinpoint") tells a search
    /// that failed, whoever searched; before a verb of access it still bans.
    #[test]
    fn failed_search_is_no_ban() {
        assert_kind(
            SpanKind::Narrative,
            &[
                "The QA team can't reproduce the audio desync on the dev kits, only on retail units.",
                "The support team can't find the order in the old system.",
                "Users can't locate the export button.",
            ],
        );
        assert_kind(
            SpanKind::Constraint,
            &[
                "Contractors can't access the HR folder.",
                "Interns can't share the test results outside the team.",
                // Said to "you", copying is barred.
                "You can't reproduce the licensed photos in the newsletter.",
                "You cannot replicate the customer database to your laptop.",
            ],
        );
    }

    /// A scope on an event seen ("repros on retail units only, not dev kits", "the crash
    /// happens on Safari only") says where it was seen; "X only" and "X, not Y" as a choice
    /// still limit.
    #[test]
    fn scope_of_an_event_seen() {
        assert_kind(
            SpanKind::Narrative,
            &[
                "Audio desync: repros on retail units only, not dev kits.",
                "The crash happens on Safari only.",
                "The freeze occurs on the older tablets only.",
            ],
        );
        assert_kind(
            SpanKind::Constraint,
            &[
                "Decaf only.",
                "Aisle seat, not window.",
                "Weekly rota goes on the shared drive, not by email.",
                "Whatever happens, the nightly backup runs before the ETL, not after.",
            ],
        );
    }

    /// A noun-like verb and a bare noun read at a percentage ("Reserve pool at 63%", "Water
    /// tank at 30%") is a status; a verb that sets a level ("Cap memory at 80%"), or one that is
    /// no noun ("Replace filter at 80% wear"), orders it.
    #[test]
    fn status_reading_at_a_percentage() {
        assert_kind(
            SpanKind::Narrative,
            &[
                "Status: 14 of 16 Oct flights crewed; two vacancies on the LHR-JFK pairing, both first officer slots. Reserve pool at 63%.",
                "Build cache at 40% after the purge.",
                "Water tank at 30%.",
            ],
        );
        assert_kind(
            SpanKind::Constraint,
            &[
                "Cap memory at 80%.",
                "Hold the humidity at 45%.",
                "Keep disk usage at 70%.",
                "Replace filter at 80% wear.",
            ],
        );
    }

    /// A past verb opening the clause of a limit ("Capped log retention at 30 days", "Lowered
    /// the refund cap to $200") tells a change done, a changelog's item; the limit stated
    /// in force ("Log retention capped at 30 days") binds.
    #[test]
    fn limit_changed_in_the_past() {
        assert_kind(
            SpanKind::Narrative,
            &[
                "## Done this sprint\n- Removed the legacy login screen\n- Capped log retention at 30 days (merged #512)\n- Fixed the crash when the save file is empty",
                "Lowered the refund cap to $200 last week.",
            ],
        );
        assert_kind(
            SpanKind::Constraint,
            &[
                "Log retention capped at 30 days.",
                "The upload limit is 50 MB.",
                "Set log retention at 30 days.",
            ],
        );
    }

    /// A tag naming a rule opening a memory entry ("[rule] Twins are walked at 3pm daily")
    /// states one; another tag ("[note]") does not.
    #[test]
    fn tag_naming_a_rule() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "- [rule] Twins are walked at 3pm daily.",
                "[policy] Invoices are numbered by year.",
                "[rules] Don't feed the dog.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "[note] Twins are walked at 3pm daily.",
                "- [done] Twins walked at 3pm.",
            ],
        );
    }

    /// A grant of the house ("refunds", "exchanges", "extensions") said not to be available
    /// is a rule; stock not available, or a grant unavailable for a moment, is told.
    #[test]
    fn house_grant_not_available() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "Refunds for personalised cakes aren't available once decorating has begun.",
                "Exchanges are not available on sale items.",
                "Extensions aren't available after the deadline.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "The blue mugs aren't available in size 10.",
                "Refunds aren't available right now, the till is down.",
                "Tickets aren't available yet.",
            ],
        );
    }

    /// An act done to a pronoun ("opening it", "deleting them") needing a person or a count
    /// states a requirement, as "opening the door needs a manager" does; "it needs a
    /// restart" after an aside tells how a thing behaves.
    #[test]
    fn an_act_on_a_pronoun_needs_a_person() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "Opening it needs a manager.",
                "Deleting them requires two admins.",
            ],
        );
        assert_kind(SpanKind::Narrative, &["Honestly, it needs a restart."]);
    }

    /// A class of people who "shouldn't take more than two dogs" are held to a bound on a
    /// count of things; "the build shouldn't take more than ten minutes" guesses a time.
    #[test]
    fn should_with_a_bound_on_a_count_of_things() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "Junior walkers shouldn't take more than two dogs at once.",
                "Drivers shouldn't load over 20 boxes per van.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "The build shouldn't take more than ten minutes.",
                "The migration should take over 2 hours.",
                "It shouldn't take more than two tries.",
            ],
        );
    }

    /// "you'd have to" that someone else's word backs ("from what the harbourmaster told me")
    /// tells a means; advice to the reader alone, or serving a goal, still binds (the safe
    /// side: "to get a refund you'd have to show the receipt" is a rule the agent must know).
    #[test]
    fn hearsay_you_would_have_to() {
        assert_kind(
            SpanKind::Narrative,
            &[
                "To get a berth at that marina in August you'd have to book around March, from what the harbourmaster told me.",
                "You'd have to queue for hours, from what Dan said.",
            ],
        );
        assert_kind(
            SpanKind::Constraint,
            &[
                "You'd have to ask Marta first.",
                "To deploy, you must ask Marta first.",
                "To get a refund you'd have to show the receipt.",
                "To get a table there you'd have to book weeks ahead.",
            ],
        );
    }

    /// The speaker's wonder closing a sentence about a third party's "never" ("Biscuit never
    /// pulls on the lead, it's uncanny") tells a marvel seen; without it, or said of "you",
    /// the "never" binds.
    #[test]
    fn never_marvelled_at() {
        assert_kind(
            SpanKind::Narrative,
            &[
                "Biscuit never pulls on the lead when Sam walks her, it's uncanny.",
                "Our toddler never cries at the dentist, which is amazing.",
                "The new hire never takes a lunch break, it's weird.",
            ],
        );
        assert_kind(
            SpanKind::Constraint,
            &[
                "Biscuit never goes on the sofa.",
                "You never leave the gate open, it's important.",
                "The bot never posts in #general, it's amazing.",
            ],
        );
    }

    /// A markdown table row's cell opening with a ban ("| Rated league | No draw offers before
    /// move 30 |") binds as the ban does after a label's colon; a cell naming a task or a
    /// description ("| Open to all members |", "| Deploy API | Done |") and a cell reporting
    /// none ("| No injuries reported |") do not.
    #[test]
    fn a_ban_in_a_table_cell() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "| Event | Time control | Notes |\n|---|---|---|\n| Club blitz | 3+2 | Open to all members |\n| Rated league | 90+30 | No draw offers before move 30 |",
                "| Room | Notes |\n|---|---|\n| Lab 2 | Do not prop the door open |",
                "| Area | Notes |\n|---|---|\n| Pool | No glass on the deck |",
                "| Site | Notes |\n|---|---|\n| Quarry | Never work alone |",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "| Event | Notes |\n|---|---|\n| Club blitz | Open to all members |",
                "| Task | Status |\n|---|---|\n| Deploy API | Done |\n| Update docs | In progress |",
                "| Task | Owner |\n|---|---|\n| Do the dishes | Sam |",
                "| Date | Incidents |\n|---|---|\n| 3 May | None |\n| 4 May | No injuries reported |",
                "| Event | Notes |\n|---|---|\n| Club blitz | No results yet |",
            ],
        );
    }

    /// A limit noun closing a label before its colon, a noun phrase without article or
    /// pronoun ("Foot passenger checked baggage allowance: 1 bag, 23 kg"), states the limit
    /// though a past form modifies a noun in it; a subject's past verb ("We checked the
    /// baggage allowance: 23 kg") and a value spent or used still report.
    #[test]
    fn a_labelled_limit_with_a_participle_in_its_label() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "Foot passenger checked baggage allowance: 1 bag, 23 kg",
                "Student printed page quota: 200 pages",
                "Premium user uploaded file limit: 2 GB",
                "Staff discounted meal allowance: £5 per shift",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "We checked baggage allowance: 23 kg",
                "The team checked the baggage allowance: 23 kg",
                "He checked the allowance: 23 kg",
                "Data allowance used: 1.2 GB",
            ],
        );
    }

    /// "no X" naming a category of a tally, a colon and a bare count after it ("(oversize: 9,
    /// damaged: 5, no label: 3)"), counts; a ban with its penalty or its strikes after the
    /// colon ("No smoking: £50 fine") still binds.
    #[test]
    fn no_category_in_a_tally() {
        assert_kind(
            SpanKind::Narrative,
            &[
                "depot-scan: 1,204 parcels processed, 17 exceptions (oversize: 9, damaged: 5, no label: 3), runtime 00:04:12",
                "Rejects by reason: wrong size: 4, no barcode: 2",
                "Survey results: yes: 14, no opinion: 6.",
            ],
        );
        assert_kind(
            SpanKind::Constraint,
            &[
                "No smoking: £50 fine",
                "No dogs: 2 strikes and you're out",
                "Packing rules: no loose batteries, no aerosols.",
            ],
        );
    }

    /// Jamaican English negatives and verbs spelled as said ("doan", "nuh" = "don't", "mek" =
    /// "make", "widout" = "without") and Nigerian English "abeg" before a ban ("Abeg no allow
    /// ...") bind as their English words do; what those words tell of a person ("Mi nuh know
    /// weh him gone", "Abeg, the traffic was terrible") does not.
    #[test]
    fn jamaican_and_nigerian_english_orders() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "Doan mek nobody inna di studio touch di mixing desk while mi gone a Kingston, yuh hear me?",
                "Nuh mek di pickney dem go pon di boardwalk widout a big person.",
                "Doan touch di stove.",
                "Mek sure yuh lock di door before yuh leave.",
                "Abeg no allow any customer collect parcel without showing ID card.",
                "Abeg, no allow anybody enter the store room.",
                "Abeg send me the invoice before Friday.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "Mi nuh know weh him gone.",
                "Him nuh like fish.",
                "Di rain nuh stop all day yesterday.",
                "Abeg, the traffic was terrible today.",
                "Abeg, I no sabi this one o.",
            ],
        );
    }

    /// A tag asking to be heard or understood ("..., you hear me?", "..., got it?") leaves an
    /// order an order, as "..., ok?" does; a question asked by its first word stays one.
    #[test]
    fn a_tag_asking_to_be_heard() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "Lock the door when you leave, you hear me?",
                "Don't touch the mixing desk, hear?",
                "No phones at dinner, got it?",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "Did you lock the door, you hear me?",
                "Why did he leave, got it?",
                "We went to the market, you hear?",
            ],
        );
    }

    /// "Nobody" acting in the present on the day or night it names ("[21/09/2026, 07:45] Coach
    /// Rhys: Nobody skis off-piste today, ...", an unlisted verb in "-s" after "nobody") is a
    /// ban for that day; a state, a past, "nothing" with an idiom's verb and the speaker's
    /// wonder are not.
    #[test]
    fn nobody_on_the_day_named() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "[21/09/2026, 07:45] Coach Rhys: Nobody skis off-piste today, avalanche risk is 4 🚫",
                "Nobody swims in the lake tonight.",
                "No one leaves the hut today.",
                "No one kayaks past the buoy tonight.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "Nobody knows the answer today.",
                "Nobody skied off-piste today.",
                "Nobody came to the party tonight.",
                "Nobody skis today, it's weird.",
                "Nothing beats a good night's sleep before a launch.",
                "Ski season starts in December.",
            ],
        );
    }

    /// A chat turn whose speaker's name holds letters outside ASCII ("[09:15] Tomás: No,
    /// leave it.") is a person's words, as an ASCII name's turn is; a log's component after a
    /// clock with seconds stays a log line.
    #[test]
    fn a_chat_turn_by_a_name_outside_ascii() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "[09:14] Aisha: should I re-export the cutscene textures before the build?\n[09:15] Tomás: No, leave it.",
                "[10:02] Zoë: don't merge the hotfix yet",
                "[08:30 PM] Łukasz Nowak: please keep the door locked",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "[09:15] Tomás: the build went fine, no issues.",
                "[12:01:33] wörker-3: restart the queue consumer",
            ],
        );
    }

    /// "Third time this year": an ordinal before "time" names an occasion, as "second time"
    /// did, not a step marker before the verb "time"; "Third, time the migration" orders.
    #[test]
    fn an_ordinal_before_time() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "Third, time the migration.",
                "Third time round, ask Dev first.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "[14:03] Callum: aye, saw that. third time this year",
                "Third time the build failed this week.",
                "Second time this month.",
            ],
        );
    }

    /// Each rewrite of `original` changes its polarity exactly when it says so.
    fn assert_rewrites(original: &str, rewrites: &[(&str, bool)]) {
        for &(rewrite, changed) in rewrites {
            let report = crate::polarity::check_rewrite(original, rewrite);
            assert_eq!(
                report.polarity_changed(),
                changed,
                "{rewrite}: {:?}",
                report.changes
            );
        }
    }

    /// A limit stated in a currency whose letters are glued to the amount ("R450" rand,
    /// "Rs500", "ZAR1200") binds as one with a sign does; a past limit, a version or a key
    /// result's name ("R2", "KR1") does not.
    #[test]
    fn a_limit_in_a_currency_glued_to_its_letters() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "The catering allowance for the Stellenbosch reception is R450 a head.",
                "The per diem is Rs500.",
                "The travel allowance is ZAR1200 per trip.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "Last year the catering allowance was R450 a head.",
                "The R2 release is out.",
                "KR1 reached 82% this quarter.",
            ],
        );
        // The polarity check reads the amount too: another amount or another currency is a
        // change, the same amount said again is not.
        let original = "The catering allowance is R450 a head.";
        assert_rewrites(
            original,
            &[
                ("The catering allowance is R600 a head.", true),
                ("Catering allowance: $450 per head.", true),
                ("Catering allowance: R450 per head.", false),
            ],
        );
        // An amount in groups of thousands ("R15,000", split by the tokenizer) is read whole.
        let original = "Cap the reception bar tab at R15,000.";
        assert_rewrites(
            original,
            &[
                ("Cap the reception bar tab at R16,000.", true),
                ("Cap the reception bar tab at R15,500.", true),
                ("Cap the reception bar tab at $15,000.", true),
                ("Cap the reception bar tab at R15k.", false),
            ],
        );
    }

    /// A figure's bracketed annotation opening with a noun-like verb ("KR1 reached 82% (target
    /// 90%)") names what the figure is set against; the same verb opening a clause orders.
    #[test]
    fn a_figure_annotated_with_its_target() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "Target 90% coverage.",
                "Coverage: target 90%.",
                "Raise coverage to 82% (target 90%).",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "Q3 results: KR1 reached 82% (target 90%). KR2 missed.",
                "Spend came to $4,100 (budget $5,000) this quarter.",
                "Signups hit 1,200 (forecast 1,500).",
            ],
        );
    }

    /// A limit noun's value after "is down" or "is up" measures a change ("crash rate is down
    /// 40%"); "up to" bounds, and a value stated plainly is the limit.
    #[test]
    fn a_change_measured_on_a_limit_noun() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "The rate limit is 40 per minute.",
                "The storage quota is up to 20 GB per user.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "Players seem happy; crash rate is down 40%.",
                "The error rate is up 12% on last week.",
                "Our quota usage is down by 20% this year.",
            ],
        );
    }

    /// "Only has read access": only reading granted, in force; a past grant is told.
    #[test]
    fn only_read_access_granted() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "The service account you've been given only has read access to the Zone B telemetry bucket.",
                "Contractors only have read access to the billing repo.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "The service account has access to the Zone B telemetry bucket.",
                "Last year the intern only had read access, so he couldn't merge.",
                "I read the access logs only once.",
            ],
        );
    }

    /// "Nobody has to tell me twice": the idiom of being eager; "has to" with a frequency or
    /// another act stays an obligation.
    #[test]
    fn nobody_has_to_tell_me_twice() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "Someone has to tell me twice a day how the queue looks.",
                "You have to tell me before you delete anything.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "Nobody has to tell me twice about the walk-in door — I got locked in once in 2019.",
                "Nobody had to ask us twice.",
            ],
        );
    }

    /// "Nobody" or "no one" acting in the present, closed by ", full stop" or ", period", is a
    /// rule (also relayed: "Chef says ..."); a state, a past, a thing's behaviour are not.
    #[test]
    fn nobody_acts_closed_to_exceptions() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "Chef says nobody reheats rice a second time, full stop.",
                "No one drives the forklift without a ticket, period.",
                "Nobody reheats rice, full stop.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "Nobody knows why, full stop.",
                "Nobody came to the party, full stop.",
                "Nothing works on this laptop, full stop.",
            ],
        );
    }

    /// A filler set off by commas (", like,", ", um,") between a report and a bound leaves
    /// the bound in the report; an order keeps its bound.
    #[test]
    fn a_filler_between_a_report_and_its_bound() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "Keep it, like, under 300 words.",
                "Please, um, no more than 3 retries.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "We sold, like, no more than about 300 books, which, honestly, at least it covered the tea.",
                "It took, um, under an hour.",
                "They waited, you know, at least 40 minutes.",
            ],
        );
    }

    /// "Never even" after a report marks surprise at what happened; "never" alone with a
    /// party's present verb may be a rule, and so is "never even" with nothing reported.
    #[test]
    fn never_even_marks_surprise() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "Customs never open the crate without a seal log.",
                "Contractors never even touch prod without a ticket.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "The shipment clear already lah, customs never even open the crate.",
                "The parcel came already, the courier never even ring the bell.",
            ],
        );
    }

    /// A subjectless "cannot" with a particle of Singapore English is a ban; a failed search,
    /// an eager "can't wait" and a bug report's "Cannot reproduce." are not.
    #[test]
    fn a_ban_in_singapore_english() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "Eh, cannot put the durian in the same chiller as the dairy lah, boss will scold.",
                "Cannot park here lah, the warden comes at 3.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "Cannot find the receipt lah, I think I threw it away.",
                "Can't wait lah, the holiday is next week.",
                "Cannot reproduce.",
            ],
        );
    }

    /// A "won't" owed to the weather of the moment, or whose outcome is told after ", so",
    /// forecasts or tells; a refusal stated as a policy binds.
    #[test]
    fn wont_in_this_weather_or_with_its_outcome_told() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "The bot won't ask for passwords.",
                "We will not store card details.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "The bees won't fly in this drizzle, so Saturday's inspection was a washout.",
                "The mower won't start in this cold.",
                "The vendor won't refund us, so we ate the cost.",
            ],
        );
    }

    /// "Required reading" praising someone's work or with the speaker's opinion marked is no
    /// requirement; a task set on a reading is.
    #[test]
    fn required_reading_as_praise() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "Chapter 3 is required reading before Monday.",
                "The safety manual is required reading for all new hires.",
                "Her onboarding doc is required reading before your first shift.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "Her book on tariff classification is required reading for every new broker, honestly.",
                "His talk is required viewing.",
            ],
        );
    }

    /// A sign or a handbook quoted in the past ("The museum sign said 'Strictly no
    /// photography'") is recalled; in the present, or a person's word, it binds.
    #[test]
    fn a_past_text_quoted() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "The museum sign says 'Strictly no photography'.",
                "My manager said 'no deploys on Friday'.",
                "The handbook says borrowers must not eat in the reading room.",
                "The museum sign said 'No entry'.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "The museum sign said 'Strictly no photography', which the kids mostly obeyed.",
                "The 1998 handbook said 'Borrowers must not eat in the reading room', which is funny now that there's a café in there.",
            ],
        );
    }

    /// A plain name assigned a whole quoted string or a boolean (HCL, TOML) is code; prose
    /// with an equals sign is not.
    #[test]
    fn names_assigned_quoted_strings_are_code() {
        assert_kind(
            SpanKind::Narrative,
            &[
                "resource \"aws_autoscaling_group\" \"tickets\" {\n  name     = \"ferry-tickets\"\n  min_size = 2\n}",
                "name = \"ferry-tickets\"",
                "enabled = true",
            ],
        );
        assert_kind(
            SpanKind::Constraint,
            &[
                "# DO NOT raise min_size above 2\nmin_size = 2",
                "Name the bucket \"ferry-tickets\".",
            ],
        );
    }

    /// A rule reported from a time long past, or said in the sentence before a clause that
    /// was dropped, binds no more; reported now, or said to still stand, it binds.
    #[test]
    fn rules_said_long_ago_or_in_a_dropped_clause() {
        assert_kind(
            SpanKind::Narrative,
            &[
                "Back in 2019 the insurer told the council that visitors mustn't feed the otters, and the council put up new signs.",
                "Back then the clerk said we must file by March.",
                "The 2012 contract said the Operator shall keep two spare life rafts per vessel. That clause was dropped in the new version years ago.",
            ],
        );
        assert_kind(
            SpanKind::Constraint,
            &[
                "Legal told us that visitors mustn't feed the otters.",
                "Back in 2019 the insurer told us that visitors mustn't feed the otters, and that still stands.",
                "The contract says the Operator shall keep two spare life rafts per vessel. That clause is still in force.",
                "Clause 9 is waived for this tender.",
            ],
        );
    }

    /// A thing's outlook as good as its evidence ("if the numbers hold") forecasts; a hand
    /// holding something, or a check a rule waits for, does not make a rule a forecast.
    #[test]
    fn should_as_good_as_its_evidence() {
        assert_kind(
            SpanKind::Narrative,
            &[
                "The new slurry should give us another point of yield if the vendor's numbers hold.",
                "The ferry should run if the weather holds.",
                "The new kiln should pay for itself in a year if the quotes pan out.",
            ],
        );
        assert_kind(
            SpanKind::Constraint,
            &[
                "The gate should stay open if you hold the door.",
                "The report should give the totals per region.",
                "Invoices should be paid on Friday if the totals add up.",
            ],
        );
    }

    /// "Nothing anyone can do about it" tells what cannot be helped; "anyone can do the
    /// rota" grants leave.
    #[test]
    fn nothing_anyone_can_do() {
        assert_kind(
            SpanKind::Narrative,
            &[
                "The baler's been proper knackered since the new shift pattern, nowt anyone can do about it.",
                "There's nothing you can do about the weather.",
                "Not much we can do about it now.",
            ],
        );
        assert_kind(
            SpanKind::Constraint,
            &[
                "Anyone can do the rota on Fridays.",
                "You can do the refunds yourself.",
            ],
        );
    }

    /// "You have to laugh" and a recommendation praised as "ridiculous" or "adorable" are no
    /// orders; a laugh prescribed with a bound, or a doctor to see by a date, are.
    #[test]
    fn laughs_and_delights() {
        assert_kind(
            SpanKind::Narrative,
            &[
                "You have to laugh - the one day the inspector comes, the fume hood alarm goes off.",
                "Honestly, you need to see the new penguin chicks, they're ridiculous.",
                "You have to see the lambs, they're adorable.",
            ],
        );
        assert_kind(
            SpanKind::Constraint,
            &[
                "You have to laugh at least once a day, doctor's orders.",
                "You need to see the doctor before Friday.",
            ],
        );
    }

    /// "No injuries this quarter", "no missed cues, and the revolve behaved": mishaps tallied
    /// as none, or a "no" joined to a report, tell how things went; a ban on an act, or one
    /// joined to an order, binds.
    #[test]
    fn mishaps_tallied_as_none() {
        assert_kind(
            SpanKind::Narrative,
            &[
                "No injuries, no near-misses, no lost-time incidents at the plant this quarter.",
                "No complaints so far.",
                "What went well: no missed cues, and the revolve behaved.",
                "No dropped calls, but the queue grew after lunch.",
            ],
        );
        assert_kind(
            SpanKind::Constraint,
            &[
                "No deploys this quarter.",
                "No refunds, and don't argue with customers.",
                "No refunds, but the store opens at nine.",
                "No food in the lab.",
            ],
        );
    }

    /// Under a commit subject, "No functional changes." notes what the change leaves alone;
    /// alone or after an order it is a ban.
    #[test]
    fn no_functional_changes_in_a_commit_message() {
        assert_kind(
            SpanKind::Narrative,
            &["chore(deps): bump terraform-aws-modules/vpc to 5.8.1\n\nNo functional changes."],
        );
        assert_kind(
            SpanKind::Constraint,
            &[
                "Refactor the parser.\n\nNo functional changes.",
                "No functional changes.",
                "fix: restart the server. No functional changes.",
            ],
        );
    }

    /// A subjectless "must be" names what a value has to be when it names validity ("a valid
    /// email address", "unique"); a guess at whose or what it is, even after a chat line's
    /// label, is epistemic.
    #[test]
    fn must_be_valid_or_must_be_whose() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "Must be a valid email address.",
                "Email: must be a valid address.",
                "It must be unique.",
                "Must be one of the listed country codes.",
                "Must be a whole number.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "**Ana** 09:17: must be Josh's, he never learns",
                "Must be the cache.",
                "It must be a valid concern, people keep raising it.",
                "Must be a whole new team by now.",
            ],
        );
    }

    /// "Historically" reports: a rule's "unless" in such a sentence tells how things went.
    #[test]
    fn historically_reports() {
        assert_kind(
            SpanKind::Narrative,
            &[
                "Historically the 6am ferry never sold out unless there was a rugby test in Wellington.",
            ],
        );
        assert_kind(
            SpanKind::Constraint,
            &["Never sell out the ferry unless there's a test match."],
        );
    }

    /// A prefix before an irregular past ("Rebuilt", "Rewrote", "Reran") reports; the base
    /// forms ("Rebuild", "Reset", "Relay") order.
    #[test]
    fn prefixed_irregular_pasts_report() {
        assert_kind(
            SpanKind::Narrative,
            &[
                "- Rebuilt the glossary index; failed twice on encoding, third run OK",
                "Rewrote the intro.",
                "Reran the job.",
            ],
        );
        assert_kind(
            SpanKind::Constraint,
            &[
                "Rebuild the index.",
                "Reset the router.",
                "Relay the message to Kojo.",
                "Rerun the job.",
                "Undo the last commit.",
            ],
        );
    }

    /// A participle opening a clause before a plural noun and a modal of duty names the
    /// modal's subject ("Uploaded drawings have to stay below 25 MB"); with an object after
    /// it, it reports.
    #[test]
    fn a_participle_before_the_subject_of_a_modal() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "Uploaded planning drawings have to stay below 25 MB each or the portal silently drops them.",
                "Scanned receipts must be PDFs.",
                "Signed forms can't leave the office.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "Uploaded 3 drawings to the portal.",
                "Scanned receipts for the audit yesterday.",
            ],
        );
    }

    /// A subjectless "cannot" with a tag asking assent (", ok?") is a ban in Malaysian
    /// English, as with a particle ("lah"); a plain "Cannot reproduce." is a report.
    #[test]
    fn malaysian_ban_with_an_assent_tag() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "Eh, cannot send the draft to the client before Aunty Mei check it, ok? Later she scold us again.",
                "Cannot park here, ok?",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &["Cannot reproduce.", "Cannot wait, ok?"],
        );
    }

    /// A subtitle file's dialogue and a changelog's entries are data; a changelog's note that
    /// is no entry, and a dialogue without timings, still bind.
    #[test]
    fn subtitles_and_changelog_entries_are_data() {
        assert_kind(
            SpanKind::Narrative,
            &[
                "14\n00:02:11,400 --> 00:02:13,900\nYou must not open that door.\n\n15\n00:02:14,200 --> 00:02:16,050\nI never listen.",
                "WEBVTT\n\n00:11.000 --> 00:13.500\nNever go back there.",
                "## [2.4.1] - 2024-04-02\n### Fixed\n- Macros no longer exceed the 120-word limit when a ticket has attachments.\n### Removed\n- The check that blocked refunds above £50 without a supervisor.",
            ],
        );
        assert_kind(
            SpanKind::Constraint,
            &[
                "## [2.4.1] - 2024-04-02\nPlease upgrade before Friday.\n### Fixed\n- Macros are shorter.",
                "You must not open that door.",
                "### Fixed\n- Never refund above £50 without a supervisor.",
            ],
        );
    }

    /// "Forget X — the real problem was Y" sets a topic aside; forgetting a rule revokes it,
    /// and "forget the draft, use the final" orders.
    #[test]
    fn a_topic_set_aside() {
        assert_kind(
            SpanKind::Narrative,
            &["Forget the weather — the real problem at the campsite last weekend was the midges."],
        );
        assert_kind(
            SpanKind::Constraint,
            &[
                "Forget the 100-line rule — the real limit is 200 lines.",
                "Forget the draft, use the final.",
            ],
        );
    }

    /// A device's signal under a condition ("the alarm only sounds if ...") describes how it
    /// behaves; a signal ordered or required binds, and "trips more than 30 days out" is a
    /// noun's bound.
    #[test]
    fn a_devices_signal_described() {
        assert_kind(
            SpanKind::Narrative,
            &[
                "The fire door alarm only sounds if the door stays open longer than 30 seconds; that's just how the firmware was set up.",
            ],
        );
        assert_kind(
            SpanKind::Constraint,
            &[
                "Sound the alarm if the door stays open longer than 30 seconds.",
                "The alarm must sound if the door stays open longer than 30 seconds.",
                "Refundable fares for trips more than 30 days out.",
            ],
        );
    }

    /// A refusal, then "just" one thing ("No. Just chromosome 17 for now."), narrows the work;
    /// "No. Just a thought." and "Just checking in" do not.
    #[test]
    fn a_refusal_then_the_one_thing_wanted() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "Agent: I can re-run variant calling on the whole cohort now.\nUser: No. Just chromosome 17 for now.",
                "No, just the EU stores.",
                "No.\nJust chromosome 17 for now.",
                "User: no, the blue one.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "No. Just a thought.",
                "No. Just checking in.",
                "No.\nJust tired.",
                "Just chromosome 17 for now.",
                "Dana: No, thanks.",
            ],
        );
    }

    /// "No visitor goes unescorted": every one of a kind is done, a rule; told in the past it
    /// reports.
    #[test]
    fn none_left_undone() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "No visitor goes unescorted.",
                "No ticket goes unanswered for more than a day.",
                "Nothing leaves unchecked.",
                "No incidents go unlogged.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "No ticket went unanswered last week.",
                "Nothing went unchecked.",
            ],
        );
    }

    /// A class's routine with "should" ("Invoices should go out on Friday", "nightly jobs
    /// should run at 2am") binds; a change forecast ("prices should go up"), a definite or
    /// counted subject, or "shortly" forecasts.
    #[test]
    fn a_class_routine_with_should() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "Invoices should go out on Friday.",
                "Payslips should go out by the 25th.",
                "Nightly jobs should run at 2am.",
                "Large purchases should go through Lena.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "Prices should go up next year.",
                "Things should start to improve.",
                "The update should go out later today.",
                "Some pages should load faster now.",
                "Results should load shortly.",
            ],
        );
    }

    /// Trinidadian "doh" is "don't"; "D'oh!" alone orders nothing.
    #[test]
    fn trinidadian_doh() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "Eh, doh leave the tattoo machine plug in when you lock up, yuh hear?",
                "Doh leave the plug in.",
            ],
        );
        assert_kind(SpanKind::Narrative, &["Doh! I forgot the keys."]);
    }

    /// "sat" and "stood" report a reading ("sat just under 3 GB"); an order to keep it there
    /// binds, and "Sit the exam" orders.
    #[test]
    fn a_level_that_sat_or_stood() {
        assert_kind(
            SpanKind::Narrative,
            &[
                "Peak memory on the labelling workers sat just under 3 GB for the whole run.",
                "The queue stood at 40 all morning.",
            ],
        );
        assert_kind(
            SpanKind::Constraint,
            &[
                "Keep peak memory just under 3 GB.",
                "Sit the exam in the main hall.",
            ],
        );
    }

    /// A ban someone had made ("she thought we'd banned cake"), a loss that did not happen
    /// ("no data lost") and where things stand said by someone ("we're well under ratio")
    /// report; a ban in force, a telegraphic ban and a bound someone set bind.
    #[test]
    fn had_banned_no_data_lost_well_under() {
        assert_kind(
            SpanKind::Narrative,
            &[
                "Room 3's mum thought we'd banned birthday cake.",
                "| 10:05 | Batch reprocessed, no data lost |",
                "The inspection went fine — the officer said we're well under ratio.",
                "She said we're over budget.",
            ],
        );
        assert_kind(
            SpanKind::Constraint,
            &[
                "We've banned birthday cake.",
                "No data shared with vendors.",
                "The officer said to keep it under 2 MB.",
            ],
        );
    }

    /// Leave to issue, award or void binds as other leave does; "may" with the decision said
    /// to be open after it is a possibility.
    #[test]
    fn leave_to_issue_and_possibilities_left_open() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "Mods may issue 24-hour mutes on their own; anything longer goes to an admin.",
                "Staff may void the passes.",
                "Guests may bring one pet; the fee is TBC.",
                "Staff may push the lock to August.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "The sponsor may push the database lock to August — they haven't decided yet.",
                "Issue 42 is closed.",
                "Should be dry by Sunday if the damp holds off.",
            ],
        );
    }

    /// "Thank you kindly!" thanks; "kindly" before a verb, even after thanks, asks.
    #[test]
    fn thank_you_kindly() {
        assert_kind(
            SpanKind::Narrative,
            &[
                "Thank you kindly!",
                "Thanks kindly.",
                "Morning y'all. Thank ye kindly!",
            ],
        );
        assert_kind(
            SpanKind::Constraint,
            &[
                "Kindly attach the signed form.",
                "Thank you, kindly confirm by Friday.",
            ],
        );
    }

    /// A condition opening with "only" or "not until" before an inverted modal ("can the
    /// patient leave") states the rule whatever the condition's tense.
    #[test]
    fn only_if_then_an_inverted_modal() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "Only if the blood pressure has been recorded can the patient leave the chair.",
                "Only after QA has signed off may you deploy.",
                "Not until the invoice has cleared can we ship.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &["The patient left the chair only after the blood pressure had been recorded."],
        );
    }

    /// A chat request without its "?" binds after a speaker's label too; a question asked
    /// after the label does not.
    #[test]
    fn chat_request_after_a_speaker_label() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "Customer: hey mate can u not leave the box at the front door, the possums get into it.",
                "Guest: could you not park on the verge, the grass is new",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "Customer: can you see the tracking link?",
                "Guest: could you hear the music last night?",
            ],
        );
    }

    /// A Scots "aye?" or a Canadian "eh?" after a comma asks for assent, not an answer.
    #[test]
    fn assent_tags_of_other_englishes() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "Dinnae touch the brood boxes till Callum's had a look at them, aye?",
                "Don't park in the loading bay, eh?",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &["Cold one today, eh?", "Did the hives survive, aye?"],
        );
    }

    /// A compound noun and its phrase before a past verb is a subject ("Book club in the
    /// library went ..."); an order's object phrase before a relative clause is not.
    #[test]
    fn compound_noun_phrase_before_a_past_verb() {
        assert_kind(
            SpanKind::Narrative,
            &[
                "Book club in the library went better than expected.",
                "Water temperature at the north pens hovered between 11 and 13 °C all week.",
            ],
        );
        assert_kind(
            SpanKind::Constraint,
            &[
                "Book a room in the hotel we used last time.",
                "Water the beds in the greenhouse that were replanted.",
            ],
        );
    }

    /// Faults tallied as none, with the participle of the record, report; a ban on what is
    /// logged binds.
    #[test]
    fn no_faults_logged() {
        assert_kind(
            SpanKind::Narrative,
            &["TURBINE 17 BACK ONLINE AT 14:32. NO FAULTS LOGGED SINCE RESTART."],
        );
        assert_kind(SpanKind::Constraint, &["No PII logged."]);
    }

    /// A thing that won't work forecasts; a person's "won't" states a policy.
    #[test]
    fn a_thing_that_wont_work() {
        assert_kind(
            SpanKind::Narrative,
            &[
                "The deck oven won't reach temperature before five, so the first batch will be late.",
                "The van won't start in the mornings.",
            ],
        );
        assert_kind(
            SpanKind::Constraint,
            &[
                "We won't start any job before the deposit clears.",
                "The bot won't post in #general.",
            ],
        );
    }

    /// Idioms shaped as rules: making do, not kidding ourselves, a delighted recommendation
    /// and a culprit guessed again.
    #[test]
    fn idioms_of_session_29() {
        assert_kind(
            SpanKind::Narrative,
            &[
                "Ah sure it'll have to do. The gazebo's a bit crooked but it's grand.",
                "Let's not kid ourselves, the turnout was a good bit lower than last year.",
                "Honestly, you need to see the new packing line, it's mental how fast it goes.",
                "The alarm on dewar 6 must be the thermocouple again.",
            ],
        );
        assert_kind(
            SpanKind::Constraint,
            &[
                "It'll have to do the backups overnight from now on.",
                "Let's not overcommit ourselves this sprint.",
                "You need to see the manager before you leave.",
                "The password must be the one from the vault.",
            ],
        );
    }

    /// An alert's state opens a machine line; "never allowed" with an object after it tells
    /// the past; a plural grant restricted by "only" is a limit in force.
    #[test]
    fn alerts_past_allowances_and_plural_grants() {
        assert_kind(
            SpanKind::Narrative,
            &[
                "[FIRING] P2 dewar-3 LN2 level 18% (threshold 20%)",
                "The scoring app never allowed more than 3 runs per team.",
            ],
        );
        assert_kind(
            SpanKind::Constraint,
            &[
                "Guests never allowed in the kitchen.",
                "Your portal credentials only cover viewing declarations.",
            ],
        );
    }

    /// Session 30: a past verb after a longer subject ("The old alarm system paged ... only
    /// if"), the past perfect of a ban, "must of" and "should of" (misheard "must've"),
    /// "should all be" said of a thing, and "let's just say"; each with a binding look-alike.
    #[test]
    fn pasts_and_guesses_of_session_30() {
        assert_kind(
            SpanKind::Narrative,
            &[
                "The old alarm system paged the engineer only if two sensors agreed, which is why the leak went unnoticed.",
                "The inspector's report noted that the previous owner had not been allowed to sell wine without a licence.",
                "She sayd the hem was to long and the sash must of been the wrong colour.",
                "You should of told me the van was booked.",
                "It should all be sorted by the dress rehearsal.",
                "Let's just say the first run-through of the Fauré did not go to plan.",
            ],
        );
        assert_kind(
            SpanKind::Constraint,
            &[
                "The new alarm system pages the engineer only if two sensors agree.",
                "The previous owner has not been allowed to sell wine without a licence.",
                "You must of course sign the visitor book.",
                "You should all be in the hall by nine.",
                "Let's just keep it simple.",
            ],
        );
    }

    /// Session 30: "is to" before a verb no list names, a grant named before a relative
    /// clause, "nil by mouth", Jamaican "fi" after its subject and a party's act held to
    /// someone's approval ("the caterer can't change the menu without the head's approval")
    /// bind; "the vendor is to
    /// blame", a grant's past, a patient's past fast and "fi" after "want" or "have" do not.
    #[test]
    fn duties_grants_and_care_orders_of_session_30() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "The harbourmaster says no vessel is to refuel alongside the passenger berth.",
                "Guests are to vacate their rooms by 11am.",
                "The caterer can't change the menu without the head's approval.",
                "Without the head's approval, the caterer can't change the menu.",
                "The key you've been given only covers the read-only pass-schedule endpoint.",
                "The token we issued you only covers read access.",
                "Bella (bed 3) is nil by mouth until her 8am bloods are drawn.",
                "Boss seh nobody fi drive di forklift pon di wharf if dem nuh have di yellow card.",
                "Yuh fi lock di door before yuh leave.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "Honestly the vendor is to blame for the outage.",
                "The caterer couldn't change the menu without the head's approval, so we kept it.",
                "The desk can't hold that much weight without a brace.",
                "The key we issued you only covered read access until March.",
                "Bella was nil by mouth yesterday, so breakfast was late.",
                "Mi did want fi go a town yesterday.",
                "Him have fi go a doctor.",
            ],
        );
    }

    /// Session 30: code and records. An HCL or TOML line assigning a word or a number, a
    /// change log's entry, a finding set against another after "Root cause:", a rule a bug
    /// report found unenforced, and a bug report's steps under an issue form's headings are
    /// no rules; the look-alikes are.
    #[test]
    fn records_of_session_30() {
        assert_kind(
            SpanKind::Narrative,
            &[
                "variable \"max_reservations\" {\n  type        = number\n  default     = 4\n}",
                "## v2.3.1\n- Fixed: scheduler allowed more than 4 concurrent reservations.\n- Changed: pass buffer now defaults to 90 s instead of 60 s.",
                "Root cause: a tripped RCD, not the pump itself.",
                "Reproduced on staging: the limit of 4 reservations isn't enforced when two requests arrive within the same second.",
                "The cap of 3 was not applied to the March batch.",
                "### What happened?\nThe dashboard showed circuit 9 as occupied.\n### What did you expect?\nIt should have shown clear.\n### Steps to reproduce\n1. Open the dashboard during a possession.\n2. Watch TC9.",
            ],
        );
        assert_kind(
            SpanKind::Constraint,
            &[
                "Type the number into the form.",
                "Fix: don't retry the upload more than twice.",
                "Aisle seat, not window.",
                "The limit of 4 reservations isn't enforced on Fridays.",
                "The cap of 3 doesn't apply to admins.",
                "### Steps to reproduce\n1. Open the dashboard.\n### Rules\nNever restart the box.",
            ],
        );
    }

    /// Session 30: the writer's own plan under "My plan:" on the lines after gives no order;
    /// a ban among its steps binds, and "Plan:" may be given to the agent.
    #[test]
    fn own_plan_steps_of_session_30() {
        assert_kind(
            SpanKind::Narrative,
            &[
                "My plan:\n1. Read the choir's rehearsal calendar for March.\n2. Cross-check it against the church hall bookings.\n3. List any clashes and draft a short note for the director.",
            ],
        );
        assert_kind(
            SpanKind::Constraint,
            &[
                "My plan:\n1. Read the calendar.\n2. Don't email the director.",
                "Plan:\n1. Read the calendar.\n2. Send the list to Sam.",
            ],
        );
    }

    /// Session 30: an unlisted verb before a compound noun and its number, then a place and
    /// an ordering said to "you", orders; a report of the same shape does not. A verbless
    /// "no" joined by "so" (after an aside) to a report, a day's expected delivery, a count's
    /// "required" modifier, what an endpoint returns and what a device is showing are
    /// narrative.
    #[test]
    fn numbered_things_and_reports_of_session_30() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "Isolate track circuit 14B at the location cabinet before you put a meter anywhere near the relay rack.",
                "No dogs inside, so leave Rex in the car.",
                "Should have the report on my desk by Friday, Tom.",
                "Fire-door checks: 16 required each quarter.",
                "The endpoint must return 429 when more than 10 requests per second arrive.",
                "The display must keep showing temperatures above 8 degrees in red.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "Signal box 4 at Leeds failed before you arrived.",
                "Claim #44817: adjuster inspected roof 5/2; written estimate expected in ~2 weeks.",
                "Q3: revenue +8%, churn flat. Board meeting Oct 3.",
                "Payroll ran for 212 employees, at most three had manual adjustments, and none exceeded R2 000.",
                "No signal at the upper hut, as usual, so the team relayed through the repeater.",
                "Hiya, it's Dev from the depot. Should have the right one Thursday. Speak soon.",
                "The audit found that 14 of the 16 required fire-door checks had been completed.",
                "The /bookings endpoint returns 429 when more than 10 requests per second arrive.",
                "The cold chain logger is showing one excursion of 40 minutes above 8 degrees.",
                "The job keeps failing on inputs over 1 MB.",
            ],
        );
    }

    /// Session 31: leave asked and refused ("Can I ...? No."), a party wanting a thing done
    /// ("The head chef wants every card updated"); and, read as narrative, a guess with a
    /// participle spelled as its base form ("must have reset"), mishaps and anomalies tallied
    /// as none, an absence conceded ("no stoats though"), a forecast hedged by a hope ("God
    /// willing") and a systemd unit's `Key=value` lines; from s31c, a ban on people a relative
    /// clause in the perfect narrows, a phone's quiet mode on a sign, a state kept from a date
    /// on, a principal's "nobody ...", "must be willing", and a class of people given leave
    /// held to a condition ("Invigilators can leave once ..."). Each with a look-alike.
    #[test]
    fn refusals_wishes_and_reports_of_session_31() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "**Q: Can I take plant cuttings home from the reserve?**\nA: No. Nothing leaves the reserve.",
                "Can we bring dogs to the open day? No, sorry.",
                "The head chef wants every allergen card updated before doors open.",
                "The auditors want all receipts scanned.",
                "Applicants must have reset their passwords before day one.",
                "No shoes inside.",
                "The container must be out by Friday.",
                "Restart the poller on failure.",
                "No tattooing clients who have been drinking, full stop.",
                "Phones on silent in the coach during the warm-up.",
                "From tomorrow the pump house door stays locked.",
                "The brewery's insurer says nobody climbs the grain silo ladder alone.",
                "Staff must be willing to work weekends.",
                "Invigilators can leave the hall once a replacement has signed the register.",
                "variable \"uploads\" {\n  type        = number\n  description = \"Concurrent uploads. Must not exceed 500.\"\n}",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "Can we bring dogs to the open day? Yes, on a lead.",
                "Did the courier come? No.",
                "Nobody wants the meeting moved.",
                "The head chef wanted the updated menu.",
                "The engineer must have reset the console overnight.",
                "## Incident summary\n- Root cause: printer fault.\n- No patient harm.",
                "STATUS: ALL PASSES NOMINAL. NO ANOMALIES. NEXT CONTACT 04:12 UTC.",
                "FULL-TIME: KAPITAN 4.5, RIVERSIDE 1.5. NO UPSETS ON BOARD ONE.",
                "Heaps of wētā in the tunnels this morning, eh, no stoats though.",
                "The clearing agent said the container should be out by Friday, God willing.",
                "The container should be out by Friday, inshallah.",
                "[Service]\nExecStart=/usr/bin/pdu-poll --interval 30\nRestart=on-failure\nMemoryMax=256M",
                "No emails were sent to clients who have been waiting.",
                "My phone was on silent during the meeting.",
                "From Monday the weather stays dry.",
                "From Monday the gate stayed locked.",
                "The vet says nobody noticed the limp.",
                "He must be joking.",
                "Prices can change after the sale.",
                "Invigilators can leave early.",
                "variable \"region\" {\n  type        = string\n  description = \"The AWS region the bucket lives in.\"\n}",
            ],
        );
    }

    /// Session 32: a ban said by someone named by their role ("The producer says nobody
    /// ..."), leave given with its limit ("may look at ... but not ..."), leave refused "not
    /// till" a condition; and, read as narrative, a forecast "weather permitting", a guess
    /// agreed ("Everyone agreed it must have been ..."), a second past verb's measured count,
    /// no impact tallied, a lettered place ("Block A buds look"), a team named before its past
    /// verb of saying, a bug's steps to reproduce, "let's not pretend", a past sanction ("got
    /// banned"), a thing that looks fine, a guess at how a colour looks, a habit compared ("as
    /// they always do"), a possibility left unsure, a delivery that won't arrive before a
    /// day and a regret ("should have come back"); a sign's "only within ..." binds, and so
    /// does a grant of one access level ("only has write access"). Each with a look-alike.
    #[test]
    fn roles_limits_and_forecasts_of_session_32() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "The producer says nobody posts set photos on social media until the trailer drops.",
                "Our supervisor said don't touch the breaker.",
                "Interns may look at the digitised parish registers but not the original volumes.",
                "User: can I shut the hut for the winter now?\nWarden: Not till the generator's drained.",
                "Weather permitting, you must finish the roof by Friday.",
                "Time permitting, please update the docs.",
                "Everyone agreed we never deploy on Fridays.",
                "Stripped holds go in the blue crate; no more than 200 holds per crate.",
                "No customer data in screenshots.",
                "Block the IP range before noon.",
                "Dispatch the van before noon.",
                "Steps to deploy: run the migrations, then restart the workers.",
                "Let's not deploy on Friday.",
                "Users who post spam get banned from the server.",
                "Legal says it's fine to renew the contract.",
                "The logo must look sharp on retina screens.",
                "Always do the safety check before you climb.",
                "Guests may use the pool.",
                "The bot won't share customer emails.",
                "We should have the report signed by Friday.",
                "## Searchroom rules\n\n- Pencils only within arm's reach of an original.",
                "The reader should restart within a minute.",
                "Matron says nobody brings the tea trolley into a patient's room after nine at night.",
                "The deploy key only has write access to the tram-telemetry repo.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "The producer says the shoot went well.",
                "The producer says nobody knew.",
                "The sticker on the server says \"do not unplug\".",
                "Prices may rise but not by much.",
                "Q: Can I leave?\nA: Not sure.",
                "The 14:10 from the island should be in by twenty past, weather permitting.",
                "Everyone agreed it must have been the coldest day of the shoot.",
                "We reset the whole competition wall and stripped no more than 200 holds, a record for us.",
                "## Incident summary\n- 03:52 pump restarted, alarm cleared\n- **No customer impact**",
                "priya: must have been cold, Block A buds look a bit brown",
                "Dispatch reckoned the reader should be back within a minute.",
                "Steps to reproduce: run descale cycle, power cycle unit, warning reappears.",
                "Let's not pretend the harvest was anything other than a disaster.",
                "Our QA lead got banned from the community Discord in 2021 for pasting crash logs.",
                "Legal says the sponsorship contract looks fine to renew.",
                "The client wrote that the red must look a bit off on their monitor.",
                "Ewan and Lerato went up together, as they always do, and were back down by 11.",
                "The storm may push the landing to Friday; the met office isn't sure.",
                "The new gelato machine won't arrive until Thursday.",
                "We should have the full report by Friday.",
                "Voicemail, 06:12: \"Hi, it's Wanjiru at the depot. The keys are back on the hook. Thanks, bye.\"",
                "The pencils were only within reach of the front desk.",
                "Dispatch reckoned the reader should have come back within a minute, but it took twenty.",
                "Matron says nobody noticed the leak.",
                "The deploy key only had write access to the repo last year.",
            ],
        );
    }

    /// Session 33's blind corpora: a role named in the plural ("The insurers say nobody
    /// ..."), one access level held ("The deploy key has write access to ..."), a penalty a
    /// wrong carries ("First offence is a warning"), "ring" and "evacuate" as orders, a rule
    /// inside a voicemail quoted after its label, a rule someone told the writer, "must be
    /// out of the building by six" and "can't carry glass bottles anywhere" bind. Read as
    /// narrative: "should" in a supposition, a closed ticket's "no further action required",
    /// a tally of no complications or blockers, a kindness told in the past, an arrow before a
    /// count, a reported question ("asked whether dogs are allowed"), a hedged forecast after
    /// "unless", "has to be stuck" and "has to be one of the most ...", a habit ("don't
    /// usually", "never seem to mind", "don't bother with"), a sanction given once ("banned a
    /// player ... in 2017"), "must be spoil already", "must be out of date" and "treats it as
    /// required", and a CI workflow's steps. A penalty a class of acts carries ("late returns
    /// incur a £5 fee") and a universal policy after the day it starts ("From today, any
    /// change ...") bind, so does "No. Leave that one." (no abbreviation before a capital) and
    /// a state kept on until an event, a request to the bot reported ("Declan asked the bot to
    /// log that nobody ...") and a directive on things ("Helmets to be replaced every 3
    /// years"); a tally of none harmed and a question in two parts ask or tell nothing. Each
    /// with a look-alike.
    #[test]
    fn grants_penalties_and_habits_of_session_33() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "The insurers say nobody goes onto a cabin roof without a fall-arrest harness.",
                "The deploy key has write access to the tram-telemetry repo.",
                "Contractors have view rights on the shared drive.",
                "You have read-only access to the billing database.",
                "First offence is a warning.",
                "Second violation: a one-week ban.",
                "Each breach earns a strike.",
                "If he's actively dying, ring regardless.",
                "Exception: if he is dying, ring us regardless.",
                "If the alarm sounds, evacuate.",
                "Voicemail, 06:12: \"Hi, it's Wanjiru. Please don't give the dog any more of the pills. Call me back.\"",
                "Parks Canada told us runners can't carry glass bottles anywhere on the trail, so that goes in the guide.",
                "You must be out of the building by six.",
                "If you should see a fox, don't feed it.",
                "No cover letter needed.",
                "No further edits required on the intro.",
                "Kindly shred the old forms.",
                "Keep retries > 3.",
                "Check whether dogs are allowed before booking.",
                "Unless legal signs off, the release stays in draft.",
                "The league has banned phones at the oche.",
                "Top up the oil as required.",
                "Records are kept as required by law.",
                "Bookings cancelled with less than 48 hours' notice forfeit the deposit.",
                "Late returns incur a £5 fee.",
                "From today, any change to the SCADA tags goes through a change ticket first.",
                "Customer names never appear in Slack channels that include vendors.",
                "[agent] I could also reorder the playlist.\n[Siobhan] No. Leave that one.",
                "Hard hats stay on until you're fully off the scaffold.",
                "#foundry-ops: Declan asked the bot to log that nobody breaks the mould before Thursday 6pm.",
                "Helmets to be replaced every 3 years, not 5.",
                "ALL CREMATED REMAINS TO BE LABELLED BEFORE LEAVING THE CREMULATOR ROOM.",
                "Filters to be changed weekly.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "The insurers say the roof is fine.",
                "We have admin access now.",
                "The bot still has write access.",
                "The key had write access until March.",
                "Does the key have write access?",
                "His first offence was a warning.",
                "The first offence is the hardest to prove.",
                "The phone rang twice.",
                "Ring binders are in the cupboard.",
                "The sticker says 'Handle with care. Do not stack.'",
                "She told us she can't make it tonight.",
                "She must be home by now.",
                "If we should ever lose the cold room, we would rent a reefer trailer.",
                "No further action required.",
                "Toboggan evac to first-aid hut, no complications.",
                "No blockers carried into Sprint 10.",
                "The family kindly asked for his favourite hymn at the committal.",
                "Scratchpad: `make test` -> 3 failures in the suite.",
                "The customer asked whether dogs are allowed in the cabins.",
                "A tenant emailed asking what 'no pets' in the lease really covers.",
                "Unless the wind drops overnight, the cable car will probably stay shut tomorrow.",
                "The driver has to be stuck behind the roadworks.",
                "The 1938 newsreel has to be one of the most-requested items we hold.",
                "Visitors don't usually stay past four once the café shuts.",
                "The horses never seem to mind the helicopter.",
                "Most of the volunteers don't bother with the sign-in sheet.",
                "The league banned a player for a whole season back in 2017.",
                "Wah, the kiln must be spoil already lah.",
                "The fixture must be out of date; the dates are all from 2022.",
                "The validator treats venue_id as required, so those rows will keep bouncing.",
                "We forfeit the deposit, sadly.",
                "Delays incur costs for the operator.",
                "From today the weather stays dry.",
                "Item No. 5 is missing from the crate.",
                "NO UNITS AFFECTED.",
                "The lights stayed on until midnight.",
                "Must the Clerk send the agenda seven days ahead, or is it three?",
                "Yesterday Declan asked the bot to summarise the thread.",
                "Details to be confirmed before Friday.",
                "Prices to be cut next year.",
                "      - name: Build PDF proofs\n        run: make proofs\n      - name: Upload\n        uses: actions/upload-artifact@v4",
            ],
        );
    }

    /// Session 34's blind corpora: a bound closed by "max." before an order ("max." ends the
    /// sentence before a capital), a duty after a kind narrowed by a participle ("any freight
    /// booked after that has to be moved"), acts of a kind paused for a while, Scots "nae
    /// mair", a clearance as a limit, things kept in a place until a time, and a rule in an
    /// agent's JSON memory note bind; a reading beside a named limit, a command's output after
    /// a tool's prompt, a keyword statement among code, "must say the X has been", "none
    /// required", a superlative against experience, a noun compound before its verb, what a
    /// team cannot do fast enough, a verb joined to a past report, "didn't need more than",
    /// a phrasal verb's past before a bound, "confirm plus chop", what a thing won't do since
    /// an event and a bug report's steps to reproduce do not. Irish "ye're" reads as
    /// "you're"; nothing of a kind sent anywhere until a step "has finished" is held; things
    /// "off the menu" are banned; a chat speaker's role in parentheses is part of the label;
    /// "must" under a party's claim ("the tenant argued ...") and "must be one of the
    /// best-kept" bind nothing. Each with a look-alike.
    #[test]
    fn kinds_held_and_readings_of_session_35() {
        assert_kind(
            SpanKind::Constraint,
            &[
                // An agent's rules set out as configuration.
                "depot_agent_config:\n  allowed_actions: [update_stock]\n  forbidden_actions: [issue_refund]\n  max_discount_percent: 10",
                r#"{"site_rules": {"max_screens_per_week": 6, "remote_visits_allowed": false}}"#,
                r#"{"assistant_rules": ["never email payslips as unencrypted PDF", "bank file upload requires 2 approvers"]}"#,
                r#"{"agent_policy": {"max_orders_per_robot": 2, "note": "never assign a robot to aisle 14 while the mezzanine is under repair"}}"#,
                // Tags and particles of Malaysian, Filipino and Hong Kong English.
                "Claims above RM100,000 must go to a senior adjuster first, can?",
                "Let's not post the transfer date until the receiving zoo confirms, okay po?",
                "Eh, for the Cantonese show — cannot mention competitor names ah.",
                "Lift 7 is closed to uphill traffic today.",
                "Ship only paid orders.",
                "Refund only unopened items.",
                // Still orders and bans beside this session's readings of reports.
                "Book 2 rooms at the Hilton for Friday.",
                "Wait 5, then retry.",
                "Bake for 20 min, max 3 trays at a time.",
                "Keep all parcels under the 30 kg manual-handling limit.",
                "Set the alarm 07:00 and never lift over 250 t.",
                "Volunteers must be 18 or over.",
                "No PII noted down in tickets.",
                "The league has banned the Operator rifle.",
                "We're accepting cash only.",
                "Aim to finish: 3 tasks a day.",
                "No card numbers logged, ever.",
                "No fire doors propped open.",
                "Reminder texts go out no earlier than 48 hours before the appointment.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                // Configuration that is no agent's rules, or a record of rules.
                "retry_policy:\n  max_attempts: 3\n  backoff: exponential",
                r#"{"listing_id": 99812, "max_guests": 4, "pets_allowed": false}"#,
                r#"{"agent_rules": {"max_per_day": 2}, "status": "archived"}"#,
                // Logs named by their label, with a clock time or an entry number.
                "LIFT LOG 14:02 Block B7 lift start, load 212 t (limit 250 t); 14:19 block landed",
                "CAD log 02:14 — INC-88213 — 2 appliances mobilised — no persons trapped",
                "SCADA ALARM 03:14 PS-7 WET WELL LEVEL HIGH (must ack) — acknowledged 03:16",
                "Galley night log: dishwasher 2 tripped at 23:10, reset at 23:25.",
                "Brew log #224: mash in 66°C, 60 min. Boil 70 min. Dry hop 4 g/L day 5.",
                // Mishaps and findings tallied; minutes, not a minimum; a reading under a
                // limit named with "the".
                "Bulk tank at 3.8°C, agitator on. No alarms logged overnight.",
                "Forty-one donors attended. No adverse reactions.",
                "Autoclave cycle 214: 134°C for 3.5 min, pressure 2.1 bar, spore test pass.",
                "Two trailers unloaded, none over the 30 kg manual-handling limit.",
                // A numbered thing as a subject; a past of a vowel change; a judgement.
                "Route 14 should be back on time once the roadworks finish.",
                "Gate 3 is closed for resurfacing.",
                "Y'all remember when Big Tony said he'd never tattoo a face? Swore it on his mama.",
                "Runners must be mad to sign up for a hill course in January.",
                "Build only failed twice this week.",
                "Cannot even log in since morning.",
                "Back in 2022 the league banned the Operator rifle for one season.",
                "It must be the humidity only, yaar, the resist has been acting up all week.",
                "Bhai, that notice is simply not valid, na — he's bluffing only.",
                "WMS> scan RMA-778210 → bin R-14-03 | refund: pending (required: QC photo)",
                "Claim closed, excess $500 deducted. Time to settle: 23 days.",
                "No staff members injured.",
                "No card numbers were logged.",
                "We sent the texts no earlier than 9am.",
                "The invoice was paid within 14 days, so no late fee applied.",
                "Resolved 03:12. No vessel movements affected.",
            ],
        );
    }

    /// Session 39, pol39b (corpus s39b): "after the last X" anchors a rule's time, a negated
    /// participle before a noun is an adjective, a verbless "at all times" sign may take a
    /// present "when" clause; another party's practice heard of, a rule in a story, a rule
    /// disclaimed as not ours and an old source's "never let" bind nobody.
    #[test]
    fn kinds_held_and_readings_of_pol39b() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "No lambs go to market for 28 days after the last drench.",
                "Nobody enters the pen until the last dose has settled.",
                "Unsigned forms go back to the sender within 2 days.",
                "Unopened tins get donated within a week of the drive.",
                "Two marshals at the gate at all times while the ride is running.",
                "A first-aider on site at all times when the pool is open.",
                "Apparently we must sign in at the gate now.",
                "In the logbook, write the time you arrived.",
                "Have a look at the x axis before you sign off.",
                "Applicants who have worked more than 5 years may apply.",
                "Never take more than 20 mg a day.",
                "You must have waited more than 10 minutes before you call back.",
                "Their guidance says visitors must wear masks, but it doesn't apply to us; \
                 still, wash your hands.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "We left after the last train.",
                "We unpacked boxes all day.",
                "The unlabelled samples sat in the fridge for a week.",
                "We were in the lab at all times when it was open.",
                "At the Leeds depot they apparently never load a van without a second check.",
                "The client's own lab reportedly doesn't allow any phones on the floor.",
                "In the film the pilot has one rule - never fly at night.",
                "The landlord's rules say tenants must not paint, but that's not something \
                 we're bound by as the owners.",
                "The old manager never let anyone leave early.",
                "Have a lovely day x",
                "She has never taken more than the 10 mg her GP prescribed.",
                "He's never used more than 2 GB on that plan.",
                "We've already used over 40 GB this month.",
                "Thanks all, have a good weekend xx",
            ],
        );
    }

    /// A rule the speaker says does not bind us is narrative whichever word opens the
    /// disclaimer ("we", "we're", "not", "doesn't"...): the reading screens each token by the
    /// class of the disclaimers' first words before comparing them. Without the disclaimer,
    /// each is a constraint.
    #[test]
    fn a_rule_disclaimed_as_not_ours_is_narrative_whatever_its_first_word() {
        assert_kind(
            SpanKind::Narrative,
            &[
                "The landlord's rules say tenants must not paint, but we are not bound by that.",
                "The old policy says you must sign in, but we aren't bound by it.",
                "The supplier's handbook says drivers must wear hi-vis, but it doesn't apply to \
                 us.",
            ],
        );
        assert_kind(
            SpanKind::Constraint,
            &[
                "The landlord's rules say tenants must not paint.",
                "The old policy says you must sign in.",
                "The supplier's handbook says drivers must wear hi-vis.",
            ],
        );
    }

    #[test]
    fn kinds_held_and_readings_of_pol40ab() {
        assert_kind(
            SpanKind::Constraint,
            &[
                // The British "-ise" of a listed "-ize" verb opens an order as it does.
                "Sanitise the jugs before every shift.",
                "Standardise the file names before upload.",
                "Sanitize the jugs before every shift.",
                // "must have" + a deed done by a time still to come: a deadline.
                "All forms must have been filed by the time the auditor arrives.",
                "Back up the database before the migration.",
                "Touch the screen twice to unlock it.",
                // A notice's heading over a duty or an order.
                "NOTICE: Visitors must sign in at the front desk.",
                "WARNING: Keep hands clear of the rollers.",
                // A verb that takes an "-ing" object, an "-ing" adjective before its noun.
                "Keep stirring.",
                "Stop retrying.",
                "Report missing tools to the stores.",
                // A YAML section named for the agent it configures holds its rules.
                "triage_bot:\n  max_replies_per_ticket: 3\n  forbidden_topics: [pricing]",
                "agent:\n  max_tool_calls: 25\n  disallowed_commands: [rm, dd]",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                // "must have" + a deed by the time of a past event: a guess.
                "The sedative must have worn off by the time the dog got home.",
                "The courier must have left by the time we arrived.",
                // A superstition after a boast, the time a story is set in.
                "He says he's never lost a bag in ten years, touch wood.",
                "Knock on wood, the new pump has been fine.",
                "Back in 2009 the team worked out of a garage.",
                "Back when I started, the site had one kiln.",
                // A log line's level over a program's message.
                "NOTICE: relation \"jobs\" does not exist, skipping",
                "WARNING: Retrying in 5 seconds.",
                // A status note: a noun and an "-ing" form closing its clause, maybe hedged
                // with "prob.".
                "Build failing, prob. stale cache.",
                "Deploy pending.",
                "Print queue jammed, poss. a driver issue.",
                // A transcript's speaker, a section named for no agent.
                "Transcript:\nAI: The order shipped at 14:10.\nHuman: thanks",
                "listing:\n  max_guests: 4\n  bedrooms: 2",
            ],
        );
    }

    /// Session 41, pol41b (corpus s41b): a negative subject's act after a reminder's heading;
    /// a family word of Britain, Ireland or Wales as a principal; a principal's "'s asked
    /// that"; "asked that" before a class of people; "wants nobody" and an act or a place; a
    /// form of writing things "go in"; a source closing a past report ("..., according to his
    /// mum") tells it; where every act of a kind named after "all" takes place ("All work with
    /// the stocks happens in the cabinet") is a rule. Each with look-alikes on the other side.
    /// Session 42, pol42: a state kept sealed, padlocked or covered until an event or when a
    /// case holds; a role no ending tells ("sous chef") saying a ban; "is the only acceptable
    /// X"; a task under an action label; a thing to be done "every time" a passive event
    /// happens; two things due by one time; a question wondered over is no rule. Each with
    /// look-alikes on the other side.
    #[test]
    fn kinds_held_and_readings_of_pol42() {
        assert_kind(
            SpanKind::Constraint,
            &[
                // Kept sealed or covered until an event.
                "Papers remain sealed until 9:00 on the day of the examination.",
                "Ballot boxes stay sealed until the canvass board is present.",
                "The manhole stays covered until the inspector arrives.",
                // A role no ending tells, saying a ban.
                "Sous chef says nobody clocks off till the line's scrubbed and logged.",
                "The head chef says never leave the fryer unattended.",
                // The one kind a rule lets through.
                "Safe mode entry is the only acceptable response to a star-tracker dropout during eclipse.",
                "Cash is the only accepted payment at the door.",
                "Form B is the only approved route for a refund.",
                // A task under an action label.
                "ACTION: Ops to hold all thruster burns on SAT-3 until the conjunction assessment clears.",
                "Action item: Priya to send the minutes by Friday.",
                "Actions: facilities to replace the broken lock.",
                // A thing to be done every time a passive event happens.
                "Controlled drugs register to be signed by two staff every time the safe is opened.",
                "Gas cylinders to be chained to the wall before the van is loaded.",
                // Two things and their states due at one time.
                "Site lights out and gates padlocked by 6.30pm.",
                "Phones off and bags packed by 9.",
                // A state kept in a case.
                "The front door stays locked when nobody's home — that includes for deliveries.",
                "The server room stays shut whenever the alarm is set.",
                // The same rule, said, not wondered over.
                "We should cap first-offence bans at 7 days.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "The tomb stayed sealed until 1922.",
                "The sous chef says the soup is ready.",
                "The head chef says hello.",
                "It was the only acceptable option we had.",
                "That is the only acceptable answer.",
                "Actions: none to report this week.",
                "Prices to be cut before the election, the minister said.",
                "Sales up and costs down by 10% this quarter.",
                "The gate stayed locked when we got there.",
                "The shop stays open when it rains.",
                // A question turned over, not a rule.
                "I wonder whether we should cap first-offence bans at 7 days.",
                "Wondering if the gate should stay shut over Easter.",
                "I was wondering whether staff must sign the visitor log too.",
            ],
        );
    }

    /// Session 43, pol43: "on hold" kept in a case or until an event; an Irish tag
    /// ("grand?") after a duty; Irish "Would you ever ..." as a request; "would rather you
    /// didn't" said of anyone; a wish that nobody do a deed ("It'd be lush if nobody
    /// dry-hopped ..."); a thing's act held to someone's
    /// leave ("doesn't leave without the master's sign-off"). Each with look-alikes on the
    /// other side.
    #[test]
    fn kinds_held_and_readings_of_pol43() {
        assert_kind(
            SpanKind::Constraint,
            &[
                // A state of two words, "on hold", kept in a case or until an event.
                "Chair 4 stays on hold whenever gusts top 65 km/h at the upper terminal.",
                "The order stays on hold until the payment clears.",
                // A duty before an Irish tag asking for assent.
                "Lads, no one's to open the hives on the north field till Siobhán's done the varroa count, grand?",
                "Keep the gate shut after the sheep are in, grand?",
                // Irish "Would you ever ...": a request, not a question.
                "Would you ever not leave the returns trolley in the fire exit again, thanks a million.",
                "Would you ever close that door behind you.",
                // A ban put as a third party's wish.
                "The boss would rather you didn't reply-all on anything from the regional office.",
                "The landlord would rather you didn't paint the hallway, thanks.",
                "Management would rather you did not park on the verge.",
                // An act held to someone's leave, said as a habit.
                "The boat doesn't leave the quay without the vessel master's sign-off on the weather window.",
                "The lab doesn't release results without the consultant's approval.",
                // A wish that nobody do a deed.
                "It'd be lush if nobody dry-hopped batch 215 till I'm back Monday, diolch.",
                "It would be great if no one touched the thermostat this week.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "The project stayed on hold until 2019.",
                "Would you ever go back to Cork?",
                "My brother would rather stay home on Fridays.",
                "My brother would rather you came along to the match.",
                "The committee doesn't meet without a quorum.",
                "The boat didn't leave without the master's sign-off that day, as it happened.",
                "It'd be great if nobody got sick this winter.",
                "It would be lush if no one was late for once.",
            ],
        );
    }

    /// Session 44 (pol44): a state due by a time with the place it holds in between, or an
    /// hour in words ("Lights out in the tasting room by ten"); a sign's thing put on or off
    /// "once" an event comes ("Phones on silent once we're rolling"); "dump" a verb ("You
    /// aren't to dump the marc ..."). Each with look-alikes on the other side.
    #[test]
    fn kinds_held_and_readings_of_pol44() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "Lights out in the tasting room by ten.",
                "Lights out in the family lounge by ten, bro — the night nurses need it quiet.",
                "Lights out by eleven on school nights.",
                "Bins in at the back gate by 8 on Mondays.",
                "Tools away in the shed by six.",
                "Phones on silent once we're rolling.",
                "Helmets on once you pass the gate.",
                "Youse aren't to dump the marc in the south paddock till council clears the runoff test.",
                "Dump the old logs before the upgrade.",
                "Never dump rinse water down the storm drain.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "The lights were out in the tasting room by ten.",
                "Lights out in the tasting room by ten, so the night went quietly.",
                "Sales up in the north region by ten percent.",
                "The phones went on silent once we started rolling.",
                "We took the dump run to the tip on Saturday.",
            ],
        );
    }

    /// Session 45 (pol45): a thing to be done, with a number or a place in its name and the
    /// event it waits for in a clause of its own; a deed nobody does alone; a verbless bound
    /// with a clause of condition after it; an order after "y'all"; a class of things sent
    /// out only once or only to; a participle of manner after "as"; "photograph" a verb; a
    /// kind "only" admits to a use. Each with look-alikes told or found.
    #[test]
    fn kinds_held_and_readings_of_pol45() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "Conveyor 3 to be locked out by the night shift before they leave.",
                "Points 22A to be worked by hand crank only until the motor is replaced.",
                "Gels on the FOH bar to be swapped for L201 before tech on Thursday.",
                "Bay 4 to be swept by the morning crew before the trucks arrive.",
                "Samples from the cold room to be logged once the courier signs.",
                "Pump 2 to be run on manual till the float switch is fixed.",
                "No one operates the genie lift alone.",
                "Nobody enters the tank unaccompanied.",
                "No one climbs the mast alone, even in calm weather.",
                "Max 42 passengers on the Cape Clear run when the upper deck is closed.",
                "Max 42 passengers on the run when the deck is open.",
                "At most 6 guests in the hot tub while the heater is running.",
                "Max 2 kids per adult on the slide if the pool is busy.",
                "Y'all hold the 5:10 freight at Millbrook till the down passenger clears, dispatcher's orders.",
                "Y'all check the straps before the crane swings.",
                "Y'all lock the gate when you leave.",
                "Certified copies only go out once the transcriber and the proofreader have both signed off.",
                "Recall letters go out by post only to patients who have opted out of SMS.",
                "Refunds only ship after the manager approves them.",
                "Sample kits go out only to clinics on the approved list.",
                "Report figures to the cent as shown on the slips.",
                "Round nothing. Report figures to the cent as shown on the slips.",
                "Label the crates as described in the packing note.",
                "Enter the readings as printed on the meter.",
                "Researchers may photograph documents only without flash.",
                "Photograph the damage before you move anything.",
                "Never photocopy a passport without the holder's consent.",
                "Only documents dated 1 March 2019 to 30 June 2021 are responsive.",
                "Only receipts from this quarter are reimbursable.",
                "Only invoices with a PO number are valid.",
                "Mairead asked that nothing from the recruiter domains land in her main inbox.",
                "The landlord has asked that nothing be left on the stairs.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "Prices to be cut before the election, the minister said.",
                "Details to be confirmed before Friday.",
                "Conveyor 3 was locked out by the night shift before they left.",
                "Pump 2 ran on manual till the float switch was fixed.",
                "Nobody came alone.",
                "No one was alone that night.",
                "Fewer than 20 people attended when the storm hit.",
                "At most 6 guests showed up while the heater was running.",
                "Y'all know the drill by now.",
                "Y'all held the freight at Millbrook till the passenger cleared.",
                "Y'all were great last night.",
                "The letters only went out once she had signed.",
                "Copies go out daily to the whole list.",
                "Our copies only went out to patients after the recall.",
                "She reported the figures to the cent as shown on the slips.",
                "The job went as planned.",
                "Photographs of the damage were sent to the insurer.",
                "She photographed the documents without flash.",
                "Only two files are relevant.",
                "Only the lobby is valid for parking.",
                "Only old receipts were valid back then.",
                "Mairead asked whether nothing had landed in her inbox.",
                "Nothing from the recruiter domains landed in her main inbox.",
            ],
        );
    }

    #[test]
    fn kinds_held_and_readings_of_pol41b() {
        assert_kind(
            SpanKind::Constraint,
            &[
                // A negative subject's present act under a reminder's heading.
                "omg reminder: NO ONE tells Gwen about the surprise choir 🤫🤫",
                "PSA: nobody parks in bay 3.",
                "Quick reminder - no one touches the sourdough starter.",
                "Remember, nobody feeds the goats.",
                // A family word as a principal relaying an order.
                "Bride's mam says keep the seating plan away from Auntie Glenys till the day, mind.",
                "My nan says no phones at the table.",
                "Granny says take your shoes off in the hall.",
                // "'s" for "has" before a request.
                "Biosafety officer's asked that the sharps bins be swapped out at 3/4 full, not when they're overflowing.",
                "The landlord's requested that the bins go out on Sunday night.",
                // "asked that" a class of people do something.
                "Photographer has asked that guests keep phones down during the processional ah.",
                "The venue has asked that visitors park on the lower field.",
                // "wants nobody" and an act or a place.
                "Guys, the drone op wants nobody walking under the flight path during the first dance 🚁🙅",
                "The head chef wants no one in the walk-in after close.",
                // A form of writing things go in.
                "Labels go in lowercase, singular nouns — 'dog' not 'Dogs'.",
                "Figures go in brackets after the total.",
                "Headings go in sentence case.",
                // A source closing a rule in force.
                "Helmets are required past the gate, according to the site manager.",
                // Where every act of a kind takes place.
                "All work with the lentiviral stocks happens in the class II cabinet, sash at the marked height.",
                "All cutting takes place on the green boards.",
                "All grinding happens behind the screen.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                // No reminder's heading, a state, a past.
                "Nobody tells me anything around here.",
                "Reminder: nobody knows the wifi password.",
                "Reminder: nobody came to the last meeting.",
                // A family word telling, not ordering.
                "My nan says hello.",
                "Granny said the trip went well.",
                // A possessive or a question asked, not a request.
                "The officer's asked questions all morning.",
                "The officer's asked that question before.",
                // "wants nobody" without an act or a place.
                "The chef wants nobody's pity.",
                // Things going in no form of writing.
                "Things go in cycles.",
                "Prices go in stages.",
                // A source closing a past report.
                "Mateo had a mild reaction to sesame at his cousin's party in June, according to his mum.",
                "The build failed twice last week, according to Jenkins.",
                // A saying, a past, no place.
                "All the magic happens in the kitchen.",
                "All filming happened in a warehouse in Leeds.",
                "All work happens on weekdays.",
            ],
        );
    }

    #[test]
    fn kinds_held_and_readings_of_pol41a() {
        assert_kind(
            SpanKind::Constraint,
            &[
                // "is to remain": a state to keep, as "is to stay".
                "Crew are to remain seated, belts fastened, until the captain gives the double chime at the gate.",
                "The statue is to remain in the lobby during the works.",
                "Pupils are to stay in pairs.",
                // "wants" + a thing + an irregular participle, or "no" + a thing done.
                "The lender wants the panel kept face-up in the crate at all times in transit.",
                "The owner wants the shutters left down over the weekend.",
                "Our neighbour wants no bins left on the pavement.",
                // The asker named with the place it is at.
                "Client at unit 9 wants no vans parked out front, they're sensitive about the neighbours seeing.",
                "Tenant in flat 4B wants the hallway kept clear.",
                // A wish that a thing be done, or not done, a request.
                "It would be appreciated if runs on the shared A100s were limited to one at a time.",
                "It'd be great if parent helpers didn't post photos of the children on social media.",
                "It would be helpful if all invoices were sent as PDFs.",
                // A time held to "and not a minute after".
                "Ye'll be back on the bus for half three and not a minute after, the driver's hours are tight.",
                "Be at the gate by nine, not a second later.",
                // A ban after a spoken lead with no comma.
                "so for the bedbug job on Tuesday don't be spraying the mattresses yourself right we heat treat those you only do the skirting and the bed frames",
                "um on the night shift never prop the fire door open",
                "for the Harris wedding do not serve anything with nuts",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "The results are to be expected after such a dry summer.",
                "My son wants no part of it.",
                "The kids want the ones that went on sale.",
                "Children at the back wanted more time.",
                "It would be nice if the weather held for the match.",
                "It would be great if the trains weren't so slow.",
                "The panel was kept face-up in the crate during transit.",
                "He got there at nine and not a minute later.",
                "She stayed not a minute longer than she had to.",
                "on Tuesday the shop never opened at all",
                "for the record I never said that",
            ],
        );
    }

    #[test]
    fn kinds_held_and_readings_of_session_41() {
        // A blessing closing a report: "thanks be to God", "glory be".
        assert_kind(
            SpanKind::Narrative,
            &[
                "The crate came back with the tilt indicator tripped and not a mark on the frame, thanks be to God.",
                "Nobody was hurt in the end, thanks be.",
                "The roof held through the storm, glory be to God.",
            ],
        );
        assert_kind(
            SpanKind::Constraint,
            &[
                "Thanks, be careful on the ladder.",
                "Thanks. Be back here by six.",
                "Be thankful, and be on time tomorrow.",
            ],
        );
    }

    #[test]
    fn kinds_held_and_readings_of_session_40() {
        assert_kind(
            SpanKind::Constraint,
            &[
                // "have to" contracted onto its subject (Irish and Northern English).
                "You've to sign the visitor book before going up to the ward.",
                "We've to be out of the hall by half ten.",
                "They've to wear hard hats past the gate.",
                // "see (to it) that" and a clause of what must come about.
                "See that the doors are locked before you leave.",
                "See to it that nobody touches the fuse board.",
                "Please see that everyone signs out.",
                "Then see that it gets logged.",
                // A thing, the state it is due in, and the time: a verbless house rule.
                "Lights out by 10.",
                "Bins in before 8 on Mondays.",
                "Bags packed by Friday.",
                "Doors locked by midnight, every night.",
                "Rooms cleared by noon on checkout day.",
                // "is to" contracted onto its noun.
                "The tea urn's to be off by half five.",
                "Everyone's to be out by six.",
                "Nobody's to touch the till.",
                "The manager's to sign it before it ships.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "I've to say, the food was great.",
                "You've to be joking.",
                "You've to hand it to them, they delivered.",
                "They've got to be the best team in the league.",
                "See that guy over there? He fixed it.",
                "See that guy over there, he fixed it.",
                "I see that the build is green.",
                "Sales up by 10%.",
                "The count was off by 3.",
                "Revenue off by 3 this quarter.",
                "Lights out by 10 most nights last week.",
                "The light went out by 10.",
                "Lights out by 10 and we all slept.",
                "The plan's to launch in May.",
                "The idea's to keep it simple.",
                "Dad's to blame.",
                "It's to keep the dust out.",
                "What's to stop them?",
            ],
        );
    }

    #[test]
    fn kinds_held_and_readings_of_session_39() {
        assert_kind(
            SpanKind::Constraint,
            &[
                // "have got to" with "have" kept on its subject.
                "You've got to sign in first.",
                "We've got to be off the site by six.",
                "She's got to be home by ten.",
                "It's got to be signed by the manager before it ships.",
                "You've got to see the doctor before you fly.",
                // "had better" and "best (not) to": advice given as a duty.
                "You'd better not touch the thermostat.",
                "You had better lock up before you go.",
                "You better not touch the thermostat.",
                "Better not touch the red valve.",
                "Best not to run the migration on a Friday.",
                "It's best not to run it on Fridays.",
                "You'd better be on time tomorrow.",
                "The report had better be ready by nine.",
                // A negative opener over an order or an inverted modal.
                "On no account open the vault alone.",
                "On no account is the vault to be opened alone.",
                "In no case share the password.",
                "At no time leave the child alone.",
                // "only ever" before the order or the team's own practice.
                "Only ever use the staging bucket for tests.",
                "We only ever ship to the EU.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "I've got to say, it works.",
                "It's got to be the fuse.",
                "You've got to be joking.",
                "They've got to be the best team in the league.",
                "You've got to see the new mural, it's stunning.",
                "You have got to try the new cafe, it's amazing.",
                "I'd better go.",
                "You'd better believe it.",
                "It had better be good.",
                "The better option is the second one.",
                "Best of luck with the launch!",
                "That was the best deploy we've had.",
                "Better late than never.",
                "The pump works better now.",
                "At no point did the pump fail.",
                "On no account was he told about it.",
                "In no time at all the tank was full.",
                "At no stage were we informed.",
                "We only ever found two.",
                "Only ever seen it once.",
                "The only ever use of it was in 2019.",
            ],
        );
    }

    #[test]
    fn kinds_held_and_readings_of_pol40c() {
        assert_kind(
            SpanKind::Constraint,
            &[
                // A place or a stretch of time said to be a "no-X" one.
                "The server room is a no-food zone while the racks are open.",
                "Fridays are no-meeting days for the design team.",
                "The quiet carriage is a no-phone area.",
                "No-wake zone past the marker buoys.",
                // A value or a state held until someone signs off.
                "The insulin infusion stays at 4 units an hour until the registrar reviews the glucose.",
                "Line speed remains at 12 m/min on press 3 till QA signs off the first reel.",
                "The drugs cage stays locked until the charge nurse countersigns the register.",
                // A task given to a count of two or more people.
                "Controlled drug counts are done by two nurses at every handover.",
                "Blood transfusions are checked by two staff at the bedside.",
                // A passive's second participle joined by "and" is no past verb.
                "Anything left on the bench after 6pm gets tagged and moved to the quarantine shelf, not thrown out.",
                "Samples received after 3pm get logged and stored at 4 °C overnight.",
                // A past perfect in a rule's condition is no reading.
                "If you'd taken more than 20 mg, call the pharmacist straight away.",
                "Funds withheld over 30 days must be reported to compliance.",
                "Whatever the forecast says, no launches above 15 knots.",
                "The minimum of 5 falls applies to every batch.",
                "Keep each batch above the minimum of 5 falls.",
                "Uploads are capped to a max of 10 MB.",
                "Keep the dough to a max of 2 kg per tray.",
                "Passengers with 2 bags over 23 kg pay the excess fee.",
                "Ship it with no more than 3 files over 2 MB.",
                "We close the bar at 11, no exceptions.",
                "The freeze started at 5pm, no merges after that.",
                "Keep the crates in the cold room, no stacking.",
                "If the forecast shows more than 20 cm, grit the hill roads first.",
                "Nothing gets withdrawn over 2,000 without a second signature.",
                // "reckon" after its subject hedges nothing of the order beside it.
                "Whatever you reckon, never open the valve alone.",
                // One thing's step done for every case of a kind before a gate.
                "The fire door log gets checked against every contractor badge before the shift starts.",
                "The torque wrench is calibrated for each airframe before the wheels come off.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "The harbour was a no-wake zone until they dredged it.",
                "It was a no-win situation for the crew.",
                "The hotel had two no-shows last night.",
                "The government declared a no-fly zone over the border in 2011.",
                "No-one was in the server room when the alarm went off.",
                "The pressure stays at 3 bar until the relief valve opens.",
                "The temperature stayed at 40 degrees until the consultant reviewed her.",
                "The gate stays at 40 percent open until the tide turns.",
                "The samples got logged and stored at 4 °C overnight.",
                "The van was loaded and driven to the depot after 6pm.",
                "Reckon the pump must have lost its prime overnight.",
                "Mate, reckon the gate must be jammed again.",
                "Reckon the burner must've iced up, she was coughing like a two-stroke.",
                "Reckon the lab must be behind again.",
                "The client insisted he'd never sent more than 3,000 euros in one transfer.",
                "By then we had already used over 40 GB of the quota.",
                "The customer claimed she'd never withdrawn more than 5,000 dollars in a day.",
                "By Friday she had withheld over 10% of the payment.",
                "The forecast says at least 30 mm of rain by morning on the coast.",
                "Sample 4 held 9 falls, well above the EN minimum of 5.",
                "The batch came in at 31 ppm, comfortably under the maximum of 40.",
                "Climbed to a max of 1,800 ft over the estuary before the wind dropped.",
                "The kiln reached a maximum of 1,240 °C on the second firing.",
                "Line speed averaged 41 m/min, with 6 reels over 50 m/min.",
                "The night shift ran long, 3 loads above 10 t.",
                "The job exited with code 1, no logs.",
                "The courier dropped the pallet at the wrong gate, no paperwork.",
                "The models predict over 40 knots at the headland tonight.",
                "The cafe is run by two brothers from Cork.",
                "The audit was done by two partners last spring.",
                "The night round is done by one nurse.",
                "The car gets washed before my sister visits every summer.",
                "The van usually gets loaded every morning before the drivers arrive.",
                "The roof got checked against every drawing before the handover.",
            ],
        );
    }

    #[test]
    fn kinds_held_and_readings_of_session_38() {
        assert_kind(
            SpanKind::Constraint,
            &[
                // An order to "you" after a condition opened by "any" or "if".
                "Any fitting, you call me or Dr Nkeng.",
                "If anything breaks, you call me.",
                // A sign: the thing, "on", and the time it holds for.
                "Gloves on before touching anything on the bench.",
                // Who alone is cleared for a kind of work.
                "Joanne's only cleared for Grade C and D areas.",
                // Chat and dialect spellings read as the words they stand for.
                "Unu nuh tek di catamaran pass Caye Caulker afta sundown",
                "Bab, you've gorra log every crack on the mould before you touch it.",
                "The kids, dey only look, no touch, kay? Dat's da rule fo' da petting area.",
                "Tell'n he's not to drop 'un off the trailer. Must go on the drive or not at all, my 'ansum.",
                // Look-alikes that still bind.
                "Staff should be wearing gloves.",
                "No deviations from the SOP.",
                "Lab coats must be worn in Room 214.",
                "I'd wager you must leave now.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                // A guess at a cause: "I'd wager", a fault noun, an epistemic complement.
                "I'd wager the relay must be set too sensitive.",
                "The crash must be in the audio streaming thread.",
                "Dat must be di compressor belt.",
                "The system must be faulty because the inverter is showing zero.",
                // Nobody knowing a cause; an elided "should" about a thing; a forecast.
                "Nobody can explain the difference.",
                "It works the way the manual said it should.",
                "The quad should be spinning again by eleven.",
                "Should be fine to get the run done before lunch.",
                // A finding, a count and a report.
                "Condition report: varnish intact, no evidence of previous solvent cleaning.",
                "Mary's only sent one email.",
                "Prices on Friday were up.",
            ],
        );
    }

    /// Session 39, pol39a: a named speaker's order reported as an infinitive ("Ayo said not to
    /// ...") binds, a reassurance ("not to worry") and a report of a fact do not; a bounded
    /// figure "held for" a span says how the bound is kept (a figure held with no bound word is
    /// a reading); a class's routine "at every" occasion reaches over a list of its objects; a
    /// verb-shaped noun before a reading ("Load on the database averaged 40%") or "just" and a
    /// past ("build just failed") is a subject, no order; "only" and an "of" phrase keep a
    /// placement convention ("photos of the children only go on the wall"); "can you tell X
    /// (not) to ..." relays an order.
    #[test]
    fn kinds_held_and_readings_of_pol39a() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "Marta said not to open the kiln until it drops below 100 degrees.",
                "Dr Okafor said never to leave the drip running unattended.",
                "The pharmacist said not to split the slow-release tablets.",
                "Pasteurising the milk: minimum 72°C held for 15 seconds.",
                "Concrete curing: at least 10 °C held for 7 days.",
                "Couriers carry a torch, a spare battery and a first-aid kit on every route.",
                "Divers take knife, compass and whistle on each dive.",
                "Report to the front desk by 9.",
                "Push just the fixed files.",
                "Load on the database must stay under 80%.",
                "Scans of the contracts only go in the locked folder after sign-off.",
                "Samples only go into the freezer once labelled.",
                "can you tell the cleaners not to mop the server room",
                "hey could u tell the drivers DO NOT park on the verge",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "Marta said not to worry about the cracked bowl.",
                "Marta said nothing about the kiln.",
                "Marta said not much happened on the night shift.",
                "Pressure test: 6 bar held for 30 minutes, no drop.",
                "Boiler pressure 2 bar held for 3 hours overnight.",
                "Couriers carry torches, and they usually stop for tea on every route.",
                "Couriers carried a torch, a spare battery and a kit on every route.",
                "Load on the database averaged 40% all week.",
                "Latency to the Frankfurt region peaked at 210 ms after the deploy.",
                "build just failed again",
                "Server just crashed on deploy.",
                "Prices only go up in winter.",
                "Photos of the trip only went on the wall last week.",
                "Can you tell them I'm running late?",
                "Can you tell the difference between the two glazes?",
            ],
        );
    }

    #[test]
    fn kinds_held_and_readings_of_session_37() {
        assert_kind(
            SpanKind::Constraint,
            &[
                // The one person or class who does it, in the present.
                "Only Sipho signs off on cremation paperwork.",
                "Only Maria handles the controlled drugs cupboard.",
                "Only licensed staff drive the forklift.",
                // A ban whose subject carries a size or a kind; "nobody goes up".
                "Until it's lifted, no vessel under 10 m leaves the basin.",
                "No trailer over 3.5 t enters the yard before 7 am.",
                "Until the wind drops, nobody goes up the mast.",
                // A postfix "max" after a rate's "a minute".
                "Line 3 runs at 180 packs a minute max until the new cartoner is validated.",
                // A postfix "no more" after a count named in three words.
                "Four Tc-99m bone scans per camera session, no more.",
                // An order closed by a Scouse tag; a Bahamian ban with dropped g's.
                "Ay la, don't be puttin' the scales in kilos on the receipts, sound?",
                "Di agent dem, when yinna ringin' donors, doan call nobody before eight in de mornin' nor after seven at night.",
                // A rule said to exist now.
                "That's why there's now a rule that touch pool animals are never used as live food.",
                "There is a policy that nobody works alone in the cold store.",
                // Where a team restricts itself to doing something.
                "Catalytic converters: we buy them only from registered trade accounts.",
                // Look-alikes that still bind.
                "Hold at 134 °C for 3 minutes as required.",
                "The boss reckons we must file by Friday.",
                "The client wanted all invoices in EUR, so we switched the template.",
                "The customer didn't want the dish on the front, so put it round the back.",
                "Tidy up the desk before you leave.",
                "Go up and fix the dish.",
                "You can say no to the upsell.",
                "You have been told you must keep the door closed.",
                "Summaries should be shorter than 100 words.",
                "Edit the intro before Monday.",
                "Firing schedule: ramp 1 100°C/hr to 600°C; hold 10 min.",
                "You can tell the customer we are closed.",
                "Max 200 psi.",
                "We have a rule that nobody must ever see the recipe.",
                "He had a rule that nobody must ever see the recipe, and we still keep it.",
                "The chick must weigh at least 300 grams before release.",
                "The weighbridge must be no more than 5 kg out on a 40-tonne load.",
                // "nobody's" with its "-ing" verb and the time it holds for; a clause after
                // ", and" keeping people out.
                "Nobody's touchin' the till until Dave's back.",
                "Nobody's climbing the tower today.",
                "The isolation room door stays shut, and nobody goes in without the blue overalls.",
                "Nothing goes in the bin without being rinsed.",
                // Appalachian "ain't nobody" with its "-in'" verb; a "y'hear?" tag.
                "Ain't nobody touchin' the padlock on the back gate without Mamaw says so.",
                "Don't give them dogs table scraps, y'hear?",
                // A bare "memory" key's note.
                r#"{"memory": "Coach Faye: juniors under 10 never go in the deep end without a poolside coach present."}"#,
                // Kept away from a place.
                "Scrap off anyone we don't know goes nowhere near the scale till we've seen photo ID, la.",
                "Kids go nowhere near the pond.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "Only Sipho turned up today.",
                "Only Sipho knows the safe code.",
                "Line 3 ran at 180 packs a minute max yesterday.",
                "No vessel under 10 m left the basin yesterday.",
                // Mishaps tallied as none, the noun qualified by two words.
                "No dam safety incidents.",
                // A past done as the rule asked.
                "The sterilisation run held at 134 °C for 3 minutes as required; printout attached.",
                // How far a thing is off its mark.
                "Returns this week: 212 books, 3 overdue by more than a month.",
                "The 07:10 ran late by over ten minutes again.",
                // A guess hedged by "reckon"; a failure come back (with a particle).
                "Our Dai reckons the new pro must be on at least two grand a season.",
                "I reckon the pump must be blocked again.",
                "The sintering furnace must be spoil again lah, the crowns all come out chalky one.",
                // A saying remembered from family.
                "Mam always said you should never trust a man who doesn't read.",
                "My grandad would always say never buy a boat in spring.",
                // A record's wording.
                "Request form 47B reads: 'I must have the Collins dictionary back by Friday or my appeal is ruined.'",
                // A past wish and what was done about it.
                "The customer was adamant she didn't want the dish on the front of the house, so Kev put it round the back.",
                // A third person's plain verb, then "and" and theirs.
                "So he go up and fix the dish lor.",
                // Welsh "Tidy." alone.
                "He was made up. Tidy.",
                "There was a rule that nobody fed the octopus.",
                "There's a rule that was dropped last year.",
                "We bought them only from registered trade accounts last year.",
                "The sign says 'keep out of the cabin' and it is old.",
                // An idiom; a past instruction to a third person; a state expected to change.
                "At least the stump grinder started first go, which is more than you can say for that chipper.",
                "The engineer had been told he must keep the door closed between steps, and mostly did.",
                "Should be clearer by tomorrow's 06Z run.",
                // An event named, then its verb; a log's entry under its number.
                "Producer's diary: recorded the episode today. Edit starts Monday.",
                "Firing log #K2-311: ramp 1 100°C/hr to 600°C; ramp 2 150°C/hr to 1222°C; hold 10 min; cool natural.",
                // A reading's limit in brackets; an inference; a rule once had.
                "Boiler pressure: 180 psi (max working 200)",
                "free Cl 1.9 mg/L  (min 1.0)  OK",
                "Last washout: 14 days ago (required every 30)",
                "It's fat bloom, you can tell from the greasy sheen.",
                "When he first opened the factory in 1987, he had a rule that nobody must ever see the recipe.",
                // A guess at how things stand by now; how far a reading is out.
                "The owlet must weigh at least 300 grams by now.",
                "We're within tolerance, no more than 5 kg out on a 40-tonne load.",
                "The talks went nowhere near a deal.",
                r#"{"memory": "The pool was closed last Tuesday for cleaning."}"#,
                "Ain't nobody touching it, it's broken.",
                "Ain't nobody seen him since Tuesday.",
                "Nobody's going anywhere until the fog lifts, I reckon.",
                "Nobody's perfect.",
                "Nobody is coming to the party, sadly.",
            ],
        );
    }

    #[test]
    fn kinds_held_and_readings_of_session_36() {
        assert_kind(
            SpanKind::Constraint,
            &[
                // An order insisted on with a closing "not before".
                "Bottling can start as soon as the lab sends the free SO2 result — not before.",
                "Royalty statements go out on the 15th — not a day earlier.",
                "Open the gates once the marshal waves, and not earlier.",
                // A ban held to a condition whose clause has a perfect.
                "No felling until an ecologist has checked for active nests.",
                // A subjectless "can't" held off until an event; a Geordie "divvent".
                "Can't ship any of the sav to the distributor till the export cert comes through, bro.",
                "Divvent let anybody backstage wi'oot a wristband.",
                "Can't be sellin' the stout in the taproom till the duty's been filed, see.",
                // Configuration: fenced, or named by its opening comment; a memory note.
                "```yaml\nagent_rules:\n  barrel_room:\n    max_topping_per_day_litres: 40\n```",
                "# agent config — incident IR-2231\ncontainment:\n  max_hosts_per_batch: 5",
                r#"{"memory_note": "User wants reports as CSV; never include the donor's home address."}"#,
                "Team agent config (applies to you):\n{\"release_policy\": {\"min_approvals\": 2}}",
                "No emails sent to applicants.",
                // Still orders beside this session's readings of reports.
                "Keep gate 3 closed.",
                "Close work order 7781.",
                "Pay USD 18.00 by Friday.",
                "Keep the margin at least 1 dB better than the budget.",
                "No PII noted down in tickets.",
                "No photos taken inside the ward.",
                "Clients must have signed the NDA before we start.",
                "The floor must be dry in two hours.",
                "Nobody can confirm orders over €500 except the manager.",
                "Don't let him near the barrels.",
                "The style guide says never to use the Oxford comma.",
                "No action needed from you until the audit.",
                "No point of sale changes without finance.",
                "Max. 3 slides per speaker.",
                "The customer insisted we re-seal the case before it goes back.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                // A record's number and its state; an amount labelled by its currency.
                "Work order 7781 closed: bench replaced, Riverside Park. Labour 2.5 h.",
                "Purchase order 5521 received: 12 pallets.",
                "Entry 2031-44 processed: duty ZMW 18,420.00; status CLEARED; flags: none.",
                // Guesses about the past or a state reached by now, and forecasts.
                "The client must have used Google Translate for the first draft.",
                "The B2 group must be sick of gap-fills by now, they groaned at the handout.",
                "The glue-up should be dry in about forty minutes.",
                "The pies'll be gone by half-twelve, they always are.",
                // Findings, outlooks, statistics and annotations of a reading.
                "Weight carried 58 kg. No lameness noted.",
                "No behaviour changes intended.",
                "Resolution: superseded by ROY-901. No action needed.",
                "Link margin came in at 3.1 dB, at least 1 dB better than the budget predicted.",
                "GPS unit 14: avg 31 km/h, max 44 km/h, salt 1.8 t",
                "[FOH] 21:32:10 LAeq = 99.4 dB(A) (limit 102.0) status=OK",
                // What nobody knows; an idiom; a joke; a rule said once and changed since.
                "The container was rolled, though nobody can confirm.",
                "We still don't let him live it down.",
                "She's not allowed near a hairdryer since the bichon, ha — only joking.",
                "Our style guide once said never to use the Oxford comma; it's been revised since.",
                "Dat Rolex na fake, no be original at all.",
                "The bus came at nine, not before.",
                "Can't wait till the holidays start.",
                "Can't be more than a couple of weeks till the rhododendrons flower.",
                "None needed a letter regenerated, and no emails went out to applicants.",
                "02:44 lateral movement over SMB; 03:05 EDR quarantined the dropper.",
                "Discs are fine. No point chasing the customer for it.",
                "Damage claims were down to six. No complaints either.",
                "Donor asked whether tins past their best-before date are allowed.",
                "The customer insisted he'd never worn the watch in water.",
            ],
        );
    }

    #[test]
    fn kinds_held_and_readings_of_session_34() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "The delivery van does two runs before lunch, max. Don't book a third even if Yarraville begs.",
                "Any freight booked after that has to be moved to Thursday's sailing.",
                "Parcels left at the gate overnight must be signed for by the duty manager.",
                "Battery installs are paused until the new fire-rated enclosures arrive.",
                "Hiring is frozen until the audit closes.",
                "Nae mair overtime for Kirsty this month, she's well past her 48 hours already.",
                "Blast clearance radius is 500 m for people and 300 m for equipment.",
                "Exam papers stay in the safe until 30 minutes before the start.",
                r#"{"memory": "front desk policy", "rule": "never charge the cancellation fee to patients with an exemption"}"#,
                "Keep the walk-in well under the 5 °C limit.",
                "The van does two runs, max. Insert sizes go in column B.",
                "Check the logs and say if anything looks off.",
                "Dangerous-goods vehicles board last and park in lane 1 only.",
                "Ye're not to be touchin' the till.",
                "We don't need more than two visits a day.",
                "Hand out no more than 900 wristbands.",
                "Confirm the booking with the client.",
                "Since the breach, we won't store card numbers in the CRM.",
                "Open the app and tap Settings before you enter a name longer than 64 characters.",
                "Nothing in the Harrow bundle goes to the other side until Fiona has finished the privilege review.",
                "Loan objects do not leave the climate-controlled store.",
                "Nuts are off the menu entirely in the Sunflower room.",
                "Photos of the children go on the parent app and nowhere else.",
                "[09:12] Leila (MLRO): you can close the low-risk alerts yourself from today",
                "The landlord must repair the roof before any rent increase.",
                "Claims handlers must attach the loss adjuster's report before closing the file.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "It took two hours, max. Nobody complained.",
                "The crew shipped the fix and then the pager went quiet.",
                "Downloads are paused.",
                "Nae bother, it was fine in the end.",
                "The kids stay with Gran until Sunday.",
                "Temperatures stay in the low teens until Thursday.",
                r#"{"rule": "never deploy on Fridays", "enabled": true}"#,
                "The walk-in is holding at 3 °C, well under the 5 °C limit.",
                "Coverage came in at a mean of 38×, comfortably above the 30× minimum the grant specified.",
                "PMS> appt list --date 2026-12-04 --room 2\n09:00  Rex (K9, 32.4 kg)      vaccination      Dr Singh\n09:20  Mittens (FEL, 4.1 kg)  dental – NIL BY MOUTH from 22:00 prev.",
                "if sample.rin < 7.0:\n    flag(sample)\n    continue",
                "Must say the rosemary focaccia has been a hit all season.",
                "16:02 Filed the return; status: accepted; next action: none required",
                "The tasting went brilliantly; they said the lamb must be the best they've ever had.",
                "Insert sizes look tight.",
                "Sold out of croissants again; we can't bake them fast enough on Saturdays.",
                "The new tenants moved in on Saturday and say the boiler takes a while to warm up.",
                "We didn't need more than two visits a day for Mr Fraser once the ulcer closed.",
                "In the end we handed out no more than 900 wristbands.",
                "Wah, the rostering system damn slow today. Must be the migration again, confirm plus chop.",
                "The printer won't print more than 50 pages at a time since the firmware update.",
                "Steps to reproduce:\n1. Open the app\n2. Tap Settings\n3. Enter a name longer than 64 characters\nExpected: an error. Actual: a crash.",
                "Nothing happens until the queue has filled up.",
                "We hiked to the hut and nowhere else, it rained all week.",
                "Hens don't leave the coop much in winter.",
                "[12:01:33] worker-3 (pid 88): started",
                "We were told it must be one of the best-kept in the county.",
                "Summary: the tenant argued the landlord must repair the roof before any rent increase could take effect.",
                "The advocate kept saying the matter must first be mentioned before the Deputy Registrar.",
            ],
        );
    }

    /// cls64d: an order of steps whose last step's verb is left out ("Starters come before
    /// the speeches, dessert after") is kept; a past, a pronoun's report and an order with
    /// no closing "X after" stay narrative.
    #[test]
    fn an_order_of_steps_with_the_last_verb_left_out() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "Starters come before the speeches, dessert after.",
                "The anthem plays before kick-off, coin toss after.",
                "Safety briefing runs ahead of the first heat, team photos after.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "I went ahead of the others, Sam after.",
                "Station ID went out ahead of the news, weather after.",
                "The news goes out ahead of the weather.",
            ],
        );
    }

    /// cls64d: a present passive assigning one kind to a case, then a second pairing with its
    /// verb left out ("Pine is used for the frames; oak for the windows"), is a house
    /// practice; one passive alone, a second clause with its own verb and a past stay
    /// narrative.
    #[test]
    fn kinds_paired_to_cases_with_the_verb_left_out() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "Latex gloves are worn for the swabs; nitrile for the solvents.",
                "Pine is used for the frames; oak for the windows.",
                "Blue tape is used for the cables; red tape for the gas lines.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "Gloves are worn for warmth; the hall is cold.",
                "Gloves are worn for the swabs; cotton was cheaper.",
                "The gloves were worn for the swabs; nitrile for the solvents.",
            ],
        );
    }

    /// cls64d: a machine that "only" runs while someone is there ("The kiln only operates
    /// while a technician is present") is a supervision rule; a fault's workaround, a past
    /// and a pronoun's report stay narrative.
    #[test]
    fn a_machine_run_only_under_watch() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "The kiln only operates while a technician is present.",
                "The band saw only runs when Priya's in the workshop.",
                "From the warden: the pool slide only opens if a lifeguard is on the platform.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "The old van only runs if you kick the starter.",
                "The rig only ran if Sam was on the desk.",
                "It only runs if Sam's on the desk.",
            ],
        );
    }

    /// cls64d: a class of people kept behind a barrier ("Visitors stay behind the east bund")
    /// binds, and the reading of a kind kept in a place may open on the recurring occasion it
    /// holds for ("On match nights, ..."). Staying on ("stay behind to tidy up"), a pronoun's
    /// report and one day told of stay narrative.
    #[test]
    fn people_kept_behind_a_barrier_and_an_opening_occasion() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "Spectators stay behind the rope line.",
                "On match nights, spectators stay behind the rope line.",
                "On Fridays, couriers stay behind the loading bay barrier.",
                "During the demolition, visitors stay behind the blue fence.",
                "On wash days, dog leads stay on the hook by the door.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "Volunteers stay behind to stack the chairs.",
                "We stay behind the old mill these days.",
                "On the day, visitors stayed behind the fence.",
                "On Fridays, the kids stay with Gran.",
            ],
        );
    }

    /// Session 46 (cls46): shapes of the s45 constraint misses. A kind of thing kept in a
    /// place, a principal's words forwarded after a short lead, and "would prefer" a thing
    /// left undone bind; a description, a span of time, a level, one party's stay, a quote as
    /// data and a past preference stay narrative.
    #[test]
    fn kinds_kept_in_a_place_forwarded_quotes_and_preferred_undoing() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "Sealed-session audio stays on the air-gapped machine.",
                "PII stays in the EU region.",
                "Patient files stay inside the locked cabinet during clinic hours.",
                "Gas cylinders stay chained to the wall bracket in the store, full or empty.",
                "Spare keys stay in the key safe behind reception.",
                "Anyone without a hi-vis vest stays behind the barrier.",
                "FYI triage bot — Fwd from Legal: 'Emails mentioning settlement are not to be auto-archived; flag them for a human.'",
                "Note — the client: 'Please don't phone before 9.'",
                "Chambers would prefer the sentencing remarks not be released before the written judgment.",
                "The venue would prefer the confetti not be thrown inside the chapel.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "The kids stay with Gran on weekends.",
                "Guests usually stay in the annex when the house is full.",
                "Condensation stays on the windows for hours on cold mornings.",
                "Snow stays on the north face until May.",
                "Prices stay on the high side this year.",
                "FYI triage bot — sample text: 'Refunds are not to be issued.'",
                "The 2019 memo said: 'Emails are not to be archived.'",
                "Chambers would have preferred the remarks not be released, but they went out anyway.",
                "Chambers preferred the remarks not be released, but they went out anyway.",
            ],
        );
    }

    /// Session 46 (pol46): a ban with a South Asian "..., no?" tag; a request put to the
    /// team to avoid something; "under no circumstance" in the singular; a requester named by
    /// a noun compound ("the Brussels lender asks that ..."); "is not to" contracted onto its
    /// noun. Each with look-alikes that stay narrative.
    #[test]
    fn tags_requests_and_contractions_of_pol46() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "Aiyo, don't run the port story without the second source, no?",
                "Don't merge it before the review, no?",
                "Hi team, quick one: for the next two weeks could we avoid scheduling any heavy Spark jobs on the shared cluster between 09:00 and 11:00 IST? Finance close is running then.",
                "Could we avoid pushing to main on Fridays?",
                "Under no circumstance the bottles go out without the date label.",
                "He say under no circumstance the bottles go out without the date label, because last year the health people give trouble.",
                "The Brussels lender asks that the crate not be opened until it has acclimatised for 24 hours in the gallery, and that a courier from their side is present when it is.",
                "The Dublin landlord asks that we keep the hallway clear.",
                "The foam's not to be used for the lead medals.",
                "No changes to locked CRFs after that date without a signed unlock request.",
                "No changes to the rota unless the manager agrees.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "The build went green, no?",
                "Did the courier come, no?",
                "Could we avoid the traffic if we left at six?",
                "We avoided scheduling heavy jobs last week.",
                "The Brussels lender asked that question twice.",
                "The plan's not to launch until May.",
                "It's not to keep the dust out.",
                "No changes to the plan, we fly at six.",
                "No changes were made without a ticket last quarter.",
            ],
        );
    }

    /// Session 47 (cls47): the s47 blind spans. An order after a name of address, a "yeh?"
    /// tag or a lead closed by a colon; a permission narrowed by "whose" and a past verb; a
    /// "will" kept to a place by "only" after its verb. Guesses that read as rules: a
    /// person's state by a time, a cause compound, a room free after lunch, "Bless her", a
    /// match's recap label, a debate "about whether", a frame inside a reported question or
    /// naming what a reported deed followed, an invitation to speak, the rules of a time long
    /// past. Each with look-alikes that keep their reading.
    #[test]
    fn s47_blind_spans_of_cls47() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "Ay lad, don't let anyone plug a personal mouse into the stage PCs till it's been checked by the tech table, yeh?",
                "Keep the side door shut, yeh?",
                "Ting, for the Bajan drive-time segment, play the sponsor bumper before every traffic update, not after.",
                "Ting, play the sponsor bumper first.",
                "Priya, for the launch, play the teaser before the keynote.",
                "Hey you guys, ope, quick one: can you make sure nobody tags a release off the hotfix branch this week?",
                "Hi all, one thing: could you keep the PR titles short?",
                "Permission for the Year 9 river walk is granted only for children whose parents returned the signed consent slip by Friday.",
                "Access is granted only to staff whose managers signed the form.",
                "Trip leaders will carry the group's passports in the body pouch and will hand them out only at border control.",
                "Stewards will hand out wristbands only at the main gate.",
                "The form must have been filed by Friday.",
                "The output must be gzip-compressed.",
                "Walkways should be free of clutter at all times.",
                "Bless the boat before it goes in the water.",
                "Match the colours to the brand sheet.",
                "You should see a doctor about that cough.",
                "The bot is allowed to auto-merge patch bumps.",
                "Hold the load as the procedure requires.",
                "The guest asked whether the towels can stay, and the manager wants them changed every day.",
                "The client said no invoices go out before the 5th.",
                "I'd like the minutes in PDF before Thursday's meeting.",
                "Back to the rota: nobody swaps a shift without telling Priya.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "The family must have been exhausted by Friday; the son had slept in the chair beside her three nights running and none of them would go home.",
                "They must have been tired by the end of the week.",
                "The flaky test must be timing-related; it only fails when the runner is under load and passes fine locally every single time.",
                "The spike must be heat-induced.",
                "The pre-PCR room should be free after lunch — Anjali said her extractions would finish around 1.",
                "Bless her, the old lioness just flopped in the sun all morning and ignored the meat on a rope entirely.",
                "Match 7 recap: Team Kilimanjaro took first blood at 3:12, server hiccuped at 18:40 but the ref ruled no remake.",
                "The build went green, yeh?",
                "Sadly, power cuts hit the east side.",
                "Overall, run times improved.",
                "The children whose parents returned the slip went on the walk.",
                "The parcel will arrive only on Monday.",
                "Question from the client: what time does the depot open?",
                "Trial results from the Canterbury station suggest growers should see about a 12% yield gain from reflective mulch, though the effect was smaller in wet years.",
                "We argued for ages about whether the bot should be allowed to auto-merge patch bumps; in the end nobody changed anything.",
                "The operator stopped the lift and held the load as the procedure requires.",
                "Guest in 214 asked whether she should leave the towels on the floor if she wants them changed.",
                "She told me once that she should have left Newfoundland years ago, but she never did and said she had no regrets about it either.",
                "Should we consider capping rooms at 12 on Sundays? I'd like to hear views at Thursday's meeting before anything's decided.",
                "Back then players had to be in the booth 30 minutes early, headsets had to be the sponsor's brand, and no energy drinks on stage.",
                "Originally staff had to sign in twice, and no phones on the floor.",
            ],
        );
    }

    /// Session 48 (cls48): the s48 blind spans. Rules: "gatta" for "gotta"; a name after the
    /// title "Miss" relaying a rule; a duration a thing "sits out", capped; a present passive
    /// put first or last before the step it follows; a state due by a time with "clear of" a
    /// place or "in position". Guesses and reports that read as rules: "please" on a question
    /// for information, "may still" of a thing, "should" as a model or a large cause has it,
    /// a reading's change beside an event, "like it's supposed to", "up by" a place in what
    /// someone was told, "then" after the speaker's own plain verb, a map assigned in code, a
    /// noun-like verb heading a reading or a record's label, a message quoted "in part". Each
    /// with look-alikes that keep their reading.
    #[test]
    fn s48_blind_spans_of_cls48() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "Listen, when Nassau ops call for the Exuma run, y'all gatta confirm the fuel reserve with the pilot first before you give the hospital any ETA, ya hear?",
                "You gatta sign the log before you leave.",
                "Miss Carmen say no child go home with anybody who not on the pickup list, even if they say they family.",
                "Miss Joyce says the gate stays locked until nine.",
                "Miss Joyce says she never lets anyone in before nine.",
                "Miss say nobody leaving the beach without one of the teachers.",
                "Cold buffet sits out two hours max. After that it's binned - not chilled and re-served.",
                "Raw chicken sits out 30 minutes at most.",
                "Milk stands out no longer than an hour.",
                "Hot boxes get loaded last, after the cold chain is in and the van door has been shut once to check the seal.",
                "The labels are printed first, before the cartons are sealed.",
                "Sedated animals get moved last, once the corridor is clear.",
                "PAGER: Blast B-117 moved to 14:40. All plant clear of the 500 m exclusion zone by 14:25. Sentries in position by 14:30.",
                "Stewards in place by 09:00.",
                "All vehicles clear of the haul road by 16:00.",
                "Please, could you keep it short?",
                "You may still submit the form until Friday.",
                "The doors should stay shut, according to the site manager.",
                "With this much rain, drivers should leave early.",
                "Don't run the pump with the pressure dropping below 2 bar.",
                "Store it like it's supposed to be stored.",
                "The council told us bins go out by 7am.",
                "Check the logs then restart the service.",
                "You check the logs then restart the service.",
                "I want you to check the logs then restart the service.",
                "Check temp at 5 m every hour.",
                "Search the report for anything about shredding.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "The weather should clear by afternoon, the Met people say so, so the Bo flight may still go today.",
                "The match may still go ahead if the rain stops.",
                "Please, can someone tell me whether the new malt from the supplier must be stored in the dry room or the cold room?",
                "Please can you tell me where the spare keys are?",
                "The new chillers should bring PUE down to about 1.3 once both halls are migrated, according to the vendor's model.",
                "The new pumps should cut the bill by a third, according to our projections.",
                "With this much rain the face should stay damp enough that dust won't be a problem on Thursday's shot.",
                "With all this wind the ferry should run late.",
                "The vibration spike on T9 must have been the gearbox oil heater kicking in; it lines up exactly with the ambient dropping below 5°C.",
                "The alarm fired with the pressure creeping over 3 bar.",
                "The transfer switch flipped over to the genset at 01:12 like it's supposed to, ran on generator for 47 minutes, and went back to utility at 01:59 with no alarms.",
                "The pump started as it is supposed to.",
                "Mamaw says the co-op told her the line crew had to cut a tree off the feeder up by the church, which is the third time this fall.",
                "Yesterday I go deliver at Gordons and the customer no stap, so I wait twenty minutes then bring the kaikai back to the shop. Boss said it was fine.",
                "I check the tanks at six then feed the fish.",
                "query = {\"custodians\": [\"reyes\", \"okafor\"], \"date_range\": [\"2021-01-01\", \"2023-06-30\"], \"exclude_privileged\": true}",
                "hosts = [\"web1\", \"web2\"]",
                "Hot boxes got loaded last, after the cold chain was in.",
                "The hot boxes usually get loaded last, after the cold chain is in.",
                "The results are posted after the race.",
                "The car gets washed before my sister visits every summer.",
                "The readings got logged before the grapes were crushed.",
                "Sentries were in position by 14:30.",
                "All plant was clear of the zone by 14:25.",
                "The CPU sits at 80% max.",
                "Miss Carmen says the children went home at three.",
                "Miss says the bus came late again.",
                "The rain come down hard last night and the pickup line back up all the way to the corner. Miss Carmen say she never see it so bad since Hurricane Lisa.",
                "Pen 4, 07:00: water temp at 5 m 11.8 C, O2 sat 94%, current 0.3 m/s NE. Appetite moderate.",
                "Search term report: 'shred*' 1,284 hits across 9 custodians; 'delete before' 77 hits; 'don't tell' 312 hits.",
                "Deploy log: 3 retries, all green.",
                "DOC-004417 is an email from the CFO to the treasury team dated 14 Feb 2022. Body reads in part: 'do not forward this to the auditors under any circumstances, and delete the attachment once you have read it.' A reply from the deputy controller says 'understood, will not forward.'",
                "The reply reads in part: 'never copy legal on this thread.'",
            ],
        );
    }

    /// The s49 blind spans (cls49): readings of the misses and false alarms of corpora s49a
    /// and s49b, each with look-alikes that must keep their verdict.
    #[test]
    fn s49_blind_spans_of_cls49() {
        assert_kind(
            SpanKind::Constraint,
            &[
                // A polite request after chat handles.
                "@ops could you make sure the new volunteer cohort has their transceiver check signed off before anyone rosters them on the Thursday hut run? Cheers",
                "@dana @lee can you keep the rota short?",
                // "only" before a passive's auxiliary, the step it waits for after it.
                "From Monday, box 14 only gets opened after the count team has signed the drop manifest. Security opening it on their own is finished.",
                "The safe only gets opened after two keyholders are present.",
                "Box 14 is only opened after the count team has signed.",
                // "goes" to a place only if: a procedure's routing, no event.
                "Covering list for tomorrow: a mare goes in the breeding shed only if her negative CEM swab on file is dated within the last 30 days.",
                "The sample goes to the lab only after the seal is checked.",
                // A kind of work held back until a condition.
                "Dock master: flooding of the dock does not start until all hands are off the floor and the headcount on the board is confirmed.",
                "Work does not start until the permit is signed.",
                "Loading doesn't begin before the driver signs the sheet.",
                // One party kept in place until a deed is done.
                "Once the laser guide star is propagating, the aircraft spotter stays on the roof until the laser is shuttered; our airspace waiver depends on it.",
                "The banksman remains at the gate until the lorry is parked.",
                // The rest of the people kept in place.
                "Dogs: handler and dog only on the debris until the probe line's finished. Everyone else stays behind the tape.",
                "Everybody else stays inside the cordon.",
                // Shetland "du'll no".
                "Aye, du'll no put da glass skip ower da weighbridge till Magnie's checked da tare. He's wantin every load weighed empty first.",
                "You'll no touch the valve till the fitter's been.",
                // A rule told after a chat speaker's label, a concession closing it.
                "#fleet-ops (Slack)\nDevika: morning all, 14 returns overnight at the airport lot, two with minor scuffs, photos uploaded\nMarcus: cheers. the Corsa with the cracked mirror is in bay 3\nDevika: btw regional just told me any car with an open recall notice stays off rent until the dealer's done the fix, even if the customer's already been promised it. that's from today\nMarcus: ugh ok, I'll pull the two Qashqais",
                "Any car with an open recall notice stays off rent until the dealer's done the fix, even if the customer's already been promised it.",
                // A deed owed on every occasion of a kind.
                "Ushers should do a full row sweep after every screening — not just the aisles — and any lost phones go straight to the duty manager, not the lost-property box.",
                "Porters should do a walk-round before each shift.",
                // A wish that a party do a deed.
                "We'd appreciate it if the brass section could keep warm-ups in the green room, not the corridor, at the Cardiff hall — the venue has a noise clause.",
                "It would be great if the night crew would log every call.",
                // Look-alikes of the false alarms below that still bind.
                "I should check the antifoul before Tuesday.",
                "The vet says the bay mare should foal before Friday.",
                "Bags must measure 50 cm at most.",
                "No further contact with the client until legal replies.",
                "We won't fix prices for anyone.",
                "The board adopted the proposal that every bucket must carry a batch label.",
                "Check 09:00 readings against the log.",
                "Rentals over 5 days must be paid upfront.",
                "At least two of the crew must stay on board.",
                "Book the audit for April.",
                "Send lunch orders by 5pm.",
                "Start 09:00 until 17:00 each day.",
                "Staff should have their badges by Friday.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "The room only gets used twice a year.",
                "The alarm only goes off if the door is forced.",
                "The pump does not start until the tank is full.",
                "Flooding did not start until noon.",
                "The meeting does not start until the chair arrives.",
                "The kids stay with Gran until Sunday.",
                "The dog stays in the kennel until the divorce is final.",
                "Everyone stays at the Hilton.",
                "Everyone else stayed behind the tape.",
                "You'll no doubt hear about it.",
                "The new filters should do a better job.",
                "We'd appreciate it if the weather could hold.",
                // Guesses.
                "I should think the antifoul will be dry by Tuesday if the weather holds.",
                "I would imagine the paint is dry by now.",
                "The vet says the bay mare should foal any day now; she waxed up this morning.",
                "Borrower says she should have her bank statements by Friday, since her branch is posting them.",
                "Bone fragments from 2041 measure 3.2 cm at most. Jamie reckons they must be sheep, given the butchery marks.",
                // Records.
                "Audit finding (closed): in Q2 two platelet units were found off the agitator for over 30 minutes. Both were quarantined correctly. No further action.",
                "Ticket #RC-2288 (closed, won't fix): proposal 'operators must wear cut-resistant gloves on the cardboard line' rejected at H&S committee; the risk assessment found no cut hazard there.",
                "From: Kealoha Honey Co-op <info@kohalahoney.coop>\nSubject: minutes, October meeting\n\nPresent: 14 members. The meeting discussed the proposal that every bucket must carry a batch label before leaving the extraction room. Several members felt this was excessive for small producers and the vote was deferred to December.",
                "Proposal for Q1 review, not adopted: auto-decline any file under 580. Credit committee sent it back for more data.",
                "Load cell log, rig point B3: peak 412 kg at 21:47 during the cloud swing act, rated 1000 kg. No alarms.",
                "Data logger download — courier run 14\nstart 09:02 3.9°C\n10:00 4.2°C\n11:40 8.2°C ALARM\nend 12:41 3.8°C",
                "At least twelve of the new starters had never been underground before the induction week.",
                "Rule 4.2(c) on photography came up in the audit: the auditor asked whether it had ever actually been enforced. Nobody on the call could remember a single case. Action: none. Next audit booked for April.",
                "Return processed: 1,380 miles over 5 days, 380 over allowance, excess charged £95.00. Customer paid by card.",
                "Blood bank FAQ draft, question 7: 'Can I donate if I have had a tattoo recently?' — answer section still blank, Thabo to fill in.",
            ],
        );
    }

    #[test]
    fn s50_blind_spans_of_cls50() {
        assert_kind(
            SpanKind::Constraint,
            &[
                // Scots "-na" negatives, "twa", "ony"; Jamaican "cyaan", "gi".
                "Dinna lift ony o the nets at pen fower till the divers are back on the boat.",
                "Ye canna park there.",
                "An nae mair than twa fish in the bucket for the lice count, mind.",
                "Eh, mind: yuh cyaan gi out no claim number over de phone till yuh check de caller ID against de policy. Dem scammers busy.",
                // "ain't to".
                "Y'all ain't to be carrying that piano down them back steps without the stair dolly and two men on the bottom, hear? Miss Pinckney done told me twice.",
                "You ain't to touch the piano.",
                // "no entry without" two things done, participles.
                "Enclosure B: no entry without a full-face P3 fitted and the smoke test logged on the door sheet.",
                "No entry without a harness clipped and the permit signed.",
                // A limit changed until an event.
                "Max passengers per flight on G-BXTC reduced to 6 until the new basket floor is certified.",
                "Speed limit lowered to 10 mph till the resurfacing is done.",
                // A leave held back by "but not before".
                "Gel samples can go through the thermal cycler tonight, but not before Aisha has run the blank controls and they've come back clean.",
                "The bins can go out on Sunday, but not until the truck has been.",
                // "while" an operation leads a negative subject's act.
                "While the headrig blade is being changed, nobody stands inside the chain barrier, and the lockout tag goes on the main isolator before anyone touches the blade.",
                "While the crane is lifting, nobody enters the pit.",
                // A state due by minutes past the hour, off a place; a gate latched.
                "Public session changeover:\n- skaters off the ice by :48\n- resurfacer goes out at :50\n- rink gate stays latched until the driver waves it open",
                "Skaters off the ice by 9:48.",
                "The rink gate stays latched until the driver waves it open.",
                // A request put to a class of people.
                "Enumerators are kindly requested not to photograph the altar room in any household, even if the family says it is okay.",
                "Visitors are asked to remove their shoes.",
                "Staff are politely requested not to park in bay 4.",
                // A principal's word under a "From ...:" label.
                "From the mill manager: trucks from MacIsaac's can unload in the south yard on Saturdays up to the end of June.",
                // Look-alikes of the false alarms below that still bind.
                "Leave the seal intact.",
                "No injuries, no phones in the barn.",
                "Never let them down.",
                "Staff should expect overtime on Fridays.",
                "No more than two boards may read over 15%.",
                "Read over 15 pages before class.",
                "Once done, print 3, then file them.",
                "Exposure must stay under the control limit of 0.1.",
                "Gas monitors on every loco driver, and if the methane reads 1% or above the whole heading stops until the ventilation engineer clears it.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "From the manager: the lorry arrived at noon.",
                "From the chair: what a year. The spring build-up was the earliest anyone can remember.",
                "> From the style guide: \"Use the Oxford comma.\"\nI always found that rule a bit fussy.",
                "The questions are asked to gauge interest.",
                "Visitors were asked to remove their shoes.",
                "While I was away, nobody touched the ledger.",
                "The count was off by 3.",
                "It ain't done yet.",
                "I ain't seen him since Tuesday.",
                // False alarms of s50a / s50b.
                "Back when Dad flew the old Cameron out at Fitzroy, you never took off if you could see whitecaps on the creek. That was his own rule, nobody else's, and he's been gone ten years now.",
                "Oh, he's not one to do anything by the book, that fella, but he'll never let you down when the saw's acting up.",
                "PAGE P3 resolved 02:17 — RP-3 vibration back to 5.2 mm/s after bearing temp normalised. No operator action taken.",
                "No damage, no fire.",
                "Chain-of-custody form 26-0413-B, signed J. Okafor 09:14, received K. Lam 09:20, seal intact.",
                "Rob's motto is 'never lift what you can roll', which he says about twenty times a day and never once follows himself.",
                "Bulletin text, draft 3, for reference only: 'Residents are advised to stay out of the Ash Creek valley.' Marta thinks 'advised' sounds too weak and wants to discuss it at 2.",
                "Personal sampler results, day 3: operative 1 at 0.03 f/ml, operative 2 at 0.02 f/ml (4-hour samples), both well under the control limit of 0.1.",
                "Kiln 2 averaged 58 °C over the night cycle, moisture down to 13.2% on the test boards, and no more than two boards read over 15%.",
                "Given how the swarm has deepened, the magma must be coming up from the deeper reservoir, and we shouldn't expect much surface deformation for a few days yet.",
                "It's a rule of thumb among the pluckers that you should never pick in the midday sun, though nobody on the estate actually enforces it.",
            ],
        );
    }

    /// Session 51, cls51: the readings of the s51 blind spans' misses, each with look-alikes
    /// that stay as they were (fails at the base: every positive below was narrative there).
    #[test]
    fn s51_blind_spans_of_cls51() {
        assert_kind(
            SpanKind::Constraint,
            &[
                // A request as a wish: "appreciate it if" or "would help if" a party does a
                // deed, whoever holds a post, a named party, in a past or "-s" form.
                "It would really help if whoever's on kiln duty tonight kept the door shut until it's below 100°C.",
                "It'd help a lot if you logged every call.",
                "I'd appreciate it if the night watch didn't change the sound velocity profile without writing the new cast number in the log.",
                "I'd appreciate it if whoever's on the 10m station tonight checks the logger clock against GPS every hour.",
                "We'd appreciate it if whoever is on the desk kept the visitor book open.",
                // Dialect words read as theirs: "mus'", "dunnet", "afore"; "nor" for "don't".
                "Wen you done clean de washbacks, you mus' rinse dem twice wid cold, not hot.",
                "Reet lads, yan thing: dunnet tek t'big triplex ower t'laal bridge on 14.",
                "Marra, afore thoo gans up on t'roof at the Keswick job, check wi' the owner the stove's been out since last neet.",
                "Nor fly da eagle owl in da arfternoon session dis week, only mornings.",
                "Yorlyi, da launch nor go out past da reef line widout da skipper say so.",
                // A ban by "no" and a noun of two words after a semicolon, its participle
                // after them (the rewrite of a Bajan "nobody mus' sell" in the fixtures).
                "Boat unloaded by 7; no flying fish sold before inspector has checked them.",
                // A Spanish tag asks for assent, no question.
                "Mira, the visitors can hold the owl only if one of us is standing right there, ¿vale?",
                "Keep the gate shut, ¿verdad?",
                // A kept state, a phrase between it and its occasion; told to the writer.
                "HMRC have told us the duty-suspended warehouse stays locked with both padlocks whenever no one from the excise team is on site.",
                "The bar stays closed to the public during the matinees.",
                // A leave, its condition after a comma in the perfect.
                "Staff can bowl for free on lanes 22-24 after close, provided the last customer has left.",
                "You can merge, provided the tests have passed.",
                // A negative subject's present deed: "not even" shuts out every exception.
                "Nobody touches them bare-handed in between, not even to check for spots.",
                "No one opens the vault, not even the manager.",
                // "just in case:" leads a rule.
                "Reckon y'all heard, but just in case: phones stay in the lockers past the yellow line.",
                "In case anyone forgot: nobody parks in bay 3.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "It would help if the rain stopped.",
                "It would have helped if you had called.",
                "Would it help if I came in early?",
                "We'd appreciate it if the weather could hold.",
                "Whoever did this was careless.",
                "Neither the launch nor the dinghy went out.",
                "Nor did the skipper say so.",
                "He did not call, nor write to us.",
                "¿Vale la pena?",
                "The weather stays dry with a light breeze during the week.",
                "The deploy failed, provided my notes are right.",
                "Nobody came, not even Sam.",
                "Just in case: the spare key is under the mat.",
                "She read out the rule: \"No phones at the dinner table.\"",
            ],
        );
    }

    #[test]
    fn s52_blind_spans_of_cls52() {
        assert_kind(
            SpanKind::Constraint,
            &[
                // A wish stressed before its praise is still a request.
                "It would be really great if game masters didn't give more than three hints per room.",
                "That'd be so helpful if you kept the minutes short.",
                "It would be super nice if the night crew would log every call.",
                // A tag asking to be heard or understood asks nothing: the order stands.
                "Listen, you gotta run it after the nut-free lines, not before, ya heard?",
                "Heads up: nobody rides the muck train out, ¿me entiendes?",
                "Keep the gate shut, ¿me oyes?",
                // "heads up" (and whose it is) leads a house rule.
                "Heads up from the foreman: nobody rides the muck train out.",
                "Heads-up from Dave — nobody parks in bay 4.",
                // A leave narrowed by "but not" and another thing or use.
                "The cooking segment can use the induction hob but not the gas ring.",
                "We can use the backup kettle for the reactive blues, but not for anything with sulphur dyes.",
                "Interns can access the staging bucket but not the prod one.",
                // "Only" and a post named with "of".
                "Only the duty clerk of the scales can release a jockey to the paddock.",
                "Only members of the safety committee may sign the permit.",
                // A dropped "g" reads as the word in full.
                "Would you mind holdin' the applause sign down till Darla's done her intro?",
                "Would ya mind puttin' the lids back on?",
                // A place out of bounds, verbless or after a copula.
                "WT6 out of bounds till the fan motor's replaced.",
                "Withering trough 6 is out of bounds until the fan motor's replaced.",
                "The loft is out of bounds to visitors.",
                "Bay 4 stays out of bounds until Friday.",
                // A permit, lease or licence says what is barred.
                "The permit says no discharge of liquor to drain.",
                "The tannery's environmental permit says no discharge of spent chrome liquor to drain, full stop.",
                "The site manager says no bins with broken lids on the ramp.",
                "The lease says no subletting.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "It would be really great if the rain stopped.",
                "It would have been really nice if you had called.",
                "Did you hear the news, you heard?",
                "¿Me entiendes?",
                "Heads up: the coffee machine is fixed.",
                "Penguins can swim but not fly.",
                "I can see the logs but not the metrics.",
                "We could use the van but not the truck.",
                "Only the clerk of the scales knew the weights.",
                "The ball went out of bounds.",
                "He kicked it out of bounds twice.",
                "The loft was out of bounds back then.",
                "Nobody was holdin' the rope when it slipped.",
                "The lease says the rent is due on the first.",
                // Surprise, wonder and praise, no deed kept from anyone.
                "Ah, you'd never guess it, the little pony stood like a lamb.",
                "You would never know it from the outside.",
                "Stood there quiet while I done all four, never so much as lifted a hoof.",
                "Honestly the corps has to see it to believe it.",
                "You have to admire the old projector.",
                "He's paying it though, so no complaints here.",
                "Glad it didn't come to that.",
                // Sayings handed down, named as family's or as old.
                "My mama used to say you gotta eat it straight outta the carton, no bowl, no spoon.",
                "My granfer always said you should never cut reed in a wet March.",
                "The old rule of thumb is that you never trust a geologist's log on a Friday.",
                // A proposal not yet approved, its label too.
                "Draft proposal, not yet approved: line leads would do the check every two hours.",
            ],
        );
        assert_kind(
            SpanKind::Constraint,
            &[
                "You'd never share the keys with a visitor.",
                "Never so much as touch the wire.",
                "You have to see the doctor before Friday.",
                "Our rule of thumb is never deploy on a Friday.",
                "Mum said the chain stays on tonight.",
            ],
        );
    }

    #[test]
    fn s53_blind_spans_of_cls53() {
        assert_kind(
            SpanKind::Constraint,
            &[
                // A request put as the speaker's thanks or appreciation, maybe stressed.
                "I'd be grateful if the cleaners stopped propping the fire door open.",
                "We would be much obliged if drivers kept their engines off in the yard.",
                "I'd really appreciate it if whoever closes on Friday kept the freezer below -18.",
                "I'd appreciate it if the runners stayed off their phones on the floor.",
                // "there's to be no": a ban on what may happen.
                "There's to be no swimming off the pier while the ferry's in.",
                "The warden has said there's to be no fires on the dunes.",
                // Creole and Pitcairn forms of "you" and "don't".
                "Kenny, allyou doh open the sluice before the foreman give the word.",
                "Yorlye dunno take the boat out till the swell drop.",
                // A put-away sign after a one-word label, or held from a place.
                "Packers: hairnets on before entering the cold room; rings off.",
                "Helmets on from the gate.",
                // A telegraphic "kept" in a state, closed by "always".
                "Sorting: fleeces kept separate from the dags, always.",
                // Put away when not in use.
                "The solvent stays in the flammables cupboard when not in use.",
                "The spare key is kept behind the bar when not in use.",
                // Apprentices are people a leave on a condition names.
                "Apprentices can drive the loader once they've passed the course.",
                // A request's asker put first in a cleft.
                "It's the warden that wants no dogs taken on the dunes.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "I'd be grateful if the rain stopped falling on the roof.",
                "I'd appreciate it if the fog stayed away.",
                "I'd be better if I slept more.",
                "There's to be a party on Friday.",
                "I dunno why the pump tripped.",
                "We dunno if it's coming back.",
                "Allyou went to the fete last night.",
                // "must be" guessing a state: of health, all but reached, or the one answer
                // left.
                "The bassist must be ill.",
                "The tide must be nearly out — the rocks are showing.",
                "The glaze must be copper — nothing else gives that green.",
                // A rule of a forebear's time, told as its habit.
                "In my grandmother's time you'd have to ask the laird before you cut peat.",
                "Back in the day you'd have to queue for an hour before you got a ticket.",
                "Update: phones on since the outage.",
                "We kept the fleeces separate, always.",
                "The fleeces were kept separate, always.",
                "The blade retracts when not in use.",
                "The drill stayed in the case when not in use.",
                "It's the cat that wants feeding.",
                "Heads up: nobody reads the wiki anyway.",
                // What is shown to inform limits no one.
                "This is background only.",
                "That's context only.",
                // A conclusion drawn from findings.
                "The readings suggest the source must lie in the north wall.",
                "Measurements indicate the seal must sit too low.",
            ],
        );
        assert_kind(
            SpanKind::Constraint,
            &[
                "The report must be in English — nothing else is accepted.",
                "The tank must be nearly empty before you refill it.",
                "You must be present for the briefing.",
                "You'd have to ask the foreman before you move a stone.",
                "In my father's time you'd have to ask the township, and that still stands.",
                "Hairnets on before entering the cold room.",
                "This room is staff only.",
                "The guidelines suggest staff must wear masks.",
                "Heads up: nobody parks in bay 4.",
                "It is the landlord who wants the bins moved by Friday.",
            ],
        );
    }

    /// The s54 blind spans mended by cls54, paraphrased, with their look-alikes.
    #[test]
    fn s54_blind_spans_of_cls54() {
        assert_kind(
            SpanKind::Constraint,
            &[
                // A wish after a greeting, of nobody, of whoever holds a post, or of people.
                "Hi all — I'd really appreciate it if nobody took the kayaks past the buoy.",
                "Folks, it would help if nobody touched the thermostat.",
                "I'd be grateful if whoever's on the press tonight could lock the guard.",
                "I'd really appreciate it if people would wipe the benches after use.",
                // Nobody does a deed on an occasion past a bound.
                "Nobody climbs the mast when the wind's gusting above 25 knots.",
                // Gear taken out of use after a service life.
                "Harnesses are retired after 10 years or 500 falls, whichever comes first.",
                "Filters are replaced after six months.",
                // A present "kept" in a state, whatever the clitic.
                "The till's kept locked whenever the shop floor's empty.",
                "The cash box is kept locked whenever the desk is unmanned.",
                // A perk withdrawn.
                "The staff discount is suspended for the rest of the summer.",
                // An order told but not (yet) carried out.
                "The boss told us to pull the old lifejackets from the rack.",
                "The boss told us to always pull the lifejackets — learned that the hard way.",
                // What is not done by a cut-off, and what then happens to it.
                "The courier comes at 5; anything not boxed by 4.30 waits till Monday.",
                // A bound on the object of what nobody does.
                "The hoist takes 2 tonnes, so nobody lifts a crate heavier than that.",
                // A rule for every case from a day on, said by someone named.
                "Priya says from tomorrow every order goes through the new till.",
                // A telegraphic passive bound on how a kind of thing is handled.
                "Laundry: duvets tumbled min 40 min between stays.",
                // A negative subject after a verb of saying opens the rule said (s53a-s004).
                "The inspector says nothing goes in the cold room till she's signed it.",
                // An allowance of none, its subject closed by a number.
                "The pony in stall 3 gets no hay until the farrier's been.",
                // A statement with a South Asian tag asking assent asks nothing.
                "Nobody climbs the tower without a harness, okay na?",
                // A request after an endearment said as a vocative (cls67c).
                "hon can you put the grading numbers in the sheet b4 you leave today",
                "hun, can you lock up before you go",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "Hi all, it would be great if the rain stopped.",
                "I'd appreciate it if people would be kinder.",
                "I'd be grateful if whoever did this could be found.",
                "Nobody answers when I call.",
                "The harnesses were retired after 10 years.",
                "The cash box was kept locked whenever we were away.",
                "Her discount is suspended.",
                // An order told in the past, then its doing reported after a dash.
                "The manager told us to pull the old lifejackets — done Monday, all back now.",
                "The surveyor asked us to replace the cracked hinge — swapped it Thursday.",
                "The council told us to move the skip — did that in May.",
                // "must be" guessing a cause: a thing traced to a past time, a state gone
                // wrong again, evidence after a comma, a clause with its "that" left out.
                "That noise by the boiler must be the air from the refill yesterday, not a leak.",
                "Press 4 must be misaligned again, it chewed up two sheets.",
                "That pallet must be half water, it weighed far more than the docket said.",
                "The tea was stewed, must be they left the bag in too long, no?",
                "Anything not sold by noon went to the food bank.",
                "Nobody runs faster than Sam.",
                "Priya says from tomorrow the weather turns cold.",
                // An outlook as good as a thing working; a chat vocative opening a report.
                "Should have a full oven by Friday if the mixer behaves.",
                "Bro the tall one, he got into the shed overnight.",
                "hon the new pump came today, it's lovely and quiet.",
                "The Hon. Member for Cork asked about the harbour dues.",
                "Update: duvets tumbled 40 min yesterday.",
                "Servers restarted at least 3 times overnight.",
                "The inspector says nothing works in the cold room.",
                "Since 2019 we get no complaints.",
                "It was raining all day, okay na?",
            ],
        );
        assert_kind(
            SpanKind::Constraint,
            &[
                "The door must be unlocked again by eight.",
                "The tank must be clean again.",
                "The first slide must be the title from the brief.",
                "Aisle seat, not window.",
                "Should have the report on my desk by Friday.",
                "Bro, lock the gate.",
            ],
        );
    }

    /// Session 55's blind spans (cls55): paraphrases of the misses read, each with look-alikes
    /// that stay as they are.
    #[test]
    fn s55_blind_spans_of_cls55() {
        assert_kind(
            SpanKind::Constraint,
            &[
                // Swahili "bila" ("without") and the tag "sawa?" ("okay?") mixed into English.
                "Folks, nobody lifts the brood frames bila gloves, sawa?",
                "Nobody lifts the brood frames bila gloves.",
                "Nobody lifts the brood frames without gloves, sawa?",
                // A reminder's heading naming whom it is for.
                "Reminder for the night crew: nobody touches the kiln while Sam is loading it.",
                // Spanish "mañana" for the day a rule holds from.
                "From mañana nobody drives the van without checking the tyres.",
                // A request put to whoever hears it, to see a thing done.
                "Would someone mind making sure the gate gets locked before the night shift?",
                "Can somebody see to it that the fryer is cleaned the same night it's used?",
                "Could you see to it that the fryer is cleaned every night?",
                // "works" before its object runs a thing.
                "No one works the band saw alone.",
                // Whom a kept state keeps out, between it and "until".
                "The pool stays closed to swimmers until the lifeguard arrives.",
                "The summit gates stay shut to the public until the ranger has checked the slope.",
                // Leave to operate a machine or a place.
                "Interns may operate the kiln once they've done the induction.",
                "No use of phones on the shop floor.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "Nobody works alone here.",
                "Can someone tell me why the build failed?",
                "Would anyone mind if I left early?",
                "Can someone see the smoke from there?",
                "Would someone mind explaining why the gate was open?",
                "Reminder for the night crew: nobody came to the quiz.",
                "Reminder for next year, nobody likes the cold buffet.",
                "From mañana the weather turns cold.",
                "The shop stays open to the public until six.",
                "The road stayed shut to traffic until noon.",
                "Nobody likes the hives, sawa?",
                "Sawa, see you at the depot.",
                "The council operates three depots.",
                "We operated the kiln all day.",
                // Nothing gained by it.
                "No use crying over a burnt loaf, we just bake another.",
            ],
        );
    }

    /// Session 56's blind spans (cls56): paraphrases of the misses read, each with look-alikes
    /// that stay as they are.
    #[test]
    fn s56_blind_spans_of_cls56() {
        assert_kind(
            SpanKind::Constraint,
            &[
                // Samoan "fa'amolemole" and Tongan "fakamolemole" ("please") mixed into English.
                "Hi all, fa'amolemole no music during the evening prayers.",
                "Fakamolemole nobody take the dinghy out when the wind flag is up ok.",
                // "unless" with its head dropped, and the tag "ya?".
                "Just so yous know, nobody's drivin' the tractor 'less Bev signed 'em off on it, ya?",
                // A table header capping a rate or naming a unit, or a working load limit.
                "| Item | Max per customer |\n|---|---|\n| Eggs | 2 trays |\n| Flour | 3 bags |",
                "| Tank | Species kept | Max stocking (kg) |\n|---|---|---|\n| T1 | brown trout | 40 |",
                "| Anchor | WLL |\n|---|---|\n| N1 | 750 kg |",
                // A rule said to have ended, in the present.
                "The glass-only restriction on skip 4 is over as of today; it takes cans again.",
                "The no-dogs rule is gone — dogs on leads are fine in the garden now.",
                "The members-only restriction on lane 2 is finished; lane 2 takes bookings again.",
                // A wish after its condition, and a thing seen to.
                "If someone could make sure the heaters get switched off overnight that'd be grand.",
                "If the late crew could lock the side door that would be a massive help.",
                "It would be great if members could see that the shed is locked behind them.",
                // Whoever holds a post asked what can be done.
                "Would it be possible for whoever's on closing to double-check the back door before leaving?",
                // "hose" a verb.
                "Hose down the press before the first loads go in.",
                // Look-alikes of the false alarms mended below.
                "No sir, you don't park on the slipway.",
                "The scale must be calibrated before every weigh-in.",
                "Don't leave the tap running, as the manager always said.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "Malo e lelei all, the evening prayers went well.",
                "I'm good, ya?",
                "| Plan | Max seats | Price |\n|---|---|---|\n| Free | 3 | $0 |",
                "| Date | Weather station | Max temp (°C) |\n|---|---|---|\n| 3 May | Hilltop | 21 |",
                "| Tank | Species kept | Max stocking |\n|---|---|---|\n| T1 | brown trout | 40 |",
                "| Metric | Max (ms) |\n|---|---|\n| p99 | 212 |",
                "The hosepipe ban was over by the end of August.",
                "The festival is over as of today.",
                "The match is finished; we lost.",
                "If someone could fix it that'd be a miracle.",
                "If it could stop raining that'd be great.",
                "If someone could tell me why it failed that'd be great.",
                "It would be great if members could see the fireworks from the shed.",
                "Is it possible for a cat to eat grapes?",
                "Hose leaked all over the yard.",
                // False alarms: Scots "whit" ("what"), "no sir", a fault guessed, a family
                // saying closing the sentence.
                "Whit a fine catch o mackerel the day, the boat was fair full.",
                "Reckoned the old van would die on the hill, but no sir.",
                "The flow meter must be miscalibrated, it read 20 litres short.",
                "Never sow the beans before the frost is done, as my grandmother used to say.",
            ],
        );
    }

    /// Work itself held back for a while ("is suspended while ...", "until ...") bars it
    /// now; work held back in the past, or a thing hung from something, bars nothing.
    #[test]
    fn work_held_back_for_a_while_is_barred() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "Hot work on the main deck is suspended while the gas detectors are recalibrated.",
                "Work on the east wing is suspended until the asbestos survey comes back.",
                "Drilling operations are paused while the crane is inspected.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "Work was suspended until Monday because of the storm.",
                "The works are suspended on steel cables over the river.",
                "Her account is suspended until she pays.",
            ],
        );
    }

    /// The s57 blind spans' misses and false alarms mended by cls57, each beside look-alikes
    /// that stay as they are.
    #[test]
    fn s57_blind_spans_of_cls57() {
        assert_kind(
            SpanKind::Constraint,
            &[
                // "no one" and "no-one" read as "nobody" opening a policy.
                "No one goes down to the lower pontoon after the tide turns.",
                // The ones asked, counted, before "mind".
                "Would you mind all signing in at the gate from Monday? Ta.",
                "Would you both mind wearing the blue aprons in the bakery?",
                // Shetland "dunna" ("don't").
                "Dunna tak the dinghy oot if da wind's ower force 5.",
                // "wet" a verb before its particle or an object.
                "Not good enough, lads — wet down the cutting bench before you start, every time.",
                "Wet the grinding stone first.",
                // A table header capping a deed or a quantity where it holds.
                "| Gas | Max stored in cage |\n|---|---|\n| Propane | 4 x 47 kg |",
                "| Vehicle | Max speed on the quay |\n|---|---|\n| Forklift | 5 mph |",
                // A table header bounding two quantities each its own way.
                "| Room | Min temp | Max humidity |\n|---|---|---|\n| Store | 15°C | 60% |",
                "| Freezer | Set temp | Max door-open |\n|---|---|---|\n| F1 | -20°C | 2 min |",
                // A thing named by two words, and the state it is put in.
                "Ear muffs on when it's spinning.",
                // A passive deed done every time.
                "The freezer door gets shut behind you every time, even for a second.",
                "The hatch is locked each time you leave.",
                // No one in a place while an operation runs.
                "Nobody inside the booth while the spray gun is on.",
                // A reminder's "that".
                "Quiet day. Reminder that nobody goes past the barrier, staff included.",
                // A step in the present put before anyone acts.
                "The toolbox talk happens before anyone lifts a panel.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "No one went down to the pontoon after the tide turned.",
                "Would you mind all the noise if we moved in next door?",
                "Would you all mind if I left early?",
                "Dunna worry, it'll be fine.",
                "Wet floor by the door.",
                "Wet start to the day, but it cleared by ten.",
                "| Model | Max speed in km/h |\n|---|---|\n| A3 | 210 |",
                "| Sensor | Max recorded |\n|---|---|\n| T1 | 41 |",
                "| City | Min temp | Max temp |\n|---|---|---|\n| Oslo | -4 | 3 |",
                "| Host | Max CPU | Max memory |\n|---|---|---|\n| web1 | 93% | 71% |",
                "Old phones off since the outage.",
                "The gate gets stuck every time.",
                "The cellar gets flooded every time it rains.",
                "He gets told off every time.",
                "The door got shut every time.",
                "Nobody home while we were away.",
                "Reminder that nobody knows the wifi password.",
                "The sun comes up before anyone is awake.",
                "He leaves before anyone notices.",
                "The talk happened before anyone arrived.",
            ],
        );
    }

    /// Session 58's blind spans (cls58): each reading with a paraphrase of the case it mends
    /// and the look-alikes that stay as they were.
    #[test]
    fn s58_blind_spans_of_cls58() {
        assert_kind(
            SpanKind::Constraint,
            &[
                // "nowt" is "nothing", after those addressed and a comma.
                "Right lads, nowt goes up the loft ladder in one hand.",
                "Folks, nothing leaves the darkroom before the fixer's done.",
                // "orait" as a tag.
                "Wait by the gangway till the mate waves you on, orait?",
                // A state kept overnight or any time.
                "The kilns stay unplugged overnight.",
                "The spray booth stays locked any time the extractor is off.",
                // A service life in uses or in time.
                "Harness straps get replaced after 300 jumps or three years, whichever comes first.",
                // Who goes first, in the present.
                "Loaded barrows get priority on the ramp while it's wet.",
                "Emergency vehicles have priority on the service road.",
                // A ban lifted now, or this morning.
                "The mud-boot ban's lifted now the yard's dry.",
                "The standstill on the north farm was lifted this morning.",
                // Leave asked to make a request of those who do a thing.
                "Can I ask that whoever locks up checks the gas is off?",
                // A table under a lead naming limits.
                "Trailer limits for the show:\n| Trailer | Max head | Notes |\n|---|---|---|\n| T1 | 8 | ewes |",
                // A routine kept on each occasion, no verb.
                "Bench wiped between every client.",
                // A cap of a quantity per calendar period.
                "| Role | Max shifts/week |\n|---|---|\n| Driver | 5 |",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "There's nowt wrong with the ladder.",
                "The bench was wiped between every client.",
                "Bench wiped after every client last week.",
                "Folks, it was a long day.",
                "The fog stays low overnight.",
                "The straps were replaced after 300 jumps or three years.",
                "The bug has priority 2.",
                "Who has right of way here?",
                "The ban was lifted in 2019.",
                "Can I ask that question again?",
                "Peaks against the limits:\n| Host | Max CPU | Max memory |\n|---|---|---|\n| web1 | 93% | 71% |",
                "| Model | Max km/h |\n|---|---|\n| A3 | 210 |",
            ],
        );
    }
    /// Session 60's blind spans (cls60): each reading's case, paraphrased, and look-alikes
    /// that stay as they were.
    #[test]
    fn s60_blind_spans_of_cls60() {
        assert_kind(
            SpanKind::Constraint,
            &[
                // Pijin "no" before a verb after a respelled "you" or "we".
                "Olgeta, yu no liftim container long bay 3 tede.",
                "Plis, yumi no putum bucket long top shelf.",
                "Iu no go klosap long crane.",
                // "'s not to" before an unlisted verb.
                "The archive box's not to come out of the store without Dee's okay.",
                // Irish "d'ya get me?" as a tag.
                "The van's not to be moved till the cable's off, d'ya get me?",
                // "not after" closing an order set by "before".
                "You sign the log before the lid goes on, not after.",
                "Samples get labelled before they're frozen, not after.",
                // A limit in force, its copula left out.
                "Crane limit in force today: lifts stop at gusts of 15 m/s.",
                // A state kept on days that recur; a door kept propped.
                "Visitor bikes stay off the racks on Sundays.",
                "The yard gate stays propped open while the mixer is running.",
                // A craft's grounding lifted.
                "Grounding of the Cessna is lifted, she can fly from Monday.",
                // "Somebody" called on before a verb.
                "Somebody make sure the gate's locked before we go, ya hear?",
                // Steps to "you" after a discourse word, closed by ", every time".
                "Anyway, ya lock the shed, ya hang the key up, every time.",
                // A noun's "'s" before a limit's participle and "to", an "is".
                "Reminder the kiln's limited to 900 degrees until the new element's fitted.",
                "Kiln capped at 900 degrees until the element's replaced.",
                // An order closed by an "ok?", asked by no "must".
                "Take the van back tonight, ok?",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "You no doubt heard about the flood.",
                "Mi no save wanem hem talem.",
                "The plan's not to hire until spring.",
                "What did ya get me?",
                "The bus came before nine, not after.",
                "The speed limit was in force all last year.",
                "The lights stayed off on Sundays back then.",
                "The boat stays off the mooring on Sunday.",
                "The grounding wire was lifted off the terminal.",
                "Somebody makes sure the gate's locked, usually Dee.",
                "Someone put the milk in the cupboard.",
                "Somebody left the gate open last night.",
                "The council's limited parking to residents since May.",
                "Kiln capped at 900 degrees, the element was replaced.",
                "Anyway, you win it, every time.",
                "Anyway, you locked the shed, every time.",
                "Anyway, you lock the shed at nine.",
                "Anyway, you know the drill, every time.",
                // A question asked by "must", its last words an "ok?" (a false alarm).
                "Must the van go back tonight, or is Friday ok?",
            ],
        );
    }

    /// An order to isolate or de-energise plant binds without an article ("Isolate inverter
    /// 7 before rain", the rewrite of a held-out s61 pair); a lab's isolate, or the act told
    /// in the past, stays a report.
    #[test]
    fn an_order_to_isolate_plant_binds() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "Isolate pump 3 before the storm.",
                "Isolate breaker 12 at the board.",
                "De-energise the feeder before you open the cabinet.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "Isolate 14 grew E. coli overnight.",
                "Isolated pump 3 at 4, all quiet since.",
            ],
        );
    }

    /// Session 61's blind spans (cls61): each reading's case, paraphrased, and look-alikes
    /// that stay as they were.
    #[test]
    fn s61_blind_spans_of_cls61() {
        assert_kind(
            SpanKind::Constraint,
            &[
                // "Could I ask that" someone does a thing.
                "Could I ask that the night crew keeps the hatch shut? Cheers.",
                // A wish's condition and the good it would do the speaker.
                "If you could check the seals before loading, that'd save us a lot of trouble.",
                "If you could tag the crates, that would help us no end.",
                // The speaker ending a rule now.
                "We're scrapping the two-bag rule at the tip from today.",
                "Dropping the 'no dogs in the cafe' thing: dogs on leads are welcome.",
                // "Every" and one person of a role, an act held before an event.
                "Every single diver checks the valve before they go in, we had a scare in May.",
                "Each cleaner wipes the hob after the last class.",
                // A policy before an aside in brackets.
                "All riders sign the log before taking a horse out (we forgot last week).",
                // A plural and a participle of a deed due by a time.
                "Gloves off. Tools cleaned. Crates stacked by 7.",
                // A state due by a time opening a clause after a semicolon.
                "Until October, hires end at 6 pm; bikes back in the shed by 7.",
                // An act denied, then the speaker insisting with "I don't care how ...".
                "The quad don't leave the yard till every helmet's on, I don't care how late it is.",
                // (Look-alikes of the false alarms below, which still bind.)
                "The tide gauge should be read every morning.",
                "You won't have to sign in anymore.",
                "No drama on stage, please.",
                "Don't touch the stove — that's what I told you.",
                "Tell all.",
                // Mauritian Creole "bizin", "must", before a verb.
                "Bizin atann Priya sign the sheet before anybody open the kiln.",
                "The runner should fetch the post at 9.",
                "Rule: no phones on the floor.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "Could I ask that question again?",
                "If it could stop snowing, that'd save us a lot of trouble.",
                "If you could tell me why it broke, that'd help me.",
                "We're dropping the kids at the tip.",
                "They were scrapping the two-bag rule last year.",
                "Lifting the ban would help the shop.",
                "We're lifting the rule book off the shelf.",
                "Every diver loves the reef before they touch a fin.",
                "Every diver checked the valve before they went in.",
                "Every diver usually checks the valve before lunch.",
                "Every time I try it signs out before I finish.",
                "All riders signed the log before the storm (we checked).",
                "Crates stacked by the apprentices.",
                "Crates stacked by 7 yesterday.",
                "Prices dropped by 5.",
                "Temperatures climbed by 11.",
                "Trains delayed by 10.",
                "The hires ended at 6 pm; bikes were back in the shed by 7.",
                "We got home late; bikes back in the shed by 7 yesterday.",
                "The quad didn't start, I don't care how hard you tried.",
                "I don't care how late it is.",
                // False alarms: the weather's "should", a forecast; "were" and its subject
                // before "to", a condition supposed; a relief after ", so"; "no drama".
                "Swell should be small enough for the reef by ten, so the beginners can go out.",
                "Wind should ease to under 15 knots by noon.",
                "Were the council to close the lane, we'd need at least two more vans.",
                "The river is up, so the afternoon group won't have to carry the canoes.",
                "She kept the dogs apart all afternoon — no drama.",
                // A greeting to all; words told to someone else then.
                "Salam all. The ferry was late again yesterday.",
                "Don't buy it till you've seen it — that's what I told my brother.",
                "Bizin.",
                // A price forecast; a record's field values.
                "The Volvo should fetch at least nine grand at auction.",
                "Insured: NO  Towed: NO  Tax: PAID",
            ],
        );
    }

    /// A verbless list joined by "then" and closed by "in that order" is an order of steps
    /// (cls61c, s61a-s029); a list told with a verb, or followed by a past, is a report.
    #[test]
    fn a_verbless_list_in_that_order_is_an_order() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "Boots, then gloves, then goggles — in that order, before you step onto the floor.",
                "Staging first, then prod.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "We did Paris, then Rome, then Berlin — in that order.",
                "Paris, then Rome, then Berlin — in that order, and it rained the whole time.",
            ],
        );
    }

    /// A plural's plain verb put first or last, then the step it follows or precedes: an
    /// order of steps, as the present passive is (cls61c, s61b-s031).
    #[test]
    fn a_plural_put_first_or_last_before_a_step_is_an_order() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "Frozen boxes load last into the van, after the chilled crates are in.",
                "Hot boxes get loaded last into the van, after the cold chain is in.",
                "Glass jars go first, before the tins are stacked.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "They load last into the van, after the others.",
                "Frozen boxes loaded last into the van, after the chilled crates were in.",
                "Our nights run late, after the shows end.",
            ],
        );
    }

    /// Reports of the s61 blind false alarms cls61 left (cls61c): an order told, then carried
    /// out with the order's own verb in the past; how a past thing went, said.
    #[test]
    fn s61_blind_reports_of_cls61c() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "She says it was not to be opened before Friday.",
                "She says it must not be opened.",
                "The foreman told us to bag the sand before ten, and Ali bags it every week.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "Supervisor said to isolate inverter 3 before the storm, and Priya isolated it at noon.",
                "The foreman told us to bag the sand before ten, and Ali bagged it by nine.",
                "She says it was not so bad after all.",
            ],
        );
    }

    /// Idioms and interjections of the s61 blind false alarms cls61 left (cls61c): "break a
    /// leg", "don't worry if ...", "the show must go on", "no pain, no gain", Utah's "Flip, ...",
    /// Arabic "Wallahi ..."; their look-alikes still bind.
    #[test]
    fn s61_blind_idioms_of_cls61c() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "Break the seal before pouring.",
                "Don't worry about the seals, check the hinges.",
                "The show must go on at 8 sharp.",
                "No pain relief without a signed chart.",
                "Flip, then rotate the pads.",
                "Flip the switch before you leave.",
                "Fetch the crates first.",
                "Don't expect answers between 12 and 1.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "Break a leg out there, cast.",
                "Don't worry if the lighting cue is late.",
                "The rain came through the roof, but the show must go on.",
                "Long shifts this week; no pain, no gain.",
                "Flip, I was so tired after the drive.",
                "Wallahi the melons this year are huge.",
                "Khalas the pumpkins are huge this year.",
                "The thaw should be done by dawn, don't expect any ice on the path.",
            ],
        );
    }

    /// A rule lifted in a clipped note, its copula left out ("Nut ban lifted, ...", "AS350
    /// grounding lifted."), ends the rule now; a ban told lifted at a past time, and a wire's
    /// grounding, are reports.
    #[test]
    fn a_rule_lifted_in_a_clipped_note_is_in_force() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "Nut ban lifted, satay back on from tomorrow.",
                "AS350 grounding lifted.",
                "Hosepipe ban lifted from today.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "The hosepipe ban lifted in May and the lawns recovered.",
                "The grounding wire lifted off the terminal.",
            ],
        );
    }

    /// Idioms shaped as bans or orders: doubt that a thing comes soon or is so, a conclusion
    /// drawn, the proverb of a busy day, "no kidding" as chat spells it; each beside the rule
    /// of the same words.
    #[test]
    fn idioms_of_doubt_conclusion_and_busy_days_order_nothing() {
        assert_kind(
            SpanKind::Narrative,
            &[
                "Parts might come Friday. Don't hold your breath though.",
                "New press is due in spring. Don't hold your breath.",
                "The coat must have lifted because the lenses weren't dry — no other explanation for the crazing.",
                "Must have been the damp. No other explanation.",
                "No other way round it, we wait for the crane.",
                "No rest for the wicked, two lorries in and the yard still to sweep.",
                "Roastin in the shed the day, nae kiddin.",
                "Unclear whether the gate must stay shut or a gap is ok.",
                "Unclear if the van's back.",
            ],
        );
        assert_kind(
            SpanKind::Constraint,
            &[
                "Don't hold your breath while lifting the cylinders.",
                "No other vehicles on the pier after dark.",
                "No rest breaks on the line until the batch is packed.",
                "Check whether the gate is shut before you leave.",
            ],
        );
    }
    /// Session 59's blind spans (cls59): each reading's case, paraphrased, and look-alikes
    /// that stay as they were.
    #[test]
    fn s59_blind_spans_of_cls59() {
        assert_kind(
            SpanKind::Constraint,
            &[
                // Yorkshire "dunt" and "wi'out".
                "Yer dunt climb the mast wi'out a harness on.",
                // A head dropped from "hold" and "how".
                "Lads, nowt goes in the 'old 'til it's been hosed.",
                "Nobody leaves the 'old, dunt matter 'ow late it is.",
                // "'s got": "has got", the present.
                "Nobody's to move the lights after Sam's got the cues saved.",
                // A causative's participle, and a rolling window back from now.
                "Every rigger has to have their harness checked within the last six months.",
                // "zero" before a doing.
                "Zero overtaking in the pit lane.",
                // A reflexive object after an unlisted verb.
                "Ground yourself on the mat before you open the case.",
                // A state kept away from a thing through an occasion.
                "The fire exits stay clear of props during the show.",
                // A pause on a work lifted now.
                "The hold on the roof work is lifted, carry on from Monday.",
                // "nobody" and a doing, the "is" left out.
                "Allyuh, nobody goin up de mast widout a harness, ya hear?",
                // Done "solo", as "alone".
                "Nobody climbs the north ridge solo.",
                // "gorra" before a verb, "gotta".
                "You've gorra sign the sheet before you go up.",
                // Jamaican "seen?" as a tag.
                "Nuh lift nuh crate pon di deck till di mate signal yuh, seen?",
                // A table under a lead saying when it takes effect.
                "Loads agreed with the crane firm, effective from Monday:\n| Crane | Max load |\n|---|---|\n| C1 | 4 t |",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "The rigger dunt know where the harness went.",
                "She read the sign that said 'old stock' and laughed.",
                "Sam got the cues saved after the lights went.",
                "Every rigger had their harness checked last year.",
                "We had to get the van serviced last week.",
                "Zero downtime during the cutover.",
                "Nobody going up the mast without a harness yesterday, it was calm.",
                "Have you seen?",
                "Nobody has climbed the north ridge solo.",
                "Three were turned back (a risk area within the last six months).",
                // Scots "telt", a past; "gorra" before a noun, "got a".
                "Telt him the last bag wis the dark roast.",
                "Ah wis starvin but gorra pie from the van an' felt better.",
                "Zero overtaking reported in the final.",
                "Yourself included, we were six.",
                "The sky stays clear during the night.",
                "The hold on the trawler was lifted out by crane.",
                "Loads measured on Monday:\n| Crane | Max load |\n|---|---|\n| C1 | 4 t |",
            ],
        );
    }
    /// Session 58's lead's readings, for fixture misses the floor needed: right of way read
    /// past the sentence screen, a title's full stop within a limit's qualifier, a cash
    /// float; each with look-alikes that stay as they were.
    #[test]
    fn right_of_way_a_titles_stop_and_a_cash_float() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "The slag pot carriers have right of way on the east haul road.",
                "Pedestrians have right of way in the loading yard.",
                "The per-diem allowance for overnights in St. John's is $85 CAD, meals included.",
                "The allowance for Dr. Lee's team is $300 per trip.",
                "Your petty-cash float for the chandlery counter is NZ$200 a week.",
                "Petty cash floats are £200 per department.",
                "The till float is £150.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "Who has right of way at this junction?",
                "The tractor had right of way, the van didn't stop.",
                "The allowance was $85 in St. John's last year.",
                "I went to St. Mary's for the allowance forms.",
                "A float is 4 bytes.",
                "The parade float is 12 m long.",
                "The float switch tripped at 02:10.",
            ],
        );
    }

    /// Session 61, cls61b: a guess at a deed done before a past event ("must have been
    /// spoiled before it got to the depot") read as a "must" rule; beside the rules of the
    /// same shape, a step owed before an event to come or a named one, which stay rules.
    #[test]
    fn a_guess_at_a_deed_before_a_past_event_is_no_rule() {
        assert_kind(
            SpanKind::Narrative,
            &[
                "The batch must have been spoiled before it got to the depot; the seal was broken.",
                "The custodian must have wiped the drive before the audit notice went out.",
            ],
        );
        assert_kind(
            SpanKind::Constraint,
            &[
                "The form must have been filed before the hearing.",
                "Contractors must have completed the induction before they start on site.",
                "The release must have been signed off before it ships.",
                "The hire van must have been cleaned before it goes back to the depot.",
            ],
        );
    }

    /// Session 61, cls61b: a thing's outlook read as a "should" rule, its time told roughly
    /// ("by about ten", "in a day or two") or the evidence it rests on named beside it
    /// ("going by ...", "Ana says ..."); beside an exact deadline, a class's or the
    /// addressee's duty, and a rule with its reason after it, which stay rules.
    #[test]
    fn a_forecast_told_roughly_or_on_named_evidence_is_no_rule() {
        assert_kind(
            SpanKind::Narrative,
            &[
                "Fog should lift by about ten, so the first flight ought to go.",
                "The tulips should open in a day or two in the cold store.",
                "The survey should be through block 4 by Friday, going by how the first three went.",
                "The vet's report should be in by Monday; Ana says she's only got the bloods left.",
            ],
        );
        assert_kind(
            SpanKind::Constraint,
            &[
                "The report should be in by nine.",
                "Replies should go out within about two hours.",
                "Staff should arrive by about eight on show days.",
                "The cage should be locked by six — it was left open twice last week.",
                "The fire door should be kept shut, it's been propped open all week.",
            ],
        );
    }

    /// Session 61, cls61b: a reading reported in the past, then compared after a comma or a
    /// dash with a limit named with "the" ("logged a peak of 9.4°C overnight, above the 8°C
    /// upper limit"), read as a bound; beside an order, a limit set and a modal with the
    /// same comparison, which stay rules.
    #[test]
    fn a_past_reading_set_beside_a_named_limit_is_no_bound() {
        assert_kind(
            SpanKind::Narrative,
            &[
                "The cold room logged a peak of 9.4°C overnight, above the 8°C upper limit.",
                "The soak test came back at 0.3% — under the 0.5% porcelain limit, so the batch passes.",
            ],
        );
        assert_kind(
            SpanKind::Constraint,
            &[
                "Keep the cold room at 4°C, below the 8°C upper limit.",
                "Uploads are capped at 10 MB, under the 12 MB hard limit.",
                "The cold room must hold 4°C, below the 8°C upper limit.",
                "Trays of 10 kg, under the 12 kg lifting limit, only.",
            ],
        );
    }

    /// Session 61, cls61b: a rule, or the text the sentence said set it, said in a later
    /// clause to have run out ("...; that requirement ended in June", "the cleaning contract
    /// said ...; that contract lapsed in March"); beside a source that "ended up" costing,
    /// an order whose text was never quoted, and a rule's end still to come, which stay rules.
    #[test]
    fn a_rule_or_its_text_since_run_out_binds_nothing() {
        assert_kind(
            SpanKind::Narrative,
            &[
                "Last spring the gym required a doctor's note for the sauna; that requirement ended in June.",
                "The cleaning contract said floors must be waxed weekly; that contract lapsed in March.",
            ],
        );
        assert_kind(
            SpanKind::Constraint,
            &[
                "Floors must be waxed weekly; that contract ended up costing us a fortune.",
                "Do not ship to Acme until the new terms are signed; that contract expired in May.",
                "Floors must be waxed weekly, and that requirement ends only when the lease does.",
            ],
        );
    }

    /// Session 62, cls62b: a preference stressed by "much" or "far" after the speaker's "'d"
    /// ("I'd much rather the keys went back in the drawer"); another's, or a past wish, stays.
    #[test]
    fn a_preference_stressed_by_much_or_far() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "I'd much rather the spare keys went back in the drawer than on the desk.",
                "I'd far rather the vans were parked round the back.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "I'd much rather have stayed at home last night.",
                "He'd much rather the van was red.",
            ],
        );
    }

    /// Session 62, cls62b: a wish that a thing stay shut (a kept state) or go into a place, or
    /// the help "me out" a deed would be; a state that is weather or an open shop, a thing
    /// that goes away, or a past help, stays a wish of no one.
    #[test]
    fn a_wish_that_a_thing_is_put_or_kept() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "It'd help if the kiln door stayed shut till the cycle ends.",
                "It would be lovely if the spare keys went in the top drawer and nowhere else.",
                "Would be great if the offcuts went into the red bin.",
                "It would really help me out if you logged the mileage each trip.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "It'd be great if the weather stayed dry for the fair.",
                "It would be lovely if the shop stayed open later.",
                "It would be nice if the pain went away.",
                "It would have helped me out if you'd called.",
            ],
        );
    }

    /// Session 62, cls62b: a step in the plain present put before a thing is done in the
    /// passive ("Calibration runs before the show file is loaded"); a past, a pronoun's step
    /// or an event of no deed stays.
    #[test]
    fn a_step_before_a_thing_is_done() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "Calibration runs before the show file is loaded.",
                "The lids go on before the trays are stacked.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "The car gets washed before my sister visits.",
                "The lids went on before the trays were stacked.",
                "It runs before the file is loaded.",
            ],
        );
    }

    /// Session 62, cls62b: a sign of a plural thing put on or off as a whole sentence
    /// ("Hairnets on."); one with a word after it that is no time or place stays.
    #[test]
    fn a_sign_that_is_the_whole_sentence() {
        assert_kind(SpanKind::Constraint, &["Hairnets on.", "Shoes off!"]);
        assert_kind(
            SpanKind::Narrative,
            &[
                "Hats off to the kitchen crew.",
                "Shoes off since the party, feet up.",
                "A new roof? Years off.",
            ],
        );
    }

    /// Session 65, cls65a: a sign after a label of up to three words naming where it holds,
    /// its thing single too ("Paint store: respirator on."); a label of what was found, or a
    /// verb of its own, stays.
    #[test]
    fn a_sign_after_a_label_of_its_place() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "Paint store: respirator on.",
                "Upper mezzanine deck: visor on.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "Kettle on.",
                "Status: boiler off.",
                "Wind note: smoke drifting away.",
            ],
        );
    }

    /// Session 65, cls65a: a verbless count closed by "each" is a ration per head ("Two
    /// raffle tickets each."); one with a verb, or an estimate, stays.
    #[test]
    fn a_verbless_count_each_is_a_ration() {
        assert_kind(
            SpanKind::Constraint,
            &["Two raffle tickets each.", "Sandwiches: one round each."],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "They got two raffle tickets each.",
                "Roughly two rounds each.",
            ],
        );
    }

    /// Session 62, cls62b: a table's header cell "Min age" bounds whom each row lets in; a
    /// header with the other end or an average (a sample's ages) and a bare "Age" stay.
    #[test]
    fn a_minimum_age_column() {
        assert_kind(
            SpanKind::Constraint,
            &["| Ride | Min age | Notes |\n|---|---|---|\n| Go-karts | 8 | with an adult |"],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "| Group | Min age | Max age | Mean |\n|---|---|---|---|\n| A | 21 | 64 | 40 |",
                "| Name | Age |\n|---|---|\n| Ann | 8 |",
            ],
        );
    }

    /// Session 62, cls62b: nobody in a place until a deed is done ("Nobody's on the scaffold
    /// till the inspector's signed it off"); until a time, or an arrival, stays.
    #[test]
    fn nobody_in_a_place_until_a_deed_is_done() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "Nobody's on the scaffold till the inspector's signed it off.",
                "No one in the pit until the shoring is checked.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "Nobody's in the office till Monday.",
                "Nobody's in the office till the boss gets back.",
                "Nobody's on the desk till Sam's arrived.",
            ],
        );
    }

    /// Session 65, cls65a: nobody in a place who does not qualify ("No one in the loft who
    /// isn't harnessed"); a past, or a state of the moment, stays.
    #[test]
    fn nobody_in_a_place_who_does_not_qualify() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "No one in the loft who isn't on the rigging crew.",
                "Nobody past the barrier who hasn't done the induction.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "No one in the loft who wasn't soaked by the end.",
                "Nobody in the lab who isn't tired this week.",
            ],
        );
    }

    /// Session 62, cls62b: someone wants everyone in a place or in a thing worn ("The foreman
    /// wants everyone in hard hats past the gate"); a wish of feeling or a possessive stays.
    #[test]
    fn someone_wants_everyone_in_a_place() {
        assert_kind(
            SpanKind::Constraint,
            &["The foreman wants everyone in hard hats past the gate."],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "Marta wants everyone to like her.",
                "Marta wants everyone's opinion on it.",
            ],
        );
    }

    /// Session 62, cls62b: "Don't even ask." closing its sentence is a tale too sore to tell;
    /// "don't even ask for ..." and "don't ask, just ..." still order.
    #[test]
    fn dont_even_ask_alone() {
        assert_kind(
            SpanKind::Narrative,
            &["Tuesdays. Never again. Don't even ask."],
        );
        assert_kind(
            SpanKind::Constraint,
            &[
                "Don't even ask for a refund on sale items.",
                "After that, don't ask, just send it back.",
            ],
        );
    }

    /// Session 62, cls62b: "should" and a time told as a choice of two counts ("in five or
    /// six weeks") is expected of a thing; an exact time owed, or one addressed, stays.
    #[test]
    fn should_in_a_choice_of_two_counts() {
        assert_kind(
            SpanKind::Narrative,
            &["The new hedging should fill out in two or three years if the deer leave it."],
        );
        assert_kind(
            SpanKind::Constraint,
            &[
                "Invoices should be paid within 30 days.",
                "Staff should log the readings every two or three hours.",
            ],
        );
    }

    /// Session 62, cls62b: a guess at one thing with the speakers' search told after it ("The
    /// hum on the amp must be a loose valve, I've been over every lead"); an act owed, or a
    /// guess with nothing searched, stays a rule.
    #[test]
    fn a_guess_with_the_speakers_search_beside_it() {
        assert_kind(
            SpanKind::Narrative,
            &[
                "The hum on the amp must be a loose valve, I've been over every lead and nothing's off.",
            ],
        );
        assert_kind(
            SpanKind::Constraint,
            &[
                "The form must be signed, I've checked the rules.",
                "The password must be a passphrase of four words.",
            ],
        );
    }

    /// Session 62, cls62b: "ahead of" orders a passive step as "before" does ("Fire doors get
    /// checked each evening ahead of closing"); one thing's, or a past, stays.
    #[test]
    fn a_passive_step_ahead_of_an_event() {
        assert_kind(
            SpanKind::Constraint,
            &["Fire doors get checked and signed off each evening ahead of closing."],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "The car gets washed ahead of my sister's visit.",
                "Fire doors got checked ahead of the inspection last week.",
            ],
        );
    }

    /// Session 62, cls62b: a float whose value is a sum of money is a till's cash ("Bar
    /// float is £200 for the festival"); a float switch, or one with no sum, stays.
    #[test]
    fn a_float_of_a_sum_of_money() {
        assert_kind(
            SpanKind::Constraint,
            &["Bar float is £200 for the festival weekend."],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "The float is stuck again, the sump's near full.",
                "The parade float is 12 metres long.",
            ],
        );
    }

    /// Session 61, cls61b: a family saying closed by ", like my dad always said" (maybe before
    /// a dash and the day's news), or opened by an elder named "old Mrs ..."; beside the same
    /// words from a manager, a head chef or Chef, which stay rules.
    #[test]
    fn a_saying_like_family_always_said_orders_nothing() {
        assert_kind(
            SpanKind::Narrative,
            &[
                "Never count your lambs till the hammer's down, like my dad always said — 80 booked and only 55 turned up.",
                "Like old Mrs Hughes used to say, you never finish a quilt, you only stop.",
                "Never buy a boat in spring, like my grandad always said.",
            ],
        );
        assert_kind(
            SpanKind::Constraint,
            &[
                "Never leave the pass empty, like the manager always said — and that still holds.",
                "Like the head chef used to say, never leave the pass empty.",
                "Never leave the pass empty, like Chef says — Friday is busy.",
            ],
        );
    }

    /// Session 61, cls61b: a change's title opening a commit message ("Fix off-by-one in
    /// dock scheduler" before a blank line and a body telling what was so "previously" or what
    /// it "adds", or "; previously ..." after it); beside a title with an article, one whose
    /// body tells no change, a rule in the body, and an order with "previously", which stay.
    #[test]
    fn a_commit_title_over_its_change_orders_nothing() {
        assert_kind(
            SpanKind::Narrative,
            &[
                "Fix off-by-one in dock scheduler\n\nPreviously the last slot of the day was never offered. Now it is.",
                "Fix rounding in tide tables\n\nThe parser dropped the last digit on negative heights. Adds a test for that case.",
                "Fix double charge in refund flow; previously the retry resent the capture",
            ],
        );
        assert_kind(
            SpanKind::Constraint,
            &[
                "Fix the login bug\n\nUsers can't sign in since Tuesday's deploy.",
                "Fix rounding in tide tables\n\nThe parser drops the last digit on negative heights.",
                "Add dry-run default to reindex script\n\nPreviously it wrote straight away. Do not remove the default.",
                "Use the v2 endpoint; previously we called v1.",
            ],
        );
    }

    /// Session 61, cls61b: a numbered part of a thing opening the sentence, its noun spelled
    /// as a verb ("Page 12 of the induction deck shows ...", "Batch 118 of the saline bags was
    /// made ..."), the subject of the finite verb after it; beside orders on a number of
    /// things, a relative clause's verb and a pronoun's, which stay orders.
    #[test]
    fn a_numbered_part_opening_a_report_is_its_subject() {
        assert_kind(
            SpanKind::Narrative,
            &[
                "Page 12 of the induction deck shows the old site map.",
                "Batch 118 of the saline bags was made on the 2nd and expired on the 20th.",
            ],
        );
        assert_kind(
            SpanKind::Constraint,
            &[
                "Print 3 of the monthly reports before lunch.",
                "Copy 2 of the files that were changed into the archive.",
                "Bring 4 of the chairs he has in the shed.",
                "Book 2 of the rooms overlooking the bay.",
            ],
        );
    }

    /// Session 61, cls61b: an order told in the past and then said done with a subject and
    /// "did" ("...; Sam did it at 18:10", "..., and they did, mostly"); beside the same order
    /// not done, done nothing about, told for always, or told alone, which stay rules.
    #[test]
    fn an_order_told_then_done_by_someone_binds_nothing() {
        assert_kind(
            SpanKind::Narrative,
            &[
                "Coach told the juniors to keep their oars feathered on the way in, and they did, mostly.",
                "The stage manager asked us to re-tape the marks after the run; Sam did it at 18:10.",
            ],
        );
        assert_kind(
            SpanKind::Constraint,
            &[
                "Coach told the juniors to keep their oars feathered on the way in, and they did not.",
                "Security asked us to rotate the keys; we did nothing.",
                "Coach told the juniors to always keep their oars feathered, and they did.",
                "Coach told the juniors to keep their oars feathered on the way in.",
            ],
        );
    }

    /// Session 61, cls61b: a noun spelled as a verb opening a report, a phrasal verb's past
    /// and its particle after it, then a time ("Restore kicked off at 14:05"); beside a
    /// participle before its noun, a ban on such accounts, and an order at a time, which stay.
    #[test]
    fn a_phrasal_past_after_a_noun_spelled_as_a_verb_reports() {
        assert_kind(
            SpanKind::Narrative,
            &[
                "Restore kicked off at 14:05, the first tables are back.",
                "Restore kicked off at 14:05.",
            ],
        );
        assert_kind(
            SpanKind::Constraint,
            &[
                "Restore backed up files to the staging bucket.",
                "Check locked out accounts at 9:00 every day.",
                "Reboot the box at 14:05.",
            ],
        );
    }

    /// Session 62's blind spans (cls62): each reading's case, paraphrased into other trades,
    /// and look-alikes that keep their verdict.
    #[test]
    fn s62_blind_spans_of_cls62() {
        assert_kind(
            SpanKind::Constraint,
            &[
                // A wish with "always" before its past verb; "got" and a participle on every
                // occasion.
                "It would be good if the van always had the spare key on board.",
                "I'd love it if the logbook got signed after every single dive.",
                // "Everyone", "anybody" (narrowed) and their act held before an event; "everyone
                // else" and their act.
                "Anybody wanting the old maps fills in a slip before they touch them.",
                "Everyone who rides signs the waiver before they get on.",
                "Members can park in the yard. Everyone else uses the street.",
                // A present passive whose doer is left open with "whoever".
                "Spare batteries are charged the same day they're used, whoever used them.",
                "Tank levels get logged at every handover by whoever's on shift.",
                // A captain's wish for a thing done.
                "Captain wants the lines coiled after every sail.",
                // A thing due back after every use.
                "Angle grinder back in the locker after use.",
                // A count out at once.
                "Two dogs per walker at any one time.",
                // A bare role noun's act held until a step.
                "Student doesn't sit the exam until the form is signed.",
                // "A polite no".
                "A third helping is a polite no, whatever they say.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "It would be good if the weather had been kinder.",
                "I'd love it if the kids got invited.",
                "Everyone loves a nap before dinner.",
                "Everyone left before the end.",
                "Everyone else loves the view.",
                "Everyone else went home.",
                "The spare batteries were charged by whoever was in.",
                "Whoever wins is invited to the final.",
                "The captain said the sail went well.",
                "Staff back in the office after lunch.",
                "Two dogs came at once.",
                "The student doesn't sit the exam until the form is signed.",
                "Student doesn't sit the exam until June.",
                "My brother doesn't sleep until 2.",
                "Her answer was a polite no.",
                // False alarms: a fault guessed from a compound's state, again; a forecast
                // over the next few days; "keep your hair on"; a past with its subject left
                // out in a report of last year.
                "Boiler pressure valve must be on the way out — no way it reads 9 bar.",
                "Drain pipe must be frozen up again, nothing's moving.",
                "The orchid should bloom in the next few days, the buds are swelling.",
                "Keep your hair on, it was only a spider.",
                "Sold no more than forty pies at the fair, well down on last year.",
            ],
        );
        assert_kind(
            SpanKind::Constraint,
            &[
                "Keep your helmet on.",
                "Keep no more than forty pies on the counter.",
                "The drain pipe must be cleared again before the frost.",
            ],
        );
    }

    /// Session 63's blind spans s63b (cls63b): each reading's case in other trades' words, and
    /// a look-alike that stays the other way.
    #[test]
    fn s63b_blind_span_shapes() {
        assert_kind(
            SpanKind::Constraint,
            &[
                // A notice on every thing of a kind, "to be" and a participle, no time.
                "All ladders to be stored flat, never on end.",
                "Every crate to be stacked on its side.",
                // A thing put on a place (or on) by a time.
                "Lid on the rain barrel by 7, every evening.",
                "Covers on by 8, every night.",
                // "Nobody" and an act after a time; "everyone", "anyone" after the day a
                // policy starts, maybe narrowed by a short "-ing" word.
                "Nobody opens the hatch after sunset.",
                "From Monday anyone going aloft signs the sheet before they leave the deck.",
                // A count, then "that's your lot".
                "Three tries each on the climbing wall and that's your lot.",
                "One phone call a day, that is your lot.",
                // A thing one named party's alone.
                "The blue kayak is Tomasz's and Tomasz's alone.",
                "The corner desk is Imelda's alone.",
                // A present passive done the moment an event happens.
                "The spray booth gets aired out the minute the shift ends.",
                "The till roll is changed as soon as the warning light shows.",
                // A kind of thing, the event between commas, a present passive of a deed.
                "Brass fittings, once removed, are bagged and labelled with the job number.",
                // Someone's wish for everyone in a thing worn, a pronoun's saying after it.
                "Grete wants everyone in ear defenders at the press, she said so twice today.",
                // A kind of thing and a deed done to it before an event.
                "Trays wiped down before the eggs arrive.",
                "Sacks weighed and labelled before they go on the pallet.",
                // "Nob'dy" is "nobody".
                "Nob'dy takes the van out after dark.",
                // "'cept" is "except".
                "Nobody works the weir, 'cept the keeper.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "All 40 jobs to be cut at the depot.",
                "Results to be announced next week.",
                "Lid on the rain barrel was loose.",
                "Back in the office by 4.",
                "Nobody came after the rain.",
                "From Monday anyone going aloft was told off.",
                "That's your lot in life, I suppose.",
                "We had two pints each and that was our lot.",
                "The mistake is mine alone.",
                "The cottage was Edith's alone.",
                "The cellar gets flooded the minute it rains.",
                "The till roll got changed as soon as the warning light showed.",
                "The fittings, once removed, were bagged.",
                "Leaves, when dried, are used in teas.",
                "Brass fittings are bagged and labelled.",
                "Grete wants everyone to like her, she said so twice today.",
                "Nobody works the weir.",
                "Sacks weighed before they went on the pallet.",
                "Sacks weighed before the inspectors went home.",
                // False alarms: a count and a time of year; a log's fields named by verbs; a
                // saying guessed at after "maybe".
                "Third one this year.",
                "Ten this week, and it's only Tuesday.",
                "Kiln 2 start 09:14, end 10:58, no faults.",
                "If the new manager comes, maybe he will say no overtime at all.",
            ],
        );
        assert_kind(
            SpanKind::Constraint,
            &[
                "Start the kiln at 09:14.",
                "Pair the headset with the laptop first.",
                "The new manager says no overtime at all.",
            ],
        );
    }

    /// Session 63's blind spans (cls63): each reading's case, in sentences of other trades,
    /// and look-alikes that keep their verdict.
    #[test]
    fn s63_blind_spans_of_cls63() {
        assert_kind(
            SpanKind::Constraint,
            &[
                // A thing to be done, held at every moment.
                "Ear defenders to be worn in the press room at all times.",
                "SAFETY GLASSES TO BE WORN ON THE SHOP FLOOR AT ALL TIMES",
                // A sign held for every moment.
                "Goggles on the whole time at the grinder.",
                "Aprons on all the time in the dye room.",
                // A kept state held at every moment, after a comma, in a creole's base form.
                "The cellar hatch stays shut, day and night.",
                "The feed store stays locked round the clock.",
                "De shed door stay lock, day an night.",
                "The cold store door stays shut 24/7.",
                // Gullah "oonuh" and "ebry": an order to "you" done every time.
                "Oonuh put the paddles back in the shed, ebry time.",
                // A stuff kept in a place until it is needed.
                "Flux stays on the top shelf until it's needed.",
                "The spare key stays in the tin until it's needed.",
                // A thing taken to a place by a time.
                "Crates to the loading bay by 5pm.",
                "Samples to lab by 2.",
                // Rows of names and values under a heading naming limits.
                "Crane limits – this site\nWind speed   38 km/h\nHook height   40 m",
                // Steps told in order, then the order turned around refused.
                "Rope crew in position, then the winch starts. Not the other way around!",
                // A headcount set for a job.
                "Headcount on the night shift is six porters.",
                // Two verbless tasks in order, the second after an event.
                "Inventory first thing while it's quiet, orders after lunch.",
                "Top field first, bottom field after the break.",
                // A bound told by what goes wrong past it.
                "Three crates high. More than that and the stack leans.",
                "Any more than four and the boat sits too low.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "Ear defenders to be handed out next week.",
                "Goggles on the shelf the whole time, and nobody noticed.",
                "The boat stays close day and night when the tide is in.",
                "The weather stays dry day and night this week.",
                "The shop stayed open 24/7 last summer.",
                "Flux stays on the top shelf until Friday.",
                "It stays in the tin until it's needed.",
                // A report's heading named by its topic; a thing come at last.
                "Right, update on the boiler since a few of you asked: it's fixed.",
                "Update on the roof: the scaffolders came Tuesday.",
                "Clear skies at last! Saw Saturn's rings for the first time.",
                "Fresh snow finally!",
                "Prices to rise by 2.",
                "He went to the shop by 2.",
                // Scots "wis" is "was": what "we" were warned of then is told.
                "When I wis a lad we wir warned never to swim off the pier.",
                "Crane readings – this site\nWind speed   38 km/h\nHook height   40 m",
                "Crane limits were raised this year\nWind speed 38 km/h",
                "The dog bit the postman. Not the other way round.",
                "We loaded the van, then the rain came. Not the other way round.",
                "Headcount at the gate: 31 pupils, 3 staff.",
                "The headcount at the rally is about 200 so far.",
                "We did the top field first, the bottom after the break.",
                "Top field first thing while it was cool, bottom field after the break.",
                "First the rain, then sun after lunch.",
                "More than that and I'd have cried.",
                "More than that, and she loved it.",
                "More than that and it was fine.",
            ],
        );
        assert_kind(
            SpanKind::Constraint,
            &[
                "Update the boiler log before you leave.",
                "Clear the skylights, finally, before the frost sets in.",
                "Clear snow from the steps before opening.",
            ],
        );
    }

    /// Session 64's blind spans s64b (cls64b): each reading's case, in sentences of other
    /// trades, and look-alikes that keep their verdict.
    #[test]
    fn s64b_blind_spans_of_cls64b() {
        assert_kind(
            SpanKind::Constraint,
            &[
                // A sign's postposed "only" before a place past a bound.
                "Members only beyond the rope.",
                "DRIVERS ONLY PAST THE BARRIER.",
                "Keyholders only behind the counter.",
                // A deed to be done again, on a bare noun.
                "Re-seal grout lines every spring.",
                "Re-grout shower tiles after the leak test.",
                "Re-grease wheel bearings by hand. Every trailer.",
                // An order for every time, said by someone with a title or named.
                "Ma'am Reyes said to always label the seedling trays.",
                "Tita Nena said to always rinse the rice twice.",
                "Coach Dee says always to tape the ankle before a match.",
                // An offer's look-alikes that bind: a procedure, a ban despite the wish.
                "If you want to keep one, pin it.",
                "Never skip the lint step, even if you want.",
                // A rule under a label, not a review quoted.
                "Review: never merge your own pull request.",
                // The look-alike of praise: an order on "work areas".
                "Tidy work areas before you leave.",
                // Where a thing goes, with the habitual (or emphatic) "does".
                "The spare key does hang by the door, not in the van.",
                "Float tube does go in the locker, not on the jetty, you hear?",
                // A trailing comment warning what goes wrong if the value is changed.
                "[press]\nclamp_force_kn = 40  ; keep this under 60 or the die cracks\ncycle_s = 12",
                "pool_size = 8  # no more than 10, otherwise the replica lags behind",
                // What to do when an event happens, written out in JSON.
                "{\"freezer\": {\"max_c\": -18, \"on_breach\": \"move the stock to freezer B and ring the engineer\"}}",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                // A noun made with "re-", and "re-" before no bare noun.
                "Re-entry permits expire in May.",
                "Re-election campaigns cost a fortune.",
                // Said once, no order for every time.
                "Tita Nena said the rice was done.",
                // Praise of a job done.
                "Tidy job on the van, mate, the owner was chuffed.",
                "Clean work there.",
                // A deed offered at the hearer's wish.
                "The soup's on the stove, help yourself if you want.",
                "Cake's in the tin, take a slice if you like.",
                // A review's words quoted.
                "Guest review: \"They said never to leave the balcony open, fair enough!\" 4 stars.",
                // Where a thing was, in the past.
                "The spare key did hang by the door, not in the van.",
                // A trailing comment that only notes.
                "[press]\nclamp_force_kn = 40  ; never more than 60\ncycle_s = 12",
                // An event's setting of one word, and a note in JSON.
                "{\"freezer\": {\"max_c\": -18, \"on_breach\": \"alarm\"}}",
                "{\"freezer\": {\"max_c\": -18, \"note\": \"the door was left open twice last week\"}}",
            ],
        );
    }

    /// cls64a: a ceiling said with "should not pass" and a quantity; a sign's "=" before a
    /// ban; Geordie "nee" for "no"; one thing kept shut with no end; "nobody is" and a verb
    /// in "-ing"; "nobody touches" a thing; a passive with "only gets" and its one doer.
    #[test]
    fn cls64a_ceilings_signs_kept_states_and_named_doers() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "The delivery vans should not pass 15 mph in the car park.",
                "The crane hook shouldn't pass 2 tonnes on the east jib.",
                "DOOR OPEN = NO SMOKING",
                "Kiln lit = no entry without gloves",
                "Nee dogs on the cricket square, like.",
                // After a lead and its comma, no maiden name after it (cls66b).
                "Right, nee bugger gans near the kiln without gloves on.",
                "The hayloft hatch stays shut.",
                "The vaccine fridge remains locked.",
                "No one is borrowing the van this week, not even for the tip run.",
                "Nobody is moving the shelving, not even to clean behind it.",
                "Nobody touches the sourdough starter on the top shelf.",
                "The top hives only get opened by Obi.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "The new van should pass its MOT this week.",
                "Delivery vans passed 15 mph in the car park.",
                "retries = 3",
                "x = y + 2",
                "Jane Cole, nee Hart, ran the shop for years.",
                "The bride, nee Osei, kept her own name at work.",
                "The hayloft hatch stays shut because the hinge is stiff.",
                "The hayloft hatch stayed shut.",
                "It stays shut.",
                "Nobody is coming to the party, it seems.",
                "Nobody touches it anymore.",
                "Nobody reads the manual.",
                "The top hives only get opened by the afternoon.",
                "The top hives got opened by Obi.",
            ],
        );
    }

    /// cls66b: a past form naming a kind of the noun after it ("rose syrup", "the left
    /// lane"), the clause's verb a present one in "-s", is no past told.
    #[test]
    fn a_past_form_naming_a_kind_tells_no_past() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "Rose syrup steeps for at least 48 hours before anyone bottles it.",
                "The rose batch steeps for a minimum of 10 days before anyone bottles it.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "Rose early and steeped the syrup for 48 hours before bottling it.",
                "Left the gate at 6 pm, no one was around.",
            ],
        );
    }

    /// cls64a: a deed that waits on one person's word ("the hoist moves when Dev says it
    /// moves"), not a past, what the person says named, nor a person's own habit.
    #[test]
    fn cls64a_a_deed_at_a_persons_word() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "The crane moves when Priya says it moves.",
                "The sluice opens when the warden says so.",
                "The boats go whenever Aunty says.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "The crane moved when Priya said it moved.",
                "He laughs when she says something daft.",
                "She smiles when he says so.",
                "It beeps when it says low battery.",
            ],
        );
    }

    /// cls64a: "please" before a question of what is so ("Please, the delivery, is it still
    /// Monday?") asks, not orders; a request after it stays one.
    #[test]
    fn cls64a_please_before_a_question_of_fact() {
        assert_kind(
            SpanKind::Narrative,
            &[
                "Please, the delivery, is it still Monday?",
                "Please, are they open on Sunday?",
            ],
        );
        assert_kind(
            SpanKind::Constraint,
            &[
                "Please, the delivery, can you bring it Monday?",
                "Please, is it possible to move the skip?",
                "Could we keep it short, please?",
            ],
        );
    }

    /// cls64a: "worth" opening a sentence suggests ("Worth a look"), and "miss" with a person
    /// is the speaker's longing ("Miss her, to be honest"): no order in either.
    #[test]
    fn cls64a_worth_and_missing_someone() {
        assert_kind(
            SpanKind::Narrative,
            &[
                "Worth a rehearsal before the gala.",
                "Miss her, to be honest, she ran a tight kitchen.",
            ],
        );
        assert_kind(
            SpanKind::Constraint,
            &[
                "Miss the first exit and take the second.",
                "Check the tickets are worth the price.",
            ],
        );
    }

    /// cls64a: losses tallied as none after a deed logged ("Racked 30 casks, no losses") are
    /// a finding; a ban on letting them go unreported stays one.
    #[test]
    fn cls64a_no_losses_tallied() {
        assert_kind(
            SpanKind::Narrative,
            &["Racked 30 casks into the cold store, no losses."],
        );
        assert_kind(SpanKind::Constraint, &["No losses go unreported."]);
    }

    /// cls64a: a thing's present state closed by a concessive ("..., whatever happens",
    /// "..., no matter what") is held whatever comes; a past or a person's plan is not.
    #[test]
    fn cls64a_state_held_whatever_happens() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "The brooder lamp stays on overnight, whatever happens.",
                "The incubator's on all weekend, whatever's happening, love.",
                "The side door is bolted, no matter what.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "The kids were fine, whatever happened.",
                "She's coming to the wedding, whatever happens.",
                "The match was on, no matter what.",
                "The baby's happy, whatever happens.",
            ],
        );
    }

    /// cls64a: the quoted words a client wanted on a thing made ("wanted 'GO SLOW' across
    /// the bonnet") name a design; a wish for no nuts in the cake, quoted or not, binds.
    #[test]
    fn cls64a_quoted_words_wanted_on_a_thing() {
        assert_kind(
            SpanKind::Narrative,
            &["The customer wanted 'NO FEAR' across the tailgate. Looks mint."],
        );
        assert_kind(
            SpanKind::Constraint,
            &[
                "The client wanted 'no nuts' in the cake.",
                "She wanted no phones at dinner.",
            ],
        );
    }

    /// cls65d: what lies past a bound ("anything weaker", "anything outside that") and is
    /// sent back or thrown out in the present is a bound told by its consequence; the same
    /// in the past, or with no fate, is not.
    #[test]
    fn cls65d_past_the_bound_turned_away() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "Syrup for the glaze sits at 65 Brix; anything weaker goes back on the heat.",
                "Tiles come off the saw 4 to 6 mm thick, anything outside that and it's binned.",
                "Anything over 20 kg is refused at the counter.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "The syrup hit 65 Brix; anything weaker went back on the heat.",
                "Anything older is a classic to him.",
                "Anything under 20 kg was rejected by the scale that day.",
            ],
        );
    }

    /// cls65d: a class that misses a mark ("panels that don't pass it", "loaves which fail
    /// to reach it") and is sent back or thrown out in the present is held to the mark; the
    /// same in the past is a report.
    #[test]
    fn cls65d_short_of_the_mark_turned_away() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "Panels that don't pass the flex test go back to the press.",
                "Loaves which fail to reach 92 °C inside get binned.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "Panels that didn't pass the flex test went back to the press.",
                "Loaves that don't rise still taste fine.",
            ],
        );
    }

    /// cls65d: a present value ("is 40 euros") in force "until" a review or a repair still
    /// to come is a standing bound; the same in the past, or until an event no one decides,
    /// is not.
    #[test]
    fn cls65d_value_in_force_until_a_review() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "Hire of the hall is 90 euros an evening until the committee revisits it.",
                "The ferry fare is 12 dollars till the ramp is repaired.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "Hire of the hall was 90 euros until the committee revisited it.",
                "The queue is 40 minutes until the gates open.",
            ],
        );
    }

    /// cls65b: a state kept between occasions that recur ("stays shut between shifts"), and a
    /// present "is" with two kept states joined before "whenever", are held each time; a
    /// place between two things, and the speaker's own comings, are not.
    #[test]
    fn cls65b_state_kept_between_and_whenever() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "The smoker lid stays shut between batches.",
                "The hatch is closed and bolted whenever the crane is moving.",
                "The back door is locked whenever we leave.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "The road stays closed between junctions 4 and 5.",
                "The fridge stays shut between the two ovens.",
                "The pub is shut whenever I go past.",
            ],
        );
    }

    /// cls65b: a present passive closed by a clause of "no matter" (", no matter who's
    /// asking") is held whatever comes, as ", no matter what" was; a past is not.
    #[test]
    fn cls65b_held_no_matter_who_asks() {
        assert_kind(
            SpanKind::Constraint,
            &["The bins are emptied by five, every evening, no matter who's still working."],
        );
        assert_kind(
            SpanKind::Narrative,
            &["The kids were fine, no matter what we did."],
        );
    }

    /// cls65b: an "X-only" compound before a place keeps it for X alone, as a "no-X" one keeps
    /// X out; a launch kept to those invited is no place, a past no rule.
    #[test]
    fn cls65b_place_kept_for_one_class() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "The loading dock is drivers-only territory.",
                "The mezzanine is a staff-only area.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "It was an invite-only launch.",
                "The lounge was a members-only area back then.",
            ],
        );
    }

    /// cls65b: an unlisted verb before "both" and a plural takes a pair as its object
    /// ("Wedge both wheels before ..."); a name before "both" does not.
    #[test]
    fn cls65b_order_on_both_of_a_pair() {
        assert_kind(
            SpanKind::Constraint,
            &["Wedge both wheels before you start the pump."],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "Dave both weekends worked late.",
                "Mum both cooked and cleaned.",
            ],
        );
    }

    /// cls65b: "nobody" and a base verb with the "-s" left off, after a reminder's heading,
    /// is a ban as "nobody parks" is; a stative verb, or an auxiliary before a verb, is not.
    #[test]
    fn cls65b_nobody_and_a_base_verb() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "Reminder ah, nobody park in bay 3.",
                "PSA: nobody feed the ducks.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "Reminder: nobody know the wifi password.",
                "Nobody dint notice till the owner rang.",
            ],
        );
    }

    /// cls65b: a verb spelled noun before a noun and a simple past ("Paint delivery came at
    /// nine") is that noun's report; an order whose object's relative clause has the past
    /// stays an order.
    #[test]
    fn cls65b_noun_then_a_simple_past() {
        assert_kind(
            SpanKind::Narrative,
            &["Paint delivery came at nine and filled the porch."],
        );
        assert_kind(
            SpanKind::Constraint,
            &["Hide the key that came with the padlock."],
        );
    }

    /// cls65b: a task's status line ("Print run done.") and a record sent from a day
    /// ("Morning all, update from Tuesday.") order nothing; "Mark task complete" and "update
    /// from the template" do.
    #[test]
    fn cls65b_status_lines_and_records_from_a_day() {
        assert_kind(
            SpanKind::Narrative,
            &[
                "Print run done: 300 copies boxed.",
                "Morning all, update from Tuesday.",
                "Hi all, report from last night.",
            ],
        );
        assert_kind(
            SpanKind::Constraint,
            &[
                "Mark task complete.",
                "Update from the template before you start.",
            ],
        );
    }

    /// cls65b: one thing and a participle of a deed done to it before an event in the present
    /// ("Float counted before the doors open") is a step owed first, as a kind's is; a past
    /// event tells what was done.
    #[test]
    fn cls65b_one_thing_done_before_an_event() {
        assert_kind(
            SpanKind::Constraint,
            &["Float counted before the doors open."],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "Alarm set before I left.",
                "Kettle boiled before the guests arrived.",
            ],
        );
    }

    /// cls65b: one thing named with "the", where it lives or goes, then "and (it) stays
    /// there", is kept in its place; a pet's habit or a past is not.
    #[test]
    fn cls65b_thing_kept_where_it_lives() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "The label printer lives on the shelf by the till, and it stays there.",
                "The spare key goes back in the safe and stays there.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "The cat sleeps on the sofa and stays there all day.",
                "The key went back in the safe and stayed there.",
            ],
        );
    }

    /// cls65b: a count out at once after a lead naming how long it holds ("Until further
    /// notice, one ...") is a limit, as without the lead; a past is not.
    #[test]
    fn cls65b_count_at_a_time_after_a_lead() {
        assert_kind(
            SpanKind::Constraint,
            &["Until further notice, two trolleys at a time in the lift."],
        );
        assert_kind(
            SpanKind::Narrative,
            &["Until Friday, two dogs at a time came in."],
        );
    }

    /// cls67c: an order to "you" after a leading condition with no comma between them, the
    /// first "you" closing a condition of three words or more; "you" in the condition, a past
    /// or an outcome ("you make mistakes") gives none.
    #[test]
    fn cls67c_an_order_to_you_after_a_condition_with_no_comma() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "When a dog comes back lame off the sprint ye ring the vet first, before ye even get the lead off him.",
                "When the alarm goes you leave by the side door.",
                "If a pup won't settle you check its water first.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "When you're tired you make mistakes.",
                "When the dog came back lame you rang the vet.",
                "When the lads win you lose your voice.",
                "If you ask me you worry too much.",
            ],
        );
    }

    /// cls67c: a thing that "doesn't go" or "don't leave" until an event is held back until
    /// it; until a time, a person's habit or a past tells what happens.
    #[test]
    fn cls67c_a_thing_withheld_until_an_event_binds() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "Yellow kart don't go out no more till Earl's signed off on it.",
                "The boat doesn't leave the carriage until the helm's done the crew count.",
                "The backhoe don't go on that slippy hillside till public works puts the shoring in.",
                // Narrative in cls61's test, beside its ", I don't care how ..." reading: the
                // fixture labels the shape a rule (s58b-s030, s58b-s099).
                "The quad doesn't leave the yard till every helmet's on.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "The bus doesn't leave until 9.",
                "The ferry doesn't go out till next week.",
                "He doesn't go out till late.",
                "The yellow kart didn't go out till Earl had signed off on it.",
                "The kettle doesn't boil until the light goes off.",
            ],
        );
    }

    /// cls67c: "never lets them forget it" is the teasing idiom, as "let him live it down"
    /// is; a thing to keep in mind after "forget" is no idiom.
    #[test]
    fn cls67c_never_letting_someone_forget_it_orders_nothing() {
        assert_kind(
            SpanKind::Narrative,
            &[
                "The Salthill lads were in for the friendly and we beat them handy. Tom never lets them forget it, the poor divils.",
                "We never let him forget it.",
            ],
        );
        assert_kind(
            SpanKind::Constraint,
            &["Never let them forget the gate code."],
        );
    }

    /// cls67c: "no" and a noun "in force" or "in effect" is a notice that none holds, not a
    /// ban; "no" and a noun in a place bans.
    #[test]
    fn cls67c_none_in_force_is_a_notice() {
        assert_kind(
            SpanKind::Narrative,
            &[
                "Forecast Tue 06:00: rain 80%, wind SW 35 km/h gusting 60. No warnings in force for Co. Cork.",
                "No water restrictions in effect this week.",
            ],
        );
        assert_kind(
            SpanKind::Constraint,
            &[
                "No smoking in the yard.",
                "No dogs in the kitchen for Co. Cork visitors.",
            ],
        );
    }

    /// cls67c: a lone "Always." or "Every time." after a practice stated in the present makes
    /// it a rule; after a question, a past, a pronoun's habit or an "is" it insists on nothing.
    #[test]
    fn cls67c_a_lone_always_after_a_practice_binds() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "### Drying\n**Dulse dries separate from the kelp. Always.**\nThe racks by the wall are the dulse ones.",
                "Stones go back in their own slots. Always.",
                "Wet nets hang on the north rail. Every time!",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "Do you check the nets? Always.",
                "Dulse dried well yesterday. Always.",
                "He loses his keys on the beach. Always.",
                "The bus is late. Always.",
                "Stones go back in their own slots. Always the same.",
            ],
        );
    }

    /// cls65c: the open items of a list whose lead names it as rules, a checklist, the checks
    /// before an act or what is owed before one are states to keep, verbless or a participle
    /// done to the thing named; done items, a past lead, a record's lead or a narrative
    /// heading tell what was.
    #[test]
    fn cls65c_states_listed_under_a_rule_lead_bind() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "Lock-up checklist:\n- Kiln vents shut\n- Glaze buckets lidded",
                "**Pre-dive (every dive):**\n1. Tanks gauged\n2. Buddy check on the boat",
                "Before anyone climbs, all of these get done:\n- Ropes inspected\n- Harness buckles doubled back",
                "Before each shift:\n* Guards in place on the saw\n* Dust extraction on",
                "Pool rules:\n- Children supervised in the shallow end",
                "## Lock-up checklist\n- Kiln vents shut\n- Glaze buckets lidded",
                "Pre-op checks:\n- Patient fasted from midnight\n- Consent signed",
                // A routine labelling the list after a colon (cls67c).
                "Lockup:\n1. Water bowls topped up\n2. Run gates bolted",
                "Morning routine:\n- Hens let out\n- Water troughs topped up",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "Checklist from the last shift:\n- Kiln vents shut\n- Glaze buckets lidded",
                "Lock-up checklist:\n- [x] Kiln vents shut\n- [x] Glaze buckets lidded",
                "Pre-dive notes:\n- Tanks gauged at 210 bar\n- Visibility poor",
                "Before we climbed:\n- Ropes inspected\n- Harness buckles doubled back",
                "What we saw:\n- Ropes frayed\n- Harness buckles bent",
                "Lock-up checklist:\n- We shut the kiln vents\n- Buckets were lidded",
                "Kit for the trip:\n- Ropes inspected\n- Tents packed",
                "## Lock-up\n- Kiln vents shut\n- Glaze buckets lidded",
                "Every evening we checked:\n- Hens shut in\n- Water troughs topped up",
                "Every week:\n- Churn steady\n- Fox seen near the bins",
                "## Style\n- Relaxed, coastal\n- Lots of linen",
                "Pre-op:\n- Patient fasted from midnight\n- Consent signed",
                "Procedure:\n- Appendix removed laparoscopically\n- Wound closed",
                "Lockup:\n- We bolted the run gates\n- Alarm was set at six",
            ],
        );
    }

    /// cls65c: a table whose header bounds a quantity under a condition column, bounds two
    /// quantities named in several words, or caps one with a short unit in brackets, and a
    /// cell closing on "only", state limits in force; a header with no bound, or one whose
    /// bounds are readings, does not.
    #[test]
    fn cls65c_tables_that_bound_bind() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "| Deck | Max crew | Condition |\n|---|---|---|\n| Upper | 4 | while the rail is out |",
                "| Trail | Max speed | Min passing gap |\n|---|---|---|\n| Ridge | 15 mph | 1 m |",
                "| Tank | Max fill (L) |\n|---|---|\n| Day tank | 40 |",
                "| Goat | Grazing | Feed |\n|---|---|---|\n| Pip | top paddock only | 1 scoop |",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "| Deck | Max crew seen | Weather |\n|---|---|---|\n| Upper | 4 | rain |",
                "| Trail | Max speed | Max heart rate |\n|---|---|---|\n| Ridge | 15 mph | 171 |",
                "| Tank | Level (L) |\n|---|---|\n| Day tank | 40 |",
                "| Goat | Grazing | Feed |\n|---|---|---|\n| Pip | top paddock | 1 scoop |",
            ],
        );
    }

    /// cls65c: a record's quoted last cell (its notes) is read as written, not as a
    /// quotation, dated or not; notes that only report stay narrative.
    #[test]
    fn cls65c_a_records_quoted_notes_are_read() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "booking,room,guest,notes\n5521,twin,Okafor,\"coeliac - do NOT serve the house bread\"",
                "2025-06-01,Bed 3,Tomatoes,\"blight on the lower leaves - never water from above\"",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "booking,room,guest,notes\n5521,twin,Okafor,\"arrived late, asked for extra towels\"",
                "2025-06-01,Bed 3,Tomatoes,\"watered at 7; two split fruit\"",
            ],
        );
    }

    /// cls66a: "till" after a kept state holds it as "until" does; a noun "till", or a state
    /// kept in the past, does not.
    #[test]
    fn cls66a_state_kept_till_an_event() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "Vat 7 stays sealed till Thursday's audit.",
                "The loft hatch stays locked till the roofers are done.",
                "The side gate is kept shut till nine.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "The side gate used to stay shut till nine.",
                "The float stays in the till overnight, I think.",
                "The bakery stays open till nine on Fridays.",
            ],
        );
    }

    /// cls66a: a sign held for the whole of a span ("for the whole shift", "for the whole of
    /// the tasting", "the whole night") or past a place holds at every moment of it; a
    /// whole team is whom, not when.
    #[test]
    fn cls66a_sign_held_for_a_whole_span() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "Hairnets on for the whole of the tasting.",
                "Masks on for the entire shift.",
                "Safety glasses on past the lathe, the whole morning.",
                "The kiln door stays shut for the whole night.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "Hats off to the whole team.",
                "Lights were on the whole night next door.",
            ],
        );
    }

    /// cls66a: a kept state closed by ", whatever's ...", ", whoever ..." is held whatever
    /// comes, as ", no matter what ..." holds it; a shrug at a word, or no kept state, is not.
    #[test]
    fn cls66a_state_held_whatever_the_case() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "The hopper lid's on by noon, whatever's left in it.",
                "The cage door is locked, whoever is on shift.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "The kid's happy, whatever's on telly.",
                "The lid's on, whatever that means.",
            ],
        );
    }

    /// cls66a: a state due by a time told with a present "is" or "are" ("Bins are out by
    /// seven") is due as the verbless "Bins out by seven" is; a past, or a change measured,
    /// is not.
    #[test]
    fn cls66a_state_due_by_a_time_with_is() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "Shutters are closed by nine, every evening.",
                "The bins are out by seven.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "Shutters were closed by nine last night.",
                "The count is off by 3.",
            ],
        );
    }

    /// A state due by a time after a label's colon is due as at a sentence's start; a
    /// label over a change measured, or over a past time, is not.
    #[test]
    fn state_due_by_a_time_after_a_label() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "Kiln 3: door shut by ten.",
                "Yard B: forklifts off by 6pm on Sundays.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "Q3: sales up by 10%.",
                "Friday: lights out by ten last night, all quiet.",
            ],
        );
    }

    /// cls66a: one thing named with "the", a present "is" and a kept state "at all times" is
    /// held as "stays ... at all times" is; "all the time" after "is" (a complaint) and a
    /// past are not.
    #[test]
    fn cls66a_state_is_kept_at_all_times() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "The solvent store is locked at all times.",
                "The fire doors are shut at all times, apart from during deliveries.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "The heating is off all the time in that flat.",
                "The solvent store was locked at all times, so we never got in.",
            ],
        );
    }

    /// cls66a: a review quoted after a label telling it was left is data; "asked" right
    /// before "and" asked nothing to be done; "says nobody else knows" tells what is one
    /// person's alone; "please" after the one addressed softens the question after it.
    #[test]
    fn cls66a_reviews_left_and_bare_asking() {
        assert_kind(
            SpanKind::Narrative,
            &[
                "A guest left a review: 'They said never to tumble dry it and the wool stayed perfect!'",
                "Is the car park free on Sundays now? A driver asked and nobody knew what to tell him.",
                "We met the beekeeper, she says nobody else knows where the old hives are.",
                "Mo, please, is it true the van's booked for Friday?",
            ],
        );
        assert_kind(
            SpanKind::Constraint,
            &[
                "The owner asked us to keep the car park free on Sundays.",
                "The client says nobody else touches the account.",
                "Mo, move the van please, can you?",
            ],
        );
    }

    /// cls66a: an instrument's readings closed by the position it was read in ("dial
    /// down") report; a list closed by an order ("dial it down", "log it") does not.
    #[test]
    fn cls66a_position_among_readings() {
        assert_kind(
            SpanKind::Narrative,
            &["Bench: rate +6 s/d, amplitude 250°, dial down."],
        );
        assert_kind(
            SpanKind::Constraint,
            &[
                "Bench: rate +6 s/d, amplitude 250°, dial it down.",
                "Fridge: temp 4°C, seals checked, log it at 6 daily.",
            ],
        );
    }

    /// cls67b: "needs" and a participle, "to be" left out, owes an action on a thing; a
    /// participle describing a noun after it, the speaker's need, a past or a question do not.
    #[test]
    fn cls67b_needs_and_a_participle() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "When the chili shipment comes in, it needs weighed and quarantined before anybody opens a sack.",
                "The floor needs swept before close.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "The report needs attached files.",
                "I need fed.",
                "It needed weighed yesterday.",
                "Does it need weighed?",
            ],
        );
    }

    /// cls67b: "you" called on with a plural of address ("you guys", "yous guys") before a
    /// step and a time clause orders it; a bare "you", praise or a past do not.
    #[test]
    fn cls67b_plural_of_address_before_a_step() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "YOUS GUYS SWEEP THE BRAN ROOM BEFORE YOU CLOCK OUT. NOT AFTER. BEFORE.",
                "You guys sweep the bran room before you clock out.",
                "Anytime de hygrometer in de store pass 60, wunna close up an' call me, doh matter what time.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "You sweep the bran room before you clock out.",
                "You guys sweep the floor so well.",
                "You guys swept the room before you clocked out.",
                "Did you guys sweep the room before you left?",
                "Anytime you want, we can go.",
            ],
        );
    }

    /// cls67b: "that" after a comma resumes a value told with no verb before it as the
    /// limit; a record told, or "the max" of a record, does not.
    #[test]
    fn cls67b_value_resumed_as_the_limit() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "Twenty bags on one pallet, oui, dat is de max. De forklift cyah take more.",
                "Twenty bags on one pallet, that's the max.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "We loaded twenty bags on one pallet, that's the max.",
                "Twenty bags on one pallet, that's the max we've ever done.",
            ],
        );
    }

    /// cls67b: "you'll want to" or "you'll wanna" before a step is a polite order; before a
    /// perception ("see", "hear") it is not.
    #[test]
    fn cls67b_you_will_want_the_step() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "Yow'll wanna stick them wick spools back in the dry cupboard after, ta. The damp gets in 'em summat chronic.",
                "You'll want to stick them back in the cupboard after.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &["You'll want to see this.", "You'll wanna hear this one."],
        );
    }

    /// cls67b: an endearment before an order calls on whom it is for; before a report it
    /// orders nothing.
    #[test]
    fn cls67b_endearment_before_an_order() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "Babe just put the returned rockets in the quarantine cage and log 'em on the sheet, I'll sort the paperwork tomorrow x",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &["Hun just sent the invoice.", "Babe just got home."],
        );
    }

    /// cls67b: a machine named by two words switched on before a time; one word, a day or a
    /// past do not bind.
    #[test]
    fn cls67b_machine_on_before_a_time() {
        assert_kind(
            SpanKind::Constraint,
            &["DUST EXTRACTOR ON BEFORE DE SIFTERS. EVERY TIME. I EN' TELLIN' WUNNA AGAIN."],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "Kettle on before the meeting.",
                "Power cut on Tuesday.",
                "The dust extractor was on before the sifters.",
            ],
        );
    }

    /// cls67b: a thing due back "when you're done" or "when done", as "after use"; when one
    /// job is done it is not.
    #[test]
    fn cls67b_due_back_when_done() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "WICK TRIMMERS BACK IN THE DRAWER WHEN YOU'RE DONE!!! they keep walking off",
                "Wick trimmers back in the drawer when done.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &["Wick trimmers back in the drawer when the shop's done."],
        );
    }

    /// cls67b: a kind's kept place after a label; after a label of what was found it reports.
    #[test]
    fn cls67b_kept_place_after_a_label() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "> **Allergen note:** sesame lot SS-14 stays on rack 9 by itself. Nothing shares that rack.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &["Status: sesame lot SS-14 stays on rack 9."],
        );
    }

    /// cls67b: a term of address after a tag asking assent leaves the tag's order read;
    /// a question or a report before it is no order.
    #[test]
    fn cls67b_tag_and_a_term_of_address() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "Don't go sending the Spanish oak order out yet, alright my lover? Dave's still haggling on price.",
                "Don't send the order out yet, ok mate?",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "Is that alright my lover?",
                "We went home early, alright mate?",
            ],
        );
    }

    /// cls69b: a class's routine held from a point onwards binds as one held after an event
    /// does; a past, a habit, or "from" a place with "on" opening a phrase does not.
    #[test]
    fn cls69b_routine_from_a_point_onwards() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "Visitors wear the hard hat from the gate onwards.",
                "Visitors wear the hard hat from the gate on.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "Visitors wore the hard hat from the gate onwards.",
                "Visitors usually wear the hard hat from the gate onwards.",
                "Visitors come from London on Fridays.",
            ],
        );
    }

    /// cls69b: "you'll never guess" is surprise told ahead, as "you'd never guess" is;
    /// "no lie" vouches for what came before; "I only wish" is a wish. A deed kept from
    /// "you" and a diet held to stay rules.
    #[test]
    fn cls69b_surprise_vouching_and_wishes() {
        assert_kind(
            SpanKind::Narrative,
            &[
                "You'll never guess what she found in the piano.",
                "Tha'll nivver guess — the piano had a mouse nest in it.",
                "Honestly some of my best work, no lie.",
                "Some of my best work, I only wish the client could see the back.",
            ],
        );
        assert_kind(
            SpanKind::Constraint,
            &[
                "You'll never share the keys.",
                "No lying to customers about delivery dates.",
                "I only eat halal food.",
            ],
        );
    }

    /// cls69b: an order on running the script itself ("run this") in the comment under its
    /// "#!" line, maybe after its file name and a plain "--" dash, warns whoever runs it; a
    /// note of what the script does stays its own.
    #[test]
    fn cls69b_script_comment_on_running_it() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "#!/bin/sh\n# backup.sh -- run this before 6pm; the NAS sleeps after that\nrsync -a a/ b/",
                "#!/bin/sh\n# run this before 6pm\nrsync -a a/ b/",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "#!/bin/sh\n# backup.sh -- copy the scans to the NAS\nrsync -a a/ b/",
                "#!/bin/sh\n# copy the logs -- run nightly\nrsync -a a/ b/",
            ],
        );
    }

    /// cls70b: "only" before a script's order on running it, and a note's "NB" before a
    /// function's ban, warn as the bare order and ban do; "y'uns" orders as "yous" does. A
    /// script's note of when it runs, a remark after "NB", and a report to "yinz" stay data
    /// or narrative.
    #[test]
    fn cls70b_script_and_function_comments_and_yuns() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "#!/bin/sh\n# only run this before 6am - the scales go live after that\nrsync -a a/ b/",
                "def strike(batch):\n    # NB never write to the log directly\n    record(batch)",
                "# y'uns leave clients.db alone while this runs, it locks up\n0 2 * * * /opt/backup.sh",
                "Yinz tidy the bench before you go.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "#!/bin/sh\n# only runs on weekdays\nrsync -a a/ b/",
                "def strike(batch):\n    # NB this is slow\n    record(batch)",
                "Yinz had a good time at the game.",
            ],
        );
    }

    /// cls70b: "No regrets" is a feeling, "Don't ask me how" a shrug, a "never" after "Back
    /// in the day" a past habit; "No refunds", "Don't ask me for a refund", a "never" turned
    /// to the present with "now", and an old habit said to stand still stay rules.
    #[test]
    fn cls70b_regrets_shrugs_and_old_habits() {
        assert_kind(
            SpanKind::Narrative,
            &[
                "No regrets, it's gorgeous.",
                "Don't ask me how but the kid got into the cupboard.",
                "Back in the day we never cut a key without seeing ID.",
            ],
        );
        assert_kind(
            SpanKind::Constraint,
            &[
                "No refunds, it's policy.",
                "Don't ask me for a refund.",
                "Back in the day it was lax, but now never cut a key without seeing ID.",
                "Back in the day we never cut a key without ID, and that still stands.",
            ],
        );
    }

    /// cls70b: a thing due back "between every" occasion, at the "end of every" one, or
    /// "when you done" (the copula dropped) is due as "after every use" is; a place between
    /// two things, one end of a month, and a past stay narrative.
    #[test]
    fn cls70b_due_back_between_and_at_the_end_of_every_occasion() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "Combs go back in the jar between every head.",
                "Keys go back on the board at the end of every shift.",
                "Keys gan back on the board end of every shift, like.",
                "ICE GOES BACK IN THE BIN WHEN YOU DONE.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "The fridge stays shut between the two ovens.",
                "Books back on the shelf at the end of the month.",
                "Keys went back on the board at the end of every shift.",
                "The road runs between every farm in the valley.",
            ],
        );
    }

    /// cls70b: a sign's "on" held "for every" or "for each" occasion holds each time, as
    /// "for the whole shift" holds throughout; whom it is for, or one occasion, is no rule.
    #[test]
    fn cls70b_sign_held_for_every_occasion() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "GLOVES ON FOR EVERY ACRYLIC SOAK-OFF.",
                "Masks on for each visit to the ward.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &["Hats off for everyone!", "Lights on for the party."],
        );
    }

    /// cls69b: a thing that never holds up or lasts fails, and a copula's "never" before a
    /// word of degree judges; a kind kept from a state and a deed kept from someone stay
    /// rules.
    #[test]
    fn cls69b_things_that_never_last_and_judgements() {
        assert_kind(
            SpanKind::Narrative,
            &[
                "Fine-line work on the hands never holds up, I reckon.",
                "The glue never lasts.",
                "A piano tuned by app is never quite right.",
                "The piano is never quite right.",
            ],
        );
        assert_kind(
            SpanKind::Constraint,
            &[
                "The gate is never open after dark.",
                "The bot never holds customer data.",
                "Guests never hold the keys.",
            ],
        );
    }

    /// cls69b: a sign may close a notice after its headline and dash; a headline telling a
    /// past, or a sign with a verb of its own, is a report.
    #[test]
    fn cls69b_sign_after_a_notices_headline() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "HOT GLASS LOOKS EXACTLY LIKE COLD GLASS — GLOVES ON AT THE BENCH",
                "Hot glass looks like cold glass — gloves on at the bench.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "The glass cracked twice — gloves on at the bench now.",
                "Hot glass is hot — gloves were on at the bench.",
                "Hot glass looks like cold glass — the gloves on the bench are mine.",
            ],
        );
    }

    /// cls67b: a ban opening a function's comment after a one-word label warns its callers;
    /// over a `return` it is the code's own note.
    #[test]
    fn cls67b_labelled_ban_in_a_functions_comment() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "def reorder(lot):\n    # Saffron: never auto-reorder, Kenroy approves by hand\n    if lot.sku.startswith(\"SAF\"):\n        return None\n    return place_order(lot)",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "def reorder(lot):\n    # Saffron: never auto-reorder, Kenroy approves by hand\n    return place_order(lot)",
            ],
        );
    }

    /// cls67b: a kind kept shut when a thing runs, its verb left out, binds; a past, or a
    /// noun with "is" contracted, does not.
    #[test]
    fn cls67b_kind_kept_shut_when_running() {
        assert_kind(
            SpanKind::Constraint,
            &["Husk bin doors closed when de mill running."],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "Doors closed when I got there.",
                "Shops closed when we arrived.",
                "The doors closed when the alarm went.",
            ],
        );
    }

    /// cls67b: ", every time," set off after a present passive, and "every night" before the
    /// step's occasion, hold a duty; a routine with no occasion or a past do not.
    #[test]
    fn cls67b_passive_done_every_time_or_night() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "Stock in the magazine is counted in and counted out, every time, by two of us.",
                "The lye drums get redd up and capped every night before last one out.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "The drums get capped every night.",
                "Stock was counted in and counted out, every time.",
                "The gate gets stuck, every time.",
            ],
        );
    }

    /// cls67b: "Never fails." tells what always happens; "Never fail to ..." orders.
    #[test]
    fn cls67b_never_fails_the_idiom() {
        assert_kind(
            SpanKind::Narrative,
            &[
                "Ran over to Jewel on my break, they were out of oat milk again. Never fails. Anyway we're good on milk till Thursday.",
                "Slow in, fast out — never fails. Told the stag party that and they still all spun at turn 3.",
            ],
        );
        assert_kind(SpanKind::Constraint, &["Never fail to log a batch."]);
    }

    /// cls67b: "Be a ..." after a supposition is its consequence, "it'd" left out; "Be
    /// ready ..." after one still orders.
    #[test]
    fn cls67b_consequence_with_its_would_left_out() {
        assert_kind(
            SpanKind::Narrative,
            &[
                "Imagine if we'd had the Bonfire Night stock in the old shed when it flooded. Be a gert soggy mess.",
            ],
        );
        assert_kind(
            SpanKind::Constraint,
            &["Imagine if the power goes. Be ready with the torches."],
        );
    }

    /// cls67b: Bislama and Solomons Pijin "mas" ("must") and "no" ("don't") before a verb,
    /// read in a sentence holding a creole transitive verb ("switchim", "sendem") or the
    /// plural "olketa"; Trinidad's
    /// "mas" and English "no" before a noun in "-im" or "-em" stay.
    #[test]
    fn cls67b_pijin_must_and_dont() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "Sapos roaster i smok tumas, yu mas switchim off kwiktaem mo kolem Pierre.",
                "Agent, plis iu no sendem eni invoice go long olketa buyer long Auki yet. Olketa no pei yet for las shipment.",
                "Olketa orders mas go out bifoa 12 klok Friday for catchim Honiara boat.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "We played mas in Port of Spain, then went home.",
                "The victim no longer lives there.",
                "No problem with the system, mate.",
            ],
        );
    }

    /// cls68b: Irish "only" for "except" after a clause opened by "nobody", "no one" or
    /// "none", naming the one spared to the clause's end; "only" before a verb, a clause that
    /// goes on, a past, or a clause opened otherwise stay.
    #[test]
    fn cls68b_irish_only_for_except() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "Nobody touches the steamer only Bridie, she's the one with the training. Goes for the summer lads too.",
                "NO ONE IN THE LION WAGON ONLY THE KEEPER. I'M NOT CODDING.",
                "No one opens the safe only the manager.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "Nobody came only the postman.",
                "Nobody only watches the telly these days.",
                "We open the safe only Mondays.",
            ],
        );
    }

    /// cls68b: a closing "and no one else" or "and at no other time" names the only person
    /// or time, as "and nobody else" does; the words opening a clause that goes on, or a
    /// report, stay.
    #[test]
    fn cls68b_no_one_else_and_no_other_time() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "The stage door's on the latch during performances and at no other time.",
                "The key stays with Mr Hodge and no one else.",
                "De tower key does live wid Mr Hodge and nobody else.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "The key stayed with Mr Hodge and no one else saw it.",
                "I saw Mr Hodge and no one else.",
                "We were open at noon and at no other time that week, it was a slow one.",
            ],
        );
    }

    /// cls68b: idioms that tell, not order: "you can't beat" praise, "nobody could beat"
    /// under a report, "nobody can tell me different" (a conviction), "never see nothing
    /// like it" (a marvel), "must be fifty years old if it's a day" (an age guessed); an
    /// order or a ban of the same words stays.
    #[test]
    fn cls68b_idioms_of_praise_conviction_and_marvel() {
        assert_kind(
            SpanKind::Narrative,
            &[
                "Them straw boaters are the canniest thing we make, like. Ye cannot beat them for a summer do.",
                "Mi granny used to plait hat in Salem before de volcano, she say nobody could beat she fingers.",
                "Mi feel de coal forge always better. Nobody can tell me different.",
                "Boy, we run out of ice by noon. Never see nothing like it.",
                "Mr Richardson bring he old set from England, must be fifty years old if it's a day.",
            ],
        );
        assert_kind(
            SpanKind::Constraint,
            &[
                "You can't leave them on the counter.",
                "She says nobody can touch the key.",
                "Nobody can tell the clients about the price.",
                "Never touch anything like that again.",
                "Never see the client before noon.",
                "Drivers must be 21 years old if it's a weekday shift.",
            ],
        );
    }

    /// cls68b: "must be" and a state before an event is how a thing has to be by then; the
    /// state alone, or reached "by now", is guessed.
    #[test]
    fn cls68b_state_due_before_an_event() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "# NB: turntable must be empty before reset_all() runs, it drops whatever's on it",
                "The tank must be empty before you open the valve.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "The tank must be empty, the gauge reads zero.",
                "She must be exhausted by now.",
                "It must be fifty years old, the paint's all gone.",
            ],
        );
    }

    /// cls68b: a universal policy is asked up to the "till" or "until" its event opens (a
    /// perfect there is the event waited for), and Geordie "gan" is "go"; a past before the
    /// "till" still reports.
    #[test]
    fn cls68b_policy_asked_up_to_its_till() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "Any returns gan straight in the blue crate, not on the counter, till Ah've checked them.",
                "Any returns go in the blue crate till the boss has checked them.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "Any returns went in the crate till I'd checked them.",
                "Any returns that came in went in the crate till I had checked them.",
            ],
        );
    }

    /// cls68b: a doubled negation ("don't never") is read at its "don't", as the single one
    /// is: a habit of a thing told stays one, a rule for a class or "we" stays one.
    #[test]
    fn cls68b_doubled_negation_read_at_its_dont() {
        assert_kind(
            SpanKind::Narrative,
            &[
                "That mule don't never stand still.",
                "That mule don't stand still.",
            ],
        );
        assert_kind(
            SpanKind::Constraint,
            &[
                "Kids don't never touch the stove.",
                "We don't never deploy on Fridays.",
            ],
        );
    }

    /// cls68a: Norfolk "yew" before a verb is "you", and "get" with a thing moved ("get them
    /// ewes up onto ...") is a step after a condition; "Yew Tree", a getting with nothing
    /// moved, stay.
    #[test]
    fn cls68a_yew_get_them_up() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "When the tide's over the sea wall yew get them ewes up onto the high ground, bor, don't matter what o'clock it is.",
                "When the bell goes you get the bins in.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "Ridge work at Yew Tree Cottage: two people on the roof.",
                "When it rains you get wet.",
                "When you sign up you get a discount.",
                "When the tide's in you get the odd seal up on the bank.",
            ],
        );
    }

    /// cls68a: Tok Pisin "tambu" is "taboo"; Sesotho "Ntate" is a title before a name, a
    /// principal whose word is reported.
    #[test]
    fn cls68a_tambu_and_ntate() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "Smoking is tambu inside the peat store. Olgeta man, olgeta taim.",
                "Ntate Mokoena says give the kiln draw sheet to Palesa before you knock off.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "Olgeta man, olgeta taim.",
                "Ntate Mokoena says the lime was good this year.",
            ],
        );
    }

    /// cls68a: a word describing the kind may stand before a placed plural ("Cut turves go
    /// on ..."); a determiner, a count, a possessive or a person do not make a convention.
    #[test]
    fn cls68a_described_kind_placed() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "Cut turves go on the drying ground in fours, grass side down.",
                "Tests go in a tests/ folder.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "Older kids go on the big slide after lunch.",
                "The guests go in after the speeches.",
                "Two crates go on the truck.",
                "Sam's boots go on the rack.",
                "Cut prices go in waves.",
            ],
        );
    }

    /// cls68a: a kind kept in a place "till" a role acts is held there; a span of time or a
    /// thing's own change is a description.
    #[test]
    fn cls68a_kept_till_a_role_releases() {
        assert_kind(
            SpanKind::Constraint,
            &["Detained goods stay in de cage till de officer sign de release. Dat is dat."],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "Snow stays on the peaks until the spring.",
                "Condensation stays on the windows till the heating comes on.",
                "Goods stay in the cage till the officer's visit.",
            ],
        );
    }

    /// cls68a: a notice's state due by a time may follow its headline and a dash; a past or
    /// a change measured does not.
    #[test]
    fn cls68a_state_due_after_a_headline() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "PEAT FIRE RISK HIGH — ALL MACHINES OFF BY 2PM TILL FURTHER NOTICE. THAT MEANS YOU TOO DAVEY",
                "Storm warning — lights out by 10.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "We got in late — lights were out by 10.",
                "Big day — sales up by 10%.",
            ],
        );
    }

    /// cls68a: "not optional" is a duty; "optional", a past or a question are not.
    #[test]
    fn cls68a_not_optional() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "> - [ ] vents turned at 6 sharp, mornin' and evenin' — **not optional**",
                "Helmets are not optional.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "The tour was not optional.",
                "Is the tour not optional?",
                "Lunch is optional.",
                "Attendance wasn't optional back then.",
                "It is not optional here.",
            ],
        );
    }

    /// cls68a: "at one time" closing a count's clause is "at a time", and ", guide
    /// included" an aside, no verb; "at one time" of the past, and a verb, stay.
    #[test]
    fn cls68a_count_at_one_time() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "Six down the adit at one time, guide included. Seventh waits up top.",
                "Six down the adit at one time.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "At one time six families lived down the adit.",
                "Six families lived here at one time.",
                "Six of us went down at one time, guide included.",
                "The guide included a map.",
            ],
        );
    }

    /// cls68a: a universal policy may open after a dash; a past after it stays a report.
    #[test]
    fn cls68a_every_one_after_a_dash() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "Come here once and help me with these estate lots — every lot gets the consignor number on the tag before it goes out on the floor, ok?",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "We had a busy day — every lot got a bid before noon.",
                "Big sale today — every lot sold.",
            ],
        );
    }

    /// cls68a: a thing put on everyone, where the sign holds after it, is a sign; a toast or
    /// a cheer with no place is not.
    #[test]
    fn cls68a_put_on_everyone() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "* Hard hats on everybody in de tunnel, no matter how short de visit",
                "Hard hats on everybody in the tunnel.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &["Hats on everybody!", "Drinks on everybody tonight."],
        );
    }

    /// cls68a: "at least" (or "at the least", Caribbean "at de least") after a count is a
    /// floor, as "at most" after one is a ceiling; a past or a "we'd" forecast is not.
    #[test]
    fn cls68a_at_least_after_the_count() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "Radio check wid any boat we have out, every 30 minutes at de least, even if dem say all well.",
                "Radio check every 30 minutes at least.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "We waited 30 minutes at least.",
                "It took three hours at least.",
                "Listener survey: 1,240 responses, 62% listen at least weekly, 14% only on Sundays.",
                "If the kiln cracks again, we'd be out a month at least.",
                "If de kiln ever crack again like in 2019, we'd be out a month at least, dat's what Joseph reckon.",
            ],
        );
    }

    /// cls68a: Caribbean "wha" is "what", no verb; a supposition's consequence after its
    /// dash binds nobody, an order there still does.
    #[test]
    fn cls68a_wha_and_a_supposed_consequence() {
        assert_kind(
            SpanKind::Narrative,
            &[
                "Wha a morning, bobo. Tourists on a jet ski out past Rum Point thought dey could make it to Cuba.",
                "Suppose the pump failed overnight — lower adit'd be under water by morning, I reckon, an' no tours could run.",
            ],
        );
        assert_kind(
            SpanKind::Constraint,
            &["Suppose the pump fails — close the valve, it'd flood otherwise."],
        );
    }

    /// cls68a: a principal's own vow reported ("she say she never ... again") binds nobody;
    /// "never" said of us does.
    #[test]
    fn cls68a_reported_vow() {
        assert_kind(
            SpanKind::Narrative,
            &[
                "Eh eh, Miss Laurent come back for she grandmother gold chain today, all smiles. She say she never pawnin' it again, dat chain too precious.",
            ],
        );
        assert_kind(SpanKind::Constraint, &["She says we never lend it again."]);
    }

    /// cls68a: a bound after a forecast's label is forecast; one with a ban is not.
    #[test]
    fn cls68a_forecast_label() {
        assert_kind(
            SpanKind::Narrative,
            &[
                "Forecast Kingstown 12h: wind E 18 kt gusting 25, sea state 4, visibility >10 nm. Small craft advisory: none in effect.",
            ],
        );
        assert_kind(
            SpanKind::Constraint,
            &["Forecast window: no more than 3 boats out."],
        );
    }

    /// cls68a: "don't even" after a report marks surprise, as "never even" does; "don't"
    /// with no report before it still bans.
    #[test]
    fn cls68a_dont_even_after_a_report() {
        assert_kind(
            SpanKind::Narrative,
            &["I told him no way, we don't even sell those."],
        );
        assert_kind(
            SpanKind::Constraint,
            &[
                "We don't even open the box until the buyer pays.",
                "We don't sell those.",
            ],
        );
    }

    /// dia68: a past form closing the object of a doing or an order is its noun ("No using
    /// the old band saw", `past_form_closes_an_object`); the same word after a subject, after
    /// a past verb or a preposition stays a past told.
    #[test]
    fn dia68_a_past_form_closing_an_object_is_its_noun() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "No using the old band saw, the guard's gone and Dave's waiting on a new one.",
                "No using the brick saw without the guard on, I don't care how quick the job is.",
                "No operating the saw.",
                "No use of the saw near the store.",
                "Nobody's to use the bench saw alone.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "No one using the old band saw saw the guard was gone.",
                "No wonder the dog saw it.",
                "Because the crew found the leak, no damage was done.",
                "No one saw the band saw.",
                "Peak memory during the run stayed under 3 GB.",
                "No harm done, the guard saw to that.",
            ],
        );
    }

    /// dia68: Pijin "mas" before a verb of the creole the lexicon does not know ("mas stap",
    /// `creole_verb_after_mas`), in a sentence read as the creole; the carnival's "mas" and
    /// "mas" in a sentence without the creole's marks stay.
    #[test]
    fn dia68_pijin_must_before_a_creole_verb() {
        assert_kind(
            SpanKind::Constraint,
            &["Olketa box mas stap insaed long container taem rain hem kam."],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "Olketa play mas long Port of Spain.",
                "We played mas stap by stap through the town.",
                "The band mas camp opened on Monday.",
            ],
        );
    }

    /// dia68: the plural "you" of a dialect before an order, as "y'all" is read (Grenadian
    /// "allyuh", and the longer spellings read as "you": "yous", "wunna";
    /// `rules::is_plural_you`); a state, a past, and "you" or a short spelling before a
    /// present verb stay.
    #[test]
    fn dia68_an_order_after_a_plural_you() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "Allyuh check ID fuh every single rocket sale, doh matter who it is.",
                "Yous lock the gate when you leave.",
                "Wunna check de hygrometer every morning.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "Allyuh know the drill by now.",
                "Allyuh went home early.",
                "Yous were great last night.",
                "You check the list and then you see who's missing.",
                "Yu check the list every morning.",
                "Allyuh, the boat reach.",
            ],
        );
    }

    /// cls69a: a place kept empty through a named operation, verbless
    /// (`stated_policies::operation_named_at`); a stretch of time and a past told stay.
    #[test]
    fn cls69a_a_place_kept_empty_during_an_operation() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "Nobody on the ice during the resurface, apart from the driver and whoever's on the gate.",
                "No one in the pit during any lift.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "Nobody in the office during the holidays.",
                "Nobody on the beach during the storm, just us.",
                "Nobody on the ice during the resurface yesterday.",
                "Nobody on the team during the resurface knew what to do.",
            ],
        );
    }

    /// cls69a: "ain't" before a ban's "no" and its "permitted" or "allowed"
    /// (`imperatives::negative_concord_before_a_ban`), and "ain't" never a bare verb
    /// (`imperatives::is_unlisted_verb_with_object`); "ain't no" with no leave denied stays.
    #[test]
    fn cls69a_aint_no_thing_permitted() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "Ain't no dogs permitted in the extractin' room, not even ol' Blue.",
                "Ain't no smoking allowed in the barn.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "Ain't no way he's coming.",
                "Ain't no tree left standin'.",
                "We finished netting yesterday. Ain't a tree left standin' on the north slope.",
                "Ain't nobody allowed to say that was easy, the way it rained.",
            ],
        );
    }

    /// cls69a: Scots, Shetland and Appalachian "afore", "fae" and "noo" for "before",
    /// "from" and "now" (`text::CHAT_SPELLINGS`); a name and a past told stay.
    #[test]
    fn cls69a_afore_and_fae_noo_on() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "Fae noo on, every bag dat comes ashore gets its tag checked afore it goes in da chiller.",
                "Nae dogs in the byre afore the milking's done.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "Fae is coming over later.",
                "We got hame afore the rain came on.",
            ],
        );
    }

    /// cls69a: "In that order." alone after steps told in order
    /// (`verbless::insists_on_the_order_told`); after a past told, or with more words, it stays.
    #[test]
    fn cls69a_in_that_order_after_the_steps() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "Closing up: changing room lights off, then t'compressor onto night mode, then t'alarm, then lock t'fire doors. In that order, love.",
                "Closing up: lights off, then the compressor onto night mode, then the alarm. In that order.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "We did Paris, then Rome. In that order.",
                "Lights, then the alarm. In that order, I suppose.",
            ],
        );
    }

    /// cls69a: the Yorkshire and Lancashire "t'" glued to its noun opens an order's object
    /// (`rules::dialect_article_at`); a statement with "t'" stays.
    #[test]
    fn cls69a_an_order_with_t_apostrophe() {
        assert_kind(SpanKind::Constraint, &["Fettle t'gate before you go home."]);
        assert_kind(
            SpanKind::Narrative,
            &[
                "Tha knows t'lad from t'council.",
                "I saw t'lad from t'council yesterday.",
            ],
        );
    }

    /// cls69a: a notice's own door kept shut, "this" or "these" after a headline
    /// (`stated_policies::kept_with_no_end`); more words after the state, a past, or no
    /// headline before "this" stay.
    #[test]
    fn cls69a_this_door_stays_shut() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "LENS ROOM — THIS DOOR STAYS SHUT",
                "These gates remain locked.",
                "Lens room - this door stays shut!",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "This door stays shut no matter how hard I push.",
                "Funny thing, this door stays shut.",
                "This door stayed shut.",
            ],
        );
    }

    /// cls69a: a bound under a label naming a record of what was counted, its value opening
    /// on a number, is a tally (`numeric_bounds::tallied_under_a_record_label`,
    /// `rules::names_a_record`); a label of limits, or a value opening on the bound, binds.
    #[test]
    fn cls69a_a_bound_in_a_tally() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "Headcount: max 30 in the hall.",
                "Count limits: max 118 at once.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "Inventory: 214 Fraser (6-7ft), 88 Fraser (7-8ft), 31 Canaan (8ft+), 0 Concolor",
                "Turnstile count at close: 311 skaters across three sessions, max 118 at once around 3pm.",
            ],
        );
    }

    /// cls69a: "never" after "he'll", "she'll" or "they'll" in a hedged sentence is a guess
    /// at what someone will do (`negations::negations`); unhedged, or said to "you", it binds.
    #[test]
    fn cls69a_a_guess_that_someone_will_never() {
        assert_kind(SpanKind::Constraint, &["You'll never leave the gate open."]);
        assert_kind(
            SpanKind::Narrative,
            &[
                "Jory reckons he'll never eat another apple after this season. Said that last year too, the bleddy liar.",
                "Jory reckons they'll never let us deploy on Fridays.",
            ],
        );
    }

    /// cls69a: "Say" and a subject and its verb, a consequence with "'d" or "would" after it,
    /// supposes a case (`imperatives::supposes_a_case`); "say" with no consequence or no
    /// subject orders.
    #[test]
    fn cls69a_say_we_supposes_a_case() {
        assert_kind(
            SpanKind::Constraint,
            &["Say we're closed.", "Say I sent you.", "Say hello to Gran."],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "Say we planted the Turkish firs down the bottom field — they'd never take in that wet clay, would they.",
                "Say we sold the van, we'd have enough for the kiln.",
            ],
        );
    }

    /// cls70a: a doing banned from a place as what "there's no" of
    /// (`imperatives::doing_there_is_none_of_at_a_place`); the idioms with an object, a doing
    /// with no place after it and a past stay.
    #[test]
    fn cls70a_there_is_no_doing_at_a_place() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "There's no eating at the switchboard, and that includes your piece, Calum.",
                "There is no smoking in the pit.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "There's no telling what he'll do.",
                "There's no stopping him.",
                "There's no parking left in town.",
                "There was no eating at the switchboard that day.",
            ],
        );
    }

    /// cls70a: dialect "ain't" and "in't" denying leave before "allowed"
    /// (`permissions`' `negated`); "in't" as "in the" stays.
    #[test]
    fn cls70a_aint_and_int_allowed() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "Smokin' in the inspection pit in't allowed, bor. Ent ever bin neither.",
                "Smoking in the pit ain't allowed.",
            ],
        );
        assert_kind(SpanKind::Narrative, &["We went in't pub after the match."]);
    }

    /// cls70a: dialect vocatives read as discourse words before an order ("cuz", "bor",
    /// "marra", "haway": `lexicon::DISCOURSE_WORDS`), one opening the sentence before its
    /// comma as a name of address (`rules::names_whom_it_addresses`); reports and questions
    /// with them stay.
    #[test]
    fn cls70a_dialect_vocatives_before_an_order() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "cuz dont be givin free scoops to ya cousins from the school no more.",
                "haway marra fuel the 61 up n stick it in bay 3 for the mornin",
                "Afore you knock off, bor, coil the rope.",
                "Marra, afore thoo gans up on t'roof, check wi' the owner the stove's out.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "Thas a rum ol' day, bor. Belt 6 went on the huh agin.",
                "Eh cuz, you coming to the shed Monday or what?",
                "We stopped early, cuz da roof was right dea.",
            ],
        );
    }

    /// cls70a: a polite request with a verb the lexicon does not list, known by its object
    /// (`imperatives::polite_request_at`); a known verb's question stays as it was.
    #[test]
    fn cls70a_polite_request_with_an_unlisted_verb() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "Kia ora e hoa, could you flick the kawakawa scans over to Aroha before lunch? Chur.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "Could you have a look at the flaky test when you get a chance?",
                "Could you believe the queue this morning?",
            ],
        );
    }

    /// cls70a: idioms shaped as orders or bans: "thank the Lord", "Fight me.", "no
    /// question", "don't say I never ...", "you never know"; the orders beside them stay.
    #[test]
    fn cls70a_idioms_shaped_as_orders() {
        assert_kind(
            SpanKind::Narrative,
            &[
                "We used to have a rule no woman on the boats. Long gone now, thank the Lord.",
                "Thank heavens the ferry came.",
                "Hokey pokey has to be the best flavour, no question. Fight me.",
                "No question about it, the old boat was faster.",
                "Made it with the last of the coffee, so don't say I never done nothin' for ye.",
                "Don't say I didn't warn you.",
                "These new racks, you never know what's going on till the whole thing's down.",
                "You never know.",
            ],
        );
        assert_kind(
            SpanKind::Constraint,
            &[
                "Thank the driver before you get off.",
                "No questions at the counter.",
                "Fight the fire from the upwind side.",
                "Don't say I told you.",
            ],
        );
    }

    /// cls70a: "say" with a subject of its own supposes as "suppose" does, and a comma ends
    /// the supposition as a dash does (`cue_filters::opens_a_supposition`,
    /// `supposes_a_consequence`); an order after the comma, "say hello" stay.
    #[test]
    fn cls70a_say_supposes_a_case() {
        assert_kind(
            SpanKind::Narrative,
            &[
                "Say the Ocracoke ferry never run again, I reckon half the mail'd come in by air.",
                "Say we took the cattery up to 30 pens — we'd need at least one more person on weekends, wouldn't we.",
            ],
        );
        assert_kind(
            SpanKind::Constraint,
            &[
                "Say hello to Gran.",
                "Suppose the pump fails, close the valve, it'd flood otherwise.",
            ],
        );
    }

    /// cls70a: words said and left unnamed are no rule reported (`reported::reported`); the
    /// words named after "something like" stay.
    #[test]
    fn cls70a_said_something_unnamed() {
        assert_kind(
            SpanKind::Narrative,
            &[
                "Is it true nobody's allowed in the landfill office after five now? Ntate Mokoena said something but I did not catch it.",
            ],
        );
        assert_kind(
            SpanKind::Constraint,
            &["She said something like: nobody goes in after five."],
        );
    }

    /// cls70a: a statistic's minimum and maximum with signed figures and units of two
    /// tokens (`rules::names_an_average_figure`), and "over" a span glued to its unit after
    /// an amount (`numeric_bounds::spread_over_a_period`); a set maximum, a class of
    /// rentals stay.
    #[test]
    fn cls70a_a_statistic_of_signed_readings() {
        assert_kind(
            SpanKind::Narrative,
            &[
                "Freezer report (cabinet_2): min -21.4°C, max -16.9°C, mean -19.2°C over 24h. 0 alarms.",
                "max 16.9 ms, mean -19.2 ms.",
            ],
        );
        assert_kind(
            SpanKind::Constraint,
            &[
                "Keep the freezer at max -16°C.",
                "Rentals over 5 days get a discount.",
            ],
        );
    }

    /// cls70a: a "got to" with its "have" left out binds when a threat or a time it is owed
    /// by follows (`modals::owed_with_a_threat_or_time`); the speakers' chance and a bare
    /// "got to" stay; Norfolk and Suffolk "goo" for "go" (`lexicon::CHAT_SPELLINGS`).
    #[test]
    fn cls70a_got_to_with_have_left_out() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "Them sooks got to be off the ice and sold by half past six, else they go in the bait barrel.",
                "Nobody goo in the vault apart from Sheila and the guard, bor, whatever they tell you at the door.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "We got to see the band before 6pm.",
                "We got to see the band by the river.",
                "There's goo on the bench again.",
            ],
        );
    }

    /// cls70a: a verbless question of a thing in a place refused with stress
    /// (`verbless::asks_of_a_thing_in_a_place`, `verbless::emphatic_refusal`), and a stressed
    /// refusal answering leave asked (`verbless::opening_refusal`); a bare "No" to where a
    /// thing is, disbelief, a refusal narrowed to a day stay.
    #[test]
    fn cls70a_a_thing_in_a_place_refused() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "Kids on the walk floor? Not on, cuz. Not even your little ones.",
                "Phones in the rooms? Not happenin'. Lockers are right out front by the bubbler.",
                "Can I bring my dog? Not a chance.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "Keys on the board? No, Sam took them.",
                "Anyone in the office? No way, it's Sunday.",
                "Kids on the floor? Not on Fridays.",
            ],
        );
    }

    /// cls70a: steps told to "you" in the plain present after "First", and dialect "ye"
    /// (`imperatives::steps_to_you_in_the_present`, `verb_after_you`); an event told, an
    /// outcome realised stay.
    #[test]
    fn cls70a_first_ye_check_then_ye_log() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "First ye check the liner camera, then ye log the readin', then ye go open the gate. In that order now, ain't no other way round.",
                "First you check the camera, then you log the reading.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "First you go there, then you come back and it's still broken.",
                "First you check the camera and then you realise it was off all along.",
            ],
        );
    }

    /// cls69a: a sign after a label of four words naming its occasion ("Before the saw
    /// starts:", `verbless::sign_label_len`); a past told after such a label stays.
    #[test]
    fn cls69a_a_sign_after_its_occasion() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "**Before the saw starts:** ear defenders ON. Every time, my lover, even for one cut.",
                "After the match ends: phones on.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "When the lads arrived: lights off.",
                "Before the saw starts: I turned the lights off.",
            ],
        );
    }

    /// dia68: the Caribbean "de" for "the" opening an order's object ("wave de yellow",
    /// `rules::dialect_article_at`); a country's code "DE" and a past told stay.
    #[test]
    fn dia68_an_order_with_the_dialect_article() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "If a kart spin out pon de hairpin, wave de yellow an' slow everybody down till it move.",
                "Oil de winch Mondays an' Thursdays, an' wipe it down after.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "Last scan: Leipzig DE, 14 Mar 06:12",
                "We watched de boats come in.",
            ],
        );
    }

    /// dia68: Bislama's ban "Nomoa" opening a sentence before a verb
    /// (`modals::bislama_no_more`) and its "i no save" ("cannot") after a subject
    /// (`modals::bislama_cannot`); "nomoa" after its word ("only"), a question, the pronoun
    /// "I", and a past told after "Bifo," stay.
    #[test]
    fn dia68_bislama_no_more_and_cannot() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "Nomoa smok klosap long stoa, hem danis tumas.",
                "Vanilla i no save go aot long stoa sapos i no gat pepa, neva.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "Nomoa, hem i go.",
                "Tri man nomoa i kam.",
                "Nomoa smok klosap long stoa?",
                "I no save the file.",
                "Bifo, roasting i no save stat bifo 6 klok. Nao olgeta i changem, i no gat taem rul again.",
            ],
        );
    }

    /// A thing due in a state by the quarter hour said in words, its hour named or left out
    /// where the sentence ends (s69a-s077); a past, a missing hour and a share stay narrative.
    #[test]
    fn session69_a_thing_due_by_the_quarter_hour_in_words() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "EVERYBODY OUT THE PIT BY QUARTER TO.",
                "Everybody out the pit by quarter to twelve.",
                "Lights out by half past ten.",
                "Bins in by quarter past 6 on Mondays.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "Everybody was out the pit by quarter to twelve.",
                "Lights out by half past the gate.",
                "We were done by quarter past six.",
                "Bins in by a quarter of the stock.",
            ],
        );
    }

    /// "To" opening a sentence is a particle or a preposition, never a bare verb with an
    /// object ("To my mind ...", "To me."): no order (cls69d). A thing sent to a place with
    /// "with" and no verb is a directive; an order after a purpose clause, a to-do list and
    /// a passive notice keep their cues; a dedication and a finite "to" sentence stay
    /// narrative.
    #[test]
    fn a_sentence_opening_on_to_is_no_bare_verb() {
        assert_kind(
            SpanKind::Narrative,
            &[
                "To me.",
                "To my mind the piano is tuned.",
                "To my eye the gilding looks thin.",
                "To my mind a piano tuned by app is never quite right, but the young ones swear by it.",
                "To me it is fine.",
                "To be honest the gig was loud.",
                "To the team with love.",
                "To Gran, with all my love.",
                "To the left of the gate is the old shed.",
                "To the back of the shed with the old skis went Tom.",
                "To the victor the spoils.",
                "Into the night with a torch.",
            ],
        );
        assert_kind(
            SpanKind::Constraint,
            &[
                "To the back of the shed with the old skis.",
                "Into the skip with those pallets.",
                "To enter, show your badge.",
                "To book, call Sam first.",
                "To-do: wipe the benches.",
                "To the left of the gate, please.",
            ],
        );
    }

    /// dia70: a present passive of a deed done "at every", "after each" occasion named by a
    /// noun phrase closing its clause (`stated_policies::done_every_time`), its "is" maybe
    /// glued to the noun; a fault, a person's lot, a need, a past and an occasion with a
    /// clause of its own stay.
    #[test]
    fn dia70_a_deed_done_at_every_occasion() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "The logbook's filled in at every change o' watch, however peedie the entry.",
                "The logbook is filled in at every change of watch.",
                "Stencils gets binned after each client, they ent kept.",
                "The kids' bikes are checked on every trip.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "He gets told off at every meeting.",
                "The gate gets stuck at every frost.",
                "The logbook was filled in at every change of watch.",
                "The bins are emptied at every one of the stalls we passed.",
                "Harvesters are expected to leave the holdfast attached on every plant they cut.",
                "It's cleaned after every shift.",
            ],
        );
    }

    /// dia70: a thing kept staffed ("manned", "staffed", "attended", "supervised") or in a
    /// kept state "at all times" or "the whole time" an occasion told in the present lasts,
    /// named as a heading names it and its "is" maybe glued to it
    /// (`stated_policies::present_be_at_all_times`); a complaint, a past, a person's perfect
    /// and a pronoun stay.
    #[test]
    fn dia70_a_post_kept_staffed_the_whole_time() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "Skate hire counter's manned the whole time the doors are open, bye.",
                "The counter is manned at all times.",
                "Counter is staffed at all times.",
                "The door is locked the whole time the shop is open.",
                "The kids are supervised the whole time they're in the water.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "The heating is off the whole time.",
                "The heating is off all the time.",
                "The desk was staffed at all times.",
                "Our helpline is staffed at all times.",
                "He's supervised the whole time he's in the pool.",
                "Mum's attended the whole time we were there.",
            ],
        );
    }

    /// dia70: a place said "X-free" closing the sentence, or an "X-free" compound before a
    /// place (`permissions::place_said_free_of`, `no_compound_of_a_place`); a thing that is
    /// no place, a past and a clause going on stay.
    #[test]
    fn dia70_a_place_kept_free_of_a_thing() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "Kiln yard is smoke-free. Vapes included.",
                "The kitchen's nut-free.",
                "The kiln yard is a smoke-free zone.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "The bread is gluten-free.",
                "The yard was weed-free.",
                "The yard is smoke-free since the ban.",
                "This code is bug-free.",
            ],
        );
    }

    /// dia70: what every thing carries as it leaves ("every drum leaves ... with"), and one
    /// thing sent "with every" occasion of a kind (`stated_policies::universal_policy`,
    /// `sent_with_every_one`); a pronoun, a past, a person's morning and an occasion with a
    /// clause of its own stay.
    #[test]
    fn dia70_a_thing_sent_with_every_one() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "Every drum leaves the shed wi' a batch number on t'lid AND t'side.",
                "Helmet goes out with every kid's rental, set.",
                "Helmets go out with every rental.",
                "A receipt goes in with every order.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "He goes out with every girl he meets.",
                "The helmet went out with every rental.",
                "Every guest leaves happy.",
                "Every morning he leaves the house with a coffee.",
                "Every one of them left with a medal.",
                "Dad goes out with every chance he gets.",
            ],
        );
    }

    /// dia70: a thing and its participle under a heading naming every occasion
    /// (`verbless::every_occasion_heading`, read by `kind_done_before_an_event`); one
    /// occasion, a past and a state that befalls stay.
    #[test]
    fn dia70_a_checklist_under_every_occasion() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "After every trip: van hosed out + crates disinfected, tired or not.",
                "After each shift: benches wiped down and tools racked.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "After the trip: van hosed out.",
                "After every trip: van was hosed out.",
                "After every storm last year: roof damaged.",
                "After every match: team exhausted, kit filthy.",
            ],
        );
    }

    /// dia70: a kind of thing that goes "back" in its place (`stated_policies::
    /// placement_convention`); a change in amount, a place with no determiner or with a
    /// possessive (a place of their own), a determiner before the kind, a past and a hedge
    /// stay.
    #[test]
    fn dia70_a_kind_that_goes_back_in_its_place() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "Saws go back in the shed at dark, oiled.",
                "Mugs go back on the hooks.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "Prices go back to normal next week.",
                "Kids go back to school on Monday.",
                "The kids go back to the same school.",
                "Saws went back in the shed at dark.",
                "Most saws go back in the shed eventually.",
                "Salmon go back to their own rivers.",
                "Stones go back in their own slots. Always the same.",
            ],
        );
    }

    /// cls70c: a class's own things placed by convention ("customers' own photos live in
    /// ...": `stated_policies::owners_own` before `placement_convention`'s kind); one
    /// party's, a determiner, a past, a question, a condition and "own" as a verb stay.
    #[test]
    fn cls70c_a_class_s_own_things_placed() {
        assert_kind(
            SpanKind::Constraint,
            &[
                "Customers' own photos live in the plan chest till they're framed, so they do.",
                "Guests' own towels go in the blue basket.",
            ],
        );
        assert_kind(
            SpanKind::Narrative,
            &[
                "Sam's own boots go on the rack.",
                "Our own photos live in the plan chest.",
                "My customers' own photos live in the plan chest.",
                "The guests' own towels go in the blue basket.",
                "Guests' own towels went in the blue basket.",
                "Do customers' own photos live in the plan chest?",
                "If customers' own photos go in the plan chest, they fade.",
                "Customers' own photos go up in value once framed.",
                "Guests own towels and go in the pool.",
            ],
        );
    }

    /// cls70d: narratives read as rules: a count of a group named by a pronoun before a past
    /// verb ("at least 3 of 'em asked"), a vow told on someone's behalf ("says he'll never
    /// ... again"), a judgement of value ("never worth the money"); the orders and rules
    /// beside them stay.
    #[test]
    fn cls70d_reported_counts_vows_and_judgements() {
        assert_kind(
            SpanKind::Narrative,
            &[
                "Done 11 fades by 2 o'clock. At least 3 of 'em asked about Saturday hours.",
                "At least two of them turned up late.",
                "Says he'll never lift a pair of scissors again.",
                "Says she'll never set foot in the place again.",
                "Between you and me those steel toe caps are never worth the money.",
            ],
        );
        assert_kind(
            SpanKind::Constraint,
            &[
                "At least 3 of you must sign.",
                "At least 3 of them must sign the sheet.",
                "Never lift the scissors by the blades.",
                "Says you'll never lift the scissors by the blades again.",
                "You'll never leave the gate open again.",
                "He says he'll never approve overtime.",
                "Staff never lift the scissors by the blades.",
            ],
        );
    }
}
