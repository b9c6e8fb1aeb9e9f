//! The contextual rules, applied to one sentence at a time.
//!
//! Each detector looks for one kind of evidence (a clause-initial base verb, a subject + modal +
//! verb, a comparator + number, ...) and asks a few questions about its context: who is the
//! subject, what tense is the clause in, is it a question, a hypothetical, a quotation. A
//! sentence is a constraint when at least one *decisive* cue survives; non-decisive cues
//! (orderings such as "once", "before") are reported only beside a decisive one.

use std::cell::Cell;

use super::lexicon as lx;
use super::numbers;
use super::text::{self, Tok, TokKind};
use super::{Cue, CueKind};

/// Read-only view of one sentence's tokens (quotation marks removed) with word helpers.
struct Sentence<'s, 'a> {
    t: &'s [Tok<'a>],
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
    /// The sentence is a quotation: at least four fifths of its words are quoted.
    whole_quoted: bool,
    /// The union of the tokens' word classes: a detector whose head words' class is missing
    /// here has nothing to look at (see [`Sentence::heads`]).
    classes: u32,
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
    fn is_report_clause(&self, (s, e): (usize, usize)) -> bool {
        (s..e).any(|i| {
            let t = &self.t[i];
            let w = &*t.text;
            let prev = || if i > s { self.w(i - 1) } else { "" };
            // Asked only where an arm below needs it: the first test is made near the
            // clause start only.
            let looks_past = || {
                w.len() > 4 && w.ends_with("ed")
                    || t.class & lx::IRREGULAR_PARTICIPLE != 0 && t.class & lx::BASE_VERB == 0
            };
            // "The old system allowed ...": a past verb right after the clause's subject.
            if i > s
                && i < s + 4
                && looks_past()
                && self.is_word(i - 1)
                && !is_auxiliary_before_participle(prev())
                && !self.looks_past_at(i - 1)
                && !self.is_adjectival_participle(i)
                && !(w == "got" && self.is(i + 1, "to"))
            {
                return true;
            }
            if t.class & lx::PAST_MARKER != 0 && !self.is_adjectival_participle(i) {
                // Measured or habitual words always report; past verbs unless passive or
                // infinitive ("must be logged", "to be used"), or "used to" (handled apart).
                let after_conjunction = matches!(
                    prev(),
                    "once" | "when" | "until" | "before" | "after" | "if" | "unless" | "all"
                );
                let passive = is_auxiliary_before_participle(prev()) && looks_past();
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
                return !(after_conjunction || passive || habit_to || lasts || now_obliges);
            }
            // "so far", "have seen": weak trigger words (the class rules out the rest).
            t.class & lx::WEAK_TRIGGER != 0
                && ((w == "so" && self.is(i + 1, "far"))
                    || (matches!(w, "have" | "has" | "'ve")
                        && self.past_participle_at(i + 1)
                        && self.w(i + 1) != "to"
                        && !self.seq(i + 1, &["got", "to"])))
        })
    }

    /// Token `k` is an `-ed` form or an irregular participle (see
    /// [`lx::is_past_participle_form`]): the class answers for irregular ones, and only an
    /// `-ed` word is handed to the lexicon (which then answers without a lookup but for the
    /// few `-ed` words it excludes).
    fn past_participle_at(&self, k: usize) -> bool {
        self.has(k, lx::IRREGULAR_PARTICIPLE) || {
            let w = self.w(k);
            w.len() > 4 && w.ends_with("ed") && lx::is_past_participle_form(w)
        }
    }

    /// Token `i` looks like a simple past or a participle (see [`lx::looks_past`]), read from
    /// the token's word classes instead of a second lookup.
    fn looks_past_at(&self, i: usize) -> bool {
        let w = self.w(i);
        (w.len() > 4
            && w.ends_with("ed")
            && !matches!(
                w,
                "need" | "feed" | "seed" | "speed" | "breed" | "proceed" | "exceed" | "succeed"
            ))
            || self.has(i, lx::IRREGULAR_PARTICIPLE) && !self.has(i, lx::BASE_VERB)
    }

    /// An `-ed` word before a plural noun, after a clause-initial verb, a number or a
    /// determiner, modifies the noun: "Retry failed jobs", "more than 2 failed checks", "the
    /// closed tickets" (not a report like "Build failed twice").
    fn is_adjectival_participle(&self, i: usize) -> bool {
        let next = self.w(i + 1);
        let opens_phrase = |k: usize| {
            self.has(k, lx::BASE_VERB)
                && (k == 0 || matches!(self.t[k - 1].kind, TokKind::Punct(_)))
                || self.t[k].kind == TokKind::Number
                || matches!(
                    self.w(k),
                    "the" | "all" | "any" | "our" | "your" | "their" | "these" | "those" | "no"
                )
        };
        i > 0
            && self.w(i).ends_with("ed")
            && opens_phrase(i - 1)
            && self.is_word(i + 1)
            && next.len() > 3
            && next.ends_with('s')
            && !next.ends_with("ss")
            && !self.has(i + 1, lx::NOT_A_VERB | lx::FINITE_REPORT_VERB)
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
        (s..e).any(|i| {
            self.t[i].class & lx::TRIGGER != 0
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
            ) {
                continue;
            }
            return self.is_word(j).then_some(j);
        }
        None
    }
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
    fn subject(&self, modal: usize) -> Subject {
        match self.subject_before(modal) {
            None => Subject::None,
            Some(j) => {
                let w = self.w(j);
                let class = self.t[j].class;
                if matches!(w, "i" | "i'm" | "i'd" | "i'll" | "i've") {
                    Subject::Speaker
                } else if class & lx::THING_PRONOUN != 0
                    || matches!(
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
                    )
                {
                    Subject::Thing
                } else if class & lx::AGENT_SUBJECT != 0
                    || w.ends_with('s') && lx::is_agent_subject(w.trim_end_matches('s'))
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
                                || self.looks_past_at(k)
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
pub(crate) fn analyze_sentence<'a>(
    toks: &[Tok<'a>],
    quote_marks: bool,
    out: &mut Vec<Cue>,
    scratch: &mut Scratch<'a>,
) {
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
    let s = Sentence::new(t, segments, clause_starts, candidates);
    imperatives(&s, found);
    negations(&s, found);
    modals(&s, found);
    prohibitions_and_permissions(&s, found);
    numeric_bounds(&s, found);
    limit_statements(&s, found);
    conditionals(&s, found);
    reported(&s, found);
    drop_quoted_and_past_habits(&s, found);
    if found.iter().any(|f| f.decisive) {
        out.extend(found.drain(..).map(|f| f.cue));
    }
}

/// "and", "then", "but", "or", "so", "otherwise": a word that opens a new clause. They are
/// discourse words, so the class rules out most tokens before any compare. Inlined: it is
/// asked of every token of a sentence, and the class test alone usually answers.
#[inline(always)]
fn is_clause_conjunction(t: &Tok<'_>) -> bool {
    t.class & lx::DISCOURSE != 0
        && matches!(&*t.text, "and" | "then" | "but" | "or" | "so" | "otherwise")
}

/// Cheap screen: a sentence with no trigger word and no word at a clause start that could be
/// a verb cannot produce a cue, so the full analysis is skipped.
fn may_bind(toks: &[Tok<'_>]) -> bool {
    if toks.first().is_some_and(|t| {
        matches!(
            &*t.text,
            "all" | "every" | "each" | "any" | "nothing" | "nobody"
        )
    }) {
        return true; // a universal policy ("All strings go through the i18n helper")
    }
    let mut at_start = true;
    for (i, t) in toks.iter().enumerate() {
        if t.class & (lx::TRIGGER | lx::PRINCIPAL | lx::LIMIT_NOUN) != 0 {
            return true;
        }
        // "Trial users get 14 days of access": an allowance.
        if t.kind == TokKind::Number
            && i > 0
            && matches!(&*toks[i - 1].text, "get" | "gets" | "receive" | "receives")
        {
            return true;
        }
        // "until", "per" and "out" are weak triggers and "to" a function word (tested): a word
        // in neither class is none of them, and skips every compare below.
        let until_or_to = t.class & (lx::WEAK_TRIGGER | lx::ENGLISH_FUNCTION_WORD) != 0;
        if until_or_to && weak_word_binds(toks, i) {
            return true;
        }
        // "have to", "is to", "want you to", "ought to": obligations spelled with common words.
        if until_or_to
            && t.text == "to"
            && i > 0
            && matches!(
                &*toks[i - 1].text,
                "have"
                    | "has"
                    | "got"
                    | "is"
                    | "are"
                    | "you"
                    | "them"
                    | "ought"
                    | "up"
                    | "fine"
                    | "ok"
                    | "okay"
                    | "alright"
            )
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
            TokKind::Punct(_) | TokKind::Quote => at_start = true,
            TokKind::Word if at_start => {
                if t.class & (lx::BASE_VERB | lx::DISCOURSE) != 0 {
                    return true;
                }
                // "Nothing in writing until...", "nobody touches it until...": elided bans.
                if matches!(&*t.text, "nothing" | "nobody" | "no-one")
                    && has_condition_word(&toks[i + 1..])
                {
                    return true;
                }
                // An unlisted verb followed by its object ("Greet the customer").
                if t.class & lx::NOT_A_VERB == 0
                    && toks.get(i + 1).is_some_and(|n| opens_object(&n.text))
                {
                    return true;
                }
                at_start = is_clause_conjunction(t);
            }
            _ => at_start = false,
        }
    }
    false
}

impl<'s, 'a> Sentence<'s, 'a> {
    /// Read the sentence `t`, filling `segments`, `clause_starts` and `candidates` (reused
    /// buffers, cleared here), which the sentence then reads. One pass over the tokens finds
    /// all three.
    fn new(
        t: &'s [Tok<'a>],
        segments: &'s mut Vec<(usize, usize)>,
        clause_starts: &'s mut Vec<(usize, bool)>,
        candidates: &'s mut Vec<usize>,
    ) -> Self {
        segments.clear();
        clause_starts.clear();
        candidates.clear();
        // "When replying to Jan, use formal German": the clause after the opener's comma is
        // the main clause, as sure a start as one after `;`.
        // "As long as the tests pass, merge ...", "As soon as QA signs off, ship it" too.
        let mut opener_comma = t
            .first()
            .is_some_and(|first| opens_with_subclause(&first.text))
            || t.first().is_some_and(|first| first.text == "as")
                && t.get(1)
                    .is_some_and(|second| matches!(&*second.text, "long" | "soon"));
        clause_starts.push((0, false));
        let mut start = 0;
        let mut classes = 0;
        let mut any_quoted = false;
        for (i, tok) in t.iter().enumerate() {
            classes |= tok.class;
            any_quoted |= tok.quoted;
            if tok.class & (lx::TRIGGER | lx::WEAK_TRIGGER | lx::PRINCIPAL) != 0 {
                candidates.push(i);
            }
            if let TokKind::Punct(c @ (',' | ';' | ':' | '—' | '(' | ')')) = tok.kind {
                if i > start {
                    segments.push((start, i));
                }
                start = i + 1;
                // After a comma or a conjunction a clause start needs stronger evidence.
                let strict = c == ',' && !std::mem::take(&mut opener_comma);
                clause_starts.push((i + 1, strict));
            } else if is_clause_conjunction(tok) {
                clause_starts.push((i + 1, true));
            }
        }
        if start < t.len() {
            segments.push((start, t.len()));
        }
        let question = t
            .iter()
            .rev()
            .find(|x| matches!(x.kind, TokKind::Punct(_)))
            .is_some_and(|x| x.is_punct('?'));
        let mut s = Sentence {
            t,
            segments,
            clause_starts,
            candidates,
            any_quoted,
            whole_quoted: any_quoted && is_quotation(t),
            question,
            hypothetical: false,
            principal_frame: None,
            hedged: false,
            classes,
        };
        (s.hedged, s.hypothetical) = s.mood();
        s.principal_frame = s.find_principal_frame();
        s
    }

    /// Whether the speaker hedges ("I think", "probably") and whether the sentence is
    /// hypothetical ("what if", "were to", "would have"): one pass over the sentence's head
    /// words, one compare chain per word (the two word sets are disjoint).
    fn mood(&self) -> (bool, bool) {
        let (mut hedged, mut hypothetical) = (false, false);
        for i in self.heads(lx::SENTENCE_HEAD) {
            let next = self.w(i + 1);
            match self.w(i) {
                "probably" | "hopefully" | "apparently" | "presumably" | "supposedly" => {
                    hedged = true
                }
                "i" => {
                    hedged |= matches!(
                        next,
                        "think" | "guess" | "believe" | "suspect" | "assume" | "hope" | "bet"
                    )
                }
                "according" => hedged |= self.seq(i, &["according", "to", "the", "tracking"]),
                "were" => hypothetical |= next == "to",
                "would" | "could" | "might" => hypothetical |= next == "have",
                "what" => hypothetical |= next == "if",
                "if" => {
                    hypothetical |= next == "only" || matches!(self.w(i + 2), "had" | "were" | "'d")
                }
                "in" => hypothetical |= next == "theory",
                "hypothetically" | "suppose" | "supposing" | "imagine" | "pretend"
                | "theoretically" | "would've" | "could've" => hypothetical = true,
                _ => {}
            }
        }
        (hedged, hypothetical)
    }

    fn find_principal_frame(&self) -> Option<Frame> {
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
            let skip = if self.is(i, "per") {
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
                    return Some(Frame {
                        start: i,
                        end: p,
                        directive: true,
                    });
                }
                continue;
            }
            let former = i > 0
                && matches!(
                    self.w(i - 1),
                    "old" | "former" | "previous" | "ex" | "original" | "last"
                );
            if !principal || former {
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
                let would_like = v == "like" && matches!(self.w(i + k - 1), "would" | "'d");
                let directive_verb = self.has(i + k, lx::DIRECTIVE_REPORT_VERB);
                if would_like || directive_verb || self.has(i + k, lx::NEUTRAL_REPORT_VERB) {
                    return Some(Frame {
                        start: i,
                        end: i + k,
                        directive: would_like
                            || directive_verb
                                && !(matches!(v, "wants" | "wanted") && self.is(i + k + 1, "to")),
                    });
                }
                if !self.is_word(i + k) {
                    break;
                }
            }
        }
        None
    }

    /// Candidate clause starts, in order: the sentence start, after `; : — (`, after a comma
    /// or a conjunction (those need stronger evidence: `strict`). Found by [`Sentence::new`].
    fn clause_starts(&self) -> impl Iterator<Item = (usize, bool)> + '_ {
        self.clause_starts.iter().copied()
    }
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

/// Bare, polite, hortative, `always`/`never` and elided imperatives at clause starts, and
/// polite requests phrased as questions ("Could you keep it short?").
fn imperatives(s: &Sentence<'_, '_>, found: &mut Vec<Found>) {
    if s.question {
        polite_request(s, found);
        // "Could we keep it short, please?": "please" makes the question a request.
        if let Some(k) = s
            .heads(lx::SENTENCE_HEAD)
            .find(|&k| is_polite_marker(s, k) && s.w(k) != "plz")
            && !s.t[k].quoted
        {
            push(found, CueKind::Imperative, s.range(k, k), true);
        }
        return;
    }
    // A polite marker anywhere makes a request ("Nothing after 6pm, please"). Polite
    // markers are sentence-head trigger words: only the sentence's heads can be one.
    if !s.hypothetical
        && let Some(k) = s.heads(lx::SENTENCE_HEAD).find(|&k| {
            is_polite_marker(s, k)
                && !s.t[k].quoted
                && !(k > 0
                    && matches!(
                        s.w(k - 1),
                        "to" | "will" | "would" | "'ll" | "might" | "can"
                    ))
        })
    {
        push(found, CueKind::Imperative, s.range(k, k), true);
    }
    standing_rule(s, found);
    universal_policy(s, found);
    restricted_passive(s, found);
    hard_no(s, found);
    wish_request(s, found);
    contrast_choice(s, found);
    verbless_preference(s, found);
    elided_correction(s, found);
    for (start, strict) in s.clause_starts() {
        let mut j = start;
        let mut skipped_discourse = false;
        while j < s.t.len() {
            let w = s.w(j);
            let discourse = ((s.has(j, lx::DISCOURSE)
                || w == "only" && s.is_word(j + 1) && s.has(j + 1, lx::BASE_VERB))
                && (w != "no" || s.is(j + 1, ","))
                && !(w == "then" && j == start && strict))
                || s.t[j].is_punct(',')
                || s.t[j].kind == TokKind::Symbol('!');
            if !discourse {
                break;
            }
            skipped_discourse = true;
            j += 1;
        }
        let strict = strict && !skipped_discourse;
        if j >= s.t.len() || s.t[j].quoted && s.principal_frame.is_none() && !s.whole_quoted {
            continue;
        }
        let w = s.w(j);
        let lead = s.t[start.min(j)].range.start;
        let end_of = |k: usize| s.t[k.min(s.t.len() - 1)].range.end;
        // A word none of the arms below names (its class tells) can only be a bare verb.
        if !s.has(j, lx::SENTENCE_HEAD) {
            bare_imperative(s, j, strict, lead, found);
            continue;
        }
        match w {
            "don't" | "dont" | "do"
                if w != "do" || matches!(s.w(j + 1), "not" | "never" | "n't") =>
            {
                let v = j + if w == "do" { 2 } else { 1 };
                let idiom = matches!(
                    s.w(v),
                    "know"
                        | "think"
                        | "care"
                        | "understand"
                        | "remember"
                        | "recall"
                        | "believe"
                        | "see"
                        | "mind"
                        | "blame"
                ) || s.seq(v, &["get", "me"])
                    && matches!(s.w(v + 2), "wrong" | "started");
                if !idiom && s.is_word(v) {
                    push(found, CueKind::NegatedAction, lead..end_of(v), true);
                }
            }
            "never" => {
                // "Never ever run it", "Never, ever run it".
                let comma = usize::from(
                    s.t.get(j + 1).is_some_and(|t| t.is_punct(',')) && s.is(j + 2, "ever"),
                );
                let next = s.w(j + 1 + comma);
                let ever = comma + usize::from(next == "ever" && s.is_word(j + 2 + comma));
                let next = s.w(j + 1 + ever);
                if s.is_word(j + 1 + comma)
                    && !matches!(
                        next,
                        "again"
                            | "ever"
                            | "mind"
                            | "once"
                            | "before"
                            | "been"
                            | "was"
                            | "were"
                            | "had"
                            | "did"
                            // "Never a dull moment": a verbless exclamation.
                            | "a"
                            | "an"
                    )
                    && !(s.is(j + 1, "say") && matches!(s.w(j + 2), "never" | "die")
                        // "Never returns negative amounts": a description of what something
                        // does (a test name, a doc comment), not an order.
                        || is_third_person_of_base_verb(next))
                {
                    push(
                        found,
                        CueKind::NegatedAction,
                        lead..end_of(j + 1 + ever),
                        true,
                    );
                } else if next == "mind"
                    && matches!(s.w(j + 2), "the" | "that" | "my" | "what" | "about")
                {
                    push(found, CueKind::Revocation, lead..end_of(j + 2), true);
                }
            }
            "always"
                if s.is_word(j + 1)
                    && !s.looks_past_at(j + 1)
                    && !lx::is_finite_report_verb(s.w(j + 1)) =>
            {
                push(found, CueKind::Imperative, lead..end_of(j + 1), true)
            }
            "easy" | "go" if s.is(j + 1, "on") || w == "go" && s.seq(j + 1, &["easy", "on"]) => {
                push(found, CueKind::Imperative, lead..end_of(j + 1), true)
            }
            // "Let's see what the logs say", "Let me think about it": thinking aloud.
            "let's" | "lets" | "let"
                if matches!(
                    s.w(j + 1 + usize::from(matches!(s.w(j + 1), "me" | "us"))),
                    "see" | "think" | "figure" | "hope" | "say" | "assume"
                ) && (s.w(j) != "let" || matches!(s.w(j + 1), "me" | "us")) => {}
            "let's" | "lets" => {
                let neg = matches!(s.w(j + 1), "not" | "never");
                push(
                    found,
                    if neg {
                        CueKind::NegatedAction
                    } else {
                        CueKind::Imperative
                    },
                    lead..end_of(j + usize::from(neg)),
                    true,
                );
            }
            "let"
                if s.is(j + 1, "us")
                    || s.is(j + 1, "me") && !matches!(s.w(j + 2), "know" | "see") =>
            {
                push(found, CueKind::Imperative, lead..end_of(j + 1), true);
            }
            // "Let me know if you need anything else": a courtesy, not an order ("let me know
            // before you deploy" stays one).
            "let"
                if s.seq(j + 1, &["me", "know"])
                    && matches!(s.w(j + 3), "if" | "whether" | "what" | "how") => {}
            // "Zero tolerance for hard-coded credentials": a ban in a noun phrase.
            "zero" if s.seq(j + 1, &["tolerance", "for"]) => {
                push(found, CueKind::Prohibition, lead..end_of(j + 2), true)
            }
            // "No tabs in config files", and "No `any` types" (a code span names the thing).
            "no" if (s.is_word(j + 1)
                || s.t.get(j + 1).is_some_and(|t| t.kind == TokKind::Code))
                && !s.has(j + 1, lx::NO_IDIOM)
                && !matches!(
                    s.w(j + 1),
                    "more" | "fewer" | "less" | "later" | "earlier" | "need"
                ) =>
            {
                let decisive = !s.is_report_clause(s.clause_of(j));
                push(found, CueKind::Prohibition, lead..end_of(j + 1), decisive);
            }
            "only"
                if j == 0
                    && matches!(s.w(j + 1), "the" | "our" | "your" | "this" | "that")
                    && s.t[j + 1..].iter().all(|t| {
                        t.class & (lx::FINITE_REPORT_VERB | lx::PAST_MARKER) == 0
                            && !lx::looks_past(&t.text)
                    }) =>
            {
                // A verbless restriction: "Only the EU bucket for personal data."
                push(found, CueKind::LimitStatement, lead..end_of(j + 2), true)
            }
            "nobody" | "no-one"
                if s.w(j + 1).ends_with('s')
                    && !s.has(j + 1, lx::FINITE_REPORT_VERB | lx::NOT_A_VERB)
                    && has_condition_word(&s.t[j..]) =>
            {
                // "Nobody touches the replica until they reply": a ban with its end.
                push(found, CueKind::NegatedAction, lead..end_of(j + 1), true)
            }
            "nothing"
                if is_preposition(s.w(j + 1))
                    && has_condition_word(&s.t[j..])
                    && !s.is_report_clause(s.clause_of(j)) =>
            {
                push(found, CueKind::Prohibition, lead..end_of(j + 1), true)
            }
            "no" if s.seq(j + 1, &["need", "to"]) && !is_courtesy_verb(s.w(j + 3)) => {
                push(found, CueKind::Revocation, lead..end_of(j + 2), true)
            }
            // "There's no need to ask before reformatting": the same lifted requirement.
            "there's" | "there"
                if (s.seq(j + 1, &["no", "need", "to"]) && !is_courtesy_verb(s.w(j + 4))
                    || s.seq(j + 1, &["is", "no", "need", "to"])
                        && !is_courtesy_verb(s.w(j + 5))) =>
            {
                let to = j + 3 + usize::from(s.is(j + 1, "is"));
                push(found, CueKind::Revocation, lead..end_of(to), true)
            }
            // "Only one migration runs at a time": a count allowed at once.
            "only"
                if numbers::is_quantity_at(s.t, j + 1)
                    && at_a_time(s, j + 2)
                    && !s.is_report_clause(s.clause_of(j)) =>
            {
                push(found, CueKind::LimitStatement, lead..end_of(j + 1), true)
            }
            _ => bare_imperative(s, j, strict, lead, found),
        }
    }
}

/// The words [`imperatives`] compares a token with: the clause-initial words its `match`
/// names, the polite markers and the standing-rule openers (class `lexicon::SENTENCE_HEAD`;
/// a word missing here is never compared).
#[rustfmt::skip]
pub(crate) const IMPERATIVE_HEAD_WORDS: &[&str] = &[
    "don't", "dont", "do", "never", "always", "easy", "go", "let's", "lets", "let", "no", "only",
    "nobody", "no-one", "nothing", "please", "pls", "plz", "kindly", "from", "as", "going",
    "moving", "effective", "henceforth", "there's", "there", "zero",
];

/// The words the sentence-level tests compare a token with: hedges (`Sentence::hedged`),
/// hypothetical markers (`Sentence::hypothetical`), the openers of a principal's frame
/// ("per", "according to") and of a wish ([`wish_request`]). Class `lexicon::SENTENCE_HEAD`, with [`IMPERATIVE_HEAD_WORDS`]; a
/// word missing here is never compared.
#[rustfmt::skip]
pub(crate) const SENTENCE_HEAD_WORDS: &[&str] = &[
    "probably", "hopefully", "apparently", "presumably", "supposedly", "i", "according", "were",
    "would", "could", "might", "what", "if", "in", "hypothetically", "suppose", "supposing",
    "imagine", "pretend", "theoretically", "would've", "could've", "per", "'d", "i'd", "it'd",
    "that'd",
];

/// A base verb (listed, or unlisted with an object) at the clause start `j`, text from
/// `lead`: an order ("Write the notes"), and a revocation when it drops a rule ("forget the
/// 100-line rule").
fn bare_imperative(
    s: &Sentence<'_, '_>,
    j: usize,
    strict: bool,
    lead: usize,
    found: &mut Vec<Found>,
) {
    if !((s.has(j, lx::BASE_VERB) && is_imperative_verb(s, j, strict))
        || (!strict && is_unlisted_verb_with_object(s, j)))
    {
        return;
    }
    let end_of = |k: usize| s.t[k.min(s.t.len() - 1)].range.end;
    push(found, CueKind::Imperative, lead..end_of(j), true);
    let w = s.w(j);
    if w == "forget"
        || w == "ignore"
        || w == "disregard"
        || w == "drop"
            && s.t[j + 1..]
                .iter()
                .any(|t| matches!(&*t.text, "rule" | "requirement" | "limit" | "restriction"))
    {
        push(found, CueKind::Revocation, lead..end_of(j + 1), true);
    }
}

/// Token `k` is "please", "pls", "plz" or "kindly" (imperative head words: the class rules
/// out most tokens before any compare). They are trigger words: only `Sentence::candidates`
/// can be one.
fn is_polite_marker(s: &Sentence<'_, '_>, k: usize) -> bool {
    s.has(k, lx::SENTENCE_HEAD) && matches!(s.w(k), "please" | "pls" | "plz" | "kindly")
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

/// Prepositions that open a place or a medium: "nothing *in* writing", "nothing *on* prod".
fn is_preposition(w: &str) -> bool {
    matches!(
        w,
        "in" | "on" | "to" | "into" | "onto" | "over" | "from" | "outside" | "after" | "via"
    )
}

/// "It would be great if you kept it short", "it'd be nice if you could...": a request
/// phrased as a wish.
fn wish_request(s: &Sentence<'_, '_>, found: &mut Vec<Found>) {
    // The wish opens the sentence: "(It) would be", "it'd be", "that'd be". Both wishes
    // open with a sentence head word, so a sentence without one has none.
    if s.classes & lx::SENTENCE_HEAD == 0 {
        return;
    }
    for i in 0..s.t.len().min(3) {
        // Both wishes open with a sentence head word ("would", "'d", "it'd"...).
        if !s.has(i, lx::SENTENCE_HEAD) {
            continue;
        }
        let appreciate = matches!(s.w(i), "would" | "'d" | "i'd")
            && matches!(s.w(i + 1), "appreciate" | "prefer" | "like" | "love")
            && s.seq(i + 2, &["it", "if"])
            && matches!(s.w(i + 4), "you" | "u");
        if appreciate {
            push(found, CueKind::Imperative, s.range(i, i + 4), true);
        }
        if matches!(s.w(i), "would" | "'d" | "it'd" | "that'd")
            && s.is(i + 1, "be")
            && matches!(
                s.w(i + 2),
                "great"
                    | "nice"
                    | "helpful"
                    | "good"
                    | "ideal"
                    | "better"
                    | "best"
                    | "lovely"
                    | "appreciated"
                    | "awesome"
                    | "preferable"
            )
            && s.is(i + 3, "if")
            && matches!(s.w(i + 4), "you" | "u")
        {
            push(found, CueKind::Imperative, s.range(i, i + 4), true);
        }
    }
}

/// `w` is the third-person form of a listed base verb: "returns", "pushes", "applies".
fn is_third_person_of_base_verb(w: &str) -> bool {
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

/// The weak trigger or function word at `i` starts a rule that no trigger word marks: a
/// deadline granted ("candidates have until Friday"), a state kept undone until an event
/// ("stays unannounced until the board meeting"), a count per thing ("Two approvals per PR"),
/// an idiomatic ban ("is out of the question").
fn weak_word_binds(toks: &[Tok<'_>], i: usize) -> bool {
    match &*toks[i].text {
        "until" => {
            i > 0 && matches!(&*toks[i - 1].text, "have" | "has")
                || i > 1 && is_kept_undone_state(toks, i)
        }
        "per" => toks[i.saturating_sub(4)..i]
            .iter()
            .any(|x| x.kind == TokKind::Number || x.class & lx::NUMBER_WORD != 0),
        "out" => toks.get(i + 1..i + 4).is_some_and(|n| {
            n.iter()
                .zip(["of", "the", "question"])
                .all(|(x, w)| x.text == w)
        }),
        _ => false,
    }
}

/// The two tokens before `until` (at `i`) keep something not done: "stays unannounced",
/// "remain unmerged", "stay untouched".
fn is_kept_undone_state(t: &[Tok<'_>], i: usize) -> bool {
    let state = &*t[i - 1].text;
    matches!(&*t[i - 2].text, "stays" | "stay" | "remains" | "remain")
        && state.len() > 5
        && state.starts_with("un")
        && state.ends_with("ed")
}

/// "at a time", "at once", "concurrently", "simultaneously" in the clause, from token `from`
/// (bounded by the clause, so a sentence of many clauses is read in linear time).
fn at_a_time(s: &Sentence<'_, '_>, from: usize) -> bool {
    let end = s.clause_of(from.min(s.t.len().saturating_sub(1))).1;
    (from..end).any(|k| {
        s.seq(k, &["at", "a", "time"])
            || s.seq(k, &["at", "once"])
            || matches!(s.w(k), "concurrently" | "simultaneously")
    })
}

/// Verbs of courtesy after "no need to": "no need to apologise" reassures, it lifts no rule.
fn is_courtesy_verb(w: &str) -> bool {
    matches!(
        w,
        "apologise" | "apologize" | "thank" | "worry" | "panic" | "stress" | "fret"
    )
}

/// "All user-facing strings go through the i18n helper", "every public function is
/// documented", "nothing goes to prod without review": a universal subject with a routing verb
/// or a present passive states a policy.
fn universal_policy(s: &Sentence<'_, '_>, found: &mut Vec<Found>) {
    let negative = matches!(s.w(0), "nothing" | "nobody");
    if s.question
        || s.hypothetical
        || !(negative || matches!(s.w(0), "all" | "every" | "each" | "any"))
    {
        return;
    }
    let verb = (1..s.t.len().min(8)).find(|&k| {
        present_passive_at(s, k)
        // "All external links open in a new tab" (not "no open incidents").
        || matches!(s.w(k), "open" | "opens") && matches!(s.w(k + 1), "in" | "on" | "with")
        || matches!(
            s.w(k),
            "go" | "goes"
                | "get"
                | "gets"
                | "belong"
                | "belongs"
                | "route"
                | "routes"
                | "follow"
                | "follows"
                | "use"
                | "uses"
                | "carry"
                | "carries"
                | "require"
                | "requires"
                | "need"
                | "needs"
                | "pass"
                | "stay"
                | "stays"
                | "live"
                | "lives"
        )
    });
    if let Some(k) = verb.filter(|_| !s.is_report_clause((0, s.t.len()))) {
        let kind = if negative {
            CueKind::NegatedAction
        } else {
            CueKind::DeonticModal
        };
        push(found, kind, s.range(0, k), true);
    }
}

/// "is documented", "are reviewed", "gets redacted" at `k`: a present passive of an action,
/// not of a state ("is broken", "are done").
fn present_passive_at(s: &Sentence<'_, '_>, k: usize) -> bool {
    matches!(s.w(k), "is" | "are" | "gets" | "get")
        && s.past_participle_at(k + 1)
        && !lx::is_epistemic_be_complement(s.w(k + 1))
}

/// "Alcohol at team events is a hard no this year": a firm "no" stated as a fact.
fn hard_no(s: &Sentence<'_, '_>, found: &mut Vec<Found>) {
    if s.question || s.hypothetical {
        return;
    }
    for i in s.heads(lx::TRIGGER) {
        if i >= 3
            && s.is(i, "no")
            && matches!(
                s.w(i - 1),
                "hard" | "firm" | "flat" | "absolute" | "definite" | "big"
            )
            && s.is(i - 2, "a")
            && matches!(s.w(i - 3), "is" | "'s" | "are" | "remains" | "stays")
        {
            push(found, CueKind::Prohibition, s.range(i - 2, i), true);
            return;
        }
    }
}

/// "Production access is granted only through the bastion host", "contractors are not given
/// admin rights", "errors are reported to Sentry, not printed": a present passive restricted by
/// "only", "not" or "never" states how things must be done. A negated one needs a generic
/// subject (a bare plural or mass noun: "contractors", not "the user", who "is not logged in").
fn restricted_passive(s: &Sentence<'_, '_>, found: &mut Vec<Found>) {
    if s.question || s.hypothetical {
        return;
    }
    // "is" and "are" are modal-class trigger words: the sentence's candidates hold them.
    for i in s.heads(lx::MODAL) {
        if i == 0 || !matches!(s.w(i), "is" | "are") {
            continue;
        }
        let mut k = i + 1;
        let negated = matches!(s.w(k), "not" | "never");
        k += usize::from(negated);
        let only_before = s.is(k, "only");
        k += usize::from(only_before);
        // A trigger word ("allowed", "required") has its own detector; naming is no policy.
        if !s.past_participle_at(k)
            || lx::is_epistemic_be_complement(s.w(k))
            || s.has(k, lx::TRIGGER)
            || matches!(s.w(k), "called" | "named" | "titled" | "known")
        {
            continue;
        }
        let clause = s.clause_of(i);
        // "... only through X", "..., never in plain text", "..., not printed".
        // Read a bounded stretch after the participle: a sentence of thousands of passives
        // stays linear.
        let reach = s.t.len().min(k + 24);
        let restricted_after = (k + 1..reach).any(|m| {
            !s.t[m].quoted && (s.is(m, "only") || s.is(m, "never"))
                || s.t[m - 1].is_punct(',') && s.is(m, "not") && s.past_participle_at(m + 1)
        });
        let Some(subject) = s.subject_before(i) else {
            continue;
        };
        let generic = subject == clause.0
            && s.is_word(subject)
            && !matches!(
                s.w(subject),
                "it" | "this" | "that" | "there" | "he" | "she" | "i" | "we" | "you" | "they"
            );
        // "Drafts are reviewed by a second editor before publishing": a step required first.
        let ordered = generic
            && (k + 1..reach).any(|m| {
                matches!(s.w(m), "before" | "until" | "unless" | "prior") && !s.t[m].quoted
            });
        let binds = only_before || restricted_after || ordered || negated && generic;
        if binds && !s.is_report_clause(clause) {
            let kind = if negated {
                CueKind::NegatedAction
            } else {
                CueKind::LimitStatement
            };
            push(found, kind, s.range(i, k), true);
            return;
        }
    }
}

/// "From now on, ...", "Going forward, ...", "Effective immediately, ...": a new standing rule.
fn standing_rule(s: &Sentence<'_, '_>, found: &mut Vec<Found>) {
    for i in s.heads(lx::SENTENCE_HEAD) {
        // One compare rules out most words before the phrases are compared word by word.
        if !matches!(
            s.w(i),
            "from" | "as" | "going" | "moving" | "effective" | "henceforth"
        ) {
            continue;
        }
        let len = if s.seq(i, &["from", "now", "on"])
            || s.seq(i, &["as", "a", "rule"])
            || s.seq(i, &["from", "today", "on"])
        {
            3
        } else if s.seq(i, &["going", "forward"])
            || s.seq(i, &["moving", "forward"])
            || s.seq(i, &["effective", "immediately"])
            || s.seq(i, &["as", "policy"])
        {
            2
        } else if s.is(i, "henceforth") {
            1
        } else {
            continue;
        };
        if !s.t[i].quoted && !s.question && !s.hypothetical {
            push(found, CueKind::StandingRule, s.range(i, i + len - 1), true);
        }
    }
}

/// The sentence has no finite or past verb: "Aisle seat, not window.", "Staging first".
fn is_verbless(s: &Sentence<'_, '_>) -> bool {
    // An `-ed` word after a determiner is an adjective: "the shared channels".
    !(0..s.t.len()).any(|i| {
        s.has(i, lx::FINITE_REPORT_VERB)
            || (s.looks_past_at(i) || s.w(i).ends_with("ed"))
                && !(i > 0
                    && matches!(
                        s.w(i - 1),
                        "the" | "a" | "an" | "our" | "your" | "their" | "my" | "this" | "that"
                    ))
    })
}

/// A verbless choice, "Aisle seat, not window.": the first option is required.
fn contrast_choice(s: &Sentence<'_, '_>, found: &mut Vec<Found>) {
    // "not" is a negation head word: a sentence without that class has no "not".
    if s.question
        || s.classes & lx::BAN_HEAD == 0
        || !s.t.iter().any(|t| t.text == "not")
        || !is_verbless(s)
    {
        return;
    }
    for i in 2..s.t.len() {
        if s.t[i - 1].is_punct(',') && s.is(i, "not") && s.is_word(i + 1) && s.is_word(i - 2) {
            push(found, CueKind::NegatedAction, s.range(i, i + 1), true);
        }
    }
}

/// A verbless ordering or preference: "Staging first, then prod.", "Window seat if possible,
/// aisle otherwise.", "Laptop in the safe, always.", "Aisle seats, where possible.".
fn verbless_preference(s: &Sentence<'_, '_>, found: &mut Vec<Found>) {
    if s.question {
        return;
    }
    verbless_rate(s, found);
    // "X if possible, Y otherwise", "Laptop in the safe, always.", "Robot cell: safety
    // glasses always.": the last word.
    let last = s.t.iter().rposition(|t| t.kind == TokKind::Word);
    // "Robot cell: safety glasses always.", "Changelog: newest entries first.".
    let labelled_always = last.is_some_and(|i| {
        matches!(s.w(i), "always" | "never" | "first" | "last")
            && !s.is(i.saturating_sub(1), "as")
            && s.t[..i].iter().any(|t| t.is_punct(':'))
    });
    // Every other pattern has a clause separator: one segment means no comma, nothing to find.
    if s.segments.len() < 2 && !labelled_always {
        return;
    }
    let after_comma = |i: usize| i > 0 && s.t[i - 1].is_punct(',');
    // "X first, then Y": a segment opening with "then" after a comma.
    let then = s
        .segments
        .iter()
        .map(|&(start, _)| start)
        .find(|&i| s.is(i, "then") && after_comma(i) && (1..i - 1).any(|k| s.is(k, "first")));
    let closing = last.filter(|&i| match s.w(i) {
        "otherwise" => i > 1 && s.t[..i - 1].iter().any(|t| t.is_punct(',')),
        // not "thanks, as always"
        "always" | "never" => after_comma(i) || labelled_always,
        // "Changelog: newest entries first.": a labelled order.
        "first" | "last" => labelled_always,
        // "Database work first, frontend after.": the order of two verbless tasks.
        "after" | "afterwards" | "next" | "later" | "second" => {
            (1..i).any(|k| s.is(k, "first")) && s.t[..i].iter().any(|t| t.is_punct(','))
        }
        // "Seats together for families, where possible."
        "possible" => {
            i > 0
                && after_comma(i - 1)
                && matches!(
                    s.w(i - 1),
                    "where" | "wherever" | "if" | "when" | "whenever"
                )
        }
        _ => false,
    });
    let marker = then.or(closing);
    if let Some(i) = marker
        && is_verbless(s)
    {
        push(found, CueKind::Imperative, s.range(i, i), true);
    }
}

/// "Two approvals per PR", "One reviewer per PR, exactly": a verbless count per thing, not
/// an estimate ("About 40 tickets per day", "3 bugs per release on average").
fn verbless_rate(s: &Sentence<'_, '_>, found: &mut Vec<Found>) {
    // "per" is a weak trigger word: a sentence without one in its candidates has no rate.
    if s.question || !s.candidates.iter().any(|&i| s.is(i, "per")) || !is_verbless(s) {
        return;
    }
    let estimate = s.t.iter().any(|t| {
        t.class & lx::APPROXIMATION != 0
            || matches!(
                &*t.text,
                "average" | "avg" | "typically" | "usually" | "roughly"
            )
    });
    if estimate {
        return;
    }
    let per = (1..s.t.len()).find(|&i| s.is(i, "per") && s.is_word(i + 1));
    // The count opens the sentence or its label: "Two approvals per PR", "Price: $5 per unit"
    // (not "We get 300 tickets per day").
    if let Some(i) = per
        && let Some(k) = (i.saturating_sub(4)..i).find(|&k| numbers::is_quantity_at(s.t, k))
        && (k == 0 || s.t[k - 1].is_punct(':'))
    {
        push(found, CueKind::LimitStatement, s.range(k, i + 1), true);
    }
}

/// "Nope, the other bucket.", "No, the blue one.": a verbless correction of what the agent
/// is doing (not "No, thanks." or "No, that's fine.").
fn elided_correction(s: &Sentence<'_, '_>, found: &mut Vec<Found>) {
    if s.question {
        return;
    }
    // The cheap word tests first: most sentences open with neither shape, and the verb test
    // reads the whole sentence.
    let determiner = |k: usize| matches!(s.w(k), "the" | "this" | "that" | "my" | "our" | "your");
    let no_then_the = matches!(s.w(0), "no" | "nope" | "nah")
        && s.t.get(1).is_some_and(|t| t.is_punct(','))
        && determiner(2)
        && s.is_word(3);
    // "Not that file, the one in /config": the wrong one, then the right one.
    let not_this_but_that = s.w(0) == "not"
        && determiner(1)
        && s.is_word(2)
        && s.t.get(3).is_some_and(|t| t.is_punct(','))
        && determiner(4);
    if (no_then_the || not_this_but_that) && is_verbless(s) {
        let end = if no_then_the { 3 } else { 4 };
        push(found, CueKind::Imperative, s.range(0, end), true);
    }
}

/// At least four fifths of the words of `t` are quoted.
fn is_quotation(t: &[Tok<'_>]) -> bool {
    let words = t.iter().filter(|t| t.kind == TokKind::Word).count();
    let quoted = t
        .iter()
        .filter(|t| t.kind == TokKind::Word && t.quoted)
        .count();
    quoted * 5 >= words * 4
}

/// A clause-initial base verb reads as an order unless the words after it show it is a noun
/// at the head of a report ("Build failed", "Test results came back", "Update: done").
fn is_imperative_verb(s: &Sentence<'_, '_>, j: usize, strict: bool) -> bool {
    let next = s.w(j + 1);
    if s.t[j + 1..s.t.len().min(j + 3)]
        .iter()
        .any(|t| t.is_punct(':'))
        || matches!(next, "of" | "'s" | "is" | "was" | "are" | "were")
    {
        return false;
    }
    // After a comma or a conjunction, a verb followed by a past or finite verb is a noun
    // subject ("..., rollback fixed it").
    if strict && (lx::looks_past(next) || lx::is_finite_report_verb(next)) {
        return false;
    }
    // "welcome aboard", "welcome back": a greeting.
    if s.is(j, "welcome") && matches!(next, "aboard" | "back" | "home" | "everyone" | "all") {
        return false;
    }
    // "Export no longer drops the last row", "Search now works": a noun subject, an adverb of
    // time, and a third-person verb.
    let (adverb_len, verb_at) = if s.seq(j + 1, &["no", "longer"]) {
        (2, j + 3)
    } else if matches!(next, "now" | "still" | "finally" | "already") {
        (1, j + 2)
    } else {
        (0, 0)
    };
    let third_person = |k: usize| {
        let w = s.w(k);
        s.is_word(k) && w.len() > 3 && w.ends_with('s') && !w.ends_with("ss")
    };
    if adverb_len > 0 && third_person(verb_at) {
        return false;
    }
    // A noun subject, not an order: "Support got a wave of tickets", "Support volume dropped
    // after the fix" (a finite verb right after, or a singular noun then a past verb).
    let finite_next = s.has(j + 1, lx::FINITE_REPORT_VERB)
        && !next.ends_with("ed")
        && !s.has(j + 1, lx::IRREGULAR_PARTICIPLE)
        || matches!(
            next,
            "got" | "went" | "came" | "ran" | "was" | "were" | "had"
        )
        // "Lint failed (2 errors)", "Build passed on staging": a past verb with nothing for it
        // to modify after it (not "Retry failed jobs").
        || s.has(j + 1, lx::PAST_MARKER)
            && next.ends_with("ed")
            && (!s.is_word(j + 2)
                || is_preposition(s.w(j + 2))
                || matches!(
                    s.w(j + 2),
                    "again" | "twice" | "once" | "with" | "because" | "at" | "after" | "and"
                ));
    let noun_then_past = s.w(j + 2).ends_with("ed")
        && s.is_word(j + 1)
        && !s.has(j + 1, lx::NOT_A_VERB)
        && !next.ends_with('s')
        && !opens_object(next)
        && !s.looks_past_at(j + 1)
        && s.looks_past_at(j + 2)
        && !matches!(s.w(j + 3), "by" | "in" | "with" | "from" | "to" | "as");
    // "their support hours are limited": a plural noun and a copula after the verb.
    let plural_then_copula = next.len() > 3
        && next.ends_with('s')
        && !next.ends_with("ss")
        && matches!(s.w(j + 2), "are" | "were" | "have" | "had");
    // After a comma or a conjunction, or in a hypothetical ("if we were to cap refunds,
    // support volume would go up"), a noun subject before a forecast; at a sentence start,
    // "Confirm staff will attend" is an order.
    let forecast = |k: usize| matches!(s.w(k), "would" | "will" | "'ll" | "could" | "might");
    let noun_then_modal = (strict || s.hypothetical)
        && (forecast(j + 1) || s.is_word(j + 1) && !opens_object(next) && forecast(j + 2));
    // "Support tickets per week went down", "Review comments from legal were addressed": a
    // plural noun and its phrase, then a finite verb.
    let plural_phrase_then_report = next.len() > 3
        && next.ends_with('s')
        && !next.ends_with("ss")
        && (is_preposition(s.w(j + 2)) || matches!(s.w(j + 2), "per" | "for" | "of" | "at"))
        && (j + 4..(j + 6).min(s.t.len()))
            .find(|&k| !s.is_word(k) || lx::is_finite_report_verb(s.w(k)))
            .is_some_and(|k| s.is_word(k) && !s.is_adjectival_participle(k));
    if finite_next
        || noun_then_past
        || plural_then_copula
        || noun_then_modal
        || plural_phrase_then_report
    {
        return false;
    }
    if s.has(j, lx::NOUN_AMBIGUOUS_VERB) {
        // "Budget overrun of 8%", "Review of the PR": a noun phrase.
        if s.is(j + 2, "of")
            && s.is_word(j + 1)
            && !matches!(
                next,
                "the" | "a" | "an" | "all" | "each" | "some" | "any" | "one" | "none" | "most"
            )
        {
            return false;
        }
        // "Back then", "Back in 2021", "Run then...": an adverbial, not an order.
        if next == "then" || s.is(j, "back") && matches!(next, "in" | "when" | "during") {
            return false;
        }
        // "Deploy ok.", "Build green": a status line (not "Retry failed jobs", where the
        // participle modifies the object).
        if matches!(
            next,
            "ok" | "okay"
                | "done"
                | "fine"
                | "green"
                | "red"
                | "good"
                | "complete"
                | "successful"
                | "failed"
                | "passed"
                | "broken"
                | "healthy"
                | "stable"
                | "finished"
                | "pending"
                | "blocked"
                | "succeeded"
                | "status"
                | "results"
                | "went"
                | "looks"
                | "worked"
        ) && !s.is_adjectival_participle(j + 1)
        {
            return false;
        }
        // "Budget decisions happen in Q1": noun + plural noun + verb is a report.
        let third = s.w(j + 2);
        if next.len() > 3
            && next.ends_with('s')
            && !next.ends_with("ss")
            && (lx::is_base_verb(third)
                || lx::is_stative_verb(third)
                || matches!(
                    third,
                    "happen"
                        | "go"
                        | "come"
                        | "live"
                        | "sit"
                        | "stay"
                        | "run"
                        | "seem"
                        | "look"
                        | "are"
                        | "were"
                ))
        {
            return false;
        }
        let report_verb_follows = (j + 1..(j + 4).min(s.t.len())).any(|k| {
            let w = s.w(k);
            if s.is_adjectival_participle(k) {
                return false;
            }
            lx::is_finite_report_verb(w)
                && !(k > j + 1
                    && matches!(
                        s.w(k - 1),
                        "be" | "is"
                            | "are"
                            | "get"
                            | "gets"
                            | "stay"
                            | "keep"
                            | "remain"
                            | "been"
                            | "and"
                            | "or"
                            | "once"
                            | "when"
                            | "until"
                            | "if"
                            | "before"
                            | "after"
                    ))
                && !(k == j + 1
                    && matches!(w, "done" | "set" | "run" | "put" | "cut" | "hit" | "read"))
                && !(s.past_participle_at(k)
                    && k > j + 1
                    && matches!(
                        s.w(k - 1),
                        "the"
                            | "a"
                            | "an"
                            | "all"
                            | "any"
                            | "every"
                            | "each"
                            | "your"
                            | "our"
                            | "my"
                            | "its"
                            | "their"
                    ))
                // "Mark the ticket done": the object's state, after a determiner and a noun.
                && !(s.past_participle_at(k)
                    && k == j + 3
                    && matches!(s.w(j + 1), "the" | "a" | "an" | "this" | "that" | "each" | "every"))
                // "Merge once CI is green": the verb of a clause of time or condition.
                && !(j + 1..k).any(|m| {
                    matches!(
                        s.w(m),
                        "once" | "when" | "until" | "if" | "before" | "after" | "unless" | "while"
                    )
                })
        });
        if report_verb_follows {
            return false;
        }
        if strict
            || s.t.len() == j + 1
            || s.t
                .get(j + 1)
                .is_some_and(|t| matches!(t.kind, TokKind::Punct(_)))
        {
            // Alone after a comma or a conjunction, a bare noun-like verb needs an object.
            return matches!(
                next,
                "the"
                    | "a"
                    | "an"
                    | "it"
                    | "them"
                    | "this"
                    | "that"
                    | "these"
                    | "those"
                    | "all"
                    | "every"
                    | "each"
                    | "your"
                    | "our"
                    | "my"
                    | "any"
                    | "up"
                    | "out"
                    | "off"
                    | "down"
                    | "back"
                    | "to"
                    | "with"
                    | "on"
                    | "in"
                    | "me"
                    | "us"
                    | "him"
                    | "her"
                    | "everything"
                    | "nothing"
                    | "only"
                    | "at"
                    | "for"
                    | "from"
                    | "into"
                    | "over"
                    | "away"
            ) || s
                .t
                .get(j + 1)
                .is_some_and(|t| t.kind == TokKind::Code || t.kind == TokKind::Number);
        }
    }
    true
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

/// A clause-initial word outside the verb list, followed by an object ("Greet the customer",
/// "Fetch the logs"): an imperative unless the word is a known adverb, pronoun, preposition or
/// determiner, or is shaped like a past, a third person or an adverb.
fn is_unlisted_verb_with_object(s: &Sentence<'_, '_>, j: usize) -> bool {
    let w = s.w(j);
    s.is_word(j)
        && !s.t[j].quoted
        && !s.has(j, lx::NOT_A_VERB)
        && opens_object(s.w(j + 1))
        && !w.ends_with("ly")
        && !w.ends_with("ed")
        && !w.ends_with("ing")
        && (!w.ends_with('s') || w.ends_with("ss"))
        && !s.has(j, lx::IRREGULAR_PARTICIPLE)
        && !object_has_finite_verb(s, j + 2)
}

/// A finite verb shortly after the "object" makes it a clause's subject: "Hope the trip went
/// well" reports a wish, it gives no order.
fn object_has_finite_verb(s: &Sentence<'_, '_>, from: usize) -> bool {
    (from..(from + 3).min(s.t.len()))
        .take_while(|&k| s.is_word(k))
        .any(|k| {
            // "any attachment flagged by the scanner": a participle modifying the object.
            let modifier = s.w(k).ends_with("ed")
                && matches!(
                    s.w(k + 1),
                    "by" | "in" | "with" | "from" | "for" | "as" | "to"
                );
            !modifier && (s.has(k, lx::FINITE_REPORT_VERB) || s.looks_past_at(k))
        })
}

/// "Can you / could you / would you (please) VERB ...?" is a request, not a question.
fn polite_request(s: &Sentence<'_, '_>, found: &mut Vec<Found>) {
    let mut j = 0;
    while s.has(j, lx::DISCOURSE) || s.t.get(j).is_some_and(|t| t.is_punct(',')) {
        j += 1;
    }
    // "Mind sending me the draft?": a request with the "would you" left out.
    if s.is(j, "mind") && s.w(j + 1).ends_with("ing") && s.is_word(j + 2) {
        push(found, CueKind::Imperative, s.range(j, j + 1), true);
    }
    if matches!(s.w(j), "can" | "could" | "would" | "will" | "won't")
        && matches!(s.w(j + 1), "you" | "u")
    {
        let mut v = j + 2;
        let polite = matches!(s.w(v), "please" | "kindly");
        v += usize::from(polite);
        // "Would you mind if I took Friday off?": the speaker asks leave, orders nothing.
        let asks_leave = s.is(v, "mind") && s.is(v + 1, "if");
        if asks_leave {
            return;
        }
        if s.is(v, "make") && s.is(v + 1, "sure")
            || (s.has(v, lx::BASE_VERB)
                && (polite
                    || !matches!(
                        s.w(v),
                        "tell" | "see" | "check" | "look" | "help" | "explain" | "do"
                    )))
        {
            push(
                found,
                CueKind::Imperative,
                s.t[j].range.start..s.t[v.min(s.t.len() - 1)].range.end,
                true,
            );
        }
    }
}

/// The words at which [`negations`] looks: every word its `match` names (class
/// `lexicon::BAN_HEAD`; a word missing here is never looked at).
#[rustfmt::skip]
pub(crate) const NEGATION_HEAD_WORDS: &[&str] = &[
    "don't", "doesn't", "won't", "can't", "cannot", "do", "does", "will", "can", "never", "not",
];

/// Negation scoped over an action with a subject: "we don't deploy on Fridays", "you can't
/// use prod", "card data never goes into logs", "asked us not to email".
fn negations(s: &Sentence<'_, '_>, found: &mut Vec<Found>) {
    if s.question || s.hypothetical {
        return;
    }
    for i in s.heads(lx::BAN_HEAD) {
        let w = s.w(i);
        let (neg_end, modal) = match w {
            "don't" | "doesn't" | "won't" | "can't" | "cannot" => (i, w),
            "do" | "does" | "will" | "can" if s.is(i + 1, "not") => (i + 1, w),
            "never" => (i, w),
            "not"
                if s.is(i + 1, "to")
                    && i > 0
                    && matches!(
                        s.w(i - 1),
                        "us" | "me"
                            | "you"
                            | "them"
                            | "him"
                            | "her"
                            | "agents"
                            | "everyone"
                            | "staff"
                            | "remember"
                            | "try"
                            | "sure"
                            | "careful"
                    ) =>
            {
                (i + 1, "not to")
            }
            _ => continue,
        };
        let subject = s.subject(i);
        if subject == Subject::None && i == 0
            || i > 0 && s.subject_before(i).is_none() && matches!(w, "don't" | "never" | "do")
        {
            continue; // clause-initial: the imperative detector owns it
        }
        // "Interns can't always find the page", "tests don't always pass": not every time,
        // a frequency, not a ban. Said to "you" it stays a caution ("you cannot always rely
        // on the cache").
        if s.is(neg_end + 1, "always") && !addressed_to_you(s, i) {
            continue;
        }
        let mut v = neg_end + 1;
        while matches!(
            s.w(v),
            "ever" | "really" | "just" | "even" | "directly" | "actually"
        ) {
            v += 1;
        }
        let verb = s.w(v);
        if !s.is_word(v) {
            continue;
        }
        let clause = s.clause_of(i);
        let binds = match modal {
            "not to" => !is_courtesy_verb(verb), // not "told me not to worry"
            "never" => {
                !s.looks_past_at(v)
                    && !matches!(subject, Subject::Thing | Subject::Speaker)
                    && !matches!(
                        verb,
                        "again" | "mind" | "been" | "had" | "was" | "were" | "did"
                    )
                    && !s.is_report_clause(clause)
            }
            "don't" | "do" | "doesn't" | "does" => match subject {
                Subject::Agent => {
                    !lx::is_stative_verb(verb)
                        || verb == "get"
                            && !matches!(
                                s.w(v + 1),
                                "it" | "why"
                                    | "what"
                                    | "how"
                                    | "many"
                                    | "much"
                                    | "enough"
                                    | "a"
                                    | "the"
                                    | "any"
                            )
                        || verb == "have" && s.is(v + 1, "to")
                }
                // "I don't want ...", and a user's standing habit the agent must plan around:
                // "I don't eat shellfish", "I don't work on weekends", "I don't fly at night".
                Subject::Speaker => {
                    matches!(verb, "want" | "like") && !s.is(v + 1, "it")
                        || modal != "does"
                            && matches!(
                                verb,
                                "eat"
                                    | "drink"
                                    | "fly"
                                    | "drive"
                                    | "work"
                                    | "travel"
                                    | "smoke"
                                    | "accept"
                            )
                }
                _ => false,
            },
            "won't" | "will" => {
                // "we won't", "you won't", "the assistant won't": a policy about who acts
                // here; "the vendor won't deliver" forecasts.
                subject == Subject::Agent
                    && matches!(
                        s.w(s.subject_before(i).unwrap_or(0)),
                        "we" | "you" | "assistant" | "agent" | "agents" | "bot" | "bots" | "model"
                    )
                    && !lx::is_stative_verb(verb)
                    && (verb != "be"
                        // "You won't be reimbursed for first-class tickets": a policy.
                        || s.w(s.subject_before(i).unwrap_or(0)) == "you"
                            && s.w(v + 1).ends_with("ed")
                            && !lx::is_epistemic_be_complement(s.w(v + 1)))
            }
            "can't" | "cannot" | "can" => match subject {
                Subject::Agent if s.w(s.subject_before(i).unwrap_or(0)) == "we" => {
                    !lx::is_stative_verb(verb)
                        && !matches!(
                            verb,
                            "wait"
                                | "believe"
                                | "tell"
                                | "find"
                                | "reproduce"
                                | "figure"
                                | "stand"
                                | "afford"
                                | "access"
                                | "log"
                                | "connect"
                                | "get"
                                | "be"
                                | "ship"
                                | "make"
                                | "keep"
                                | "do"
                        )
                }
                // "The vendor can't deliver before March": what one named party is able to do.
                Subject::Agent if is_one_third_party(s, i) => {
                    verb == "be" && s.past_participle_at(v + 1)
                }
                Subject::Agent => {
                    !lx::is_stative_verb(verb) && !matches!(verb, "wait" | "believe")
                        || verb == "be" && s.past_participle_at(v + 1)
                }
                Subject::Noun => verb == "be" && s.past_participle_at(v + 1),
                _ => false,
            },
            _ => false,
        };
        if binds {
            let from = s.subject_before(i).unwrap_or(i);
            push(found, CueKind::NegatedAction, s.range(from, v), true);
        }
    }
}

/// The subject of the clause at `i` is "you".
fn addressed_to_you(s: &Sentence<'_, '_>, i: usize) -> bool {
    s.subject_before(i).is_some_and(|j| s.is(j, "you"))
}

/// The subject before `i` is one definite third party ("the vendor", "my colleague"), not the
/// agent, the user or a class of people ("interns", "contractors").
fn is_one_third_party(s: &Sentence<'_, '_>, i: usize) -> bool {
    s.subject_before(i).is_some_and(|j| {
        let noun = s.w(j);
        j > 0
            && matches!(
                s.w(j - 1),
                "the" | "my" | "our" | "their" | "his" | "her" | "that" | "this"
            )
            && !noun.ends_with('s')
            && !matches!(
                noun,
                "agent" | "assistant" | "bot" | "model" | "ai" | "user" | "customer" | "client"
            )
    })
}

/// A negated auxiliary or "not": "can't", "don't", "isn't", "not".
fn is_negated_auxiliary(w: &str) -> bool {
    matches!(
        w,
        "not"
            | "can't"
            | "cannot"
            | "don't"
            | "doesn't"
            | "won't"
            | "isn't"
            | "aren't"
            | "didn't"
            | "wasn't"
            | "weren't"
    )
}

/// Deontic modals and obligations (must, shall, should, have to, need to, required...), told
/// apart from their epistemic readings ("it must be a stale lockfile").
fn modals(s: &Sentence<'_, '_>, found: &mut Vec<Found>) {
    if s.hypothetical {
        return;
    }
    for i in s.heads(lx::MODAL) {
        let w = s.w(i);
        // Asked only by the arms that need it.
        let subject = || s.subject(i);
        let deontic = match w {
            // The commonest modal words first (no other arm names them): "is not to", "are to
            // be", "is to file".
            "is" | "are" | "you're" | "we're" | "they're" => {
                !s.question
                    && (s.seq(i + 1, &["not", "to"])
                        || s.is(i + 1, "to") && (s.is(i + 2, "be") || s.has(i + 2, lx::BASE_VERB)))
            }
            "must" | "mustn't" | "must've" => !s.question && must_is_deontic(s, i, subject()),
            "shall" | "shan't" => !s.question && !matches!(s.w(i + 1), "we" | "i"),
            "should" | "shouldn't" | "ought" => !s.question && should_is_deontic(s, i, subject()),
            "have" | "has" | "got" | "gotta" | "need" | "needs" | "'ve"
                if (s.is(i + 1, "to") || w == "gotta") =>
            {
                !s.question && obligation_is_deontic(s, i, subject())
            }
            "need" | "needs" | "requires" | "require"
                if matches!(subject(), Subject::Noun | Subject::Agent)
                    && !s.question
                    // "the cache may need a warm-up": a forecast.
                    && !(i > 0 && matches!(s.w(i - 1), "may" | "might" | "could" | "would")) =>
            {
                let next = s.w(i + 1);
                (matches!(
                    next,
                    "a" | "an"
                        | "the"
                        | "two"
                        | "three"
                        | "at"
                        | "sign-off"
                        | "approval"
                        | "approvals"
                        | "review"
                        | "reviews"
                ) || numbers::is_quantity_at(s.t, i + 1))
                    && !s.is_report_clause(s.clause_of(i))
            }
            "required" | "mandatory" | "compulsory" | "obligatory" | "non-negotiable"
            | "essential" | "imperative" | "supposed" | "important" | "crucial" | "critical"
            | "vital" | "necessary" => {
                let before = |k: usize| {
                    i >= k
                        && matches!(
                            s.w(i - k),
                            "was"
                                | "were"
                                | "wasn't"
                                | "weren't"
                                | "not"
                                | "isn't"
                                | "aren't"
                                | "no"
                                | "had"
                        )
                };
                let negated =
                    i >= 1 && matches!(s.w(i - 1), "not" | "isn't" | "aren't" | "no" | "longer");
                if negated && !s.question && w != "supposed" {
                    push(found, CueKind::Revocation, s.range(i - 1, i), true);
                    continue;
                }
                let adjective = i == 0
                    || matches!(
                        s.w(i - 1),
                        "is" | "are"
                            | "be"
                            | "'s"
                            | "'re"
                            | "remain"
                            | "remains"
                            | "stays"
                            | "also"
                            | "strictly"
                            | "absolutely"
                            | "always"
                            | "now"
                    )
                    || !s.is_word(i - 1)
                    || matches!(
                        s.w(i + 1),
                        "for" | "to" | "by" | "on" | "in" | "at" | "before" | "that" | ""
                    )
                    || !s.is_word(i + 1);
                // "essential", "imperative" and "supposed" oblige only before "to" / "that".
                let needs_complement = s.has(i, lx::OBLIGATION_ADJECTIVE);
                let has_complement = s.is(i + 1, "to") || w != "supposed" && s.is(i + 1, "that");
                let past = before(1) || before(2);
                adjective && !past && !s.question && (!needs_complement || has_complement)
            }
            "will" | "'ll" | "you'll" if !s.question => {
                let who = s.subject_before(i).map(|j| s.w(j));
                (who == Some("you") || w == "you'll")
                    && s.has(i + 1, lx::BASE_VERB)
                    && !s.has(i + 1, lx::STATIVE_VERB)
                    && !matches!(
                        s.w(i + 1),
                        "be" | "get" | "need" | "see" | "find" | "like" | "love" | "have"
                    )
            }
            "isn't" | "aren't" if s.is(i + 1, "to") && s.has(i + 2, lx::BASE_VERB) => !s.question,
            // "The lessee is responsible for minor repairs": a party's duty.
            "responsible"
                if i > 0
                    && matches!(s.w(i - 1), "is" | "are" | "remains" | "remain")
                    && s.is(i + 1, "for") =>
            {
                !s.question && subject_is_agent(s, i - 1)
            }
            // "Volunteers are expected to arrive early" (not "the fix is expected to land").
            "expected"
                if i > 0
                    && matches!(s.w(i - 1), "are" | "is" | "'re" | "you're")
                    && s.is(i + 1, "to")
                    && s.is_word(i + 2)
                    && !s.has(i + 2, lx::NOT_A_VERB) =>
            {
                !s.question && subject_is_agent(s, i - 1)
            }
            "want" | "need" | "like" | "'d" | "expect" | "prefer" | "rather"
                if subject() == Subject::Speaker
                    || s.w(s.subject_before(i).unwrap_or(usize::MAX)) == "we" =>
            {
                (matches!(w, "want" | "need" | "like" | "expect")
                    && matches!(
                        s.w(i + 1),
                        "you"
                            | "u"
                            | "them"
                            | "it"
                            | "all"
                            | "every"
                            | "each"
                            | "no"
                            | "everything"
                    )
                    && !s.question
                    && (s.is(i + 2, "to")
                        || s.is(i + 1, "no")
                        || s.is(i + 1, "all")
                        || s.is(i + 1, "every")))
                    // Not a wish about the past: "I'd rather have gone with the other vendor".
                    || (matches!(w, "prefer" | "rather")
                        && !s.question
                        && !(s.is(i + 1, "have") && s.past_participle_at(i + 2)))
            }
            "make"
                if s.is(i + 1, "sure")
                    && !s.question
                    && i > 0
                    && matches!(
                        s.w(i - 1),
                        "to" | "please" | "always" | "must" | "should" | "will" | "'ll" | "and"
                    ) =>
            {
                true
            }
            "ensure" | "ensures"
                if i > 0
                    && matches!(
                        s.w(i - 1),
                        "to" | "must" | "should" | "will" | "always" | "please" | "and" | "policy"
                    )
                    && !s.question =>
            {
                true
            }
            // Not after a negation: "can't always", "don't always" tell a frequency.
            "always"
                if i > 0
                    && !s.question
                    && (!is_negated_auxiliary(s.w(i - 1)) || addressed_to_you(s, i)) =>
            {
                matches!(subject(), Subject::Agent | Subject::Noun) && {
                    let v = s.w(i + 1);
                    !s.past_participle_at(i + 1)
                        && !matches!(v, "been" | "was" | "were" | "had" | "did")
                        && !s.is_report_clause(s.clause_of(i))
                        && subject() == Subject::Agent
                }
            }
            _ => false,
        };
        // Asked only of a deontic reading: most modal words are not one.
        let embedded_question = || {
            let (clause_start, _) = s.clause_of(i);
            (clause_start..i).any(|k| s.seq(k, &["not", "sure"]))
                || (clause_start..i).any(|k| {
                    matches!(
                        s.w(k),
                        "whether" | "wonder" | "wondering" | "unsure" | "ask" | "asked" | "asking"
                    )
                })
        };
        if deontic && !s.is_report_clause_strict(i) && !embedded_question() {
            let from = s.subject_before(i).filter(|&j| j + 3 >= i).unwrap_or(i);
            push(found, CueKind::DeonticModal, s.range(from, i + 1), true);
        }
    }
}

impl Sentence<'_, '_> {
    /// A past obligation ("we had to", "was required") no longer binds; present modals
    /// outrank past markers elsewhere in the clause.
    fn is_report_clause_strict(&self, i: usize) -> bool {
        i > 0
            && matches!(
                self.w(i - 1),
                "was" | "were" | "had" | "used" | "did" | "didn't"
            )
    }
}

/// The subject before `i` names a person or the agent ("volunteers", "you").
fn subject_is_agent(s: &Sentence<'_, '_>, i: usize) -> bool {
    s.subject(i) == Subject::Agent || matches!(s.w(i), "you're" | "we're")
}

fn must_is_deontic(s: &Sentence<'_, '_>, i: usize, subject: Subject) -> bool {
    // "I must say", "I must admit": the speaker's aside.
    if s.w(i) == "must've" || subject == Subject::Speaker {
        return false;
    }
    // Epistemic "must" does not take a negation ("it can't be", not "it mustn't be"): a
    // negated must forbids ("the thumbnail must not be larger than 200 px").
    // "You mustn't have seen my message", "it must not have been sent": a guess about the past.
    let after_negation = if s.w(i) == "mustn't" { i + 1 } else { i + 2 };
    let past_guess = s.is(after_negation, "have")
        && (s.is(after_negation + 1, "been") || s.past_participle_at(after_negation + 1));
    if (s.w(i) == "mustn't" || matches!(s.w(i + 1), "not" | "never")) && !past_guess {
        return true;
    }
    let mut next = i + 1;
    if matches!(
        s.w(next),
        "not" | "never" | "always" | "also" | "still" | "only"
    ) {
        next += 1;
    }
    let person = s
        .subject_before(i)
        .is_some_and(|j| matches!(s.w(j), "he" | "she" | "you" | "they" | "we"));
    match s.w(next) {
        "be" => {
            let c = s.w(next + 1);
            let epistemic = c.ends_with("ing")
                || person
                    && !matches!(
                        c,
                        "on" | "in"
                            | "at"
                            | "signed"
                            | "present"
                            | "available"
                            | "reachable"
                            | "accompanied"
                            | "escorted"
                            | "registered"
                            | "vaccinated"
                            | "certified"
                            | "logged"
                    )
                || (subject == Subject::Thing || subject == Subject::None && i == 0)
                    && !s.past_participle_at(next + 1)
                || lx::is_epistemic_be_complement(c)
                    && !matches!(
                        c,
                        "a" | "an"
                            | "the"
                            | "in"
                            | "on"
                            | "at"
                            | "done"
                            | "fixed"
                            | "resolved"
                            | "live"
                            | "ready"
                            | "available"
                            | "back"
                            | "up"
                            | "enough"
                            | "able"
                            | "broken"
                            | "closed"
                    )
                || matches!(c, "a" | "an" | "the")
                    && matches!(subject, Subject::Thing | Subject::None);
            !epistemic
        }
        "have" | "'ve" => !(s.past_participle_at(next + 1) || s.is(next + 1, "been")),
        _ => {
            subject != Subject::Thing
                || s.has(next, lx::BASE_VERB) && !s.has(next, lx::STATIVE_VERB)
        }
    }
}

fn should_is_deontic(s: &Sentence<'_, '_>, i: usize, subject: Subject) -> bool {
    let mut next = i + 1;
    if s.w(i) == "ought" {
        if !s.is(next, "to") {
            return false;
        }
        next += 1;
    }
    while matches!(
        s.w(next),
        "not" | "never" | "always" | "also" | "still" | "only" | "really" | "definitely"
    ) {
        next += 1;
    }
    if matches!(
        s.w(next),
        "probably" | "hopefully" | "likely" | "easily" | "maybe"
    ) || s.hedged
    {
        return false;
    }
    let verb = s.w(next);
    match verb {
        "have" | "'ve" => !(s.past_participle_at(next + 1) || s.is(next + 1, "been")),
        "be" => {
            let c = s.w(next + 1);
            !(subject == Subject::Thing || lx::is_epistemic_be_complement(c) && c != "in")
        }
        _ => {
            matches!(subject, Subject::Agent | Subject::None | Subject::Speaker)
                || !matches!(
                    verb,
                    "work"
                        | "fix"
                        | "help"
                        | "do"
                        | "take"
                        | "last"
                        | "land"
                        | "arrive"
                        | "finish"
                        | "pass"
                        | "resolve"
                        | "clear"
                        | "kick"
                        | "show"
                        | "appear"
                        | "get"
                        | "go"
                        | "come"
                        | "make"
                        | "solve"
                        | "cover"
                        | "hold"
                        | "speed"
                        | "improve"
                        | "reduce"
                        | "cut"
                        | "start"
                        | "run"
                        | "load"
                        | "be"
                        | "suffice"
                        | "settle"
                )
        }
    }
}

fn obligation_is_deontic(s: &Sentence<'_, '_>, i: usize, subject: Subject) -> bool {
    let w = s.w(i);
    if i > 0
        && matches!(
            s.w(i - 1),
            "don't" | "doesn't" | "no" | "longer" | "not" | "never"
        )
    {
        return false; // "you don't need to", "no longer have to": a revocation, found elsewhere
    }
    if i > 0
        && matches!(
            s.w(i - 1),
            "might" | "may" | "could" | "probably" | "maybe" | "perhaps"
        )
    {
        return false; // "she might need to reschedule": a guess about a need, not an order
    }
    if w == "got" && !(i > 0 && matches!(s.w(i - 1), "'ve" | "have" | "has" | "'s")) {
        return false;
    }
    if subject == Subject::Speaker && !matches!(s.w(i + 2), "you" | "make") {
        return false;
    }
    let verb_at = if w == "gotta" { i + 1 } else { i + 2 };
    if s.is(verb_at, "be")
        && (subject == Subject::Thing
            || matches!(
                s.w(verb_at + 1),
                "the" | "a" | "an" | "my" | "our" | "their" | "his" | "her" | "its" | "some"
            ))
    {
        return false; // "it has to be the DNS", "the spike has to be the batch import"
    }
    !s.is_report_clause(s.clause_of(i)) || s.has_present_modal(s.clause_of(i))
}

/// "Refunds may be issued by leads" permits an action; "the cache may be stale", "the
/// gripper may be miscalibrated", "the page may be unpublished" guess at a state.
fn is_action_participle(s: &Sentence<'_, '_>, k: usize) -> bool {
    let w = s.w(k);
    s.past_participle_at(k)
        && !s.has(k, lx::EPISTEMIC_BE_COMPLEMENT)
        && !(w.starts_with("mis") || w.starts_with("un") || w.starts_with("over"))
}

/// The words at which [`prohibitions_and_permissions`] looks: every word its `match` names
/// (class `lexicon::BAN_HEAD`; a word missing here is never looked at).
#[rustfmt::skip]
pub(crate) const PERMISSION_HEAD_WORDS: &[&str] = &[
    "forbidden", "prohibited", "banned", "disallowed", "off-limits", "verboten", "no-go", "taboo",
    "illegal", "allowed", "permitted", "authorized", "authorised", "tolerated", "acceptable",
    "cleared", "against", "off", "out", "not", "under", "feel", "go", "welcome", "fine", "ok",
    "okay", "alright", "may", "can", "longer", "lifted", "waived", "suspended", "relaxed",
    "revoked", "rescinded", "void", "cancelled", "canceled", "scrapped", "dropped", "scratch",
    "need", "needs", "discouraged", "free", "permission",
];

/// Prohibition words ("forbidden", "not allowed", "off the table"), permissions ("you can",
/// "you may", "feel free to") and revocations ("no longer applies", "is waived").
fn prohibitions_and_permissions(s: &Sentence<'_, '_>, found: &mut Vec<Found>) {
    if s.hypothetical || s.question {
        return;
    }
    for i in s.heads(lx::BAN_HEAD) {
        let w = s.w(i);
        // Context tests, run only by the arms that need them.
        let past_before = || {
            i > 0 && matches!(s.w(i - 1), "was" | "were" | "wasn't" | "weren't" | "had")
                || i > 1 && matches!(s.w(i - 2), "was" | "were" | "wasn't" | "weren't")
        };
        let still =
            || (i.saturating_sub(3)..i).any(|k| matches!(s.w(k), "still" | "remains" | "remain"));
        let negated = || {
            i > 0
                && matches!(s.w(i - 1), "not" | "isn't" | "aren't" | "never" | "'re" if s.w(i - 1) != "'re" || s.is(i - 2, "not"))
                || i > 1 && matches!(s.w(i - 2), "not" | "isn't" | "aren't")
        };
        match w {
            "forbidden" | "prohibited" | "banned" | "disallowed" | "off-limits" | "verboten"
            | "no-go" | "taboo" | "illegal" | "discouraged"
                if !past_before() || still() =>
            {
                push(found, CueKind::Prohibition, s.range(i, i), true);
            }
            "allowed" | "permitted" | "authorized" | "authorised" | "tolerated" | "acceptable"
                if !(0..i).any(|k| matches!(s.w(k), "i" | "i'm"))
                    && (negated()
                        || i.checked_sub(1).is_some_and(|p| s.is(p, "n't"))
                        || i > 0 && matches!(s.w(i - 1), "isn't" | "aren't"))
                    && !past_before() =>
            {
                push(
                    found,
                    CueKind::Prohibition,
                    s.range(i.saturating_sub(2), i),
                    true,
                );
            }
            "allowed" | "permitted" | "authorized" | "authorised"
                if !past_before()
                    && !negated()
                    && (i == 0
                        || !s.is_word(i - 1)
                        || matches!(
                            s.w(i - 1),
                            "is" | "are"
                                | "be"
                                | "'re"
                                | "'s"
                                | "also"
                                | "now"
                                | "still"
                                | "you're"
                                | "being"
                                | "get"
                                | "gets"
                        )
                        // "the only one allowed to restart it", "the only people permitted
                        // to": a restriction.
                        || s.is(i + 1, "to")
                            && (i.saturating_sub(3)..i).any(|k| s.is(k, "only"))
                            && !s.is_report_clause(s.clause_of(i))) =>
            {
                push(
                    found,
                    CueKind::Permission,
                    s.range(i.saturating_sub(1), i),
                    true,
                );
            }
            // "You're cleared to merge": a permission (not "the table is cleared").
            "cleared"
                if s.is(i + 1, "to")
                    && i > 0
                    && matches!(s.w(i - 1), "'re" | "you're" | "are" | "is" | "we're")
                    && !past_before() =>
            {
                push(found, CueKind::Permission, s.range(i - 1, i + 1), true)
            }
            // "Sharing credentials is against policy", "... against the rules".
            "against"
                if i > 0
                    && matches!(s.w(i - 1), "is" | "are" | "'s" | "'re")
                    && (s.has(i + 1, lx::PRINCIPAL)
                        || s.is(i + 1, "the") && s.has(i + 2, lx::PRINCIPAL))
                    && !past_before() =>
            {
                push(found, CueKind::Prohibition, s.range(i - 1, i + 1), true)
            }
            "off" if s.seq(i + 1, &["the", "table"]) || s.is(i + 1, "limits") => {
                push(
                    found,
                    CueKind::Prohibition,
                    s.range(i, i + 2),
                    !past_before(),
                );
            }
            "out" if s.seq(i + 1, &["of", "the", "question"]) && !past_before() => {
                push(found, CueKind::Prohibition, s.range(i, i + 3), true)
            }
            "not" if s.seq(i + 1, &["an", "option"]) && !past_before() => {
                push(found, CueKind::Prohibition, s.range(i, i + 2), true)
            }
            "under" if s.seq(i + 1, &["no", "circumstances"]) => {
                push(found, CueKind::Prohibition, s.range(i, i + 2), true)
            }
            "feel" if s.seq(i + 1, &["free", "to"]) => {
                push(found, CueKind::Permission, s.range(i, i + 2), true)
            }
            "go" if s.seq(i + 1, &["ahead", "and"]) => {
                push(found, CueKind::Permission, s.range(i, i + 2), true)
            }
            "welcome" | "free"
                if s.is(i + 1, "to") && i > 0 && matches!(s.w(i - 1), "'re" | "are" | "you're") =>
            {
                push(found, CueKind::Permission, s.range(i - 1, i + 1), true)
            }
            // "You have my permission to restart the staging cluster".
            "permission"
                if s.is(i + 1, "to")
                    && i > 0
                    && (matches!(s.w(i - 1), "have" | "has")
                        || i > 1
                            && matches!(s.w(i - 1), "my" | "our" | "full" | "explicit")
                            && matches!(s.w(i - 2), "have" | "has")) =>
            {
                push(found, CueKind::Permission, s.range(i, i + 1), true)
            }
            "fine" | "ok" | "okay" | "alright"
                if s.is(i + 1, "to") && s.has(i + 2, lx::BASE_VERB) && !past_before() =>
            {
                push(found, CueKind::Permission, s.range(i, i + 2), true)
            }
            // "Nobody (outside finance) may see salary data": a ban on everyone else.
            "may"
                if s.is(s.segment_of(i).0, "nobody")
                    && s.is_word(i + 1)
                    && !s.is_report_clause(s.clause_of(i)) =>
            {
                push(
                    found,
                    CueKind::Prohibition,
                    s.range(s.segment_of(i).0, i + 1),
                    true,
                );
            }
            "may" | "can" if !s.is(i + 1, "not") => {
                let subject = s.subject(i);
                let next = s.w(i + 1);
                let verb = if next == "only" || next == "also" || next == "still" {
                    s.w(i + 2)
                } else {
                    next
                };
                // After "you can", any plain word is the verb granted ("you can reformat
                // files"), whether or not the verb list knows it.
                let addressed_verb = || {
                    s.w(s.subject_before(i).unwrap_or(i)) == "you"
                        && s.is_word(i + 1 + usize::from(next != verb))
                        && !s.has(i + 1 + usize::from(next != verb), lx::NOT_A_VERB)
                        && !verb.ends_with("ly")
                };
                let permits = match subject {
                    Subject::Agent => {
                        verb == "have"
                            || (lx::is_base_verb(verb) || addressed_verb())
                                && !lx::is_stative_verb(verb)
                    }
                    Subject::Noun => {
                        let complement = i + 2 + usize::from(next != verb);
                        next == "only"
                            || w == "may"
                                && verb != "be"
                                && lx::is_base_verb(verb)
                                && !lx::is_stative_verb(verb)
                            || verb == "be" && is_action_participle(s, complement)
                    }
                    _ => false,
                } && !(subject == Subject::Agent
                    && w == "can"
                    && s.w(s.subject_before(i).unwrap_or(0)) == "we"
                    && next != "only");
                if permits {
                    let kind = if next == "only" {
                        CueKind::LimitStatement
                    } else {
                        CueKind::Permission
                    };
                    let from = s.subject_before(i).unwrap_or(i);
                    push(found, kind, s.range(from, i + 1), true);
                }
            }
            "may"
                if s.is(i + 1, "not")
                    && matches!(s.subject(i), Subject::Agent | Subject::Noun)
                    && s.w(i + 2) != "be" =>
            {
                push(
                    found,
                    CueKind::Prohibition,
                    s.range(s.subject_before(i).unwrap_or(i), i + 1),
                    true,
                );
            }
            "longer" if i > 0 && s.is(i - 1, "no") => {
                let next = s.w(i + 1);
                let revokes = matches!(
                    next,
                    "applies"
                        | "apply"
                        | "required"
                        | "needed"
                        | "necessary"
                        | "mandatory"
                        | "binding"
                        | "valid"
                        | "relevant"
                        | "in"
                        | "a"
                        | "have"
                        | "need"
                        | "needs"
                        | "has"
                ) || (matches!(next, "is" | "are")
                    && matches!(
                        s.w(i + 2),
                        "required" | "needed" | "necessary" | "mandatory" | "binding" | "in" | "a"
                    ));
                if revokes {
                    push(found, CueKind::Revocation, s.range(i - 1, i + 1), true);
                }
            }
            "lifted" | "waived" | "suspended" | "relaxed" | "revoked" | "rescinded" | "void"
            | "cancelled" | "canceled" | "scrapped" | "dropped"
                if i > 0
                    && matches!(s.w(i - 1), "is" | "are" | "'s" | "been" | "now")
                    && s.t[..i].iter().any(|t| {
                        matches!(
                            &*t.text,
                            "rule"
                                | "limit"
                                | "freeze"
                                | "ban"
                                | "restriction"
                                | "requirement"
                                | "policy"
                                | "cap"
                                | "quota"
                                | "moratorium"
                                | "embargo"
                        )
                    })
                    && !past_before() =>
            {
                push(found, CueKind::Revocation, s.range(i - 1, i), true);
            }
            "scratch" if s.is(i + 1, "that") => {
                push(found, CueKind::Revocation, s.range(i, i + 1), true)
            }
            "need" | "needs"
                if i > 0
                    && matches!(s.w(i - 1), "don't" | "doesn't")
                    && s.is(i + 1, "to")
                    && matches!(
                        s.subject(i - 1),
                        Subject::Agent | Subject::None | Subject::Noun
                    ) =>
            {
                push(found, CueKind::Revocation, s.range(i - 1, i + 1), true);
            }
            _ => {}
        }
    }
}

/// Comparator + number (+ unit) scoping over an action or a produced thing ("cap each answer at
/// 150 tokens", "fewer than ten calls a minute"), not a measured quantity ("we sent no more
/// than a dozen emails", "the image is below 2 MB already").
fn numeric_bounds(s: &Sentence<'_, '_>, found: &mut Vec<Found>) {
    // Every bound starts at a comparator word.
    if s.question || s.hypothetical || s.classes & lx::COMPARATOR == 0 {
        return;
    }
    numbers::for_each_bound(s.t, s.candidates.iter().copied(), |b| {
        numeric_bound_cue(s, &b, found)
    });
}

/// The cue of the bound `b`: decisive unless it measures or forecasts, is a loose count
/// ("only 3"), or is a date no one is held to.
fn numeric_bound_cue(s: &Sentence<'_, '_>, b: &numbers::Bound, found: &mut Vec<Found>) {
    let i = b.comparator;
    let clause = s.clause_of(i);
    // A forecast ("should arrive within five days") is not a bound unless a deontic cue
    // in the same clause made it one. A negated comparator ("should take no longer than
    // 15 minutes", "not more than") sets a ceiling rather than estimating.
    let forecast = !matches!(s.w(i), "no" | "not")
        && (clause.0..clause.1).any(|k| {
            matches!(
                s.w(k),
                "should" | "might" | "may" | "could" | "would" | "will" | "'ll" | "must"
            )
        })
        && !found.iter().any(|f| {
            f.cue.kind == CueKind::DeonticModal
                && f.cue.range.start >= s.t[clause.0].range.start
                && f.cue.range.end <= s.t[clause.1 - 1].range.end
        });
    // "Most customers pay...", "At most a dozen people read it": the bound counts the
    // subject of a reported fact.
    let bounded_subject = b.start == clause.0
        && (b.end + 1..clause.1).any(|k| {
            s.is_word(k)
                && (s.has(k, lx::FINITE_REPORT_VERB | lx::PAST_MARKER)
                    || s.has(k, lx::BASE_VERB) && opens_object(s.w(k + 1)))
        });
    let statistic = bounded_subject
        || matches!(
            s.w(clause.0),
            "most" | "many" | "some" | "few" | "several" | "all"
        );
    // "the logger never went above 8°C", "it went over 2 MB": a simple past right before
    // the comparator reports a reading. The "never" in front of it is no present modal;
    // "-ed" forms may be participles ("anything priced above $50") and are left out.
    let past_reading = i > 0 && {
        let p = s.w(i - 1);
        let adverb = i >= 2 && matches!(s.w(i - 2), "never" | "always");
        let before = if adverb { i - 2 } else { i - 1 };
        s.has(i - 1, lx::PAST_MARKER)
            && !p.ends_with("ed")
            && !p.ends_with("ly")
            && !matches!(p, "cost" | "hit" | "now" | "yet" | "last" | "average")
            && !s.has_present_modal((clause.0, before))
            && !s.has_present_modal((i, clause.1))
    };
    // "The minimum was 12 ms": a past copula between a limit noun and its number.
    let past_value = (i + 1..b.number).any(|k| matches!(s.w(k), "was" | "were"));
    let measured = past_reading
        || past_value
        || gapped_report(s, clause)
        || statistic && !s.has_present_modal(clause)
        || s.is_report_clause(clause) && !s.has_present_modal(clause)
        || copula_observation(s, i)
        || forecast;
    if b.loose
        && (measured
            || !s.t[clause.0..clause.1]
                .iter()
                .any(|t| t.kind == TokKind::Word))
    {
        return;
    }
    // A date or time binds when it is addressed to someone ("you have until Friday").
    // "Candidates have until Friday": a deadline granted to someone. Asked only of a
    // date or time.
    let addressed = || {
        let granted = i > 0 && matches!(s.w(i - 1), "have" | "has") && s.is(i, "until");
        granted
            || (clause.0..clause.1).any(|m| {
                matches!(
                    s.w(m),
                    "you"
                        | "your"
                        | "you've"
                        | "you're"
                        | "latest"
                        | "earliest"
                        | "sharp"
                        | "deadline"
                        | "due"
                )
            })
    };
    push(
        found,
        CueKind::NumericBound,
        s.range(b.start, b.end),
        !measured && (!b.temporal || addressed()) && !b.loose,
    );
}

/// "The first run took 3 s, the second under 2 s", "the minimum was 12 ms, the maximum 340 ms":
/// a verbless clause after a comma, opening with its own subject, shares the verb of the report
/// before it. A phrase that adds to that report ("it didn't happen, for anything over $25")
/// does not.
fn gapped_report(s: &Sentence<'_, '_>, (start, end): (usize, usize)) -> bool {
    let subject_at = start + usize::from(matches!(s.w(start), "and" | "while" | "but"));
    start >= 2
        && s.t[start - 1].is_punct(',')
        && matches!(
            s.w(subject_at),
            "the" | "a" | "an" | "its" | "their" | "our" | "my" | "his" | "her"
        )
        && !(start..end).any(|k| {
            s.has(
                k,
                lx::BASE_VERB | lx::FINITE_REPORT_VERB | lx::PAST_MARKER | lx::MODAL,
            ) || s.w(k).ends_with("ed")
        })
        && s.is_report_clause(s.clause_of(start - 2))
}

/// "it's over 2 MB", "that is under budget": an observation about a thing.
fn copula_observation(s: &Sentence<'_, '_>, i: usize) -> bool {
    // Verbs that report a measurement whatever the subject ("the build took under 4 minutes").
    let measuring = |k: usize| {
        matches!(
            s.w(k),
            "looks"
                | "seems"
                | "sits"
                | "came"
                | "comes"
                | "weighs"
                | "takes"
                | "took"
                | "costs"
                | "cost"
                | "ran"
                | "loads"
                | "finishes"
                | "finished"
                | "was"
                | "were"
        )
    };
    // Copulas that report only about a thing ("it's over 2 MB").
    let copula =
        |k: usize| measuring(k) || matches!(s.w(k), "is" | "are" | "'s" | "stays" | "runs");
    i >= 1 && (measuring(i - 1) || copula(i - 1) && s.subject(i - 1) == Subject::Thing)
        || i >= 1 && matches!(s.w(i - 1), "it's" | "that's" | "we're" | "we've")
        || i >= 2 && s.is(i - 1, "in") && copula(i - 2) && s.subject(i - 2) != Subject::None
}

/// The words other than limit nouns and limit verbs at which [`limit_statements`] looks:
/// every word it compares the token with (class `lexicon::LIMIT_HEAD`; a word missing here is
/// never looked at).
#[rustfmt::skip]
pub(crate) const LIMIT_HEAD_WORDS: &[&str] = &[
    "by", "earliest", "latest", "due", "diem", "scoped", "restricted", "limited", "confined",
    "capped", "restrict", "entitled", "sharp", "valid", "only", "read-only", "read", "follow",
    "follows",
    "adhere",
    "adheres", "conform", "conforms", "comply", "complies",
];

/// Limits in force: a limit noun with a value ("the travel allowance is €300 per trip"), or
/// a scope ("your token is scoped to read access", "uploads are capped at 10 MB").
fn limit_statements(s: &Sentence<'_, '_>, found: &mut Vec<Found>) {
    if s.question || s.hypothetical {
        return;
    }
    // Limit nouns and verbs, and the other words the tests below name when they are triggers:
    // at any other token every test fails.
    let limit_words = lx::LIMIT_NOUN | lx::LIMIT_VERB;
    if s.classes & (limit_words | lx::LIMIT_HEAD) == 0 {
        return;
    }
    for i in 0..s.t.len() {
        let class = s.t[i].class;
        let head = class & lx::LIMIT_HEAD != 0 && class & (lx::TRIGGER | lx::WEAK_TRIGGER) != 0;
        if class & limit_words == 0 && !head {
            continue;
        }
        if class & lx::LIMIT_VERB != 0 {
            limit_verb(s, i, found);
            continue;
        }
        let w = s.w(i);
        if matches!(
            w,
            "follow"
                | "follows"
                | "adhere"
                | "adheres"
                | "conform"
                | "conforms"
                | "comply"
                | "complies"
        ) {
            if follows_a_convention(s, i) {
                push(found, CueKind::LimitStatement, s.range(i, i), true);
            }
            continue;
        }
        // "Dark mode by default, light as an option": a verbless default setting.
        if w == "by" && s.is(i + 1, "default") && i > 0 && is_verbless(s) && !s.question {
            push(found, CueKind::LimitStatement, s.range(i, i + 1), true);
            continue;
        }
        // "Your API key is valid for 30 days", "the offer is valid until Friday": a validity.
        if w == "valid"
            && i > 0
            && matches!(s.w(i - 1), "is" | "are" | "'s" | "stays" | "remains")
            && (s.is(i + 1, "for") && numbers::is_quantity_at(s.t, i + 2)
                || matches!(s.w(i + 1), "until" | "till" | "through")
                    && (numbers::is_time_or_date(s.t, i + 2) || numbers::is_date_word(s.t, i + 2)))
            && !s.is_report_clause(s.clause_of(i))
        {
            push(found, CueKind::LimitStatement, s.range(i, i + 2), true);
            continue;
        }
        // "Stand-up is at 9:30 sharp": a time kept to the minute.
        if w == "sharp"
            && i > 0
            && numbers::is_time_or_date(s.t, i - 1)
            && !s.is_report_clause(s.clause_of(i))
        {
            push(found, CueKind::LimitStatement, s.range(i - 1, i), true);
            continue;
        }
        // "from 1pm at the earliest", "by Friday at the latest": a time bound in force.
        if matches!(w, "earliest" | "latest")
            && i >= 2
            && s.seq(i - 2, &["at", "the"])
            && (s.clause_of(i).0..i).any(|k| numbers::is_time_or_date(s.t, k))
            && !s.is_report_clause(s.clause_of(i))
        {
            push(found, CueKind::LimitStatement, s.range(i - 2, i), true);
            continue;
        }
        // "due Wednesday", "due the 5th", "due to the regulator by 31 March": a deadline.
        let due_by = || {
            (i + 2..(i + 7).min(s.t.len()))
                .take_while(|&k| s.is_word(k) || s.t[k].kind == TokKind::Number)
                .any(|k| {
                    matches!(s.w(k), "by" | "on" | "before")
                        && (numbers::is_date_word(s.t, k + 1)
                            || numbers::is_date_word(s.t, k + 2)
                            || numbers::is_ordinal(s.t, k + 1))
                })
        };
        if w == "due"
            && !s.is_report_clause(s.clause_of(i))
            && ((1..=2)
                .any(|k| numbers::is_time_or_date(s.t, i + k) && (k == 1 || s.is(i + 1, "the")))
                || due_by())
        {
            push(found, CueKind::LimitStatement, s.range(i, i + 1), true);
            continue;
        }
        let used_as_verb = || {
            i > 0
                && matches!(
                    s.w(i - 1),
                    "to" | "we"
                        | "you"
                        | "must"
                        | "should"
                        | "will"
                        | "'ll"
                        | "please"
                        | "i"
                        | "they"
                )
        };
        if (s.has(i, lx::LIMIT_NOUN) || w == "diem") && !used_as_verb() {
            // "Enterprise users have a 99.9% uptime SLA", "you get a 30-day refund window":
            // the value before the limit, granted with "have" or "get".
            if let Some(v) = granted_value_before(s, i)
                && !s.is_report_clause(s.clause_of(i))
            {
                push(found, CueKind::LimitStatement, s.range(v, i), true);
                continue;
            }
            let is_value = |k: usize| {
                numbers::is_quantity_at(s.t, k)
                    || numbers::is_date_word(s.t, k)
                    || numbers::is_ordinal(s.t, k)
            };
            // "<limit> is|of|: <value>", with a qualifier between ("the quota for the free tier
            // is 1,000", "the maximum refund an agent can issue without a manager is $200").
            let link = (i + 1..(i + 12).min(s.t.len()))
                .find(|&k| {
                    matches!(
                        s.w(k),
                        "is" | "are"
                            | "'s"
                            | "of"
                            | "="
                            | ":"
                            | "at"
                            | "stays"
                            | "remains"
                            | "by"
                            | "on"
                            | "before"
                            | "within"
                            | "to"
                    )
                })
                .filter(|&k| (i + 1..k).all(|m| s.is_word(m) || s.t[m].kind == TokKind::Number));
            // "The cap was 5", "the quota we had in March is gone": a past limit.
            let past_until = link.map_or(i + 5, |k| k.max(i + 4) + 1).min(s.t.len());
            if (i + 1..past_until).any(|k| matches!(s.w(k), "was" | "were" | "used")) {
                continue;
            }
            let value = link.and_then(|k| (k + 1..(k + 4).min(s.t.len())).find(|&m| is_value(m)));
            if let Some(v) = value
                && !s.is_report_clause(s.clause_of(i))
            {
                push(found, CueKind::LimitStatement, s.range(i, v), true);
            }
        } else if matches!(
            w,
            "scoped" | "restricted" | "limited" | "confined" | "capped" | "restrict" | "entitled"
        ) && matches!(s.w(i + 1), "to" | "at")
            && i > 0
            && matches!(
                s.w(i - 1),
                "is" | "are" | "'s" | "be" | "stays" | "remain" | "remains" | "'re" | "only"
            )
            || w == "only"
                && i > 0
                && matches!(s.w(i - 1), "is" | "are" | "be" | "get" | "gets")
                && s.past_participle_at(i + 1)
                && !s.is_report_clause(s.clause_of(i))
        {
            // "is scoped to", "are capped at", "are entitled to", "are only issued to"
            push(found, CueKind::LimitStatement, s.range(i - 1, i + 1), true);
        } else if w == "only"
            && i > 0
            && s.is_word(i - 1)
            && (s
                .t
                .get(i + 1)
                .is_none_or(|n| matches!(n.kind, TokKind::Punct(_)))
                // "English only in the shared channels", "Decaf only for the evening".
                || (is_preposition(s.w(i + 1)) || matches!(s.w(i + 1), "for" | "during" | "at"))
                    && is_verbless(s))
            && !s.has(i - 1, lx::NOT_A_VERB)
            && !s.is_report_clause(s.clause_of(i))
        {
            // Postposed "only": "decaf only", "shared drive only".
            push(found, CueKind::LimitStatement, s.range(i - 1, i), true);
        } else if (w == "read-only" || s.seq(i, &["read", "only"]) && !s.t[i].quoted)
            && i > 0
            && matches!(
                s.w(i - 1),
                "is" | "are"
                    | "'s"
                    | "stays"
                    | "remain"
                    | "remains"
                    | "'re"
                    | "be"
                    | "get"
                    | "gets"
            )
        {
            push(
                found,
                CueKind::LimitStatement,
                s.range(i - 1, i + usize::from(w == "read")),
                true,
            );
        }
    }
}

/// "Commit messages follow Conventional Commits", "all code conforms to PEP 8": a subject
/// and a present "follow" (at `i`) with a convention, standard or style after it.
fn follows_a_convention(s: &Sentence<'_, '_>, i: usize) -> bool {
    let declarative = i > 0
        && s.is_word(i - 1)
        && !matches!(
            s.w(i - 1),
            "to" | "please"
                | "and"
                | "then"
                | "did"
                | "didn't"
                | "will"
                | "would"
                | "could"
                | "might"
                | "i'll"
                | "we'll"
        );
    declarative
        && (i + 1..(i + 6).min(s.t.len())).any(|k| {
            matches!(
                s.w(k),
                "convention"
                    | "conventions"
                    | "conventional"
                    | "standard"
                    | "standards"
                    | "style"
                    | "guide"
                    | "guideline"
                    | "guidelines"
                    | "format"
                    | "spec"
                    | "specification"
                    | "semver"
                    | "pep"
                    | "rules"
                    | "policy"
                    | "policies"
                    | "schema"
                    | "template"
                    | "naming"
                    | "checklist"
                    | "procedure"
            )
        })
        && !s.is_report_clause(s.clause_of(i))
}

/// The amount in "have a 99.9% uptime SLA", "get a 30-day window": a quantity at most two
/// words before the limit noun at `i`, after "have a" / "get a" (or "has", "gets", "an").
fn granted_value_before(s: &Sentence<'_, '_>, i: usize) -> Option<usize> {
    (i.saturating_sub(4)..i).find(|&k| {
        k >= 2
            && matches!(s.w(k - 1), "a" | "an")
            && matches!(s.w(k - 2), "have" | "has" | "get" | "gets")
            && numbers::quantity_at(s.t, k).is_some_and(|q| {
                k + q.len <= i
                    && (k + q.len..i).all(|m| s.is_word(m) || s.t[m].kind == TokKind::Symbol('%'))
            })
    })
}

/// "per day", "a month", "each week", "per seat" after an amount (at `k`, the word after the
/// amount's unit or at the unit itself): the amount is a rate, as an allowance is stated.
fn is_rate_at(s: &Sentence<'_, '_>, k: usize) -> bool {
    (k..k + 2).any(|k| {
        matches!(s.w(k), "per" | "a" | "an" | "each" | "every")
            && matches!(
                s.w(k + 1),
                "day"
                    | "week"
                    | "month"
                    | "year"
                    | "hour"
                    | "minute"
                    | "quarter"
                    | "night"
                    | "trip"
                    | "seat"
                    | "user"
                    | "order"
                    | "request"
                    | "session"
                    | "project"
                    | "account"
            )
    })
}

/// A limit verb with its amount: "the free tier allows 1,000 builds per month" (a plan or a
/// rule granting an amount), "the API key expires after 30 days" (a validity in force).
fn limit_verb(s: &Sentence<'_, '_>, i: usize, found: &mut Vec<Found>) {
    // "Trial users get 14 days of access", "each seat gets 5 GB of storage", "free accounts
    // receive 3 exports per day".
    if matches!(s.w(i), "get" | "gets" | "receive" | "receives") {
        let allowance = numbers::quantity_at(s.t, i + 1).is_some_and(|q| {
            let after = i + 1 + q.len;
            s.is(after + 1, "of")
                || matches!(
                    q.unit.as_deref(),
                    Some("day" | "week" | "month" | "h" | "min" | "gb" | "mb" | "tb" | "%")
                        | Some("eur" | "usd" | "gbp")
                )
                || is_rate_at(s, after) && !(i > 0 && matches!(s.w(i - 1), "we" | "i"))
        });
        if allowance && !s.is_report_clause(s.clause_of(i)) {
            push(found, CueKind::LimitStatement, s.range(i, i + 1), true);
        }
        return;
    }
    let (grants, amount) = if matches!(s.w(i), "allows" | "permits") {
        (true, i + 1 + usize::from(s.is(i + 1, "up")))
    } else {
        let span = matches!(s.w(i + 1), "after" | "in" | "within" | "every");
        (false, if span { i + 2 } else { usize::MAX })
    };
    let subject_ok = !grants || i > 0 && !s.has(i - 1, lx::THING_PRONOUN);
    if subject_ok && numbers::is_quantity_at(s.t, amount) && !s.is_report_clause(s.clause_of(i)) {
        push(
            found,
            CueKind::LimitStatement,
            s.range(i, amount.min(i + 2)),
            true,
        );
    }
}

/// The words at which [`conditionals`] looks: every word its tests start with (class
/// `lexicon::CONDITION_HEAD`; a word missing here is never looked at).
#[rustfmt::skip]
pub(crate) const CONDITION_HEAD_WORDS: &[&str] = &[
    "only", "not", "as", "so", "on", "unless", "provided", "providing", "except", "excluding",
    "once", "before", "after", "until", "when", "whenever", "if", "without", "w/o",
];

/// Conditional permissions and orderings: "only if", "unless", "as long as", "provided that"
/// decide on their own unless the subject is a thing being observed; "once", "before",
/// "after", "until" only accompany another cue.
fn conditionals(s: &Sentence<'_, '_>, found: &mut Vec<Found>) {
    if s.question || s.hypothetical {
        return;
    }
    for i in s.heads(lx::CONDITION_HEAD) {
        let (len, strong) = if s.seq(i, &["only", "if"])
            || s.seq(i, &["only", "when"])
            || s.seq(i, &["only", "after"])
            || s.seq(i, &["only", "once"])
            || s.seq(i, &["only", "with"])
            || s.seq(i, &["not", "until"])
            || s.seq(i, &["as", "long", "as"]) && i > 0
            || s.seq(i, &["so", "long", "as"])
            || s.seq(i, &["on", "condition"])
        {
            (if s.is(i, "as") || s.is(i, "so") { 3 } else { 2 }, true)
        } else if matches!(
            s.w(i),
            "unless" | "provided" | "providing" | "except" | "excluding"
        ) {
            (1, true)
        } else if matches!(
            s.w(i),
            "once" | "before" | "after" | "until" | "when" | "whenever" | "if" | "without" | "w/o"
        ) {
            (1, false)
        } else {
            continue;
        };
        // Asked only of a strong condition: a weak one never decides. Whether the sentence
        // reports is read from the clause the condition qualifies, not from the condition:
        // "... unless the customer wrote in German" states a rule about a past event.
        let observed = || {
            let clause = s.clause_of(i);
            // A condition that opens the sentence qualifies the clause after its comma: "As
            // long as the tests pass, merge without waiting" orders; "..., the tests have
            // been flaky" or "..., the build is green" states.
            if i == clause.0
                && let Some(&(next, end)) = s.segments.iter().find(|&&(start, _)| start > clause.1)
            {
                let stated_subject = matches!(
                    s.w(next),
                    "the"
                        | "it"
                        | "this"
                        | "that"
                        | "they"
                        | "we"
                        | "i"
                        | "he"
                        | "she"
                        | "a"
                        | "an"
                        | "our"
                        | "their"
                        | "my"
                        | "its"
                        | "there"
                );
                return s.is_report_clause((next, end))
                    || stated_subject && !s.has_present_modal((next, end));
            }
            let qualified = if i > clause.0 { (clause.0, i) } else { clause };
            matches!(
                s.subject(s.segments.first().map_or(0, |x| x.1.min(i))),
                Subject::Thing | Subject::Speaker
            ) || s.t[..i]
                .iter()
                .any(|t| matches!(&*t.text, "it" | "this" | "that" | "it's" | "i"))
                || s.is_report_clause(qualified)
        };
        let decisive = strong && !observed();
        push(
            found,
            CueKind::Conditional,
            s.range(i, i + len - 1),
            decisive,
        );
        if i > 1 && s.is(i, "until") && is_kept_undone_state(s.t, i) && !observed() {
            push(found, CueKind::LimitStatement, s.range(i - 2, i), true);
        }
    }
}

/// A constraint reported from a principal: "compliance says card data never goes into logs",
/// "the client wants all invoices in EUR".
fn reported(s: &Sentence<'_, '_>, found: &mut Vec<Found>) {
    let Some(frame) = s.principal_frame else {
        return;
    };
    if s.question || s.hypothetical {
        return;
    }
    let after = frame.end + 1;
    let complement = &s.t[after.min(s.t.len())..];
    let question_report = matches!(
        s.w(after),
        "about" | "why" | "how" | "if" | "whether" | "what" | "when" | "where" | "who" | "for"
    ) || s.seq(after, &["to", "know"]);
    // "Their CTO asked a lot of questions": asking binds only with "to" or "that".
    let asked_object = matches!(s.w(frame.end), "asks" | "asked")
        && !complement
            .iter()
            .take_while(|t| !matches!(t.kind, TokKind::Punct(_)))
            .any(|t| matches!(&*t.text, "to" | "that"));
    // "He told me not to worry about it": a reassurance, not a rule.
    let reassures = complement
        .windows(2)
        .take(4)
        .any(|pair| pair[0].text == "to" && is_courtesy_verb(&pair[1].text));
    // "Per HR, interviews went well", "according to the runbook, the cache was last flushed
    // in March": a source of a report, not of a rule.
    let sourced_report = matches!(s.w(frame.start), "per" | "according")
        && s.is_report_clause((after.min(s.t.len()), s.t.len()));
    if question_report || asked_object || reassures || sourced_report {
        return; // "the client asked whether we could deliver by March"
    }
    let directive = frame.directive;
    let from = frame.start;
    // A modal or "only" in the complement binds when the rules read it as one there: "the
    // doctor said the swelling should go down" forecasts, "the hotel is only a walk away"
    // describes. "Never" before a participle reports an experience ("he'd never seen one").
    let complement_start = s.t.get(after).map_or(usize::MAX, |t| t.range.start);
    let complement_binds = found
        .iter()
        .any(|f| f.decisive && f.cue.range.start >= complement_start);
    let rule_word = complement.iter().enumerate().any(|(k, t)| {
        let next = complement.get(k + 1).map_or("", |n| &*n.text);
        match &*t.text {
            "should" | "must" | "need" | "needs" | "has" | "have" | "only" => {
                return complement_binds;
            }
            "never" | "not" if lx::is_past_participle_form(next) => return false,
            _ => {}
        }
        matches!(
            &*t.text,
            "never"
                | "always"
                | "no"
                | "not"
                | "don't"
                | "must"
                | "only"
                | "should"
                | "need"
                | "needs"
                | "required"
                | "cannot"
                | "can't"
                | "forbidden"
                | "allowed"
                | "most"
                | "least"
                | "max"
                | "limit"
                | "under"
                | "below"
                | "over"
                | "above"
                | "before"
                | "by"
                | "until"
                | "unless"
                | "except"
                | "without"
                | "mustn't"
                | "shouldn't"
                | "won't"
                | "has"
                | "have"
                | "keep"
                | "stay"
                | "stays"
                | "cap"
                | "capped"
                | "maximum"
                | "minimum"
                | "mandatory"
                | "banned"
                | "prohibited"
        )
    }) || complement
        .first()
        .is_some_and(|t| lx::is_base_verb(&t.text));
    if directive || rule_word && !complement.is_empty() {
        push(
            found,
            CueKind::ReportedConstraint,
            s.range(from, frame.end),
            true,
        );
    }
}

/// Drop cues that sit inside quoted data (unless a principal says them or the whole sentence
/// is the quotation), and every cue of a clause that reports a former habit ("used to").
fn drop_quoted_and_past_habits(s: &Sentence<'_, '_>, found: &mut Vec<Found>) {
    if found.is_empty() {
        return;
    }
    // Only a quoted token or a "used to" drops a cue; most sentences have neither.
    let check_quotes = s.any_quoted && !(s.principal_frame.is_some() || s.whole_quoted);
    // The clauses of "used to" (a former habit), not "is used to" (a custom). "used" is a
    // past marker: the class rules out most sentences and tokens without a compare.
    // "used" is also a weak trigger (tested), so only the candidates can be one.
    let mut used_to: Vec<(usize, usize)> = Vec::new();
    if s.classes & lx::PAST_MARKER != 0 {
        for &i in s.candidates {
            let t = &s.t[i];
            if t.class & lx::PAST_MARKER != 0
                && t.text == "used"
                && s.is(i + 1, "to")
                && !(i > 0
                    && matches!(
                        s.w(i - 1),
                        "be" | "get" | "got" | "is" | "are" | "'re" | "getting"
                    ))
            {
                used_to.push(s.clause_of(i));
            }
        }
    }
    if !check_quotes && used_to.is_empty() {
        return;
    }
    found.retain(|f| {
        let quoted = check_quotes
            && s.t.iter().any(|t| {
                t.quoted && t.range.start >= f.cue.range.start && t.range.end <= f.cue.range.end
            });
        let habit = || {
            let at =
                s.t.iter()
                    .position(|t| t.range.start >= f.cue.range.start)
                    .unwrap_or(0);
            used_to.iter().any(|&(a, b)| a <= at && at < b)
        };
        !(quoted || habit())
    });
}

#[cfg(test)]
mod tests {
    use super::*;

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

    /// Fast paths that skip a compare by a word's class rely on these memberships.
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
        for w in ["so", "have", "has", "'ve", "until", "used"] {
            assert_ne!(lx::classes(w) & lx::WEAK_TRIGGER, 0, "{w}");
        }
        // A frame opens only at a principal or at these (`find_principal_frame`).
        for w in ["per", "according"] {
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
