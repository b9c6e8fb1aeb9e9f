//! Reported constraints: a constraint relayed from a principal ("compliance says card data never
//! goes into logs", "the client wants all invoices in EUR").

use super::{Found, Sentence, is_courtesy_verb, push};
use crate::classify::CueKind;
use crate::classify::lexicon as lx;
use crate::classify::numbers;
use crate::classify::text::{Tok, TokKind};
use crate::classify::word_set::WordSet;

/// "always", "never", "every", "forward", "anymore", "again": a word that makes a request
/// made at a past time a standing one ("... asked us yesterday to never call again").
pub(super) fn is_standing_word(w: &str) -> bool {
    matches!(
        w,
        "always" | "never" | "every" | "forward" | "anymore" | "again"
    )
}

/// "He says nobody else has it", "she says no-one else knows the way": "nobody else" or
/// "no-one else" at `after`, right after the frame, and a verb of having or knowing (the
/// third person of a stative verb, "has"): that a thing or a skill is someone's alone, told;
/// no rule (cls66a; not "the client says nobody else touches the account", a deed kept from
/// others).
fn nobody_else_has(s: &Sentence<'_, '_>, after: usize) -> bool {
    matches!(s.w(after), "nobody" | "no-one")
        && s.is(after + 1, "else")
        && (s.is(after + 2, "has")
            || s.w(after + 2)
                .strip_suffix('s')
                .is_some_and(|base| lx::classes(base) & lx::STATIVE_VERB != 0))
}

/// A constraint reported from a principal: "compliance says card data never goes into logs",
/// "the client wants all invoices in EUR".
pub(super) fn reported(s: &Sentence<'_, '_>, found: &mut Vec<Found>) {
    let Some(frame) = s.principal_frame else {
        return;
    };
    if s.question || s.hypothetical {
        return;
    }
    let after = frame.end + 1;
    let complement = &s.t[after.min(s.t.len())..];
    let asks_at = |k: usize| {
        matches!(
            s.w(k),
            "about" | "why" | "how" | "if" | "whether" | "what" | "when" | "where" | "who" | "for"
        ) || s.seq(k, &["to", "know"])
    };
    // "A tenant emailed asking what 'no pets' in the lease covers": the question after a
    // participle of asking is reported as after the frame's own verb (cls66b; not "a tenant
    // emailed asking us to stop", a request).
    let question_report = asks_at(after)
        || matches!(
            s.w(after),
            "asking" | "wondering" | "enquiring" | "inquiring" | "querying"
        ) && asks_at(after + 1);
    // "She replied in a new thread", "the client wrote back within an hour": how or where
    // someone answered, no complement that could hold a rule.
    let answered_somewhere = matches!(
        s.w(frame.end),
        "replied" | "answered" | "responded" | "wrote" | "said" | "emailed"
    ) && matches!(
        s.w(after),
        "in" | "on" | "at" | "with" | "by" | "within" | "after" | "from" | "back" | "yesterday"
    ) && !complement
        .iter()
        .any(|t| matches!(&*t.text, "that" | "to" | ":"))
        && !said_a_bound(s, after);
    // "She wrote three drafts": what someone wrote, counted, not what they wrote to say.
    let wrote_a_count = matches!(s.w(frame.end), "wrote" | "writes")
        && numbers::is_quantity_at(s.t, after)
        && !complement.iter().any(|t| t.text == "that");
    // "Their CTO asked a lot of questions": asking binds only with "to" or "that"; "a guest
    // asked and I didn't know what to say": a conjunction right after "asked" opens another
    // clause, whose "to" is not the request's (cls66a).
    let asked_object = matches!(s.w(frame.end), "asks" | "asked")
        && (matches!(s.w(after), "and" | "but" | "so")
            || !complement
                .iter()
                .take_while(|t| !matches!(t.kind, TokKind::Punct(_)))
                .any(|t| matches!(&*t.text, "to" | "that")));
    // "He told me not to worry about it": a reassurance, not a rule.
    let reassures = complement
        .windows(2)
        .take(4)
        .any(|pair| pair[0].text == "to" && is_courtesy_verb(&pair[1].text));
    // "Per HR, interviews went well", "according to the runbook, the cache was last flushed
    // in March", "From the manager: the lorry arrived at noon" (a label's source): a source
    // of a report, not of a rule.
    // "Mateo had a mild reaction to sesame in June, according to his mum": the source closing
    // the sentence after a comma, what it told before it (not "Helmets are required past the
    // gate, according to the site manager", a rule in force).
    let closing_source = complement
        .iter()
        .all(|t| matches!(t.kind, TokKind::Punct(_)))
        && frame.start > 0
        && s.t[frame.start - 1].is_punct(',')
        && s.is_report_clause((0, frame.start - 1));
    let sourced_report = matches!(s.w(frame.start), "per" | "according" | "from")
        && (closing_source || s.is_report_clause((after.min(s.t.len()), s.t.len())));
    // "My manager wanted the estimate yesterday", "the client once asked us to call, years
    // ago": a request made at a past time, not a standing rule ("... asked us yesterday to
    // never call again" still binds).
    let once = (frame.start..frame.end).any(|k| s.is(k, "once"));
    let past_request =
        (s.names_a_past_time() || once) && !complement.iter().any(|t| is_standing_word(&t.text));
    // "Our style guide once said never to use the Oxford comma; it's been revised since": a
    // rule said once, told as changed since or now (even with its "never").
    let since_changed = once
        && complement.iter().any(|t| {
            matches!(
                &*t.text,
                "since" | "now" | "anymore" | "revised" | "changed" | "dropped" | "scrapped"
            )
        });
    // "The user probably wants the cheapest option": a guess at what they want, not what
    // they said; "maybe she will say no sugar", the guess before the principal (cls63b).
    let guessed = (frame.start.saturating_sub(1)..frame.end).any(|k| {
        matches!(
            s.w(k),
            "probably" | "maybe" | "perhaps" | "likely" | "might" | "may"
        )
    });
    // "Back in 2023 the policy required two approvals for every payment", "back then",
    // "originally": a rule of another time, whatever it covered.
    let long_past = s.names_a_long_past();
    // "Guest in 214 asked whether she should leave the towels on the floor if she wants them
    // changed": the principal's words inside a question reported before them (cls47).
    let inside_a_question =
        super::permissions::asked_whether_from(s, s.segment_of(frame.start).0, frame.start);
    // "She says it was not so hard", "he said that was never a problem": how a past thing
    // went, told (cls61c; not "she said it was not to be opened", an order in the past).
    let said_how_it_went = matches!(s.w(frame.end), "says" | "said" | "say")
        && matches!(s.w(after), "it" | "that" | "this")
        && matches!(s.w(after + 1), "was" | "wasn't" | "were" | "weren't")
        && !complement.iter().take(5).any(|t| t.text == "to");
    // "Client wanted 'NO REGRETS' across her knuckles", "she wanted 'Happy 60th' on the
    // cake": the words of a thing to be made, quoted after a past "wanted", then the place
    // they go: a design told (cls64a; not "she wanted no phones at dinner", no quotation).
    let wanted_words = s.is(frame.end, "wanted")
        && complement.first().is_some_and(|t| t.quoted)
        && complement.iter().position(|t| !t.quoted).is_some_and(|k| {
            matches!(
                &*complement[k].text,
                "on" | "across" | "over" | "along" | "under" | "above" | "round" | "around"
            )
        });
    // "Ntate Mokoena said something but I did not catch it", "she mentioned something":
    // words said and left unnamed, no rule told (cls70a; not "she said something like: nobody
    // goes in", the words named after it).
    let said_unnamed = matches!(
        s.w(frame.end),
        "says" | "said" | "say" | "mentioned" | "mentions"
    ) && matches!(s.w(after), "something" | "summat" | "somethin'")
        && !complement
            .iter()
            .take(4)
            .any(|t| matches!(&*t.text, "like" | ":" | "about" | "that"));
    if question_report
        || wanted_words
        || said_how_it_went
        || said_unnamed
        || carried_out(s, frame.end, after)
        || inside_a_question
        || followed_in_a_report(s, frame.start, after)
        || guessed
        || long_past
        || wrote_a_count
        || answered_somewhere
        || asked_object
        || nobody_else_has(s, after)
        || reassures
        || sourced_report
        || past_request
        || since_changed
    {
        return; // "the client asked whether we could deliver by March"
    }
    // "He told me the meeting was moved": telling a fact, not an order ("told me to move it",
    // "told us never to", "told me: always ..."); a rule word in the fact still binds.
    let told_a_fact = matches!(s.w(frame.end), "told" | "tells" | "tell")
        && !complement
            .iter()
            .take(4)
            .any(|t| matches!(&*t.text, "to" | "not" | "never" | "always") || t.is_punct(':'));
    // "The customer insisted he'd never worn it in water": insisting on a past fact, a claim
    // (not "insisted we re-seal it", a demand).
    let insisted_on_a_past = matches!(
        s.w(frame.end),
        "insisted" | "insists" | "maintained" | "maintains" | "swore" | "swears"
    ) && complement.iter().take(4).any(|t| {
        matches!(
            &*t.text,
            "had" | "was" | "were" | "did" | "hadn't" | "wasn't" | "weren't" | "didn't"
        ) || t.text.ends_with("'d")
    });
    // "The customer was adamant she didn't want the dish on the front, so Kev put it round
    // the back": a wish told in the past, then what was done about it after ", so" and a
    // subject of one or two words (not "..., so put it round the back", an order drawn; nor
    // "wanted all invoices in EUR, so we switched the template", a wish for every case).
    let dealt_with = (frame.start..=frame.end)
        .any(|k| s.looks_past_at(k) || matches!(s.w(k), "didn't" | "wanted"))
        && !complement
            .iter()
            .any(|t| is_standing_word(&t.text) || matches!(&*t.text, "all" | "any"))
        && complement.windows(5).any(|w| {
            w[0].is_punct(',')
                && w[1].text == "so"
                && w[2].kind == TokKind::Word
                && !lx::is_base_verb(&w[2].text)
                && w[3..]
                    .iter()
                    .take_while(|t| t.kind == TokKind::Word)
                    .any(|t| lx::is_past_participle_form(&t.text))
        });
    if dealt_with {
        return;
    }
    let directive = frame.directive && !told_a_fact && !insisted_on_a_past;
    let from = frame.start;
    // A modal or "only" in the complement binds when the rules read it as one there: "the
    // doctor said the swelling should go down" forecasts, "the hotel is only a walk away"
    // describes. "Never" before a participle reports an experience ("he'd never seen one").
    let complement_start = s.t.get(after).map_or(usize::MAX, |t| t.range.start);
    let complement_binds = found
        .iter()
        .any(|f| f.decisive && f.cue.range.start >= complement_start);
    let from_label = s.is(frame.start, "from");
    let rule_word = complement.iter().enumerate().any(|(k, t)| {
        let next = complement.get(k + 1).map_or("", |n| &*n.text);
        match &*t.text {
            "should" | "must" | "need" | "needs" | "has" | "have" | "only" => {
                return complement_binds;
            }
            "never" | "not" if lx::is_past_participle_form(next) => return false,
            // "Miss Carmen say she never see it so bad since Hurricane Lisa": what the speaker
            // has (not) met up to now, an experience told ("since" in the clause; cls48).
            "never"
                if k > 0
                    && matches!(&*complement[k - 1].text, "she" | "he" | "i" | "they" | "we")
                    && complement[k + 1..]
                        .iter()
                        .take(8)
                        .take_while(|t| !matches!(t.kind, TokKind::Punct(_)))
                        .any(|t| t.text == "since") =>
            {
                return false;
            }
            // "She say she never pawnin' it again": the principal's own vow, "never" after
            // the pronoun that said it and "again" after it (cls68a; "she says we never lend
            // it again" binds us).
            "never"
                if k > 0
                    && matches!(&*complement[k - 1].text, "she" | "he")
                    && s.is(frame.start, &complement[k - 1].text)
                    && complement[k + 1..]
                        .iter()
                        .take(6)
                        .take_while(|t| !matches!(t.kind, TokKind::Punct(_)))
                        .any(|t| t.text == "again") =>
            {
                return false;
            }
            // "... and said she had no regrets about it", "said there was no answer": what
            // was or was had, told (cls47).
            "no" if k > 0 && matches!(&*complement[k - 1].text, "had" | "was" | "were") => {
                return false;
            }
            // "it was never a problem", "not a big deal": a judgement, no act.
            "never" | "not"
                if k > 0
                    && matches!(
                        &*complement[k - 1].text,
                        "is" | "was" | "'s" | "are" | "were"
                    )
                    && matches!(next, "a" | "an" | "the" | "really" | "that") =>
            {
                return false;
            }
            // "The vet said no more than a few dogs had it this year", "the dentist said no
            // cavities this time": a count or a finding, not a ban.
            "no" | "nothing" if reports_a_finding(&complement[k + 1..]) => return false,
            // "The doctor said nothing heavier than 5 kg", "nothing in writing": a ban on
            // what is more than a bound or kept out of a place.
            "nothing"
                if matches!(
                    next,
                    "but" | "except" | "in" | "on" | "with" | "before" | "after" | "over"
                ) || complement.get(k + 2).is_some_and(|t| t.text == "than") =>
            {
                return true;
            }
            // "the insurer says nobody climbs the silo ladder alone": a ban on everyone (not
            // "nobody noticed", a report, nor "she say nobody could beat she fingers", praise:
            // cls68b).
            "nobody" | "no-one"
                if !(lx::looks_past(next)
                    || matches!(next, "can" | "could" | "can't" | "cannot")
                        && complement.get(k + 2).is_some_and(|t| t.text == "beat")) =>
            {
                return true;
            }
            // "he told us no way he'd make it", "she said no problem": an idiom, no ban.
            "no" if is_no_idiom(next) => return false,
            // "the user said never mind": the idiom drops a topic, it orders nothing.
            "never" if next == "mind" => return false,
            // "He said 'don't worry about it'": a reassurance.
            "don't" if is_courtesy_verb(next) => return false,
            // "the officer said we're well under ratio", "she said we're over budget": where
            // things stand, measured (not "he said under 2 MB", a bound set).
            "under" | "below" | "over" | "above"
                if k > 0 && {
                    let prev = &*complement[k - 1].text;
                    matches!(
                        prev,
                        "are" | "is" | "was" | "were" | "well" | "just" | "way" | "i'm"
                    ) || prev.ends_with("'re")
                        || prev.ends_with("'s")
                } =>
            {
                return false;
            }
            // "the EU file is the most recent": a superlative, not "at most".
            "most" | "least" if k == 0 || complement[k - 1].text != "at" => return false,
            // "the parts are delayed by about a week", "signed by the manager": after a
            // participle, "by" gives an amount or an agent, no deadline ("due by Friday",
            // "submitted by the end of the month" are deadlines).
            "by" if k > 0
                && lx::is_past_participle_form(&complement[k - 1].text)
                && !deadline_at(complement, k + 1) =>
            {
                return false;
            }
            // "the co-op told her the crew had to cut a tree off the feeder up by the church":
            // a place ("up by", "down by", "out by", "right by"), no deadline (cls48).
            "by" if k > 0
                && matches!(
                    &*complement[k - 1].text,
                    "up" | "down" | "out" | "over" | "round" | "right"
                )
                && !deadline_at(complement, k + 1) =>
            {
                return false;
            }
            // "the customer wrote that they cannot open the attachment": what the principal
            // is unable to do ("compliance says we can't store card data" binds).
            "cannot" | "can't" | "won't"
                if k > 0
                    && matches!(&*complement[k - 1].text, "they" | "he" | "she" | "i" | "it") =>
            {
                return false;
            }
            // "From the mill manager: trucks from MacIsaac's can unload in the south yard on
            // Saturdays": under a label naming whose word it is, a leave given (cls50; "the
            // engineer says the pump can take 40 bar" tells what a thing is able to do).
            "can" | "may" if from_label && k > 0 && complement[k - 1].kind == TokKind::Word => {
                return true;
            }
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

/// "Boss told us to pull the BCDs — done Tuesday", "the inspector asked us to replace the
/// lanyard — swapped it Friday", "... — did that in October": an order told in the past (its
/// verb at `verb`, the complement from `after`), then, after a dash or a semicolon, its
/// doing reported with the subject left out: a past verb or "done" opening that clause
/// (cls54). Not "... — they failed the recall", a reason with its subject, nor an order for
/// every time ("told us to always ...").
///
/// Or its doing told with a subject and "did": "...; Mo did it at 17:40", "..., and they did,
/// mostly" (cls61b; not "..., and they did not", nor "...; we did nothing"), or with a
/// subject and the order's own verb in the past: "said to isolate inverter 7, and Jamie
/// isolated it at 4" (cls61c; not "..., and Jamie isolates it", the order's routine).
fn carried_out(s: &Sentence<'_, '_>, verb: usize, after: usize) -> bool {
    let end = s.t.len().min(after + super::REACH);
    let ordered = (after..end)
        .find(|&k| s.is(k, "to") && s.is_word(k + 1))
        .map(|k| s.w(k + 1).trim_end_matches('e'));
    let did_it = |k: usize| {
        s.is_word(k) && s.is(k + 1, "did") && !matches!(s.w(k + 2), "not" | "nothing" | "n't")
            || s.is_word(k)
                && s.looks_past_at(k + 1)
                && ordered.is_some_and(|o| o.len() > 2 && s.w(k + 1).starts_with(o))
    };
    s.looks_past_at(verb)
        && (after..end).all(|k| !is_standing_word(s.w(k)))
        && (after..end).any(|k| {
            (s.t[k].is_punct('—') || s.t[k].is_punct(';') || s.t[k].is_punct('–'))
                && (s.is(k + 1, "done")
                    || s.looks_past_at(k + 1) && !s.has(k + 1, lx::AGENT_SUBJECT)
                    || did_it(k + 1))
                || s.t[k].is_punct(',') && s.is(k + 1, "and") && did_it(k + 2)
        })
}

/// "The operator stopped the lift and held the load as the procedure requires", "she filed it
/// as the SOP says": a principal's frame at `start` naming only what a deed reported before
/// "as" followed (nothing after the frame's verb, at `after`), no rule stated (cls47; "Hold
/// the load as the procedure requires" orders by its verb).
fn followed_in_a_report(s: &Sentence<'_, '_>, start: usize, after: usize) -> bool {
    let Some(as_at) = (start.saturating_sub(3)..=start).find(|&k| s.is(k, "as")) else {
        return false;
    };
    as_at > 0
        && s.t.get(after).is_none_or(|t| t.kind != TokKind::Word)
        && s.is_report_clause((s.clause_of(as_at - 1).0, as_at))
}

/// The words `rest` after a principal's "no" or "nothing", up to a comma, tell a finding: a
/// past verb ("no more than a few dogs had it") or an occasion ("no cavities this time",
/// "nothing so far").
fn reports_a_finding(rest: &[Tok<'_>]) -> bool {
    let n = rest
        .iter()
        .take(super::REACH)
        .take_while(|t| !matches!(t.kind, TokKind::Punct(_)))
        .count();
    let w = |k: usize| rest.get(k).map_or("", |t| &*t.text);
    (0..n).any(|k| {
        let occasion = k > 0 && matches!((w(k - 1), w(k)), ("this", "time") | ("so", "far"));
        // "were to be sent" orders; "no salted food", "no fried or raw meat": a participle
        // before a noun describes it, and one after "be" is a passive's; so does one after a
        // preposition ("no discharge of spent chrome liquor", "no bins with broken lids";
        // cls52).
        let past = matches!(w(k), "was" | "were" | "had" | "did") && w(k + 1) != "to"
            || k > 0
                && lx::looks_past(w(k))
                && !matches!(
                    w(k - 1),
                    "no" | "or"
                        | "and"
                        | "any"
                        | "more"
                        | "be"
                        | "been"
                        | "being"
                        | "of"
                        | "with"
                        | "without"
                        | "for"
                        | "from"
                );
        occasion || past
    })
}

/// "way", "problem", "sign"...: after "no", an interjection ("no way", "no problem") or a
/// finding ("no sign of infection"), not a thing banned.
fn is_no_idiom(w: &str) -> bool {
    matches!(
        w,
        "sign"
            | "signs"
            | "evidence"
            | "trace"
            | "way"
            | "problem"
            | "problems"
            | "worries"
            | "worry"
            | "idea"
            | "clue"
            | "doubt"
            | "kidding"
            | "thanks"
            | "luck"
            | "rush"
            | "sweat"
            | "biggie"
            | "offense"
            | "offence"
            | "harm"
            | "pressure"
            | "hurry"
    )
}

/// "The client said at most two revisions": "at most" or "at least" at `after` opens a bound
/// the principal set, not where they said it ("wrote at least twice" says how often).
fn said_a_bound(s: &Sentence<'_, '_>, after: usize) -> bool {
    let how_often =
        matches!(s.w(after + 2), "once" | "twice" | "thrice") || s.is(after + 3, "times");
    s.is(after, "at") && matches!(s.w(after + 1), "most" | "least") && !how_often
}

/// A date or a time of day opens at token `k` of `t`: "Friday", "next week", "the end of the
/// month", "5pm", "17:00".
fn deadline_at(t: &[Tok<'_>], k: usize) -> bool {
    let w = |i: usize| t.get(i).map_or("", |x| &*x.text);
    numbers::is_date_word(t, k)
        || matches!(
            w(k),
            "next" | "end" | "eod" | "eow" | "tomorrow" | "tonight" | "then"
        )
        || w(k) == "the" && w(k + 1) == "end"
        || t.get(k).is_some_and(|x| x.kind == TokKind::Number)
            && (w(k).contains(':')
                || w(k).ends_with("am")
                || w(k).ends_with("pm")
                || matches!(w(k + 1), "am" | "pm"))
}

/// A subject whose decision binds: the speaker's team ("we", "the team", "everyone") or a
/// principal ("the board", "legal").
pub(super) fn decides(subject: &Tok<'_>) -> bool {
    matches!(&*subject.text, "we" | "team" | "everyone" | "all")
        || subject.class & lx::PRINCIPAL != 0
}

/// "We agreed that nobody deploys on Fridays", "the board decided that no dividends will be
/// paid": a rule the speaker's own team (or a principal) settled on and keeps (a rule word in the decision: "need",
/// "never", "nobody", "only"...). "We agreed to disagree", "we decided the demo went well"
/// settle nothing binding.
pub(super) fn team_decision(s: &Sentence<'_, '_>, found: &mut Vec<Found>) {
    const VERBS: [&str; 2] = ["decided", "agreed"];
    if s.question || s.hypothetical || !s.holds_any(&const { WordSet::of_words(&VERBS) }) {
        return;
    }
    for &i in s.candidates {
        if !VERBS.contains(&s.w(i)) {
            continue;
        }
        // The subject before the verb, or the sentence's own "we" ("we met, talked, and in
        // the end agreed that ...").
        let Some(who) = s
            .subject_before(i)
            .filter(|&j| decides(&s.t[j]))
            .or_else(|| (s.w(0) == "we").then_some(0))
        else {
            continue;
        };
        let start = i + 1 + usize::from(s.is(i + 1, "that"));
        if start >= s.t.len() {
            continue;
        }
        let (_, end) = s.clause_of(start);
        // ("Everyone agreed it must have been the coldest day": a guess about the past.)
        let guessed_past =
            |k: usize| s.is(k + 1, "have") && (s.is(k + 2, "been") || s.looks_past_at(k + 2));
        let rule = (start..end).any(|k| {
            !(matches!(s.w(k), "must" | "should") && guessed_past(k))
                && matches!(
                    s.w(k),
                    "need"
                    | "needs"
                    | "must"
                    | "should"
                    | "nobody"
                    | "never"
                    | "always"
                    | "only"
                    | "no"
                    | "don't"
                    | "doesn't"
                    | "can't"
                    | "cannot"
                    | "require"
                    | "requires"
                    // A state kept: "we agreed the API stays compatible until v3".
                    | "stays"
                    | "remains"
                )
        });
        if rule {
            push(found, CueKind::ReportedConstraint, s.range(who, i), true);
        }
    }
}
