//! The cue filter run after every detector: it drops cues that sit inside quoted data (unless a
//! principal says them or the whole sentence is the quotation), and every cue of a clause that
//! reports a former habit ("used to"), what a superseded source or a draft said ("the old
//! policy said ...", "the draft says ...") or what a piece of code checks ("the test asserts that ...").

use super::permissions::names_a_rule;
use super::{Found, Sentence};
use crate::classify::CueKind;
use crate::classify::lexicon as lx;
use crate::classify::numbers;
use crate::classify::text::{Tok, TokKind};

/// Drop cues that sit inside quoted data (unless a principal says them or the whole sentence
/// is the quotation), and every cue of a clause that reports a former habit ("used to") or
/// what a superseded source said.
pub(super) fn drop_quoted_and_past_habits(s: &Sentence<'_, '_>, found: &mut Vec<Found>) {
    // Cues without a decisive one are never kept (`analyze_sentence` hands on a sentence's
    // cues only when one decides), and dropping some cannot make one decisive: nothing to
    // drop. (This is the last rule, so no rule after it reads `found`.)
    if !found.iter().any(|f| f.decisive) {
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
    used_to.extend(said_long_ago(s));
    used_to.extend(superseded_source(s));
    used_to.extend(draft_source(s));
    used_to.extend(proposal_not_in_force(s));
    used_to.extend(rule_since_dropped(s));
    used_to.extend(rule_until_a_past_time(s));
    used_to.extend(rule_named_as_ended(s));
    used_to.extend(described_check(s));
    used_to.extend(tool_tally(s));
    used_to.extend(position_among_readings(s));
    used_to.extend(sign_read_out(s));
    used_to.extend(message_quoted_in_part(s));
    used_to.extend(order_on_a_quotation(s));
    used_to.extend(rule_found_unenforced(s, found));
    used_to.extend(said_in_jest(s));
    used_to.extend(question_wondered(s));
    used_to.extend(family_saying(s));
    used_to.extend(old_saying(s));
    used_to.extend(told_someone_else(s));
    used_to.extend(rule_nobody_keeps(s));
    used_to.extend(rule_once_had(s));
    used_to.extend(rules_kept_long_ago(s));
    used_to.extend(another_partys_practice_heard_of(s));
    used_to.extend(rule_in_a_story(s));
    used_to.extend(rule_disclaimed_as_not_ours(s));
    used_to.extend(offered_at_will(s));
    used_to.extend(review_quoted(s));
    used_to.extend(rule_reported_as_kept(s));
    if !check_quotes && used_to.is_empty() {
        return;
    }
    found.retain(|f| {
        // A quoted word that only opens the cue is its subject, named by a quote ("files
        // named \"secrets.env\" must never be committed"): the rule itself is not quoted.
        let quoted = check_quotes && {
            let mut inside = s.t.iter().filter(|t| {
                t.range.start >= f.cue.range.start
                    && t.range.end <= f.cue.range.end
                    && !matches!(t.kind, TokKind::Punct(_))
            });
            let mut quoted_opening = false;
            let unquoted_follows = inside.by_ref().any(|t| {
                quoted_opening |= t.quoted;
                !t.quoted
            });
            inside.any(|t| t.quoted) || quoted_opening && !unquoted_follows
        };
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

/// "The manual says the filter should be replaced every 6 months, which we did in March",
/// "the contract says payment is due in 30 days, which we met easily", "Graham asked us to
/// weigh every passenger, which we did": a rule reported from its source (a verb of saying or
/// asking before it), then ", which" and the speakers' simple past of doing or keeping it
/// ("we did", "we met", "I kept"): the rule told as kept, a report. The text up to the "which"
/// (cls66c; not "..., which we did not", nor "..., which we haven't done yet", still owed,
/// nor "Replace the filter every 6 months, which we did in March", no source).
fn rule_reported_as_kept(s: &Sentence<'_, '_>) -> Option<(usize, usize)> {
    // The verbs of keeping asked are past markers or irregular participles: one bit test
    // turns most sentences away.
    if s.classes & (lx::PAST_MARKER | lx::IRREGULAR_PARTICIPLE) == 0 {
        return None;
    }
    let which = (2..s.t.len()).find(|&k| {
        s.is(k, "which")
            && s.t[k - 1].is_punct(',')
            && matches!(s.w(k + 1), "we" | "i" | "they")
            && matches!(s.w(k + 2), "did" | "met" | "kept" | "managed")
            && !matches!(s.w(k + 3), "not" | "never")
    })?;
    (1..which)
        .any(|k| {
            s.has(k, lx::DIRECTIVE_REPORT_VERB | lx::NEUTRAL_REPORT_VERB)
                && !matches!(s.w(k), "is" | "made" | "added")
        })
        .then_some((0, which))
}

/// Adverbs of hearsay: what the speaker was told of, not what they say.
const HEARSAY: &[&str] = &["apparently", "reportedly", "supposedly", "allegedly"];

/// "At Rotterdam they apparently never ground a reefer without a team standing by", "The
/// customer's own shop apparently doesn't allow coolant", "At the Ajax academy players
/// reportedly have to keep their grades up": another party's practice heard of (an adverb of
/// hearsay), its subject a third party (a "they" or a possessive before the adverb, or a
/// place the sentence opens at), no "we", "you" or "our" before the adverb. The whole
/// sentence (not "Apparently we must sign in now", nor "Apparently the gate stays shut after
/// six", our own rule relayed; session 39, pol39b).
fn another_partys_practice_heard_of(s: &Sentence<'_, '_>) -> Option<(usize, usize)> {
    let adverb = (0..s.t.len()).find(|&k| HEARSAY.contains(&s.w(k)))?;
    if (0..adverb).any(|k| {
        matches!(
            s.w(k),
            "we" | "we're" | "us" | "our" | "you" | "you're" | "your" | "i" | "i'm" | "my" | "me"
        )
    }) {
        return None;
    }
    let third_party = (0..adverb).any(|k| {
        s.is(k, "they")
            || s.w(k).ends_with("'s") && s.is_word(k) && !s.has(k, lx::ENGLISH_FUNCTION_WORD)
    }) || matches!(s.w(0), "at" | "in") && adverb > 2;
    third_party.then_some((0, s.t.len()))
}

/// "In the novel the DJ has one rule - never say a caller's surname on air": a rule inside a
/// story told, the sentence opening on the story ("in the novel", "in the film"). The whole
/// sentence (not "In the logbook, write the time", a book of ours).
fn rule_in_a_story(s: &Sentence<'_, '_>) -> Option<(usize, usize)> {
    (s.is(0, "in")
        && s.is(1, "the")
        && matches!(
            s.w(2),
            "novel" | "film" | "movie" | "sitcom" | "comic" | "fairytale"
        ))
    .then_some((0, s.t.len()))
}

/// The words by which a speaker says a rule does not bind us ([`rule_disclaimed_as_not_ours`]).
pub(super) const DISCLAIMERS: &[&[&str]] = &[
    &["not", "something", "we're", "bound"],
    &["not", "something", "we", "are", "bound"],
    &["we're", "not", "bound", "by"],
    &["we", "are", "not", "bound", "by"],
    &["we", "aren't", "bound", "by"],
    &["doesn't", "apply", "to", "us"],
    &["does", "not", "apply", "to", "us"],
    &["don't", "apply", "to", "us"],
    &["not", "binding", "on", "us"],
];

/// "The partner company's SOP says they must reconcile monthly, but that's their internal
/// process, not something we're bound to": a rule the speaker then says does not bind us.
/// The text before the disclaimer (a rule after it binds).
fn rule_disclaimed_as_not_ours(s: &Sentence<'_, '_>) -> Option<(usize, usize)> {
    // Each disclaimer's first word is a trigger or an English function word (a unit test
    // holds them to it): one bit test turns most tokens away before the lists are compared.
    (1..s.t.len())
        .find(|&k| {
            s.has(k, lx::TRIGGER | lx::ENGLISH_FUNCTION_WORD)
                && DISCLAIMERS.iter().any(|d| s.seq(k, d))
        })
        .map(|k| (0, k))
}

/// "The soup's on the stove, help yourself if you want", "take a slice if you like lah": an
/// order whose clause closes on "if you want" (or "like", "wish", "fancy", "prefer"), maybe
/// with one particle after it, leaves the deed to the hearer's wish: an offer, no rule (cls64b;
/// not "if you want to keep one, pin it", a procedure, nor "never skip it, even if you
/// want", a ban). The clause before the "if" to the end of the sentence.
fn offered_at_will(s: &Sentence<'_, '_>) -> Option<(usize, usize)> {
    let n = s.t.len();
    // The last word, before at most two closing marks.
    let last = (n.saturating_sub(3)..n).rev().find(|&k| s.is_word(k))?;
    let wish = (last.saturating_sub(1)..=last)
        .find(|&k| matches!(s.w(k), "want" | "like" | "wish" | "fancy" | "prefer"))?;
    let k = wish.checked_sub(2)?;
    if k == 0
        || !s.is(k, "if")
        || !matches!(s.w(k + 1), "you" | "u" | "ya")
        || s.is(k - 1, "even")
        || (last > wish
            && (s.t[last].class & !lx::DISCOURSE != 0 || matches!(s.w(last), "to" | "it")))
    {
        return None;
    }
    let start = s.clause_of(k - 1).0;
    let ban = (start..k).any(|j| super::is_ban_word(s.w(j)));
    (!ban && start < k).then_some((start, n))
}

/// "Customer review: \"They said never to charge it overnight, spot on!\" 4 stars": a
/// review's words quoted after a label naming it, what a customer wrote, data (cls64b; not
/// "Review: never merge your own PR", a rule under a label); the label may tell the review
/// posted ("A guest left a review: '...'", cls66a). The whole sentence.
fn review_quoted(s: &Sentence<'_, '_>) -> Option<(usize, usize)> {
    let colon = (1..s.t.len().min(6)).find(|&k| s.t[k].is_punct(':'))?;
    (matches!(
        s.w(colon - 1),
        "review" | "reviews" | "testimonial" | "testimonials"
    ) && s.t.get(colon + 1).is_some_and(|t| t.quoted))
    .then_some((0, s.t.len()))
}

/// "She's not allowed near a hairdryer since the bichon, ha — only joking", "no more
/// overtime for you, just kidding": the speaker takes the sentence back as a joke. The whole
/// sentence.
fn said_in_jest(s: &Sentence<'_, '_>) -> Option<(usize, usize)> {
    // "joking" and "kidding" are epistemic complements (a unit test holds them to it): a
    // sentence without the class is turned away, and one bit test per token before any
    // compare.
    (s.classes & lx::EPISTEMIC_BE_COMPLEMENT != 0
        && (1..s.t.len()).any(|k| {
            s.has(k, lx::EPISTEMIC_BE_COMPLEMENT)
                && matches!(s.w(k), "joking" | "kidding")
                && matches!(s.w(k - 1), "only" | "just")
        }))
    .then_some((0, s.t.len()))
}

/// "I wonder whether we should cap first-offence bans at 7 days", "Wondering if the gate
/// should stay shut over Easter": a question the speaker turns over, opening the sentence, no
/// rule (not "I was wondering if you could keep it short", a request to you) (pol42). The
/// whole sentence.
fn question_wondered(s: &Sentence<'_, '_>) -> Option<(usize, usize)> {
    let at = (0..s.t.len().min(4)).find(|&k| matches!(s.w(k), "wonder" | "wondering"))?;
    let opens = (0..at).all(|k| {
        matches!(
            s.w(k),
            "i" | "i'm" | "am" | "was" | "we" | "we're" | "were" | "just" | "also" | "so"
        )
    });
    let asks = matches!(s.w(at + 1), "whether" | "if");
    let to_you = matches!(s.w(at + 2), "you" | "you'd" | "u" | "ya");
    (opens && asks && !to_you).then_some((0, s.t.len()))
}

/// "The old policy said you must not deploy on Fridays", "our previous manager required two
/// reviewers": a sentence opening with a source called old, previous or former and a past verb
/// of saying reports a rule no longer in force. The clause of that verb.
fn superseded_source(s: &Sentence<'_, '_>) -> Option<(usize, usize)> {
    let first = usize::from(matches!(
        s.w(0),
        "the" | "our" | "their" | "my" | "your" | "an" | "a"
    ));
    if !is_superseded(s.w(first)) {
        return superseded_rule_maker(s);
    }
    (first + 2..first + 5)
        .find(|&i| {
            matches!(
                s.w(i),
                "said"
                    | "stated"
                    | "required"
                    | "read"
                    | "had"
                    | "was"
                    | "were"
                    | "allowed"
                    | "banned"
                    | "forbade"
                    | "demanded"
                    | "specified"
                    | "mandated"
                    | "told"
                    // "Our old director never let the U9s play" (session 39, pol39b).
                    | "let"
            )
        })
        .map(|i| s.clause_of(i))
}

/// "Back in 2019 the insurer told the council that visitors mustn't feed the otters",
/// "originally the landlord said no pets were allowed": a rule someone stated at a time long
/// past ([`Sentence::names_a_long_past`]), reported with a past verb of saying in the first
/// words. The clause of that verb.
fn said_long_ago(s: &Sentence<'_, '_>) -> Option<(usize, usize)> {
    // The long past first: its words are rarer than the verbs (all three tests are pure).
    if !s.names_a_long_past() {
        return None;
    }
    (1..s.t.len().min(10))
        .find(|&k| {
            matches!(
                s.w(k),
                "told" | "said" | "wrote" | "stated" | "ruled" | "insisted" | "decided" | "warned"
            )
        })
        // (Not "..., and that still stands": the rule said to hold now.)
        .filter(|_| !said_to_hold_still(s))
        .map(|k| s.clause_of(k))
}

/// "When he first opened the factory in 1987, he had a rule that nobody must ever see the
/// recipe", "there was a policy that ...": a rule someone had, or that there was, told in
/// the past ("we have a rule that ..." binds, and so does one "we still keep"). From "had"
/// or "was" to the sentence's end.
fn rule_once_had(s: &Sentence<'_, '_>) -> Option<(usize, usize)> {
    // (One walk over the tokens, asked only of a sentence with a decisive cue.) "had" and
    // "was" are past markers (a unit test holds them to it): a sentence without the class is
    // turned away, and one bit test per token before any compare.
    if s.classes & lx::PAST_MARKER == 0 {
        return None;
    }
    let k = (0..s.t.len().saturating_sub(3)).find(|&k| {
        s.has(k, lx::PAST_MARKER)
            && (s.is(k, "had") || s.is(k, "was") && k > 0 && s.is(k - 1, "there"))
            && s.is(k + 1, "a")
            && super::stated_policies::is_rule_word(s.w(k + 2))
            && s.is(k + 3, "that")
    })?;
    (!said_to_hold_still(s)).then_some((k, s.t.len()))
}

/// "Back then players had to be in the booth 30 minutes early, headsets had to be the
/// sponsor's brand, and no energy drinks on stage", "Originally staff had to sign in twice":
/// the rules of a time long past ([`Sentence::names_a_long_past`] in the first two words),
/// told with a past "had to" (not "Back then we had to ..., and that still stands"; cls47).
/// "In my father's time you'd have to ask the township before you moved a stone", "back in
/// the day you'd have to ...": a time of a forebear or "the day" opening the sentence, and
/// the "would" of a past habit (cls53). "Back in the day we never cut a key without seeing
/// ID": a "never" after such an opening tells what was never done then (cls70b; not
/// "Back then it was fine, but now never ...", a "now" turning to the rule in force). The
/// whole sentence.
fn rules_kept_long_ago(s: &Sentence<'_, '_>) -> Option<(usize, usize)> {
    let forebears_time = s.is(0, "in")
        && matches!(s.w(1), "my" | "our" | "his" | "her")
        && s.w(2).ends_with("'s")
        && matches!(s.w(3), "time" | "day" | "days");
    let opens_long_ago = matches!(s.w(0), "formerly" | "originally")
        || s.is(0, "back")
            && (matches!(s.w(1), "then" | "when")
                || s.is(1, "in") && s.t.get(2).is_some_and(|t| t.kind == TokKind::Number)
                || s.seq(1, &["in", "the", "day"]))
        || forebears_time;
    let had_to = || {
        (1..s.t.len()).any(|k| {
            s.is(k, "had") && s.is(k + 1, "to")
                || s.seq(k, &["have", "to"]) && (s.is(k - 1, "would") || s.w(k - 1).ends_with("'d"))
        })
    };
    let never_then =
        || (2..s.t.len()).any(|k| s.is(k, "never")) && !(2..s.t.len()).any(|k| s.is(k, "now"));
    (opens_long_ago && (had_to() || never_then()) && !said_to_hold_still(s))
        .then_some((0, s.t.len()))
}

/// "..., and that still stands", "... and we still keep it": the old rule said to hold now.
fn said_to_hold_still(s: &Sentence<'_, '_>) -> bool {
    (0..s.t.len()).any(|k| {
        s.is(k, "still")
            && matches!(
                s.w(k + 1),
                "stands" | "applies" | "holds" | "keep" | "follow" | "apply"
            )
    })
}

/// "Mam always said you should never trust a man who doesn't read", "my grandad would say
/// never buy a boat in spring", "my mama used to say you gotta eat it straight outta the
/// carton, no bowl, no spoon": a saying remembered from family, told as their habit ("always
/// said", "would say", "would always say", "used to say") in the first words, a maxim, no
/// order to anyone now (not "Mum said the chain stays on", once; nor "the manager always said
/// ...", a principal). The habit may close the sentence after a comma and "as" ("Don't
/// count your bottles before the grapes are pressed, as my grandfather used to say": cls56).
/// The whole sentence.
fn family_saying(s: &Sentence<'_, '_>) -> Option<(usize, usize)> {
    let n = s.t.len();
    let says = |k: usize| {
        s.is(k, "said") && s.is(k - 1, "always")
            || s.is(k, "say")
                && (s.is(k - 1, "would")
                    || k >= 2 && s.seq(k - 2, &["would", "always"])
                    || k >= 2 && s.seq(k - 2, &["used", "to"]))
    };
    // ("..., like my dad always said — 80 booked and only 55 turned up": "like" for "as",
    // and a clause after a dash or a semicolon that tells the day, kept; cls61b.)
    let (from, verb, end) = match (1..n.min(8)).find(|&k| says(k)) {
        Some(verb) => (0, verb, n),
        None => {
            let as_at = (2..n)
                .rev()
                .find(|&k| matches!(s.w(k), "as" | "like") && s.t[k - 1].is_punct(','))?;
            let verb = (as_at + 2..n.min(as_at + 7)).find(|&k| says(k))?;
            let end = match s.t.get(verb + 1) {
                Some(t) if t.is_punct('—') || t.is_punct(';') => verb + 1,
                _ => n,
            };
            s.t[verb + 1..end]
                .iter()
                .all(|t| matches!(t.kind, TokKind::Punct(_)))
                .then_some((as_at, verb, end))?
        }
    };
    // "Like old Mr Willis used to say, ...": an elder named by "old" and a title, remembered
    // as family is (cls61b; not "like the manager always said").
    let elder = |k: usize| s.is(k, "old") && matches!(s.w(k + 1), "mr" | "mrs" | "miss");
    (from..verb)
        .any(|k| {
            elder(k)
                || matches!(
                    s.w(k),
                    "mam"
                    | "mum"
                    | "mom"
                    | "ma"
                    | "dad"
                    | "da"
                    | "pa"
                    | "gran"
                    | "granny"
                    | "grandma"
                    | "nan"
                    | "nana"
                    | "nanna"
                    | "grandad"
                    | "granddad"
                    | "grandpa"
                    | "grandmother"
                    | "grandfather"
                    | "mother"
                    | "father"
                    | "auntie"
                    | "aunty"
                    // New Orleans "mama", West Country "granfer" and their kin (cls52).
                    | "mama"
                    | "mamma"
                    | "papa"
                    | "granfer"
                    | "grampa"
                    | "gramps"
                    | "granda"
                    | "nonna"
                    | "nonno"
                    | "abuela"
                    | "abuelo"
                )
        })
        .then_some((0, end))
}

/// "The old rule of thumb is that you never trust a geologist's log on a Friday", "the old
/// saying goes, never buy a boat in spring": a maxim handed down, named as old in the first
/// words ("old" before "saying", "adage", "proverb", "joke" or "rule of thumb", then "is" or
/// "goes"), no order to anyone now (cls52; not "our rule of thumb is never deploy on a
/// Friday", a rule of the house, nor "the old rule is ...", which may still hold). The whole
/// sentence.
fn old_saying(s: &Sentence<'_, '_>) -> Option<(usize, usize)> {
    let old = (0..s.t.len().min(3)).find(|&k| s.is(k, "old"))?;
    let named = match s.w(old + 1) {
        "saying" | "adage" | "proverb" | "joke" => old + 1,
        "rule" if s.seq(old + 2, &["of", "thumb"]) => old + 3,
        _ => return None,
    };
    matches!(s.w(named + 1), "is" | "goes" | "was").then_some((0, s.t.len()))
}

/// "Don't knock it till you've tried it — that's what I told my mum about the bowl": words
/// closed by "that's what I told" (or "said to") someone other than the one addressed, said
/// to them then, no order now (cls61; not "... — that's what I'm telling you"). The
/// sentence up to the mark.
fn told_someone_else(s: &Sentence<'_, '_>) -> Option<(usize, usize)> {
    let that = (2..s.t.len()).find(|&k| {
        matches!(s.t[k - 1].kind, TokKind::Punct('—' | '–' | '-' | ',' | ';'))
            && matches!(s.w(k), "that's" | "that")
    })?;
    let what = that + 1 + usize::from(s.is(that, "that") && s.is(that + 1, "is"));
    let told = s.is(what, "what")
        && s.is(what + 1, "i")
        && matches!(s.w(what + 2), "told" | "said")
        && !matches!(s.w(what + 3), "you" | "ya" | "y'all");
    told.then_some((0, that))
}

/// "It's a rule of thumb among the pluckers that you should never pick in the midday sun,
/// though nobody on the estate actually enforces it", "..., but no one follows it": a closing
/// clause after a comma, opened by "though", "although" or "but", says nobody keeps the rule
/// told before it: a saying, not in force. The whole sentence (cls50; not "..., though nobody
/// has checked yet", no keeping verb, nor "... and nobody enforces it better than Sam").
fn rule_nobody_keeps(s: &Sentence<'_, '_>) -> Option<(usize, usize)> {
    let n = s.t.len();
    let closes_with_it = |k: usize| {
        matches!(s.w(k), "it" | "that" | "them")
            && s.t[k + 1..]
                .iter()
                .all(|t| matches!(t.kind, TokKind::Punct(_)))
    };
    let nobody = (2..n).find(|&k| {
        matches!(s.w(k), "nobody" | "no-one")
            && s.t[k - 2].is_punct(',')
            && matches!(s.w(k - 1), "though" | "although" | "but")
    })?;
    let verb = (nobody + 1..n.min(nobody + 7)).find(|&k| {
        matches!(
            s.w(k),
            "enforces" | "follows" | "keeps" | "obeys" | "observes" | "minds" | "heeds"
        )
    })?;
    closes_with_it(verb + 1).then_some((0, n))
}

/// "Clause 7 of the draft says the tenant shall not sublet ...", "the proposed bylaw states
/// that ...": a sentence opening with a draft or a proposal (a few words, no verb) and a verb
/// of saying quotes a rule not yet in force. The clause of that verb.
fn draft_source(s: &Sentence<'_, '_>) -> Option<(usize, usize)> {
    let verb = (1..s.t.len().min(7)).find(|&k| {
        matches!(
            s.w(k),
            "says" | "states" | "reads" | "provides" | "specifies" | "stipulates"
        )
    })?;
    let subject = &s.t[..verb];
    (subject
        .iter()
        .all(|t| matches!(t.kind, TokKind::Word | TokKind::Number))
        && subject
            .iter()
            .any(|t| matches!(&*t.text, "draft" | "proposed" | "drafted")))
    .then(|| s.clause_of(verb))
}

/// "The meeting discussed the proposal that every bucket must carry a batch label ...",
/// "Proposal for Q1 review, not adopted: auto-decline any file under 580": a rule put as a
/// proposal, a suggestion or a motion ("the proposal that ..."), or under a label naming a
/// proposal turned down, is not in force (not "the board adopted the proposal that ...", nor
/// "Proposal, approved: ..."). What follows "that", or the whole sentence under the label.
fn proposal_not_in_force(s: &Sentence<'_, '_>) -> Option<(usize, usize)> {
    let proposal = |w: &str| matches!(w, "proposal" | "suggestion" | "motion" | "proposed");
    // (A proposal's word is no trigger: a sentence without a decisive cue never gets here, and
    // the label is read in its first few tokens.)
    if let Some(colon) = s.first_colon_before(10) {
        let label = &s.t[..colon];
        // "not adopted", "not yet approved" (cls52).
        let not_before = |k: usize| {
            k > 0 && label[k - 1].text == "not"
                || k > 1 && label[k - 1].text == "yet" && label[k - 2].text == "not"
        };
        let turned_down = label.iter().enumerate().any(|(k, t)| {
            matches!(
                &*t.text,
                "rejected" | "declined" | "withdrawn" | "shelved" | "deferred"
            ) || matches!(&*t.text, "adopted" | "approved" | "agreed") && not_before(k)
        });
        // (The label itself orders nothing: "Draft proposal, not yet approved: ...".)
        if turned_down && label.iter().any(|t| proposal(&t.text)) {
            return Some((0, s.t.len()));
        }
    }
    let that = (1..s.t.len())
        .find(|&k| s.is(k, "that") && matches!(s.w(k - 1), "proposal" | "suggestion" | "motion"))?;
    let taken_up = (0..that).any(|k| {
        matches!(
            s.w(k),
            "adopted" | "approved" | "passed" | "accepted" | "agreed" | "carried" | "ratified"
        )
    });
    (!taken_up).then_some((that + 1, s.t.len()))
}

/// "old", "previous", "former"...: a word saying a source no longer speaks.
fn is_superseded(w: &str) -> bool {
    matches!(
        w,
        "old" | "previous" | "former" | "outdated" | "earlier" | "prior"
    )
}

/// "... described how her previous agency banned machine translation", "..., since his
/// former boss required daily reports": inside the sentence, a source called old, previous or
/// former (after a possessive or "the") made a rule in the past. The clause of that verb.
fn superseded_rule_maker(s: &Sentence<'_, '_>) -> Option<(usize, usize)> {
    s.candidates
        .iter()
        .find(|&&k| {
            matches!(
                s.w(k),
                "banned" | "forbade" | "required" | "mandated" | "demanded" | "allowed"
            ) && (2..=3).any(|back| {
                k > back
                    && is_superseded(s.w(k - back))
                    && matches!(
                        s.w(k - back - 1),
                        "the" | "our" | "their" | "my" | "your" | "his" | "her" | "its"
                    )
            })
        })
        .map(|&k| s.clause_of(k))
}

/// "Reproduced on staging: the limit of 4 reservations isn't enforced when two requests
/// arrive together", "the rate cap wasn't applied": a bug report saying a rule named by its
/// noun did not hold, in the past or after a word of finding ("reproduced", "noticed"). The
/// text up to the end of that clause (not "the dress code isn't enforced on Fridays", a rule
/// relaxed, nor "the cap doesn't apply to admins", an exception).
fn rule_found_unenforced(s: &Sentence<'_, '_>, found: &[Found]) -> Option<(usize, usize)> {
    // Only a limit or a bound found can be such a rule; most sentences have neither.
    if !found
        .iter()
        .any(|f| matches!(f.cue.kind, CueKind::LimitStatement | CueKind::NumericBound))
    {
        return None;
    }
    let enforcement = |k: usize| {
        matches!(
            s.w(k),
            "enforced" | "applied" | "honoured" | "honored" | "respected"
        )
    };
    let past = |k: usize| matches!(s.w(k), "wasn't" | "weren't" | "was" | "were");
    let present = |k: usize| matches!(s.w(k), "isn't" | "aren't" | "is" | "are");
    // "wasn't enforced", "was not enforced", "isn't being enforced".
    let (unenforced, in_the_past) = (2..s.t.len()).find_map(|k| {
        if !enforcement(k) {
            return None;
        }
        // Back over "being" and "not" to the auxiliary.
        let mut aux = k - 1;
        let mut negated = false;
        while aux > 0 && matches!(s.w(aux), "being" | "not") {
            negated |= s.is(aux, "not");
            aux -= 1;
        }
        negated |= matches!(s.w(aux), "wasn't" | "weren't" | "isn't" | "aren't");
        (negated && (past(aux) || present(aux))).then(|| (k, past(aux)))
    })?;
    let (start, end) = s.clause_of(unenforced);
    let found_so = || {
        (0..start.max(1)).any(|k| {
            matches!(
                s.w(k),
                "reproduced" | "confirmed" | "noticed" | "observed" | "verified" | "found"
            )
        })
    };
    ((start..unenforced).any(|k| names_a_rule(s.w(k))) && (in_the_past || found_so()))
        .then_some((0, end))
}

/// "Guests must sign in at reception; that rule was dropped in 2021", "all expenses over $50
/// required a receipt, but the requirement was scrapped", "They dropped the ban last spring":
/// a clause says the rule before it (in this sentence or the last) was ended. The text up to
/// the end of that clause (which tells an ending, no rule).
fn rule_since_dropped(s: &Sentence<'_, '_>) -> Option<(usize, usize)> {
    // No screen over the whole sentence: [`says_a_rule_was_ended`] reads a few tokens at
    // each clause start (a scan of every token for a rule noun cost more than it saved).
    s.clause_starts().find_map(|(start, _)| {
        (says_a_rule_was_ended(&s.t[start..]) || start > 0 && source_ran_out(s, start))
            .then(|| (0, s.clause_of(start).1))
    })
}

/// "...; that requirement ended in September", "the contract said ...; that contract lapsed
/// in March": a clause at `start`, after the rule, opening on the rule or on the text the
/// sentence said set it, named by "that" or "this" and said to have run out (cls61b; not
/// "that contract ended up costing us", nor "do not ship to them; that contract expired in
/// May", an order whose text the sentence never quoted).
fn source_ran_out(s: &Sentence<'_, '_>, start: usize) -> bool {
    let noun = s.w(start + 1);
    matches!(s.w(start), "that" | "this")
        && matches!(s.w(start + 2), "ended" | "lapsed" | "expired")
        && (!s.is_word(start + 3)
            || matches!(
                s.w(start + 3),
                "in" | "on" | "at" | "when" | "last" | "years" | "long" | "after" | "once"
            ))
        && (names_a_rule(noun)
            || s.has(start + 1, lx::PRINCIPAL)
                && !matches!(noun, "she" | "he" | "they")
                && (0..start).any(|k| s.is(k, noun)))
}

/// "Until last year, the admissions office required a written statement", "until 2022 the
/// clinic required a referral", "until recently tutors weren't allowed to text students": a
/// rule told in the past up to a time now gone, so no longer in force. The whole sentence
/// (not "until further notice, the office requires ...", nor "until Friday, nobody ...").
fn rule_until_a_past_time(s: &Sentence<'_, '_>) -> Option<(usize, usize)> {
    // "until" is a weak trigger: one bit test turns most first words away.
    if !s.has(0, lx::WEAK_TRIGGER) || !s.is(0, "until") {
        return None;
    }
    // The time: "last year", "two years ago", "recently", "then", or a year ("2022"); the
    // token after it.
    let time_end = (1..s.t.len().min(5)).find_map(|k| match s.w(k) {
        "ago" | "recently" | "then" => Some(k + 1),
        "last" if numbers::is_time_unit(s.w(k + 1)) => Some(k + 2),
        _ if s.t[k].kind == TokKind::Number
            && s.w(k).len() == 4
            && s.w(k)
                .parse::<u16>()
                .is_ok_and(|year| (1900..2100).contains(&year)) =>
        {
            Some(k + 1)
        }
        _ => None,
    })?;
    let rest = time_end + usize::from(s.t.get(time_end).is_some_and(|t| t.is_punct(',')));
    (rest < s.t.len() && s.is_report_clause((rest, s.t.len()))).then_some((0, s.t.len()))
}

/// "The old rule that carts must be returned by 6 was scrapped last spring", "the policy
/// that visitors need an escort has been dropped": a rule named by its content, then said to
/// have ended. The text before the ending verb (a rule after it, "...; now return them by 8",
/// still binds).
fn rule_named_as_ended(s: &Sentence<'_, '_>) -> Option<(usize, usize)> {
    // "was", "were", "got" are past markers and "has" a modal word (see
    // [`says_a_rule_was_ended`]): a sentence with neither class has no ending verb.
    if s.classes & (lx::PAST_MARKER | lx::MODAL) == 0 {
        return None;
    }
    // "that" first: one compare rules out most words.
    let noun = (1..5.min(s.t.len())).find(|&k| s.is(k, "that") && names_a_rule(s.w(k - 1)))? - 1;
    (noun + 3..s.t.len().min(noun + super::REACH))
        .find(|&k| said_ended_at(s.t, k))
        .map(|k| (0, k))
}

/// "Eslint: 0 errors, 3 warnings (max-len must be <= 120)", "pylint: rated 9.1/10, line too
/// long (must be under 100)": a tool's one-line verdict, a label naming the tool and then a
/// tally with a count found (not zero) or a rating. The rules the tool quotes are its
/// messages, data. The whole sentence (a tally of zeros, "Gate: 0 errors, 0 warnings", or
/// one with a bound word, "0 errors, 5 warnings max", may state a rule).
fn tool_tally(s: &Sentence<'_, '_>) -> Option<(usize, usize)> {
    if !s.t.get(1)?.is_punct(':') || !s.is_word(0) {
        return None;
    }
    let rated = s.is(2, "rated") && s.t.get(3)?.kind == TokKind::Number;
    let mut found = false;
    let mut k = 2;
    // A tally: "N <noun>", joined by commas.
    while let Some(q) = numbers::quantity_at(s.t, k).filter(|_| s.t[k].kind == TokKind::Number) {
        let noun = k + q.len;
        if !is_tally_noun(s.w(noun)) || s.t.get(noun + 1).is_some_and(|t| t.kind == TokKind::Word) {
            return None;
        }
        found |= q.value > 0.0;
        if !s.t.get(noun + 1).is_some_and(|t| t.is_punct(',')) {
            break;
        }
        k = noun + 2;
    }
    (rated || found).then_some((0, s.t.len()))
}

/// "Timegrapher: rate +2 s/d, amplitude 275°, beat error 0.2 ms, dial down": an instrument's
/// readings after a one-word label, each item between commas holding a number, the last one a
/// thing and "up" or "down" closing the sentence: the position it was read in, not an order
/// to move it (cls66a; not "..., dial it down", nor "Checks: temp 4°C, pH 7.2, log it", nor a
/// list with no readings).
/// The last item.
fn position_among_readings(s: &Sentence<'_, '_>) -> Option<(usize, usize)> {
    if !s.t.get(1)?.is_punct(':') || !s.is_word(0) {
        return None;
    }
    let words = s.t.len() - usize::from(!s.is_word(s.t.len() - 1));
    let last = words
        .checked_sub(2)
        .filter(|&k| k > 3 && s.t[k - 1].is_punct(','))?;
    if !matches!(s.w(last + 1), "up" | "down") || !s.is_word(last) {
        return None;
    }
    let mut items = s.t[2..last - 1].split(|t| t.is_punct(','));
    items
        .all(|item| item.iter().any(|t| t.kind == TokKind::Number))
        .then_some((last, words))
}

/// What a checker's tally counts: "errors", "warnings", "problems"...
fn is_tally_noun(w: &str) -> bool {
    matches!(
        w,
        "error"
            | "errors"
            | "warning"
            | "warnings"
            | "problem"
            | "problems"
            | "issue"
            | "issues"
            | "failure"
            | "failures"
            | "offenses"
            | "offences"
            | "notices"
            | "hints"
    )
}

/// "The old poster in the lab still reads NO FOOD OR DRINK BEYOND THIS POINT, ...": a sign's
/// text read out after "reads", unquoted, is data as a quoted one is. From the verb
/// to the end of its segment (an order after a comma, "..., so move the car", binds).
fn sign_read_out(s: &Sentence<'_, '_>) -> Option<(usize, usize)> {
    // "read" and "reads" are weak trigger words: only the sentence's heads can be one.
    let verb = s
        .heads(lx::WEAK_TRIGGER)
        .take_while(|&k| k < 12)
        .find(|&k| {
            k > 0
                && matches!(s.w(k), "reads" | "read")
                && (s.segment_of(k).0..k).any(|n| {
                    matches!(
                        s.w(n),
                        "sign"
                            | "signs"
                            | "poster"
                            | "posters"
                            | "banner"
                            | "placard"
                            | "plaque"
                            | "sticker"
                            | "signage"
                    )
                })
        })?;
    Some((verb + 1, s.segment_of(verb).1))
}

/// "Body reads in part: 'do not forward this to the auditors ...'", "The reply reads in
/// part: '...'": a message's words quoted after "reads in part" and a colon, an excerpt of a
/// record, data (not "The policy reads: 'No pets.'", a rule quoted whole). From the colon on
/// (cls48).
fn message_quoted_in_part(s: &Sentence<'_, '_>) -> Option<(usize, usize)> {
    if !s.any_quoted {
        return None;
    }
    // "read" and "reads" are weak trigger words: only the sentence's heads can be one.
    let verb = s
        .heads(lx::WEAK_TRIGGER)
        .take_while(|&k| k < 12)
        .find(|&k| k > 0 && s.is(k, "reads") && s.seq(k + 1, &["in", "part"]))?;
    let colon = verb + 3;
    (s.t.get(colon).is_some_and(|t| t.is_punct(':'))
        && s.t.get(colon + 1).is_some_and(|t| t.quoted)
        && !(0..verb).any(|k| names_a_rule(s.w(k))))
    .then_some((colon + 1, s.t.len()))
}

/// "Paste this into the banner: 'No refunds after 30 days.'", "Translate into Spanish:
/// 'Passengers must stay seated.'": an order to put a quoted text somewhere or into another
/// language, the quotation (whole sentences, their stops inside the marks) its object after a
/// colon, is work on data, not a rule (not "always add this line: '...'", a standing order).
/// From the verb to the colon.
fn order_on_a_quotation(s: &Sentence<'_, '_>) -> Option<(usize, usize)> {
    if !s.any_quoted {
        return None;
    }
    let verb = usize::from(s.has(0, lx::DISCOURSE));
    if !matches!(
        s.w(verb),
        "translate" | "paste" | "copy" | "put" | "add" | "insert" | "post" | "print" | "pin"
    ) {
        return None;
    }
    let colon = s
        .first_colon_before(s.t.len())
        .filter(|&colon| colon > verb && colon <= verb + 6)?;
    let object = &s.t[colon + 1..];
    let quoted_sentences = object.iter().any(|t| t.kind == TokKind::Word)
        && object.iter().all(|t| t.quoted || t.kind != TokKind::Word)
        && object
            .iter()
            .any(|t| t.quoted && matches!(t.kind, TokKind::Punct('.' | '!' | '?')));
    let standing = (verb..colon).any(|k| {
        matches!(
            s.w(k),
            "always" | "every" | "each" | "all" | "never" | "whenever"
        )
    });
    (quoted_sentences && !standing).then_some((0, colon))
}

/// The tokens end with a quoted text of at least three words, before at most the closing
/// punctuation ("The sign says 'No pens beyond this point'."), which the next sentence may
/// ask work on. Only the last tokens are read.
pub(crate) fn ends_with_a_quotation(t: &[Tok<'_>]) -> bool {
    let mut last = t
        .iter()
        .rev()
        .skip_while(|x| matches!(x.kind, TokKind::Punct(_)));
    last.next().is_some_and(|x| x.kind == TokKind::Quote)
        && last
            .skip_while(|x| matches!(x.kind, TokKind::Punct(_)))
            .take(3)
            .filter(|x| x.quoted && x.kind == TokKind::Word)
            .count()
            == 3
}

/// The tokens ask work on a text just quoted, named by "it": "Can you translate it into
/// French?", "the client wants it in French", "please print it for the lobby"; nothing
/// restricts or times the work ("put it in the deck by Friday", "never post it" bind).
pub(crate) fn asks_work_on_the_quotation(t: &[Tok<'_>]) -> bool {
    let w = |k: usize| t.get(k).map_or("", |x| &*x.text);
    let work = (1..t.len()).any(|k| {
        w(k) == "it"
            && (matches!(
                w(k - 1),
                "translate" | "paste" | "copy" | "put" | "print" | "post" | "proofread" | "reword"
            ) || matches!(w(k - 1), "wants" | "want" | "needs" | "need") && w(k + 1) == "in")
    });
    let restricted = t.iter().any(|x| {
        x.kind == TokKind::Number
            || matches!(
                &*x.text,
                "by" | "before"
                    | "until"
                    | "unless"
                    | "only"
                    | "never"
                    | "always"
                    | "every"
                    | "each"
                    | "not"
                    | "don't"
                    | "no"
            )
    });
    work && !restricted
}

/// The tokens open a supposition: "Imagine if every deploy needed two sign-offs", "Suppose
/// the API allowed 10 calls", "What if ...", after at most one discourse word ("ok so
/// imagine").
pub(crate) fn opens_a_supposition(t: &[Tok<'_>]) -> bool {
    let lead = t.first().is_some_and(|x| x.class & lx::DISCOURSE != 0);
    let w = |k: usize| t.get(k + usize::from(lead)).map_or("", |x| &*x.text);
    matches!(
        w(0),
        "imagine" | "suppose" | "supposing" | "picture" | "pretend"
    ) || w(0) == "what" && w(1) == "if"
        // "Say the ferry never run again, ...", "say we took the cattery up to 30 pens": "say"
        // before a subject of its own supposes as "suppose" does (cls70a; not "Say hello to
        // Gran", nor "say the word", whose consequence is read after it).
        || w(0) == "say"
            && matches!(
                w(1),
                "we" | "they" | "he" | "she" | "i" | "someone" | "somebody" | "the" | "it"
            )
}

/// The tokens tell a consequence in the conditional mood, as a sentence after a supposition
/// does ("We'd never release anything", "we couldn't sync at all"): "would", "could",
/// "might" or a subject + "'d", said of anyone but "you" ("you'd then refund it" instructs);
/// or "be a" opening it, "it'd" left out ("Be a gert soggy mess").
pub(crate) fn tells_a_consequence(t: &[Tok<'_>]) -> bool {
    // "Imagine if it had flooded. Be a gert soggy mess.": "it'd" left out before "be a"
    // (cls67b; "Be ready with the torches" orders).
    let elided_would = t.first().is_some_and(|x| x.text == "be")
        && t.get(1).is_some_and(|x| matches!(&*x.text, "a" | "an"));
    elided_would
        || t.iter().enumerate().any(|(i, x)| {
            let w = &*x.text;
            let conditional = matches!(
                w,
                "would" | "wouldn't" | "could" | "couldn't" | "might" | "'d"
            ) || w.len() > 2 && w.ends_with("'d");
            // ("could you page them?" asks a favour.)
            conditional
                && !w.starts_with("you")
                && !(i > 0 && t[i - 1].text == "you")
                && t.get(i + 1).is_none_or(|n| n.text != "you")
        })
}

/// The tokens open a supposition ([`opens_a_supposition`]) and its consequence follows a
/// dash or a comma, "would" or a subject's "'d" in the first clause after it ([`tells_a_consequence`]):
/// "Suppose the pump failed overnight — lower adit'd be under water by morning" binds
/// nobody (cls68a; not "Suppose the pump fails — close the valve, it'd flood otherwise", the
/// order's clause telling none).
pub(crate) fn supposes_a_consequence(t: &[Tok<'_>]) -> bool {
    if !opens_a_supposition(t) {
        return false;
    }
    // ("Say the ferry never run again, I reckon half the mail'd come by air": a comma ends
    // the supposition as a dash does, cls70a.)
    let Some(dash) = t.iter().position(|x| x.is_punct('—') || x.is_punct(',')) else {
        return false;
    };
    let after = &t[dash + 1..];
    let clause = after
        .iter()
        .position(|x| matches!(x.kind, TokKind::Punct(_)))
        .unwrap_or(after.len());
    tells_a_consequence(&after[..clause])
}

/// The tokens open by saying the rule just stated was ended: "that rule was dropped", "the
/// requirement has been lifted", "this policy got scrapped", or who ended it: "they dropped
/// the policy last spring".
pub(crate) fn says_a_rule_was_ended(t: &[Tok<'_>]) -> bool {
    // "was", "were", "got" are past markers and "has" a modal word: one bit test rules out
    // most sentences and clauses before any compare.
    if t.get(2)
        .is_none_or(|x| x.class & (lx::PAST_MARKER | lx::MODAL) == 0)
    {
        return someone_ended_the_rule(t);
    }
    let refers = t.get(1).is_some_and(|x| names_a_rule(&x.text))
        && t.first()
            .is_some_and(|x| matches!(&*x.text, "that" | "this" | "the"));
    refers && said_ended_at(t, 2) || someone_ended_the_rule(t)
}

/// "they dropped the policy last spring", "the district has since lifted that ban": a
/// subject of a few words, an ending verb in the past and the rule named by a determiner
/// and a rule noun, with nothing after the noun that names another rule ("the rule about
/// escorts") or a new value ("lifted the cap to $500").
fn someone_ended_the_rule(t: &[Tok<'_>]) -> bool {
    let w = |k: usize| t.get(k).map_or("", |x| &*x.text);
    // The ending verb is the second to fifth token; its last letter ("dropped", "withdrew",
    // "withdrawn") rules out most words before the list is compared.
    let Some(verb) = t.iter().take(5).skip(1).position(|x| {
        matches!(x.text.as_bytes().last(), Some(b'd' | b'w' | b'n')) && lx::is_ending_verb(&x.text)
    }) else {
        return false;
    };
    let verb = verb + 1;
    let determiner = verb + 1;
    let noun =
        determiner + 1 + usize::from(matches!(w(determiner + 1), "old" | "whole" | "entire"));
    let subject_and_adverbs = t[..verb].iter().all(|x| x.kind == TokKind::Word)
        && !matches!(
            w(0),
            "if" | "when" | "unless" | "once" | "before" | "until" | "whether" | "you" | "please"
        );
    subject_and_adverbs
        && matches!(
            w(determiner),
            "the" | "that" | "this" | "their" | "its" | "our"
        )
        && names_a_rule(w(noun))
        && !matches!(
            w(noun + 1),
            "for"
                | "about"
                | "on"
                | "against"
                | "of"
                | "to"
                | "that"
                | "which"
                | "at"
                | "around"
                | "under"
                | "over"
                | "from"
        )
}

/// The tokens at `k` say that something was ended: "was dropped", "were scrapped", "got
/// lifted", "has been rescinded".
fn said_ended_at(t: &[Tok<'_>], k: usize) -> bool {
    let w = |k: usize| t.get(k).map_or("", |x| &*x.text);
    let perfect = matches!(w(k), "has" | "have") && w(k + 1) == "been";
    let past = perfect || matches!(w(k), "was" | "were" | "got");
    past && lx::is_ending_verb(w(k + 1 + usize::from(perfect)))
}

/// "The test asserts that the output never exceeds 80 columns", "this function checks that
/// the key is not empty": what a piece of code verifies, described. From the verb to the end of
/// its clause (an order before it, "make sure the test asserts ...", stays one).
fn described_check(s: &Sentence<'_, '_>) -> Option<(usize, usize)> {
    (1..s.t.len().min(6))
        .find(|&i| {
            // "that" first: one compare rules out most words (the tests are pure, so their
            // order changes no answer).
            s.is(i + 1, "that")
                && matches!(
                    s.w(i),
                    "asserts" | "checks" | "verifies" | "validates" | "tests" | "ensures"
                )
                && matches!(
                    s.w(i - 1),
                    "test"
                        | "tests"
                        | "function"
                        | "code"
                        | "check"
                        | "script"
                        | "assertion"
                        | "method"
                        | "it"
                        | "this"
                        | "validator"
                        | "parser"
                )
        })
        .map(|i| (i, s.clause_of(i).1))
}
