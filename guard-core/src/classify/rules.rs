//! The contextual rules, applied to one sentence at a time.
//!
//! Each detector looks for one kind of evidence (a clause-initial base verb, a subject + modal +
//! verb, a comparator + number, ...) and asks a few questions about its context: who is the
//! subject, what tense is the clause in, is it a question, a hypothetical, a quotation. A
//! sentence is a constraint when at least one *decisive* cue survives; non-decisive cues
//! (orderings such as "once", "before") are reported only beside a decisive one.

use super::lexicon as lx;
use super::numbers::quantity_at;
use super::text::{Tok, TokKind};
use super::{Cue, CueKind};

/// Read-only view of one sentence's tokens (quotation marks removed) with word helpers.
struct Sentence<'s, 'a> {
    t: &'s [Tok<'a>],
    /// Token index ranges of the clause segments (split at `, ; : — ( )`).
    segments: Vec<(usize, usize)>,
    question: bool,
    hypothetical: bool,
    /// Index of the first token after a principal's reporting verb, if the sentence is a report.
    principal_frame: Option<usize>,
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

    fn is_word(&self, i: usize) -> bool {
        self.t.get(i).is_some_and(|t| t.kind == TokKind::Word)
    }

    fn segment_of(&self, i: usize) -> (usize, usize) {
        self.segments.iter().copied().find(|&(s, e)| s <= i && i < e).unwrap_or((i, i + 1))
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
            let w = self.w(i);
            let prev = if i > s { self.w(i - 1) } else { "" };
            let passive_or_infinitive = matches!(
                prev,
                "be" | "been" | "being" | "is" | "are" | "get" | "gets" | "keep" | "stay"
                    | "remain" | "must" | "should" | "'s" | "'re" | "to" | "not" | "always"
                    | "never" | "all" | "only" | "stays" | "remains" | "once" | "when" | "until"
                    | "before" | "after" | "if" | "unless"
            );
            (lx::is_past_marker(w) && !passive_or_infinitive && !self.is(i + 1, "to"))
                || matches!(w, "now" | "currently" | "already" | "yet" | "averages" | "weighs" | "measures" | "sits" | "hovers" | "stands")
                || (w == "so" && self.is(i + 1, "far"))
                || (matches!(w, "have" | "has" | "'ve") && lx::is_past_participle_form(self.w(i + 1)) && self.w(i + 1) != "to")
        })
    }

    /// The clause has a present-tense modal or obligation that outranks a past marker.
    fn has_present_modal(&self, (s, e): (usize, usize)) -> bool {
        (s..e).any(|i| matches!(self.w(i), "must" | "shall" | "should" | "mustn't" | "shouldn't" | "need" | "needs" | "never" | "always" | "don't" | "cannot" | "can't"))
    }

    /// Index of the word before `i` that acts as its subject, skipping adverbs.
    fn subject_before(&self, i: usize) -> Option<usize> {
        let mut j = i;
        while j > 0 {
            j -= 1;
            let w = self.w(j);
            if matches!(w, "really" | "also" | "still" | "just" | "ever" | "absolutely" | "strictly" | "generally" | "definitely" | "certainly" | "all" | "both" | "only" | "simply" | "truly" | "obviously" | "clearly" | "surely" | "probably" | "likely" | "always" | "usually") {
                continue;
            }
            return self.is_word(j).then_some(j);
        }
        None
    }
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
                if matches!(w, "i" | "i'm" | "i'd" | "i'll" | "i've") {
                    Subject::Speaker
                } else if lx::is_thing_pronoun(w) || matches!(w, "culprit" | "cause" | "problem" | "issue" | "reason" | "bug" | "answer" | "fix" | "error" | "outage" | "leak") {
                    Subject::Thing
                } else if lx::is_agent_subject(w) || lx::is_agent_subject(w.trim_end_matches('s')) {
                    Subject::Agent
                } else if lx::is_discourse(w) || matches!(w, "please" | "," ) {
                    Subject::None
                } else {
                    Subject::Noun
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

/// Analyse one sentence and append the cues that decide it to `out` (nothing when the
/// sentence is narrative).
pub(crate) fn analyze_sentence(toks: &[Tok<'_>], out: &mut Vec<Cue>) {
    let words: Vec<Tok<'_>> = toks.iter().filter(|t| t.kind != TokKind::Quote).cloned().collect();
    if words.is_empty() {
        return;
    }
    let s = Sentence::new(&words);
    let mut found = Vec::new();
    imperatives(&s, &mut found);
    negations(&s, &mut found);
    modals(&s, &mut found);
    prohibitions_and_permissions(&s, &mut found);
    numeric_bounds(&s, &mut found);
    limit_statements(&s, &mut found);
    conditionals(&s, &mut found);
    reported(&s, &mut found);
    drop_quoted_and_past_habits(&s, &mut found);
    if found.iter().any(|f| f.decisive) {
        out.extend(found.into_iter().map(|f| f.cue));
    }
}

impl<'s, 'a> Sentence<'s, 'a> {
    fn new(t: &'s [Tok<'a>]) -> Self {
        let mut segments = Vec::new();
        let mut start = 0;
        for (i, tok) in t.iter().enumerate() {
            if matches!(tok.kind, TokKind::Punct(',' | ';' | ':' | '—' | '(' | ')')) {
                if i > start {
                    segments.push((start, i));
                }
                start = i + 1;
            }
        }
        if start < t.len() {
            segments.push((start, t.len()));
        }
        let question = t.iter().rev().find(|x| matches!(x.kind, TokKind::Punct(_))).is_some_and(|x| x.is_punct('?'));
        let mut s = Sentence { t, segments, question, hypothetical: false, principal_frame: None };
        s.hypothetical = (0..t.len()).any(|i| {
            s.seq(i, &["were", "to"])
                || s.seq(i, &["would", "have"])
                || s.seq(i, &["could", "have"])
                || s.seq(i, &["might", "have"])
                || s.seq(i, &["what", "if"])
                || s.seq(i, &["if", "only"])
                || (s.is(i, "if") && matches!(s.w(i + 2), "had" | "were" | "'d"))
                || matches!(s.w(i), "hypothetically" | "suppose" | "supposing" | "imagine" | "pretend" | "theoretically" | "would've" | "could've")
                || s.seq(i, &["in", "theory"])
        });
        s.principal_frame = s.find_principal_frame();
        s
    }

    fn find_principal_frame(&self) -> Option<usize> {
        for i in 0..self.t.len() {
            if self.t[i].quoted {
                return None;
            }
            if (self.is(i, "per") || self.seq(i, &["according", "to"])) && (1..4).any(|k| lx::is_principal(self.w(i + k + usize::from(self.is(i, "according"))))) {
                return Some(i);
            }
            if !lx::is_principal(self.w(i)) {
                continue;
            }
            for k in 1..=3 {
                let v = self.w(i + k);
                if lx::is_directive_report_verb(v) || lx::is_neutral_report_verb(v) {
                    return Some(i + k + 1);
                }
                if !self.is_word(i + k) {
                    break;
                }
            }
        }
        None
    }

    /// Candidate clause starts: the sentence start, after `; : — (`, after a comma or a
    /// conjunction (those need stronger evidence: `strict`).
    fn clause_starts(&self) -> Vec<(usize, bool)> {
        let mut starts = vec![(0, false)];
        for (i, t) in self.t.iter().enumerate() {
            if matches!(t.kind, TokKind::Punct(';' | ':' | '—' | '(')) {
                starts.push((i + 1, false));
            } else if t.is_punct(',') || matches!(&*t.text, "and" | "then" | "but" | "or" | "so" | "otherwise") {
                starts.push((i + 1, true));
            }
        }
        starts
    }
}

fn push(found: &mut Vec<Found>, kind: CueKind, range: std::ops::Range<usize>, decisive: bool) {
    found.push(Found { cue: Cue { kind, range }, decisive });
}

/// Bare, polite, hortative, `always`/`never` and elided imperatives at clause starts, and
/// polite requests phrased as questions ("Could you keep it short?").
fn imperatives(s: &Sentence<'_, '_>, found: &mut Vec<Found>) {
    if s.question {
        polite_request(s, found);
        return;
    }
    for (start, strict) in s.clause_starts() {
        let mut j = start;
        let mut skipped_discourse = false;
        while j < s.t.len() {
            let w = s.w(j);
            let discourse = (lx::is_discourse(w) && !(w == "no" && !s.is(j + 1, ",")) && !(w == "then" && j == start && strict))
                || s.t[j].is_punct(',')
                || s.t[j].kind == TokKind::Symbol('!');
            if !discourse {
                break;
            }
            skipped_discourse = true;
            j += 1;
        }
        let strict = strict && !skipped_discourse;
        if j >= s.t.len() || s.t[j].quoted && s.principal_frame.is_none() && !whole_sentence_quoted(s) {
            continue;
        }
        let w = s.w(j);
        let lead = s.t[start.min(j)].range.start;
        let end_of = |k: usize| s.t[k.min(s.t.len() - 1)].range.end;
        match w {
            "don't" | "dont" | "do" if w != "do" || matches!(s.w(j + 1), "not" | "never" | "n't") => {
                let v = j + if w == "do" { 2 } else { 1 };
                let idiom = matches!(s.w(v), "know" | "think" | "care" | "understand" | "remember" | "recall" | "believe" | "see" | "mind" | "blame")
                    || s.seq(v, &["get", "me", "wrong"]);
                if !idiom && s.is_word(v) {
                    push(found, CueKind::NegatedAction, lead..end_of(v), true);
                }
            }
            "never" => {
                let next = s.w(j + 1);
                if s.is_word(j + 1) && !matches!(next, "again" | "ever" | "mind" | "once" | "before" | "mind," ) && !lx::is_past_participle_form(next) {
                    push(found, CueKind::NegatedAction, lead..end_of(j + 1), true);
                } else if next == "mind" && matches!(s.w(j + 2), "the" | "that" | "my" | "what" | "about") {
                    push(found, CueKind::Revocation, lead..end_of(j + 2), true);
                }
            }
            "always" if lx::is_base_verb(s.w(j + 1)) => push(found, CueKind::Imperative, lead..end_of(j + 1), true),
            "let's" | "lets" => {
                let neg = matches!(s.w(j + 1), "not" | "never");
                push(found, if neg { CueKind::NegatedAction } else { CueKind::Imperative }, lead..end_of(j + usize::from(neg)), true);
            }
            "let" if s.is(j + 1, "us") || s.is(j + 1, "me") && matches!(s.w(j + 2), "know" | "see") == false => {
                push(found, CueKind::Imperative, lead..end_of(j + 1), true);
            }
            "no" if s.is_word(j + 1) && !lx::is_no_idiom(s.w(j + 1)) && !matches!(s.w(j + 1), "more" | "fewer" | "less" | "later" | "earlier" | "need") => {
                let decisive = !s.is_report_clause(s.clause_of(j));
                push(found, CueKind::Prohibition, lead..end_of(j + 1), decisive);
            }
            "no" if s.seq(j + 1, &["need", "to"]) => push(found, CueKind::Revocation, lead..end_of(j + 2), true),
            _ if lx::is_base_verb(w) && is_imperative_verb(s, j, strict) => {
                push(found, CueKind::Imperative, lead..end_of(j), true);
                if w == "forget" || w == "ignore" || w == "disregard" || w == "drop" && s.t[j + 1..].iter().any(|t| matches!(&*t.text, "rule" | "requirement" | "limit" | "restriction")) {
                    push(found, CueKind::Revocation, lead..end_of(j + 1), true);
                }
            }
            _ => {}
        }
    }
}

fn whole_sentence_quoted(s: &Sentence<'_, '_>) -> bool {
    let words = s.t.iter().filter(|t| t.kind == TokKind::Word).count();
    let quoted = s.t.iter().filter(|t| t.kind == TokKind::Word && t.quoted).count();
    quoted * 5 >= words * 4
}

/// A clause-initial base verb reads as an order unless the words after it show it is a noun
/// at the head of a report ("Build failed", "Test results came back", "Update: done").
fn is_imperative_verb(s: &Sentence<'_, '_>, j: usize, strict: bool) -> bool {
    let next = s.w(j + 1);
    if s.t.get(j + 1).is_some_and(|t| t.is_punct(':')) || matches!(next, "of" | "'s" | "is" | "was" | "are" | "were") {
        return false;
    }
    if lx::is_noun_ambiguous_verb(s.w(j)) {
        let report_verb_follows = (j + 1..(j + 4).min(s.t.len())).any(|k| {
            let w = s.w(k);
            lx::is_finite_report_verb(w) && !(k > j + 1 && matches!(s.w(k - 1), "be" | "is" | "are" | "get" | "gets" | "stay" | "keep" | "remain" | "been" | "and" | "or" | "once" | "when" | "until" | "if" | "before" | "after"))
                && !(k == j + 1 && matches!(w, "done" | "set" | "run" | "put" | "cut" | "hit" | "read"))
                && !(lx::is_past_participle_form(w) && k > j + 1 && matches!(s.w(k - 1), "the" | "a" | "an" | "all" | "any" | "every" | "each" | "your" | "our" | "my" | "its" | "their"))
        });
        if report_verb_follows {
            return false;
        }
        if strict || s.t.len() == j + 1 || s.t.get(j + 1).is_some_and(|t| matches!(t.kind, TokKind::Punct(_))) {
            // Alone after a comma or a conjunction, a bare noun-like verb needs an object.
            return matches!(next, "the" | "a" | "an" | "it" | "them" | "this" | "that" | "these" | "those" | "all" | "every" | "each" | "your" | "our" | "my" | "any" | "up" | "out" | "off" | "down" | "back" | "to" | "with" | "on" | "in" | "me" | "us" | "him" | "her" | "everything" | "nothing" | "only" | "at" | "for" | "from" | "into" | "over" | "away")
                || s.t.get(j + 1).is_some_and(|t| t.kind == TokKind::Code || t.kind == TokKind::Number);
        }
    }
    true
}

/// "Can you / could you / would you (please) VERB ...?" is a request, not a question.
fn polite_request(s: &Sentence<'_, '_>, found: &mut Vec<Found>) {
    let mut j = 0;
    while lx::is_discourse(s.w(j)) || s.t.get(j).is_some_and(|t| t.is_punct(',')) {
        j += 1;
    }
    if matches!(s.w(j), "can" | "could" | "would" | "will" | "won't") && matches!(s.w(j + 1), "you" | "u") {
        let mut v = j + 2;
        let polite = matches!(s.w(v), "please" | "kindly");
        v += usize::from(polite);
        if s.is(v, "make") && s.is(v + 1, "sure") || (lx::is_base_verb(s.w(v)) && (polite || !matches!(s.w(v), "tell" | "see" | "check" | "look" | "help" | "explain" | "do"))) {
            push(found, CueKind::Imperative, s.t[j].range.start..s.t[v.min(s.t.len() - 1)].range.end, true);
        }
    }
}

/// Negation scoped over an action with a subject: "we don't deploy on Fridays", "you can't
/// use prod", "card data never goes into logs", "asked us not to email".
fn negations(s: &Sentence<'_, '_>, found: &mut Vec<Found>) {
    if s.question || s.hypothetical {
        return;
    }
    for i in 0..s.t.len() {
        let w = s.w(i);
        let (neg_end, modal) = match w {
            "don't" | "doesn't" | "won't" | "can't" | "cannot" => (i, w),
            "do" | "does" | "will" | "can" if s.is(i + 1, "not") => (i + 1, w),
            "never" => (i, w),
            "not" if s.is(i + 1, "to") && i > 0 && matches!(s.w(i - 1), "us" | "me" | "you" | "them" | "him" | "her" | "agents" | "everyone" | "staff" | "remember" | "try" | "sure" | "careful" | "is" | "are" | "instructed" | "told" | "asked") => (i + 1, "not to"),
            _ => continue,
        };
        let subject = s.subject(i);
        if subject == Subject::None && i == 0 || i > 0 && s.subject_before(i).is_none() && matches!(w, "don't" | "never" | "do") {
            continue; // clause-initial: the imperative detector owns it
        }
        let mut v = neg_end + 1;
        while matches!(s.w(v), "ever" | "really" | "just" | "even" | "directly" | "actually") {
            v += 1;
        }
        let verb = s.w(v);
        if !s.is_word(v) {
            continue;
        }
        let clause = s.clause_of(i);
        let binds = match modal {
            "not to" => true,
            "never" => {
                !lx::is_past_participle_form(verb)
                    && !matches!(subject, Subject::Thing | Subject::Speaker)
                    && !matches!(verb, "again" | "mind" | "been" | "had" | "was" | "were" | "did")
                    && !s.is_report_clause(clause)
            }
            "don't" | "do" => match subject {
                Subject::Agent => !lx::is_stative_verb(verb) || matches!(verb, "get" | "have") && matches!(s.w(v + 1), "to" | "access"),
                Subject::Speaker => matches!(verb, "want" | "like") && !s.is(v + 1, "it"),
                _ => false,
            },
            "won't" | "will" => subject == Subject::Agent && matches!(s.w(s.subject_before(i).unwrap_or(0)), "we" | "you") && !lx::is_stative_verb(verb) && verb != "be",
            "can't" | "cannot" | "can" => match subject {
                Subject::Agent => !lx::is_stative_verb(verb) && !matches!(verb, "wait" | "believe" | "tell" | "find" | "reproduce" | "figure" | "stand" | "afford" | "access") || verb == "be" && lx::is_past_participle_form(s.w(v + 1)),
                Subject::Noun => verb == "be" && lx::is_past_participle_form(s.w(v + 1)),
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

/// Deontic modals and obligations (must, shall, should, have to, need to, required...), told
/// apart from their epistemic readings ("it must be a stale lockfile").
fn modals(s: &Sentence<'_, '_>, found: &mut Vec<Found>) {
    if s.hypothetical {
        return;
    }
    for i in 0..s.t.len() {
        let w = s.w(i);
        let subject = s.subject(i);
        let deontic = match w {
            "must" | "mustn't" | "must've" => !s.question && must_is_deontic(s, i, subject),
            "shall" | "shan't" => !s.question && !matches!(s.w(i + 1), "we" | "i"),
            "should" | "shouldn't" | "ought" => !s.question && should_is_deontic(s, i, subject),
            "have" | "has" | "got" | "gotta" | "need" | "needs" | "'ve" if (s.is(i + 1, "to") || w == "gotta") => {
                !s.question && obligation_is_deontic(s, i, subject)
            }
            "need" | "needs" | "requires" | "require" if matches!(subject, Subject::Noun | Subject::Agent) && !s.question => {
                let next = s.w(i + 1);
                (matches!(next, "a" | "an" | "the" | "two" | "three" | "at" | "sign-off" | "approval" | "approvals" | "review" | "reviews") || quantity_at(s.t, i + 1).is_some())
                    && !s.is_report_clause(s.clause_of(i))
            }
            "required" | "mandatory" | "compulsory" | "obligatory" | "non-negotiable" | "essential" | "imperative" | "supposed" => {
                let before = |k: usize| i >= k && matches!(s.w(i - k), "was" | "were" | "wasn't" | "weren't" | "not" | "isn't" | "aren't" | "no" | "had");
                let negated = i >= 1 && matches!(s.w(i - 1), "not" | "isn't" | "aren't" | "no" | "longer");
                if negated && !s.question && w != "supposed" {
                    push(found, CueKind::Revocation, s.range(i - 1, i), true);
                    continue;
                }
                !before(1) && !before(2) && !s.question && !(w == "essential" && !s.is(i + 1, "to") && !s.is(i + 1, "that"))
                    && !(w == "supposed" && !s.is(i + 1, "to")) && !(w == "imperative" && !s.is(i + 1, "that") && !s.is(i + 1, "to"))
            }
            "will" | "'ll" | "you'll" if !s.question => {
                let who = s.subject_before(i).map(|j| s.w(j));
                (who == Some("you") || w == "you'll") && lx::is_base_verb(s.w(i + 1)) && !lx::is_stative_verb(s.w(i + 1)) && !matches!(s.w(i + 1), "be" | "get" | "need" | "see" | "find" | "like" | "love" | "have")
            }
            "is" | "are" if s.is(i + 1, "to") && (s.is(i + 2, "be") || lx::is_base_verb(s.w(i + 2))) && !s.question => true,
            "want" | "need" | "like" | "'d" | "expect" | "prefer" | "rather" if subject == Subject::Speaker || s.w(s.subject_before(i).unwrap_or(usize::MAX)) == "we" => {
                (matches!(w, "want" | "need" | "like" | "expect") && matches!(s.w(i + 1), "you" | "u" | "them" | "it" | "all" | "every" | "each" | "no" | "everything") && !s.question && (s.is(i + 2, "to") || s.is(i + 1, "no") || s.is(i + 1, "all") || s.is(i + 1, "every")))
                    || (matches!(w, "prefer" | "rather") && !s.question)
            }
            "make" if s.is(i + 1, "sure") && !s.question && i > 0 && matches!(s.w(i - 1), "to" | "please" | "always" | "must" | "should" | "will" | "'ll" | "and") => true,
            "ensure" | "ensures" if i > 0 && matches!(s.w(i - 1), "to" | "must" | "should" | "will" | "always" | "please" | "and" | "policy") && !s.question => true,
            "always" if i > 0 && !s.question => {
                matches!(subject, Subject::Agent | Subject::Noun) && {
                    let v = s.w(i + 1);
                    !lx::is_past_participle_form(v) && !matches!(v, "been" | "was" | "were" | "had" | "did") && !s.is_report_clause(s.clause_of(i)) && subject == Subject::Agent
                }
            }
            _ => false,
        };
        if deontic && !s.is_report_clause_strict(i) {
            let from = s.subject_before(i).filter(|&j| j + 3 >= i).unwrap_or(i);
            push(found, CueKind::DeonticModal, s.range(from, i + 1), true);
        }
    }
}

impl Sentence<'_, '_> {
    /// A past obligation ("we had to", "was required") no longer binds; present modals
    /// outrank past markers elsewhere in the clause.
    fn is_report_clause_strict(&self, i: usize) -> bool {
        i > 0 && matches!(self.w(i - 1), "was" | "were" | "had" | "used" | "did" | "didn't")
    }
}

fn must_is_deontic(s: &Sentence<'_, '_>, i: usize, subject: Subject) -> bool {
    if s.w(i) == "must've" {
        return false;
    }
    let mut next = i + 1;
    if matches!(s.w(next), "not" | "never" | "always" | "also" | "still" | "only") {
        next += 1;
    }
    match s.w(next) {
        "be" => {
            let c = s.w(next + 1);
            let epistemic = c.ends_with("ing")
                || (subject == Subject::Thing || subject == Subject::None && i == 0)
                    && !lx::is_past_participle_form(c)
                || lx::is_epistemic_be_complement(c)
                    && !matches!(c, "a" | "an" | "the" | "in" | "on" | "at" | "done" | "fixed" | "resolved" | "live" | "ready" | "available" | "back" | "up" | "enough" | "able" | "broken" | "closed")
                || matches!(c, "a" | "an" | "the") && matches!(subject, Subject::Thing | Subject::None);
            !epistemic
        }
        "have" | "'ve" => !(lx::is_past_participle_form(s.w(next + 1)) || s.is(next + 1, "been")),
        _ => subject != Subject::Thing || lx::is_base_verb(s.w(next)) && !lx::is_stative_verb(s.w(next)),
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
    while matches!(s.w(next), "not" | "never" | "always" | "also" | "still" | "only" | "really" | "definitely") {
        next += 1;
    }
    if matches!(s.w(next), "probably" | "hopefully" | "likely" | "easily" | "maybe") {
        return false;
    }
    let verb = s.w(next);
    match verb {
        "have" | "'ve" => !(lx::is_past_participle_form(s.w(next + 1)) || s.is(next + 1, "been")),
        "be" => {
            let c = s.w(next + 1);
            !(subject == Subject::Thing || lx::is_epistemic_be_complement(c) && !matches!(c, "in" | "on" | "at"))
        }
        _ => {
            subject != Subject::Thing
                || !matches!(verb, "work" | "fix" | "help" | "do" | "take" | "last" | "land" | "arrive" | "finish" | "pass" | "resolve" | "clear" | "kick" | "show" | "appear" | "get" | "go" | "come" | "make" | "solve" | "cover" | "hold" | "speed" | "improve" | "reduce" | "cut" | "start" | "run" | "load" | "be" | "suffice" | "settle")
        }
    }
}

fn obligation_is_deontic(s: &Sentence<'_, '_>, i: usize, subject: Subject) -> bool {
    let w = s.w(i);
    if i > 0 && matches!(s.w(i - 1), "don't" | "doesn't" | "no" | "longer" | "not" | "never") {
        return false; // "you don't need to", "no longer have to": a revocation, found elsewhere
    }
    if w == "got" && !(i > 0 && matches!(s.w(i - 1), "'ve" | "have" | "has" | "'s")) {
        return false;
    }
    if subject == Subject::Speaker && !matches!(s.w(i + 2), "you" | "make") {
        return false;
    }
    let verb_at = if w == "gotta" { i + 1 } else { i + 2 };
    if s.is(verb_at, "be") && subject == Subject::Thing {
        return false; // "it has to be the DNS"
    }
    !s.is_report_clause(s.clause_of(i)) || s.has_present_modal(s.clause_of(i))
}

/// Prohibition words ("forbidden", "not allowed", "off the table"), permissions ("you can",
/// "you may", "feel free to") and revocations ("no longer applies", "is waived").
fn prohibitions_and_permissions(s: &Sentence<'_, '_>, found: &mut Vec<Found>) {
    if s.hypothetical {
        return;
    }
    for i in 0..s.t.len() {
        let w = s.w(i);
        let past_before = i > 0 && matches!(s.w(i - 1), "was" | "were" | "wasn't" | "weren't" | "had") || i > 1 && matches!(s.w(i - 2), "was" | "were" | "wasn't" | "weren't");
        let still = (i.saturating_sub(3)..i).any(|k| matches!(s.w(k), "still" | "remains" | "remain"));
        let negated = i > 0 && matches!(s.w(i - 1), "not" | "isn't" | "aren't" | "never" | "'re" if s.w(i - 1) != "'re" || s.is(i - 2, "not"))
            || i > 1 && matches!(s.w(i - 2), "not" | "isn't" | "aren't") ;
        if s.question {
            continue;
        }
        match w {
            "forbidden" | "prohibited" | "banned" | "disallowed" | "off-limits" | "verboten" | "no-go" | "taboo" | "illegal" if !past_before || still => {
                push(found, CueKind::Prohibition, s.range(i, i), true);
            }
            "allowed" | "permitted" | "authorized" | "authorised" | "tolerated" | "acceptable" if (negated || s.is(i - 1, "n't") || i > 0 && matches!(s.w(i - 1), "isn't" | "aren't")) && !past_before => {
                push(found, CueKind::Prohibition, s.range(i.saturating_sub(2), i), true);
            }
            "allowed" | "permitted" | "authorized" | "authorised" if !past_before && !negated => {
                push(found, CueKind::Permission, s.range(i.saturating_sub(1), i), true);
            }
            "off" if s.seq(i + 1, &["the", "table"]) || s.is(i + 1, "limits") => {
                push(found, CueKind::Prohibition, s.range(i, i + 2), !past_before);
            }
            "out" if s.seq(i + 1, &["of", "the", "question"]) => push(found, CueKind::Prohibition, s.range(i, i + 3), true),
            "not" if s.seq(i + 1, &["an", "option"]) && !past_before => push(found, CueKind::Prohibition, s.range(i, i + 2), true),
            "under" if s.seq(i + 1, &["no", "circumstances"]) => push(found, CueKind::Prohibition, s.range(i, i + 2), true),
            "feel" if s.seq(i + 1, &["free", "to"]) => push(found, CueKind::Permission, s.range(i, i + 2), true),
            "go" if s.seq(i + 1, &["ahead", "and"]) => push(found, CueKind::Permission, s.range(i, i + 2), true),
            "welcome" if s.is(i + 1, "to") && i > 0 && matches!(s.w(i - 1), "'re" | "are" | "you're") => push(found, CueKind::Permission, s.range(i - 1, i + 1), true),
            "fine" | "ok" | "okay" if s.is(i + 1, "to") && lx::is_base_verb(s.w(i + 2)) && !past_before => push(found, CueKind::Permission, s.range(i, i + 2), true),
            "may" | "can" if !s.is(i + 1, "not") => {
                let subject = s.subject(i);
                let next = s.w(i + 1);
                let verb = if next == "only" || next == "also" || next == "still" { s.w(i + 2) } else { next };
                let permits = match subject {
                    Subject::Agent => (lx::is_base_verb(verb) || verb == "have") && !lx::is_stative_verb(verb) || verb == "have",
                    Subject::Noun => next == "only" || verb == "be" && lx::is_past_participle_form(s.w(i + 2 + usize::from(next != verb))),
                    _ => false,
                } && !(subject == Subject::Agent && w == "can" && s.w(s.subject_before(i).unwrap_or(0)) == "we" && next != "only");
                if permits {
                    let kind = if next == "only" { CueKind::LimitStatement } else { CueKind::Permission };
                    let from = s.subject_before(i).unwrap_or(i);
                    push(found, kind, s.range(from, i + 1), true);
                }
            }
            "may" if s.is(i + 1, "not") && matches!(s.subject(i), Subject::Agent | Subject::Noun) && s.w(i + 2) != "be" => {
                push(found, CueKind::Prohibition, s.range(s.subject_before(i).unwrap_or(i), i + 1), true);
            }
            "longer" if i > 0 && s.is(i - 1, "no") => {
                let next = s.w(i + 1);
                let revokes = matches!(next, "applies" | "apply" | "required" | "needed" | "necessary" | "mandatory" | "binding" | "valid" | "relevant" | "in" | "a" | "have" | "need" | "needs" | "has")
                    || (matches!(next, "is" | "are") && matches!(s.w(i + 2), "required" | "needed" | "necessary" | "mandatory" | "binding" | "in" | "a"));
                if revokes {
                    push(found, CueKind::Revocation, s.range(i - 1, i + 1), true);
                }
            }
            "lifted" | "waived" | "suspended" | "relaxed" | "revoked" | "rescinded" | "void" | "cancelled" | "canceled" | "scrapped" | "dropped" if i > 0 && matches!(s.w(i - 1), "is" | "are" | "'s" | "been" | "now") && s.t[..i].iter().any(|t| matches!(&*t.text, "rule" | "limit" | "freeze" | "ban" | "restriction" | "requirement" | "policy" | "cap" | "quota" | "moratorium" | "embargo")) && !past_before => {
                push(found, CueKind::Revocation, s.range(i - 1, i), true);
            }
            "scratch" if s.is(i + 1, "that") => push(found, CueKind::Revocation, s.range(i, i + 1), true),
            "need" | "needs" if i > 0 && matches!(s.w(i - 1), "don't" | "doesn't") && s.is(i + 1, "to") && matches!(s.subject(i - 1), Subject::Agent | Subject::None | Subject::Noun) => {
                push(found, CueKind::Revocation, s.range(i - 1, i + 1), true);
            }
            _ => {}
        }
    }
}

/// Comparators that bound a number: (words, applies after the number instead of before).
const COMPARATORS: &[(&[&str], bool)] = &[
    (&["at", "most"], false), (&["at", "least"], false), (&["at", "the", "most"], false),
    (&["no", "more", "than"], false), (&["not", "more", "than"], false), (&["no", "fewer", "than"], false),
    (&["no", "less", "than"], false), (&["not", "less", "than"], false), (&["fewer", "than"], false),
    (&["less", "than"], false), (&["more", "than"], false), (&["greater", "than"], false),
    (&["up", "to"], false), (&["under"], false), (&["below"], false), (&["over"], false),
    (&["above"], false), (&["exceed"], false), (&["exceeds"], false), (&["exceeding"], false),
    (&["beyond"], false), (&["within"], false), (&["between"], false), (&["max"], false),
    (&["maximum"], false), (&["min"], false), (&["minimum"], false), (&["capped", "at"], false),
    (&["cap", "at"], false), (&["limit", "to"], false), (&["limited", "to"], false),
    (&["limit", "of"], false), (&["≤"], false), (&["≥"], false), (&["<"], false), (&[">"], false),
    (&["no", "later", "than"], false), (&["no", "earlier", "than"], false), (&["by"], false),
    (&["before"], false), (&["after"], false), (&["until"], false), (&["till"], false),
    (&["exactly"], false), (&["only"], false), (&["tops"], true), (&["max"], true),
    (&["maximum"], true), (&["minimum"], true), (&["min"], true), (&["or", "less"], true),
    (&["or", "fewer"], true), (&["or", "under"], true), (&["or", "below"], true),
    (&["or", "more"], true), (&["or", "above"], true), (&["at", "most"], true), (&["at", "the", "most"], true),
    (&["or", "earlier"], true), (&["or", "sooner"], true), (&["cap"], true), (&["limit"], true),
];

/// Comparator + number (+ unit) scoping over an action or a produced thing ("cap each answer at
/// 150 tokens", "fewer than ten calls a minute"), not a measured quantity ("we sent no more
/// than a dozen emails", "the image is below 2 MB already").
fn numeric_bounds(s: &Sentence<'_, '_>, found: &mut Vec<Found>) {
    if s.question || s.hypothetical {
        return;
    }
    for i in 0..s.t.len() {
        for &(words, postfix) in COMPARATORS {
            if !s.seq(i, words) {
                continue;
            }
            let after = i + words.len();
            let temporal = matches!(words[0], "by" | "before" | "after" | "until" | "till");
            let number_at = if postfix {
                // The number ends right before the comparator: "150 tokens max", "5 or fewer".
                (i.saturating_sub(3)..i).rev().find(|&k| quantity_at(s.t, k).is_some_and(|q| k + q.len + usize::from(q.unit.is_some() && k + q.len < i) >= i - usize::from(i > k + q.len)))
            } else if words == ["cap"] || words == ["limit"] {
                None
            } else {
                let reach = if words[0] == "between" || words[0] == "only" || words[0] == "exactly" { 1 } else { 3 };
                (after..after + reach).find(|&k| k < s.t.len() && (quantity_at(s.t, k).is_some() || temporal && is_date_word(s, k)))
                    .filter(|&k| !temporal || is_time_or_date(s, k))
            };
            let Some(k) = number_at else { continue };
            let clause = s.clause_of(i);
            let measured = s.is_report_clause(clause) && !s.has_present_modal(clause) || copula_observation(s, i);
            if words == ["only"] && (measured || !s.t[clause.0..clause.1].iter().any(|t| t.kind == TokKind::Word)) {
                continue;
            }
            let (from, to) = if postfix { (k, i + words.len() - 1) } else { (i, k) };
            push(found, CueKind::NumericBound, s.range(from, to), !measured && !temporal && words != ["only"] && words != ["exactly"]);
        }
    }
}

/// "it's over 2 MB", "that is under budget": an observation about a thing.
fn copula_observation(s: &Sentence<'_, '_>, i: usize) -> bool {
    let be = |k: usize| matches!(s.w(k), "is" | "are" | "'s" | "was" | "were" | "looks" | "seems" | "sits" | "stays" | "came" | "comes" | "runs" | "weighs" | "takes" | "took" | "costs" | "cost" | "ran" | "loads" | "finishes" | "finished");
    i >= 1 && (be(i - 1) && (s.subject(i - 1) == Subject::Thing || matches!(s.w(i - 1), "looks" | "seems" | "sits" | "came" | "comes" | "weighs" | "takes" | "took" | "costs" | "cost" | "ran" | "loads" | "finishes" | "finished" | "was" | "were")))
        || i >= 1 && matches!(s.w(i - 1), "it's" | "that's" | "we're" | "we've")
        || i >= 2 && s.is(i - 1, "in") && be(i - 2) && s.subject(i - 2) != Subject::None
}

fn is_date_word(s: &Sentence<'_, '_>, k: usize) -> bool {
    let w = s.w(k);
    matches!(
        w,
        "monday" | "tuesday" | "wednesday" | "thursday" | "friday" | "saturday" | "sunday" | "noon" | "midnight"
            | "eod" | "eow" | "cob" | "tomorrow" | "tonight" | "january" | "february" | "march" | "april" | "june"
            | "july" | "august" | "september" | "october" | "november" | "december" | "jan" | "feb" | "mar" | "apr"
            | "jun" | "jul" | "aug" | "sep" | "sept" | "oct" | "nov" | "dec" | "q1" | "q2" | "q3" | "q4" | "end"
            | "close" | "mid-month" | "morning" | "lunch" | "launch" | "friday's"
    ) || (w == "may" && s.t.get(k + 1).is_some_and(|t| t.kind == TokKind::Number))
}

fn is_time_or_date(s: &Sentence<'_, '_>, k: usize) -> bool {
    if is_date_word(s, k) {
        return true;
    }
    quantity_at(s.t, k).is_some_and(|q| {
        s.w(k).contains([':', '-', '/'])
            || matches!(q.unit.as_deref(), Some("am" | "pm" | "day" | "week" | "month" | "year" | "h" | "min" | "o'clock"))
            || q.value >= 1900.0 && q.value < 2200.0
    })
}

/// Limits in force: a limit noun with a value ("the travel allowance is €300 per trip"), or
/// a scope ("your token is scoped to read access", "uploads are capped at 10 MB").
fn limit_statements(s: &Sentence<'_, '_>, found: &mut Vec<Found>) {
    if s.question || s.hypothetical {
        return;
    }
    for i in 0..s.t.len() {
        let w = s.w(i);
        if lx::is_limit_noun(w) || w == "diem" {
            let past = (i + 1..(i + 5).min(s.t.len())).any(|k| matches!(s.w(k), "was" | "were" | "used"));
            if past {
                continue;
            }
            let value = (i + 1..(i + 6).min(s.t.len())).find(|&k| quantity_at(s.t, k).is_some() || is_date_word(s, k));
            let linked = value.is_some_and(|v| (i + 1..v).all(|k| matches!(s.w(k), "is" | "are" | "'s" | "of" | ":" | "=" | "at" | "stays" | "remains" | "set" | "to" | "now" | "still" | "per" | "for" | "each" | "every" | "day" | "trip" | "month" | "user" | "request" | "the" | "a") || s.t[k].kind == TokKind::Symbol('=') || s.t[k].is_punct(':')));
            if let (Some(v), true) = (value, linked) {
                if !s.is_report_clause(s.clause_of(i)) {
                    push(found, CueKind::LimitStatement, s.range(i, v), true);
                }
            }
        } else if matches!(w, "scoped" | "restricted" | "limited" | "confined" | "capped" | "restrict") && matches!(s.w(i + 1), "to" | "at") && i > 0 && matches!(s.w(i - 1), "is" | "are" | "'s" | "be" | "stays" | "remain" | "remains" | "'re" | "only") {
            push(found, CueKind::LimitStatement, s.range(i - 1, i + 1), true);
        } else if (w == "read-only" || s.seq(i, &["read", "only"]) && !s.t[i].quoted) && i > 0 && matches!(s.w(i - 1), "is" | "are" | "'s" | "stays" | "remain" | "remains" | "'re" | "be") {
            push(found, CueKind::LimitStatement, s.range(i - 1, i + usize::from(w == "read")), true);
        }
    }
}

/// Conditional permissions and orderings: "only if", "unless", "as long as", "provided that"
/// decide on their own unless the subject is a thing being observed; "once", "before",
/// "after", "until" only accompany another cue.
fn conditionals(s: &Sentence<'_, '_>, found: &mut Vec<Found>) {
    if s.question || s.hypothetical {
        return;
    }
    for i in 0..s.t.len() {
        let (len, strong) = if s.seq(i, &["only", "if"]) || s.seq(i, &["only", "when"]) || s.seq(i, &["only", "after"]) || s.seq(i, &["only", "once"]) || s.seq(i, &["only", "with"]) || s.seq(i, &["not", "until"]) || s.seq(i, &["as", "long", "as"]) && i > 0 || s.seq(i, &["so", "long", "as"]) || s.seq(i, &["on", "condition"]) {
            (if s.is(i, "as") || s.is(i, "so") { 3 } else { 2 }, true)
        } else if matches!(s.w(i), "unless" | "provided" | "providing" | "except" | "excluding") {
            (1, true)
        } else if matches!(s.w(i), "once" | "before" | "after" | "until" | "when" | "whenever" | "if" | "without" | "w/o") {
            (1, false)
        } else {
            continue;
        };
        let clause = s.clause_of(i);
        let observed = matches!(s.subject(s.segments.first().map_or(0, |x| x.1.min(i))), Subject::Thing | Subject::Speaker)
            || s.t[..i].iter().any(|t| matches!(&*t.text, "it" | "this" | "that" | "it's" | "i"))
            || s.is_report_clause(clause);
        push(found, CueKind::Conditional, s.range(i, i + len - 1), strong && !observed);
    }
}

/// A constraint reported from a principal: "compliance says card data never goes into logs",
/// "the client wants all invoices in EUR".
fn reported(s: &Sentence<'_, '_>, found: &mut Vec<Found>) {
    let Some(after) = s.principal_frame else { return };
    if s.question || s.hypothetical || after == 0 {
        return;
    }
    let verb = s.w(after - 1);
    let from = (0..after).rev().find(|&k| lx::is_principal(s.w(k)) || matches!(s.w(k), "per" | "according")).unwrap_or(0);
    let complement = &s.t[after.min(s.t.len())..];
    let question_report = matches!(s.w(after), "about" | "why" | "how" | "if" | "whether" | "what" | "when" | "where" | "who" | "for") || s.seq(after, &["to", "know"]);
    let directive = lx::is_directive_report_verb(verb) && !question_report;
    let rule_word = complement.iter().any(|t| {
        matches!(
            &*t.text,
            "never" | "always" | "no" | "not" | "don't" | "must" | "only" | "should" | "need" | "needs" | "required" | "cannot"
                | "can't" | "forbidden" | "allowed" | "most" | "least" | "max" | "limit" | "under" | "below" | "over" | "above"
                | "before" | "by" | "until" | "unless" | "except" | "without" | "mustn't" | "shouldn't" | "won't" | "has" | "have"
                | "keep" | "stay" | "stays" | "cap" | "capped" | "maximum" | "minimum" | "mandatory" | "banned" | "prohibited"
        )
    }) || complement.first().is_some_and(|t| lx::is_base_verb(&t.text));
    if directive || rule_word && !complement.is_empty() {
        push(found, CueKind::ReportedConstraint, s.range(from, after - 1), true);
    }
}

/// Drop cues that sit inside quoted data (unless a principal says them or the whole sentence
/// is the quotation), and every cue of a clause that reports a former habit ("used to").
fn drop_quoted_and_past_habits(s: &Sentence<'_, '_>, found: &mut Vec<Found>) {
    let quoted_ok = s.principal_frame.is_some() || whole_sentence_quoted(s);
    let used_to: Vec<(usize, usize)> = (0..s.t.len())
        .filter(|&i| s.seq(i, &["used", "to"]) && !(i > 0 && matches!(s.w(i - 1), "be" | "get" | "got" | "is" | "are" | "'re" | "getting")))
        .map(|i| s.clause_of(i))
        .collect();
    found.retain(|f| {
        let at = s.t.iter().position(|t| t.range.start >= f.cue.range.start).unwrap_or(0);
        let quoted = s.t[at].quoted && !quoted_ok;
        let habit = used_to.iter().any(|&(a, b)| a <= at && at < b);
        !(quoted || habit)
    });
}
