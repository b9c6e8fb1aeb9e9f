//! The one pass over a sentence's tokens: what the cheap screen ([`super::may_bind`]) asks of
//! each token and what the sentence view ([`super::Sentence`]) notes of it, found together,
//! so that no token of a sentence the screen lets through is walked twice.

use super::WordSet;
use super::lx;
use super::text::{Tok, TokKind};
use super::{
    ends_a_lead, has_condition_word, is_clause_conjunction, opens_object, opens_with_an_occasion,
    opens_with_subclause, permissions, stated_policies, verbless, weak_word_binds,
};

/// What one pass over a sentence's tokens found besides the lists it filled (the clause
/// segments, the clause starts and the candidates, see [`super::Sentence`]).
#[derive(Clone, Copy)]
pub(super) struct TokenPass {
    /// The union of the tokens' word classes.
    pub(super) classes: u32,
    /// The screened words among the tokens.
    pub(super) words: WordSet,
    /// Some token is inside quotation marks.
    pub(super) any_quoted: bool,
    /// Some token holds a `-`.
    pub(super) any_hyphen: bool,
    /// Some token is a quotation mark (asked only when the pass was told the line has one).
    pub(super) quote_mark: bool,
    /// The index of the first `:`.
    pub(super) first_colon: Option<usize>,
    /// Some token binds by itself ([`binds_at`]): asked only when the pass was told to
    /// screen, and of no token after the first that does.
    pub(super) binds_at_a_token: bool,
}

impl TokenPass {
    /// Walk `t` once: unite its tokens' classes and screened words, fill `segments`,
    /// `clause_starts` and `candidates` (cleared here), and, when `screen`, ask each token
    /// whether it binds until one does; when `quote_marks`, note whether a token is a
    /// quotation mark. Inlined: `screen` and `quote_marks` are constants at most calls.
    #[inline(always)]
    pub(super) fn walk(
        t: &[Tok<'_>],
        segments: &mut Vec<(usize, usize)>,
        clause_starts: &mut Vec<(usize, bool)>,
        candidates: &mut Vec<usize>,
        screen: bool,
        quote_marks: bool,
    ) -> TokenPass {
        segments.clear();
        clause_starts.clear();
        candidates.clear();
        clause_starts.push((0, false));
        let mut pass = TokenPass {
            classes: 0,
            words: WordSet::default(),
            any_quoted: false,
            any_hyphen: false,
            quote_mark: false,
            first_colon: None,
            binds_at_a_token: false,
        };
        let mut start = 0;
        // The first comma or dash is yet to come: whether it ends an opening subordinate
        // clause is asked there (most sentences have none, and need not be asked).
        let mut first_comma = true;
        // A token of the screen's may open a clause (its own reckoning, see [`binds_at`]).
        let mut at_start = true;
        for (i, tok) in t.iter().enumerate() {
            pass.classes |= tok.class;
            pass.words = pass.words.with(tok.screen);
            pass.any_quoted |= tok.quoted;
            pass.any_hyphen |= tok.hyphen;
            if quote_marks {
                pass.quote_mark |= tok.kind == TokKind::Quote;
            }
            if screen && !pass.binds_at_a_token {
                pass.binds_at_a_token = binds_at(t, i, &mut at_start);
            }
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
                    if c == ':' && pass.first_colon.is_none() {
                        pass.first_colon = Some(i);
                    }
                    // After a comma, a dash or a conjunction a clause start needs stronger
                    // evidence ("stale lockfile — install died midway"); not after the
                    // first comma or dash of a sentence opening with a subordinate clause,
                    // which leads to its main clause.
                    let strict = matches!(c, ',' | '—')
                        && !(std::mem::take(&mut first_comma) && opens_with_a_clause_to_close(t));
                    clause_starts.push((i + 1, strict));
                }
                // "Voicemail: 'Hi, it's Wanjiru. Please don't give him the pills.'": a stop
                // inside a quotation that goes on ends the quoted sentence, and a clause opens
                // after it (the sentence quoting it goes on: see `text::split_sentences`).
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
                // league | No draw offers ... |": a clause opens after a tag, an arrow or a
                // table row's bar.
                TokKind::Symbol('>' | ']' | '→' | '⇒' | '|') if ends_a_lead(t, i) => {
                    clause_starts.push((i + 1, false));
                }
                _ => {}
            }
        }
        if start < t.len() {
            segments.push((start, t.len()));
        }
        pass
    }
}

/// "When replying to Jan, use formal German": the sentence `t` opens with a subordinate
/// clause that its first comma (or dash) closes, so the clause after it is the main clause,
/// as sure a start as one after `;`. "As long as the tests pass, merge ...", "As soon as QA
/// signs off, ship it", "Next time, ask first" too.
fn opens_with_a_clause_to_close(t: &[Tok<'_>]) -> bool {
    t.first()
        .is_some_and(|first| opens_with_subclause(&first.text))
        || t.first().is_some_and(|first| first.text == "as")
            && t.get(1)
                .is_some_and(|second| matches!(&*second.text, "long" | "soon"))
        || opens_with_an_occasion(t)
}

/// The part of [`super::may_bind`] read token by token, asked of token `i` of `toks` (the
/// tokens before it asked first, `at_start` telling whether a clause may open at it): a
/// trigger word, a stated period or allowance, a weak word that binds, an obligation spelled
/// with common words, an ordering of verbless tasks, or a word at a clause start that could be
/// a verb.
#[inline(always)]
fn binds_at(toks: &[Tok<'_>], i: usize, at_start: &mut bool) -> bool {
    let t = &toks[i];
    if t.class & (lx::TRIGGER | lx::PRINCIPAL | lx::LIMIT_NOUN | lx::LIMIT_VERB) != 0 {
        return true;
    }
    // "For staff and nobody else", "on the app and nowhere else": a restriction closing
    // a list (a class's bit first, before the compares); "kids go nowhere near the pond";
    // "nobody's launchin' today".
    if t.class & (lx::AGENT_SUBJECT | lx::SENTENCE_HEAD) != 0
        && (matches!(&*t.text, "nobody" | "no-one" | "nowhere")
            && toks
                .get(i + 1)
                .is_some_and(|n| n.text == "else" || t.text == "nowhere" && n.text == "near")
            || t.text == "nobody's")
    {
        return true;
    }
    // "The splice bay is a no-phone zone": a place kept free of something.
    if t.hyphen && permissions::no_compound_of_a_place(toks, i) {
        return true;
    }
    // "The caterer asked that we ...": a request relayed from anyone
    // ([`Sentence::requester_frame`](super::Sentence::requester_frame)).
    if t.class & lx::DIRECTIVE_REPORT_VERB != 0 && toks.get(i + 1).is_some_and(|n| n.text == "that")
    {
        return true;
    }
    // "The producer says nobody posts ...": a ban said by someone named by their role
    // ([`Sentence::titled_speaker_frame`](super::Sentence::titled_speaker_frame)).
    if t.class & lx::NEUTRAL_REPORT_VERB != 0
        && toks
            .get(i + 1)
            .is_some_and(|n| matches!(&*n.text, "nobody" | "no-one" | "make"))
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
            ))
    {
        return true;
    }
    // "Lights out by 10", "lights out and gates padlocked by 6.30pm": a state due by a
    // time ([`verbless`]).
    if until_or_to
        && matches!(&*t.text, "by" | "before")
        && (2..9).contains(&i)
        && verbless::is_due_state(&toks[i - 1].text)
    {
        return true;
    }
    // "Filters to be changed weekly": a telegraphic directive on things
    // ([`verbless`]).
    if until_or_to
        && t.text == "to"
        && (1..4).contains(&i)
        && toks.get(i + 1).is_some_and(|n| n.text == "be")
    {
        return true;
    }
    // "It'd be great if the minutes went out by Friday": a request phrased as a wish.
    if until_or_to
        && t.text == "if"
        && i >= 3
        && toks[i - 2].text == "be"
        && matches!(&*toks[i - 3].text, "would" | "'d" | "it'd" | "that'd")
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
        TokKind::Punct(_) | TokKind::Quote | TokKind::Symbol('→' | '⇒') => *at_start = true,
        TokKind::Word if *at_start => {
            if t.class & (lx::BASE_VERB | lx::DISCOURSE) != 0 {
                return true;
            }
            // "Tests go in tests/", "tests that hit the network belong behind ...": a
            // placement convention, maybe with a relative clause before its verb.
            if toks.get(i + 1).is_some_and(|n| {
                stated_policies::is_placement_verb(&n.text)
                    || matches!(&*n.text, "that" | "which" | "who") && t.text.ends_with('s')
            }) {
                return true;
            }
            // "Nothing in writing until...", "nobody touches it until...", "nothing with
            // nuts": elided bans; "until the audit closes, nobody touches ...", "from
            // today, nobody ...": a condition or a day before it; "nobody touches it
            // while the migration runs", "... during the freeze": a time it waits out;
            // "nobody skis off-piste today": the day it holds for.
            if matches!(&*t.text, "nothing" | "nobody" | "no-one")
                && (has_condition_word(toks)
                    || toks[i + 1..]
                        .iter()
                        .any(|t| matches!(&*t.text, "while" | "during" | "today" | "tonight"))
                    || toks[..i]
                        .iter()
                        .any(|t| matches!(&*t.text, "from" | "starting" | "beginning" | "as"))
                    || toks
                        .get(i + 1)
                        .is_some_and(|n| matches!(&*n.text, "with" | "containing")))
            {
                return true;
            }
            // An unlisted verb followed by its object ("Greet the customer").
            if t.class & lx::NOT_A_VERB == 0
                && toks.get(i + 1).is_some_and(|n| opens_object(&n.text))
            {
                return true;
            }
            *at_start = is_clause_conjunction(t);
        }
        _ => *at_start = false,
    }
    false
}
