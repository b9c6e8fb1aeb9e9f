//! The scope comparison: whether the object, the actor or the quantifier of an aligned rule
//! changed ("the release branch" became "branches", "only admins" became "anyone", "every pull
//! request touching billing" became "every pull request").

use super::quantities::holds_whole_word;
use super::*;
use crate::classify::lexicon;
use crate::classify::text::start_of_last_run;

/// Whether [`scope_change`] compares the original's restriction ("only admins") with the
/// rewrite's.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Restriction {
    /// Compare it: a restriction the rewrite drops widens the scope.
    Compare,
    /// The rewrite restates it by negating the opposite ("only within" = "never outside").
    Restated,
}

/// The action's object, actor or quantifier changed.
pub(super) fn compare_scope(
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

/// Word `w` of the rewrite's sentence `r` opens an aside in parentheses that gives the value
/// a thing has now, one the original (`before`) states (a bare number there may be in the
/// rewrite's unit): "heartbeat never below 2 s (currently 5 s)" for a config setting
/// "heartbeat_s: 5". An annotation, no scope of the rule.
fn states_a_present_value(
    (rewrite, r): (&str, &Clause),
    w: &extract::Word,
    before: &Facts,
) -> bool {
    let opens_an_aside = rewrite
        .get(..w.range.start)
        .is_some_and(|lead| lead.trim_end().ends_with('('));
    opens_an_aside
        && rewrite
            .get(w.range.clone())
            .is_some_and(|t| is_one_of(t, &["currently", "presently", "now"]))
        && r.numbers
            .iter()
            .find(|n| n.range.start >= w.range.end)
            .is_some_and(|n| {
                before.clauses.iter().any(|c| {
                    c.numbers.iter().any(|m| {
                        m.value == n.value
                            && (m.unit == n.unit || m.unit.is_none() || n.unit.is_none())
                    })
                })
            })
}

/// `adverb` says "every" `period`: "nightly" for "night" or "evening", "daily" for "day",
/// "weekly" for "week" (case aside).
fn adverb_of_period(adverb: &str, period: &str) -> bool {
    let periods: &[&str] = if adverb.eq_ignore_ascii_case("nightly") {
        &["night", "evening"]
    } else if adverb.eq_ignore_ascii_case("daily") {
        &["day"]
    } else if adverb.eq_ignore_ascii_case("weekly") {
        &["week"]
    } else if adverb.eq_ignore_ascii_case("monthly") {
        &["month"]
    } else if adverb.eq_ignore_ascii_case("hourly") {
        &["hour"]
    } else {
        return false;
    };
    is_one_of(period, periods)
}

/// The universal `every` (a range into `original`) counts a period the rewrite's sentence `r`
/// says by its adverb: "by the 1st of every month" -> "by the 1st, monthly" (the universal
/// kept, not gone).
fn period_said_by_its_adverb(
    (original, every): (&str, &Range<usize>),
    (rewrite, r): (&str, &Clause),
) -> bool {
    let period = original
        .get(every.end..)
        .and_then(|rest| rest.split_whitespace().next())
        .unwrap_or("")
        .trim_end_matches(|c: char| !c.is_ascii_alphabetic());
    r.words.iter().any(|w| {
        rewrite
            .get(w.range.clone())
            .is_some_and(|adverb| adverb_of_period(adverb, period))
    })
}

/// The rewrite's word `n` is "non-X" and the original's sentence `o` says "other than" (or
/// "except", "besides", "excluding") right before X, an article between at most: "approvals
/// from people other than the author" = "non-author approvals" (not "non-member" for "other
/// than the author").
fn non_says_other_than(original: &str, o: &Clause, rewrite: &str, n: &extract::Word) -> bool {
    let Some(rest) = rewrite.get(n.range.clone()).and_then(|w| {
        w.strip_prefix("non-")
            .or_else(|| w.strip_prefix("Non-"))
            .or_else(|| w.strip_prefix("NON-"))
    }) else {
        return false;
    };
    let excluded = stems::stem(&rest.to_ascii_lowercase());
    let article = |w: &str| is_one_of(w, &["a", "an", "the"]);
    o.words
        .iter()
        .filter(|w| stems::stems_match(&w.stem, &excluded))
        .any(|w| {
            let mut before = original
                .get(o.range.start..w.range.start)
                .unwrap_or("")
                .split_whitespace()
                .rev();
            let Some(mut last) = before.next() else {
                return false;
            };
            if article(last) {
                let Some(prev) = before.next() else {
                    return false;
                };
                last = prev;
            }
            let than = last.eq_ignore_ascii_case("than")
                && before
                    .next()
                    .is_some_and(|w| w.eq_ignore_ascii_case("other"));
            than || is_one_of(last, &["except", "besides", "excluding"])
        })
}

/// The missing word `m` of `o` is a generic person ("people", "someone") right before "other
/// than" and `r` has a "non-X" word for what follows ([`non_says_other_than`]): "people other
/// than the author" = "non-author".
fn person_before_other_than_said_as_non(
    (original, o): (&str, &Clause),
    m: &extract::Word,
    (rewrite, r): (&str, &Clause),
) -> bool {
    let generic = original.get(m.range.clone()).is_some_and(|w| {
        is_one_of(
            w,
            &[
                "people", "person", "persons", "someone", "somebody", "anyone", "anybody",
            ],
        )
    });
    let mut next = original.get(m.range.end..).unwrap_or("").split_whitespace();
    generic
        && next.next().is_some_and(|w| w.eq_ignore_ascii_case("other"))
        && next.next().is_some_and(|w| w.eq_ignore_ascii_case("than"))
        && r.words
            .iter()
            .any(|n| n.stem.as_str() == "non" && non_says_other_than(original, o, rewrite, n))
}

/// The condition at `condition` of `o` excludes ("other than", "except", "besides",
/// "excluding") what a "non-X" word of `r` names ([`non_says_other_than`]): "two approvals
/// from people other than the author" = "two non-author approvals". Each clause is given
/// with the text its ranges point into.
pub(super) fn exclusion_said_as_non(
    (original, o): (&str, &Clause),
    condition: &Range<usize>,
    (rewrite, r): (&str, &Clause),
) -> bool {
    original
        .get(condition.clone())
        .is_some_and(|w| is_one_of(w, &["other than", "except", "besides", "excluding"]))
        && r.words
            .iter()
            .any(|n| n.stem.as_str() == "non" && non_says_other_than(original, o, rewrite, n))
}

/// The missing word `m` (a range into `original`) opens a request for the speaker ("find
/// me a dentist", "book me a table", at a line's or a role prefix's start, "please" aside)
/// and the rewrite's sentence `r` reports it as the user's ("User wants a dentist", "user
/// asked for a table"): the verb of asking is the request said, no scope gone.
fn request_said_as_a_want(
    original: &str,
    m: &extract::Word,
    (rewrite, r): (&str, &Clause),
) -> bool {
    let for_me = original
        .get(m.range.end..)
        .and_then(|rest| rest.split_whitespace().next())
        .is_some_and(|w| w.eq_ignore_ascii_case("me"));
    if !for_me {
        return false;
    }
    let line = original.get(..m.range.start).unwrap_or("");
    let line = line.rsplit('\n').next().unwrap_or("").trim_end();
    let line = line
        .strip_suffix("please")
        .or_else(|| line.strip_suffix("Please"))
        .unwrap_or(line)
        .trim_end();
    let opens_a_turn = line.is_empty() || line.ends_with(':');
    opens_a_turn
        && r.words
            .iter()
            .any(|w| w.stem.as_str() == "user" && super::attributes_to_the_user(rewrite, &w.range))
}

/// The "only" at `only` of `o` closes a line of a word or two after a role prefix ("user:
/// NHS only") and the rewrite's sentence `r` says the user wants or needs a thing of that
/// kind, each word right before a noun ("User wants an NHS dentist"): the one kind wanted,
/// said as the want (not "User wants an NHS or private dentist", nor "User likes ...").
fn only_said_as_a_wanted_kind(
    (original, o): (&str, &Clause),
    only: &Range<usize>,
    (rewrite, r): (&str, &Clause),
) -> bool {
    let line_end = original.get(only.end..).map_or(original.len(), |rest| {
        only.end + rest.find('\n').unwrap_or(rest.len())
    });
    let closes = original
        .get(only.end..line_end)
        .is_some_and(|rest| rest.trim().chars().all(|c| c.is_ascii_punctuation()));
    let line_start = original
        .get(..only.start)
        .map_or(0, |before| before.rfind('\n').map_or(0, |k| k + 1));
    let Some(kind) = original
        .get(line_start..only.start)
        .and_then(|line| line.split_once(':'))
        .map(|(_, kind)| kind)
    else {
        return false;
    };
    let kind_words: Inline8<&extract::Word> = o
        .words
        .iter()
        .filter(|w| w.range.start >= line_start && w.range.end <= only.start)
        .filter(|w| {
            original
                .get(line_start..w.range.start)
                .is_some_and(|b| b.contains(':'))
        })
        .collect();
    let wanted = r.words.iter().any(|w| {
        w.stem.as_str() == "user"
            && rewrite
                .get(w.range.end..)
                .and_then(|rest| rest.split_whitespace().next())
                .is_some_and(|v| is_one_of(v, &["wants", "needs"]))
    });
    closes
        && (1..=2).contains(&kind.split_whitespace().count())
        && kind_words.len() == kind.split_whitespace().count()
        && wanted
        && kind_words.iter().all(|k| {
            r.words
                .iter()
                .any(|w| stems::stems_match(&w.stem, &k.stem) && w.modifies_next.is_some())
        })
}

/// `symbol` (a stem of a letter or two) shortens the unit of a number of `facts` ("v" of
/// "volt", "kw" of "kilowatt").
fn unit_symbol_of(facts: &Facts, symbol: &str) -> bool {
    facts
        .numbers()
        .filter_map(|n| n.unit.as_deref())
        .any(|unit| shortens_unit(symbol, unit))
}

/// "tier 2" -> "T2", "level 3" -> "L3": the word at `word` of `original`, followed by a whole
/// number, is written in `rewrite` as its initial glued to that number.
pub(super) fn initial_and_number(original: &str, word: &Range<usize>, rewrite: &str) -> bool {
    let (Some(w), Some(rest)) = (original.get(word.clone()), original.get(word.end..)) else {
        return false;
    };
    let Some(initial) = w.chars().next().filter(char::is_ascii_alphabetic) else {
        return false;
    };
    let rest = rest.strip_prefix(' ').unwrap_or("");
    let digits = &rest[..rest.bytes().take_while(u8::is_ascii_digit).count()];
    if digits.is_empty() || rest[digits.len()..].starts_with(|c: char| c.is_alphanumeric()) {
        return false;
    }
    rewrite.split(|c: char| !c.is_alphanumeric()).any(|t| {
        t.len() == digits.len() + 1
            && t.as_bytes()[0].eq_ignore_ascii_case(&(initial as u8))
            && &t[1..] == digits
    })
}

/// `token` is a letter and a whole number ("T2") that abbreviates a word of the sentence `o`
/// of `original` followed by one of its numbers ("tier 2"). At most [`NUMBERS_ASKED`] numbers
/// are asked, so a rewrite of many such tokens is read in linear time.
fn abbreviates_a_numbered_word(original: &str, o: &Clause, token: &str) -> bool {
    let shaped = token.len() >= 2
        && token.as_bytes()[0].is_ascii_alphabetic()
        && token.bytes().skip(1).all(|b| b.is_ascii_digit());
    shaped
        && o.numbers
            .iter()
            .take(NUMBERS_ASKED)
            .any(|n| named_by_an_initial(original, &n.range, token))
}

/// How many numbers of a sentence [`abbreviates_a_numbered_word`] asks at most.
const NUMBERS_ASKED: usize = 8;
/// The number at `number` of `original` is written in `rewrite` glued to the initial of the
/// word before it: "tier 2" -> "T2" ([`initial_and_number`]).
pub(super) fn named_by_an_initial(original: &str, number: &Range<usize>, rewrite: &str) -> bool {
    let head = original
        .get(..number.start)
        .unwrap_or("")
        .trim_end_matches(' ');
    let start = start_of_last_run(head, |c| !c.is_alphabetic());
    start < head.len() && initial_and_number(original, &(start..head.len()), rewrite)
}

/// Word `w` of `rewrite` is "thereafter" and `original` says "after that" or "afterwards"
/// (corpus29b r097): the same time, said in one word.
fn thereafter_for_after_that(original: &str, rewrite: &str, w: &extract::Word) -> bool {
    rewrite
        .get(w.range.clone())
        .is_some_and(|t| t.eq_ignore_ascii_case("thereafter"))
        && original
            .split(|c: char| !c.is_ascii_alphabetic())
            .filter(|x| !x.is_empty())
            .scan("", |previous, x| {
                let pair = (*previous, x);
                *previous = x;
                Some(pair)
            })
            .any(|(a, b)| {
                a.eq_ignore_ascii_case("after") && b.eq_ignore_ascii_case("that")
                    || b.eq_ignore_ascii_case("afterwards")
            })
}

/// Words that address the one spoken to.
const ADDRESS_TERMS: &[&str] = &[
    "mate", "mates", "guys", "folks", "pal", "buddy", "bro", "dude", "lads", "chaps", "fam", "hun",
    "love",
];

/// Word `w` of `text` addresses the one spoken to ([`ADDRESS_TERMS`]), set off by a comma
/// before it and a comma, a full stop, "!" or the end after it ("..., mate, not even for
/// smoko", "Thanks, guys."): no word of the rule.
fn is_address_term(text: &str, w: &extract::Word) -> bool {
    // (The comma first: a byte or two read for most missing words.)
    text.get(..w.range.start)
        .is_some_and(|before| before.trim_end().ends_with(','))
        && text
            .get(w.range.clone())
            .is_some_and(|t| is_one_of(t, ADDRESS_TERMS))
        && text.get(w.range.end..).is_some_and(|after| {
            after
                .trim_start()
                .chars()
                .next()
                .is_none_or(|c| matches!(c, ',' | '.' | '!' | '\n'))
        })
}

/// The word `w` of `text` is "number" or "numbers".
fn is_number_word(text: &str, w: &extract::Word) -> bool {
    text.get(w.range.clone())
        .is_some_and(|t| t.eq_ignore_ascii_case("number") || t.eq_ignore_ascii_case("numbers"))
}

/// `text` holds a "#" standing for "number": after a word, before no letter ("ticket #",
/// "order #4521"; not the channel "#incidents" nor a heading's "## Rules"), or the
/// abbreviation "no." after a word and before a figure or more of the sentence ("serial no. +
/// date", "ticket no. 4521"; not "just say no." closing it, nor "say no. Then ..."), or its
/// plural "nos." so.
fn has_number_sign(text: &str) -> bool {
    let b = text.as_bytes();
    let sign = memchr::memchr_iter(b'#', b).any(|k| {
        let after_a_word = k >= 2 && b[k - 1] == b' ' && b[k - 2].is_ascii_alphabetic();
        let next = b.get(k + 1).copied();
        after_a_word && !next.is_some_and(|c| c.is_ascii_alphabetic() || c == b'#')
    });
    sign || memchr::memmem::find_iter(b, b"no. ").any(|k| {
        let after_a_word = k >= 2 && b[k - 1] == b' ' && b[k - 2].is_ascii_alphabetic();
        let next = b.get(k + 4).copied();
        after_a_word && next.is_some_and(|c| !c.is_ascii_uppercase())
    }) || plural_number_sign(b)
}

/// "nos." for "numbers" after a word and before more of the sentence, not a capital ("tenant
/// phone nos. with other tenants", corpus29b).
fn plural_number_sign(b: &[u8]) -> bool {
    memchr::memmem::find_iter(b, b"nos. ").any(|k| {
        let after_a_word = k >= 2 && b[k - 1] == b' ' && b[k - 2].is_ascii_alphabetic();
        let next = b.get(k + 5).copied();
        after_a_word && next.is_some_and(|c| !c.is_ascii_uppercase())
    })
}

/// How many (missing word, new word) pairs [`scope_change`] compares at most: 64 of each.
const MAX_WORD_PAIRS: usize = 64 * 64;

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
    // "Mrs Achieng" became "Mr Achieng"; "at all times" became "at times".
    if let Some(found) = titles::title_traded((report.original, o), (report.rewrite, r))
        .or_else(|| titles::all_times_said_as_at_times((report.original, o), (report.rewrite, r)))
    {
        return Some(found);
    }

    let mut missing: Inline8<&extract::Word> = o
        .words
        .iter()
        .zip(&overlap.kept)
        .filter(|(w, kept)| {
            !**kept && !overlap.abbreviated(report.original, w) && !after.has_unit_stem(&w.stem)
        })
        .map(|(w, _)| w)
        .collect();
    // "NO EXCEPTIONS for visitors" -> "for everyone, visitors included".
    missing.retain(|m| {
        !super::exceptions::denied_exceptions_said_for_all(
            (report.original, o),
            m,
            (report.rewrite, r),
        )
    });
    // "Forget the old rule about printing every agenda" -> "Agenda printing rule dropped":
    // the age of the rule a revocation names.
    missing.retain(|m| !super::revoked::age_of_a_named_rule(report.original, &m.range));
    // "Eh, for the trip ah, ..." -> "Trip: ...": a particle or a word of address went.
    missing.retain(|m| !super::particles::says_nothing_of_the_rule(report.original, &m.range));
    // "sorry, to be clear — ...", "do the needful and ...": a set phrase of talk (corpus30b).
    missing.retain(|m| !super::particles::closes_a_phrase_of_talk(report.original, &m.range));
    // "Just so you know, ..." -> the rule alone: the talk opening the message.
    missing.retain(|m| !super::particles::in_an_opening_filler(report.original, &m.range));
    // "dinnae move ony colonies" -> "no colony moves": Scots "ony", "any".
    missing.retain(|m| !super::particles::dialect_any(report.original, &m.range));
    // "..., mind." -> the rule alone: a tag closing the sentence (corpus32b).
    missing.retain(|m| !super::particles::closing_tag(report.original, &m.range));
    // "the vet reckons ..." -> "(vet advice)", "Just to tell you, ...": the verb giving the
    // rule's source, or the talk around it (pol54).
    missing.retain(|m| {
        !super::particles::verb_of_saying_its_source_kept(report.original, &m.range, report.rewrite)
    });
    // "washed and hung in the drying room" -> "hang in drying room": a strong verb's past
    // said by its base (corpus33).
    missing.retain(|m| {
        !super::stems::strong_verb_said_again(report.original, &m.range, (report.rewrite, r))
    });
    // "nobody fi drive di forklift pon di wharf", "doh send de invoices": Caribbean "di",
    // "de", "pon", "dem" (session 31).
    missing.retain(|m| !super::dialect_words::creole_function_word(report.original, &m.range));
    // "spend up to $500 on deposits" -> "Deposits: OK up to $500" (session 31).
    missing.retain(|m| {
        !super::bound_words::spending_said_by_its_bound(report.original, &m.range, o, r, before)
    });
    // "Email the summary to Ana" -> "Send the summary to Ana" (session 31).
    missing.retain(|m| {
        !super::synonyms::send_said_as_email((report.original, o), &m.range, (report.rewrite, r))
    });
    // "I'd rather you didn't email the families" -> "no emails to families" (session 31).
    missing
        .retain(|m| !super::negation_forms::polite_ban_said_as_ban(report.original, &m.range, r));
    // "fifteen minutes in total" -> "15 min total" (session 31).
    missing.retain(|m| {
        !super::bound_words::in_total_said_as_total(
            report.original,
            &m.range,
            (report.rewrite, r),
            before,
        )
    });
    // "up to ₱2,000 can be approved" -> "≤ ₱2,000 approve": the verb read as the amount's
    // unit (corpus31b; asked only of a rewrite sentence with numbers).
    if !r.numbers.is_empty() {
        missing
            .retain(|m| !super::bound_words::said_after_a_currency_amount(m, (report.rewrite, r)));
    }
    // "members of the public" -> "public" (corpus37b).
    missing
        .retain(|m| !super::subsets::members_of_a_group(report.original, &m.range, report.rewrite));
    // "for the whole workspace" -> "workspace-wide" (corpus32).
    missing.retain(|m| {
        !super::universals::whole_said_as_wide(report.original, &m.range, (report.rewrite, r))
    });
    // "the east fan" -> "E fan", "north gate" -> "N gate": a compass point by its letters.
    missing.retain(|m| {
        !super::compass::point_said_by_letters(report.original, &m.range, report.rewrite)
    });
    let before_stems = before.stems();
    let mut new: Inline8<&extract::Word> = r
        .words
        .iter()
        .filter(|w| {
            let known = before_stems.has(&w.stem)
                || abbreviations
                    .iter()
                    .any(|(a, _)| *a == abbreviation_letters(&w.stem))
                // "as soon as possible" -> "ASAP": initials of function words too.
                || report.rewrite.get(w.range.clone()).is_some_and(|t| {
                    initials_run(report.original.get(o.range.clone()).unwrap_or(""), t).is_some()
                })
                // "I'm allergic to nuts" -> "User is allergic to nuts": the same person.
                || w.stem.as_str() == "user"
                    && (speaks_in_first_person(report.original)
                        || revert_without_to(report.original).is_some()
                        || attributes_to_the_user(report.rewrite, &w.range)
                        || confirmation_by_the_user(report.rewrite, &w.range, before_stems))
                // "orders that haven't been paid" -> "unpaid orders".
                || negated_in(report.original, report.rewrite.get(w.range.clone()).unwrap_or(""))
                // "without pork" -> "pork-free".
                || report
                    .rewrite
                    .get(w.range.clone())
                    .and_then(|t| t.strip_suffix("-free"))
                    .is_some_and(|base| before_stems.has(&stems::stem(base)))
                // "never transfer a wristband" -> "wristbands: non-transferable" (session 36).
                || o.negation.is_some()
                    && report
                        .rewrite
                        .get(w.range.clone())
                        .and_then(super::negation_forms::non_able_verb)
                        .is_some_and(|verb| before_stems.has(&stems::stem(verb)))
                // "open on Sunday" -> "Sunday-open", "on Friday evening" -> "Friday-evening":
                // a compound of the original's words and of dates (compared as dates).
                || report
                    .rewrite
                    .get(w.range.clone())
                    .filter(|t| t.contains('-'))
                    .is_some_and(|t| {
                        t.split('-').all(|part| {
                            !part.is_empty()
                                && (crate::classify::numbers::names_a_date(&part.to_ascii_lowercase())
                                    || before_stems.has(&stems::stem(part)))
                        })
                    })
                || before.has_unit_stem(&w.stem)
                // "E fan" for "the east fan" (pol50).
                || super::compass::letters_of_a_point_said(
                    report.rewrite,
                    &w.range,
                    report.original,
                )
                // "After that, file ..." -> "thereafter file ...": one word for the two.
                || thereafter_for_after_that(report.original, report.rewrite, w)
                || light_verb_form_of((report.original, o), report.rewrite, w)
                || in_a_speed_said_in_words(r, w, before)
                // "w/ hot source": the short form of "with", no content word.
                || report
                    .rewrite
                    .get(w.range.start..w.range.end + 1)
                    .is_some_and(|t| t.eq_ignore_ascii_case("w/"))
                // "12 volts" -> "12 V": a unit's symbol.
                || w.stem.len() <= 2 && unit_symbol_of(before, &w.stem)
                // "never handled solo" for "do not handle ... alone" (corpus32).
                || report.rewrite.get(w.range.clone()).is_some_and(|t| {
                    super::alone::solo_for_alone(report.original.get(o.range.clone()).unwrap_or(""), t)
                })
                // "tier 2" -> "T2".
                || report
                    .rewrite
                    .get(w.range.clone())
                    .is_some_and(|t| abbreviates_a_numbered_word(report.original, o, t))
                // "the forward hatch" -> "fwd hatch", "against" -> "vs": a short form of a word
                // of the sentence that is no content word (pol65b).
                || report.rewrite.get(w.range.clone()).is_some_and(|t| {
                    shorthand::shortens_a_word_of(t, (report.original, o))
                })
                || states_a_present_value((report.rewrite, r), w, before)
                // "ship the order" for "send the order".
                || super::headings::is_ship(report.rewrite, w) && before_stems.has("send")
                // "after the freeze" -> "post-freeze": the prefix says the condition's marker.
                || shorthand::prefix_of_a_restated_condition((report.original, o), (report.rewrite, r), w)
                // "receipts for anything over $25" -> "receipts for items over $25": a generic
                // noun for the pronoun the original used.
                || report.rewrite.get(w.range.clone()).is_some_and(|t| {
                    is_one_of(t, &["item", "items", "thing", "things", "stuff"])
                }) && has_word(
                    report.original,
                    o,
                    &["anything", "everything", "something"],
                );
            !known
        })
        .collect();
    // "...before CRAC firmware work; changes only Tue/Thu" for "Change windows are Tue and
    // Thu only": a word of another rule's part of the compaction (session 34).
    new.retain(|n| !super::compacted::word_of_a_foreign_part((report.rewrite, r), o, n));
    // "must close by itself" -> "must self-close"; "must be stored flat" -> "Cans: flat"
    // (session 32).
    if let Some((mi, self_word)) = missing.iter().enumerate().find_map(|(mi, m)| {
        super::shorthand::by_itself_said_as_self(
            (report.original, o, &m.range),
            (report.rewrite, r),
        )
        .map(|w| (mi, w))
    }) {
        missing.remove(mi);
        new.retain(|n| n.range != self_word);
    }
    missing.retain(|m| {
        !super::headings::keeping_verb_under_a_label((report.original, o, &m.range), r)
    });
    // "anything more has to go through me" -> "more needs my approval" (session 32).
    new.retain(|n| {
        !super::restatements::going_through_said_as_approval(
            (report.original, o),
            report.rewrite,
            n,
        )
    });
    // "that still stands" -> "(still in force)" (session 32).
    new.retain(|n| !super::standing::standing_said_as_in_force(report.original, report.rewrite, n));
    // "invoices older than 2022" -> "pre-2022 invoices" (session 32).
    new.retain(|n| !super::shorthand::pre_year_of_a_bound((report.original, o), report.rewrite, n));
    // "the night before" -> "the previous night" (session 32).
    new.retain(|n| {
        !super::shorthand::before_said_as_previous((report.original, o), report.rewrite, n)
    });
    // "read and write" -> "r/w": two words' initials around a slash (session 32).
    new.retain(|n| !super::overlap::initials_with_a_slash((report.original, o), report.rewrite, n));
    // '"force": "must"', "required: true": a memory object's frame (session 33).
    new.retain(|n| {
        !super::memory_values::memory_field_frame((report.original, o), (report.rewrite, r), n)
    });
    // "reminders from Marcia:" -> "Rules (Marcia):": a heading's noun, either side.
    missing.retain(|m| !super::headings::heading_noun(report.original, m));
    new.retain(|n| !super::headings::heading_noun(report.rewrite, n));
    // "send the order" -> "ship the order": the verb of sending said again.
    if !missing.is_empty()
        && r.words
            .iter()
            .any(|n| super::headings::is_ship(report.rewrite, n))
    {
        missing.retain(|m| !super::headings::is_send(report.original, m));
    }
    // "not ... away from the bedside" -> "not ... anywhere but at the bedside" (corpus31b).
    if !missing.is_empty()
        && !new.is_empty()
        && let Some((mi, ni)) = super::places::away_from_said_as_anywhere_but(
            report.original,
            &missing,
            report.rewrite,
            &new,
        )
    {
        missing.remove(mi);
        new.remove(ni);
    }
    // "Under-sixes" -> "under-6s": a compound's number said in digits.
    while let Some((mi, ni)) = missing.iter().enumerate().find_map(|(mi, m)| {
        let ours = report.original.get(m.range.clone())?;
        let ni = new.iter().position(|n| {
            report
                .rewrite
                .get(n.range.clone())
                .is_some_and(|theirs| number_compound_in_digits(ours, theirs))
        })?;
        Some((mi, ni))
    }) {
        missing.remove(mi);
        new.remove(ni);
    }
    // "changing anyone's visiting hours" -> "changing any visiting hrs": everybody's thing
    // is any such thing (no new word: "any child's visiting hours" is some people's).
    if new.is_empty() {
        missing.retain(|m| !universal_possessive_kept((report.original, m), (report.rewrite, r)));
    }
    // "CS" -> "Customer Success": an initialism of the original spelled out in the rewrite is
    // kept, and the words spelling it are none new (each of them: "the HS code & CoO").
    while let Some((mi, run)) = missing.iter().enumerate().find_map(|(mi, m)| {
        let run = initials_run(
            report.rewrite.get(r.range.clone())?,
            report.original.get(m.range.clone())?,
        )?;
        Some((mi, r.range.start + run.start..r.range.start + run.end))
    }) {
        missing.remove(mi);
        new.retain(|n| !(run.start <= n.range.start && n.range.end <= run.end));
    }
    if !new.is_empty() {
        new.retain(|n| !spells_an_initialism_kept(report, o, r, &n.range));
    }
    // "prints and drawings" -> "P&D", "terms and conditions" -> "T&Cs": the words an
    // initialism joined by "&" spells are kept, and its letters are none new (session 35).
    if report
        .rewrite
        .get(r.range.clone())
        .is_some_and(|t| t.contains('&'))
    {
        for (run, token) in
            super::overlap::ampersand_initialisms((report.original, o), (report.rewrite, r))
        {
            missing.retain(|m| !(run.start <= m.range.start && m.range.end <= run.end));
            new.retain(|n| !(token.start <= n.range.start && n.range.end <= token.end));
        }
    }
    // "non-refundable" became "refundable", "members" became "non-members": the negative
    // prefix of a hyphenated word went or came, and the word now names the opposite ("not
    // refundable" -> "non-refundable" restates: that new word is known already).
    if let Some(w) = missing.iter().find(|m| m.stem.as_str() == "non") {
        return Some((w.range.clone(), r.range.clone()));
    }
    if let Some(w) = new.iter().find(|n| {
        n.stem.as_str() == "non" && !non_says_other_than(report.original, o, report.rewrite, n)
    }) {
        return Some((o.range.clone(), w.range.clone()));
    }
    new.retain(|n| n.stem.as_str() != "non");
    // "approvals from people other than the author" -> "non-author approvals": the generic
    // person the "non-" word says.
    missing.retain(|m| {
        !person_before_other_than_said_as_non((report.original, o), m, (report.rewrite, r))
    });
    // "Only the pharmacist-in-charge may open it" became "only pharmacists may": a compound's
    // head is kept and what it added went.
    if let Some(w) = compound_tail_dropped(report, o, overlap) {
        return Some((w.range.clone(), r.range.clone()));
    }
    // A sentence whose rewrite drops and adds dozens of words each (a huge run-on sentence
    // rewritten) is no paraphrase the word-by-word restatements below could explain, and
    // pairing every missing word with every new one would take quadratic time: its scope
    // changed, first words quoted.
    if let (Some(m), Some(n)) = (missing.first(), new.first())
        && missing.len() * new.len() > MAX_WORD_PAIRS
    {
        return Some((m.range.clone(), n.range.clone()));
    }
    // "the hotel budget is capped at $220" -> "hotel cap: $220": a noun naming the limit
    // ("budget", "allowance", "quota") when the rewrite keeps the limit's value; "under the
    // age of 16" -> "under 16": the noun naming what it measures.
    missing.retain(|m| {
        let limit_noun = report.original.get(m.range.clone()).is_some_and(|w| {
            is_one_of(
                w,
                &[
                    "budget",
                    "allowance",
                    "quota",
                    "cap",
                    "ceiling",
                    "limit",
                    "allotment",
                ],
            )
        });
        let age = report
            .original
            .get(m.range.clone())
            .is_some_and(|w| w.eq_ignore_ascii_case("age"));
        // An age is a count of years, or of nothing said ("under 16", not "under 16 kg").
        let in_years = |x: &extract::NumberFact| {
            x.unit.as_deref().is_none_or(|u| {
                !is_measure_unit(u) || crate::classify::numbers::is_time_unit_name(u)
            })
        };
        !((limit_noun || age)
            && o.numbers.iter().any(|n| {
                after
                    .numbers()
                    .any(|x| x.value == n.value && (!age || in_years(x)))
            }))
    });
    // "Don't leave the chipper running unattended, mate, ...": the one addressed, set off by
    // commas, is no word of the rule (corpus29b).
    missing.retain(|m| !is_address_term(report.original, m));
    // "for the whole of every shift" -> "throughout every shift": the whole of a time said
    // by "throughout" (asked only when a word went).
    let whole = |m: &&extract::Word| {
        report
            .original
            .get(m.range.clone())
            .is_some_and(|w| is_one_of(w, &["whole", "entire"]))
    };
    // "the whole time you're raking" -> "throughout raking", "... at all times on the dock":
    // "the whole time" names no time of its own, the stretch its clause says; its "time"
    // went with "whole", and "throughout" or "all" is no new word (pol65b).
    if missing.iter().any(whole)
        && let Some(said) =
            super::periods::whole_time_said_again(report.original, &missing, (report.rewrite, r))
    {
        let time_after_whole = |m: &&extract::Word| {
            is_word_after(report.original, m, "time", "whole ")
                || is_word_after(report.original, m, "time", "entire ")
        };
        missing.retain(|m| !whole(m) && !time_after_whole(m));
        new.retain(|n| n.range != said);
    }
    if missing.iter().any(whole) && has_word(report.rewrite, r, &["throughout"]) {
        missing.retain(|m| !whole(m));
    }
    // "the whole way to the lab" -> "all the way to the lab": the whole of a thing said by
    // "all" before it.
    missing
        .retain(|m| !(whole(m) && all_before_the_same_noun(report.original, m, report.rewrite, r)));
    // "a quarter of an hour" -> "15 min": a word of a fraction inside a number of the rule
    // ("quarter", "half") is the number, which the rewrite keeps in some unit (not a word
    // qualifying what is counted: "3 consecutive days").
    let fraction = |m: &&extract::Word| {
        report.original.get(m.range.clone()).is_some_and(|w| {
            is_one_of(
                w,
                &["half", "halves", "quarter", "quarters", "third", "thirds"],
            )
        })
    };
    missing.retain(|m| {
        !fraction(m)
            || !o.numbers.iter().any(|n| {
                n.range.start <= m.range.start
                    && m.range.end <= n.range.end
                    && after
                        .numbers()
                        .any(|x| x.value == n.value && x.unit == n.unit || same_quantity(n, x))
            })
    });
    // "don't send the report until ..." -> "withhold the report until ..." (session 35).
    if let Some((giving, withheld)) = super::restatements::withholding_restates_not_giving(
        (report.original, o),
        (report.rewrite, r),
    ) {
        missing.retain(|m| m.range != giving);
        new.retain(|n| n.range != withheld);
    }
    // "can't be sold online after 22:00" -> "online sales close at 22:00" (session 35).
    new.retain(|n| !super::restatements::closing_word_of_a_restated_ban(o, (report.rewrite, r), n));
    // "don't move the dressing" -> "dressing stays put" (session 35).
    if let Some((moving, staying)) =
        super::restatements::staying_restates_not_moving((report.original, o), (report.rewrite, r))
    {
        missing.retain(|m| !moving.contains(&m.range));
        new.retain(|n| !staying.contains(&n.range));
    }
    // "without dechlorinating it" -> "undechlorinated": the gerund said as its "un"
    // participle (s67b).
    if let Some((gerund, undone)) = super::prerequisites::gerund_said_as_undone(
        (report.original, o.range.clone()),
        (report.rewrite, r.range.clone()),
    ) {
        missing.retain(|m| m.range != gerund);
        new.retain(|n| n.range != undone);
    }
    // "I don't care if they're Olympic champions" -> "no exceptions", "regardless": a waived
    // concession's words went and words that say every case came (session 37).
    new.retain(|n| !super::exceptions::emphatic_universal(report.rewrite, &n.range));
    if let Some(waived) = super::exceptions::waived_concession(report.original, o.range.clone())
        && super::exceptions::says_every_case(report.rewrite, r.range.clone())
    {
        missing.retain(|m| !waived.contains(&m.range.start));
    }
    // "a second signature is required" -> "two signatures needed" (session 35).
    missing.retain(|m| {
        !super::counts::second_one_said_as_two((report.original, m), (report.rewrite, r))
    });
    // "no deploys without a ticket number" -> "... a ticket #": the sign for "number".
    if missing.iter().any(|m| is_number_word(report.original, m)) {
        let signed = report
            .rewrite
            .get(r.range.clone())
            .is_some_and(has_number_sign);
        missing.retain(|m| !(signed && is_number_word(report.original, m)));
    }
    // "between eight and ten degrees C" -> "8–10 °C": the degree sign says "degrees".
    let degrees = |m: &&extract::Word| {
        report
            .original
            .get(m.range.clone())
            .is_some_and(|w| is_one_of(w, &["degree", "degrees"]))
    };
    if missing.iter().any(degrees)
        && report
            .rewrite
            .get(r.range.clone())
            .is_some_and(|t| t.contains('°'))
    {
        missing.retain(|m| !degrees(m));
    }
    // "escalate to tier 2" -> "escalate to T2": the word before a number by its initial
    // (the first few words asked, in the aligned sentence: linear time).
    let aligned = report.rewrite.get(r.range.clone()).unwrap_or("");
    let mut asked = 0;
    missing.retain(|m| {
        asked += 1;
        !(asked <= NUMBERS_ASKED && initial_and_number(report.original, &m.range, aligned))
    });
    // "literature searches" -> "lit searches", "configuration" -> "config"
    // ([`stems::clips`]), in the rule or in its label ("Lit searches: ...").
    let clips = stems::clips;
    missing.retain(|m| {
        let whole = report.original.get(m.range.clone()).unwrap_or("");
        !r.label_words.iter().any(|l| clips(whole, l))
    });
    // "under-threes" -> "under-3s": a number word ending a hyphenated word, said in digits
    // (the plural kept; corpus30). Asked only of a missing word with a hyphen.
    missing.retain(|m| {
        let ours = report.original.get(m.range.clone()).unwrap_or("");
        !ours.contains('-') || !number_word_said_in_digits(ours, aligned)
    });
    // Or the other way: "ext. 200" -> "extension 200" spells out a word the original clipped
    // with a full stop (not "orders" -> "orders_archive", a longer name).
    if let Some((mi, ni)) = missing.iter().enumerate().find_map(|(mi, m)| {
        let ours = report.original.get(m.range.clone()).unwrap_or("");
        let clipped_with_a_stop = report.original.as_bytes().get(m.range.end) == Some(&b'.');
        new.iter()
            .position(|n| {
                let theirs = report.rewrite.get(n.range.clone()).unwrap_or("");
                clips(ours, theirs.trim_end_matches('.'))
                    || clipped_with_a_stop && clips(theirs, ours)
                    || spelled_out(ours, theirs)
            })
            .map(|ni| (mi, ni))
    }) {
        missing.remove(mi);
        new.remove(ni);
    }
    // "approximately" -> "approx", "Sunday" -> "Sun": a new word clipping a word of the
    // sentence, missing or not ([`shorthand::word_clipped`]; pol69c).
    new.retain(|n| {
        let Some(whole) = report
            .rewrite
            .get(n.range.clone())
            .and_then(|t| shorthand::word_clipped(t, (report.original, &o.range)))
        else {
            return true;
        };
        missing.retain(|m| m.range != whole);
        false
    });
    // "deposit" -> "dep.": a head closed by a stop ([`shorthand::head_closed_by_a_stop`]);
    // "Mrs Oakley" -> "Mrs O", "top left" -> "top L": an initial after the word kept before
    // it ([`shorthand::initial_after_a_kept_word`]; pol69c).
    missing.retain(|m| {
        let Some(short) = shorthand::head_closed_by_a_stop(
            (report.original, &m.range),
            (report.rewrite, &r.range),
        ) else {
            return true;
        };
        new.retain(|n| n.range != short);
        false
    });
    new.retain(|n| {
        let Some(whole) = shorthand::initial_after_a_kept_word(
            (report.original, &o.range),
            (report.rewrite, &n.range),
        ) else {
            return true;
        };
        missing.retain(|m| m.range != whole);
        false
    });
    // "management" -> "mgmt", "pts" -> "points": a word contracted to some of its consonants,
    // either way (the pairs asked only when a word may be one), each such pair ("svc acct"
    // for "service account"), or in the rewrite's label ("svc acct: read-only", session 34).
    let may_contract =
        |text: &str, w: &&extract::Word| text.get(w.range.clone()).is_some_and(stems::may_contract);
    if !r.label_words.is_empty() {
        missing.retain(|m| {
            let word = report.original.get(m.range.clone()).unwrap_or("");
            !r.label_words.iter().any(|l| stems::contracts(l, word))
        });
    }
    while (missing.iter().any(|m| may_contract(report.original, m))
        || new.iter().any(|n| may_contract(report.rewrite, n)))
        && let Some((mi, ni)) = missing.iter().enumerate().find_map(|(mi, m)| {
            let word = report.original.get(m.range.clone()).unwrap_or("");
            new.iter()
                .position(|n| {
                    let other = report.rewrite.get(n.range.clone()).unwrap_or("");
                    stems::contracts(other, word) || stems::contracts(word, other)
                })
                .map(|ni| (mi, ni))
        })
    {
        missing.remove(mi);
        new.remove(ni);
    }
    // "supervisor" -> "supvr", "firewall" -> "FW" ([`stems::shortens`]), and "emergency stop"
    // -> "E-stop", "High-visibility" -> "Hi-vis": a hyphenated short form of the words from a
    // missing one on ([`stems::hyphenated_short_form`]; every word it spans is said). Asked
    // only of a new word of six bytes or fewer or with a hyphen (pol65b).
    let short_enough = |n: &&extract::Word| {
        report
            .rewrite
            .get(n.range.clone())
            .is_some_and(|t| t.len() <= 6 || t.contains('-'))
    };
    while !missing.is_empty()
        && new.iter().any(short_enough)
        && let Some((span, ni)) = missing.iter().find_map(|m| {
            let word = report.original.get(m.range.clone()).unwrap_or("");
            let from = report
                .original
                .get(m.range.start..o.range.end)
                .unwrap_or("");
            new.iter().enumerate().find_map(|(ni, n)| {
                let short = report.rewrite.get(n.range.clone()).unwrap_or("");
                let end = if stems::shortens(short, word) {
                    Some(word.len())
                } else {
                    stems::hyphenated_short_form(short, from)
                };
                end.map(|end| (m.range.start..m.range.start + end, ni))
            })
        })
    {
        missing.retain(|m| !(span.start <= m.range.start && m.range.end <= span.end));
        let said = new.remove(ni).range.clone();
        new.retain(|n| n.range != said);
    }
    // "withdrawals" -> "w/drawals": a word's head cut to its initial before a slash (asked
    // only of a new word with a slash), or the other way ("m/bikes" -> "motorbikes", pol62).
    let slashed =
        |text: &str, w: &extract::Word| text.get(w.range.clone()).is_some_and(|t| t.contains('/'));
    if new.iter().any(|n| slashed(report.rewrite, n))
        || missing.iter().any(|m| slashed(report.original, m))
    {
        drop_restated_verb(&mut missing, &mut new, |n, m| {
            let (ours, theirs) = (
                report.original.get(m.range.clone()).unwrap_or(""),
                report.rewrite.get(n.range.clone()).unwrap_or(""),
            );
            shorthand::slash_contraction(theirs, ours) || shorthand::slash_contraction(ours, theirs)
        });
    }
    // "each evening" -> "nightly": "every" or "each" and the period after it said as the
    // period's adverb, no new word.
    if !new.is_empty() {
        let every_period = |(_, q): &(bool, Range<usize>)| {
            let word = report.original.get(q.clone()).unwrap_or("");
            let period = report
                .original
                .get(q.end..)
                .and_then(|rest| rest.split_whitespace().next())
                .unwrap_or("")
                .trim_end_matches(|c: char| !c.is_ascii_alphabetic());
            is_one_of(word, &["every", "each"]).then_some(period)
        };
        let periods: Inline8<&str> = o
            .quantifiers
            .iter()
            .filter(|q| q.0)
            .filter_map(every_period)
            .collect();
        new.retain(|n| {
            let adverb = report.rewrite.get(n.range.clone()).unwrap_or("");
            !periods
                .iter()
                .any(|period| adverb_of_period(adverb, period))
        });
    }
    // "bullet points" -> "bullets", "the legal team" -> "legal": a compound collapsed into
    // its modifier, when nothing new came ("bullets and headings" adds a conjunct).
    if new.is_empty() {
        missing
            .retain(|m| !collapsed_into_its_modifier((report.original, o), (report.rewrite, r), m));
    }
    // "orders that haven't been paid" -> "unpaid orders": the "un-" form says what the
    // negated word said.
    // The "un-" form is never built: a rewrite word is it when it opens with "un" and the
    // rest is the missing word; "negated_in(original, un-form)" is `negated_word_in` of the
    // word itself when it is longer than two bytes.
    missing.retain(|m| {
        let word = report.original.get(m.range.clone()).unwrap_or("");
        !(word.len() > 2
            && negated_word_in(report.original, word)
            && report
                .rewrite
                .split(|c: char| !c.is_alphanumeric())
                .any(|w| un_stem(w).is_some_and(|rest| rest.eq_ignore_ascii_case(word))))
    });
    // "finish the course even if you feel better sooner" -> "... even if feeling better": a
    // concession's words (up to the next punctuation) narrow nothing the rule binds.
    if let Some(concession) = concessive_condition(report.original, o) {
        let end = report
            .original
            .get(concession.end..o.range.end)
            .and_then(|rest| rest.find(|c: char| c.is_ascii_punctuation()))
            .map_or(o.range.end, |k| concession.end + k);
        missing.retain(|m| !(m.range.start >= concession.start && m.range.end <= end));
    }
    // "..., just in case one falls sick" -> "... (backup in case of illness)", "..., the
    // robots on Main Road back up" -> "... (Main Road traffic)": a comment closing the rule,
    // why it holds, said again as an aside in parentheses.
    if !missing.is_empty()
        && let Some(aside) = closing_aside(report.rewrite, r)
            .or_else(|| super::particles::aside_closing_a_part(report.rewrite, r))
        && let Some(comment) = closing_comment(report.original, o)
        && says_a_word_again(
            report.rewrite.get(aside.clone()).unwrap_or(""),
            report.original.get(comment.clone()).unwrap_or(""),
        )
    {
        missing.retain(|m| m.range.start < comment.start);
        new.retain(|n| !aside.contains(&n.range.start));
    }
    // "Dana said ..." -> "Per Dana: ...": the verb that reported the rule, restated by "per"
    // or "according to".
    // "the school now says lunches must be nut-free" -> "School lunches must be nut-free":
    // the source kept as a word of the rule.
    let sourced = |m: &extract::Word| {
        has_word(report.rewrite, r, &["per", "according"])
            || o.words
                .iter()
                .rev()
                .find(|w| w.range.end <= m.range.start)
                .is_some_and(|source| {
                    r.words
                        .iter()
                        .any(|x| stems::stems_match(&x.stem, &source.stem))
                        || r.label_words
                            .iter()
                            .any(|l| stems::stems_match(l, &source.stem))
                })
    };
    // "The user asked me to reply in Spanish" -> "Reply in Spanish (user's request)": "asked"
    // reports the rule when whom it asked or "that" follows.
    let reports_the_rule = |m: &extract::Word| {
        report.original.get(m.range.clone()).is_some_and(|w| {
            is_one_of(w, &["said", "says", "told", "tells", "wrote", "writes"])
                || w.eq_ignore_ascii_case("asked")
                    && is_one_of(
                        word_after(report.original.get(m.range.start..).unwrap_or("")),
                        &["me", "us", "you", "that"],
                    )
        })
    };
    missing.retain(|m| !(reports_the_rule(m) && sourced(m)));
    // "user said the deposit can't be touched" -> "deposit untouchable": the user reporting
    // the rule is not whom it binds.
    // (And the verb reporting it, when the user went too: "User says invoices must ..." ->
    // "Invoices must ...".)
    let source_went = |m: &extract::Word| {
        o.words
            .iter()
            .rev()
            .find(|w| w.range.end <= m.range.start)
            .is_some_and(|source| reports_a_rule_after(report.original, o, source))
    };
    missing.retain(|m| {
        !(reports_a_rule_after(report.original, o, m) || reports_the_rule(m) && source_went(m))
    });
    // "otherwise leave that line blank" -> "else leave blank": what "that" points back to.
    missing.retain(|m| !pointed_at_and_dropped(report.original, m, report.rewrite, r));
    // "... ; otherwise leave it blank" -> "...; else leave blank".
    new.retain(|n| !else_for_otherwise(report.original, o, report.rewrite, n));
    // "any time" -> "anytime": two words written as one (session 34).
    drop_restated_verb(&mut missing, &mut new, |n, m| {
        super::shorthand::two_words_written_as_one(report.original, m, report.rewrite, n)
    });
    // "Tell Grace" = "Let Grace know", "looking anything up" = "any lookup": a phrasal verb
    // says the one verb (asked only when a word went and another came).
    if !missing.is_empty() && !new.is_empty() {
        phrasal::drop_phrasal_restatements(report.original, report.rewrite, &mut missing, &mut new);
    }
    // "Send supplier invoices by the 25th" -> "Supplier invoices must go out by the 25th":
    // the sending said of the thing sent (asked only of a missing "send").
    missing.retain(|m| {
        !sending_said_as_going_out(report.original, m, report.rewrite.get(r.range.clone()))
    });
    // "discard the vials" -> "throw away the vials": the particle of a verb the original has.
    new.retain(|n| {
        !phrasal::particle_of_a_kept_verb(report.rewrite, r, n, |v| before_stems.has(&v.stem))
    });
    // "don't modify `migrations/`" -> "don't touch migrations/": a term the original wrote as
    // code, restated without the backticks.
    if !new.is_empty()
        && let Some(code) = report
            .original
            .get(o.range.clone())
            .filter(|sentence| sentence.contains('`'))
    {
        let named = code_words(code);
        new.retain(|n| !named.iter().any(|c| stems::stems_match(c, &n.stem)));
    }
    // "the .env file" -> ".env": the kind of a thing named by its file name.
    drop_checked(&mut missing, is_kind_noun(report.original), |m| {
        kind_of_a_named_file((report.original, m), report.rewrite)
    });
    // "recipes containing meat" -> "recipes with meat": "with" before the object says what
    // the participle of having said.
    drop_checked(&mut missing, is_having(report.original), |m| {
        with_restates_having((report.original, o), m, (report.rewrite, r))
    });
    drop_checked(&mut new, is_having(report.rewrite), |n| {
        with_restates_having((report.rewrite, r), n, (report.original, o))
    });
    // "everyone else" -> "all others", "everywhere else" -> "elsewhere"; "book somewhere
    // quiet" -> "book a quiet venue"; "if a user asks about diets" -> "diet questions".
    // (Each pairing of a missing word with a new one is asked only when a new word may
    // restate it: most rewrites have none.)
    if [ELSE_WORDS, PLACE_NOUNS, QUESTION_NOUNS]
        .iter()
        .any(|among| any_among(report.rewrite, &new, among))
    {
        drop_restated_verb(&mut missing, &mut new, |n, m| {
            says_else((report.original, m), (report.rewrite, n))
                || names_the_place((report.original, m), (report.rewrite, n))
                || questions_say_asking(m, (report.rewrite, n))
        });
    }
    // "must be in the building" -> "must be on site": the premises said by "on site".
    if any_among(report.rewrite, &new, ON_SITE) {
        drop_restated_verb(&mut missing, &mut new, |n, m| {
            on_site_says_the_premises((report.original, m), (report.rewrite, n))
        });
    }
    // ("Elsewhere" restates only when the original did not say it; it may be known by the
    // original's "else": "anywhere else" -> "elsewhere".)
    // (Asked only of a place pronoun before "else": most sentences have none.)
    let elsewhere_restates = || {
        has_word(report.rewrite, r, &["elsewhere"]) && !has_word(report.original, o, &["elsewhere"])
    };
    if missing
        .iter()
        .any(|m| place_before_else(report.original, &m.range))
        && elsewhere_restates()
    {
        missing.retain(|m| !place_before_else(report.original, &m.range));
    }
    // "must not be given admin rights" -> "never give admin rights" (a light verb, read as no
    // word); "never share the password with guests" -> "guests must not be given the
    // password".
    drop_checked(&mut missing, is_given(report.original), |_| {
        has_word(report.rewrite, r, &["give", "gives", "giving"])
    });
    if any_among(report.rewrite, &new, &["given"]) {
        drop_restated_verb(&mut missing, &mut new, |n, m| {
            given_says_sharing((report.original, m), (report.rewrite, n))
        });
    }
    // "until I've checked the prices myself" -> "... personally": the emphatic reflexive said
    // by the adverb.
    let personally = |n: &extract::Word, m: &extract::Word| {
        report
            .rewrite
            .get(n.range.clone())
            .is_some_and(|w| w.eq_ignore_ascii_case("personally"))
            && report.original.get(m.range.clone()).is_some_and(|w| {
                is_one_of(
                    w,
                    &["myself", "himself", "herself", "ourselves", "yourselves"],
                )
            })
    };
    if any_among(report.rewrite, &new, &["personally"]) {
        drop_restated_verb(&mut missing, &mut new, personally);
    }
    // "not in the same region" -> "in a different region": the other one asked for (the new
    // words are asked first: most rewrites have no such word).
    let other_one = |n: &&extract::Word| {
        report
            .rewrite
            .get(n.range.clone())
            .is_some_and(|w| is_one_of(w, &["different", "separate", "another"]))
    };
    if new.iter().any(other_one)
        && different_restates_not_same((report.original, o), (report.rewrite, r))
    {
        new.retain(|n| !other_one(n));
    }
    // ... and the other way: "in a different region" -> "not in the same region".
    let other_one_asked = |m: &&extract::Word| {
        report
            .original
            .get(m.range.clone())
            .is_some_and(|w| is_one_of(w, &["different", "separate", "another"]))
    };
    if missing.iter().any(other_one_asked)
        && different_restates_not_same((report.rewrite, r), (report.original, o))
    {
        missing.retain(|m| !other_one_asked(m));
    }
    // 'the word "simply"' -> '"simply"': a noun that only names the quoted term after it.
    missing.retain(|m| {
        let names_the_quote = report.original.get(m.range.clone()).is_some_and(|w| {
            is_one_of(w, &["word", "words", "term", "terms", "phrase", "phrases"])
        }) && report
            .original
            .get(m.range.end..)
            .is_some_and(|after| after.trim_start().starts_with(['"', '\'', '“', '‘']));
        !names_the_quote
    });
    // "from any single source" -> "per source": "single" after a quantifier only stresses it.
    missing.retain(|m| {
        let word = report.original.get(m.range.clone()).unwrap_or("");
        let before = report.original.get(..m.range.start).unwrap_or("");
        !(word.eq_ignore_ascii_case("single")
            && before
                .split_whitespace()
                .next_back()
                .is_some_and(|w| is_one_of(w, &["any", "every", "each"])))
    });
    // "the third floor" -> "the 3rd floor": an ordinal in digits.
    missing.retain(|m| {
        !quantities::ordinal_word_value(report.original.get(m.range.clone()).unwrap_or(""))
            .is_some_and(|value| {
                let digits = quantities::ordinal_in_digits(value);
                report.rewrite.to_ascii_lowercase().contains(&digits)
            })
    });
    // "the 95th percentile" -> "p95", "a second sign-off" -> "co-sign", "people from the core team" -> "core-team members", "keep the
    // README up to date" -> "update the README": the new word says what the missing one said.
    drop_restated_verb(&mut missing, &mut new, |n, m| {
        percentile_in_p_form(report.original, m, (report.rewrite, r)).is_some_and(|p| p == n.range)
    });
    drop_restated_verb(&mut missing, &mut new, |n, m| {
        co_restates_second((report.original, o), m, report.rewrite, n)
    });
    drop_restated_verb(&mut missing, &mut new, |n, m| {
        people_restated_as_members(report.original, m, report.rewrite, n, before_stems)
    });
    drop_restated_verb(&mut missing, &mut new, |n, m| {
        n.stem.as_str() == "updat" && up_to_date(report.original, m)
    });
    // "Divers ... aren't allowed in the water" -> "no diving": a ban's doers said as its act
    // (corpus35d).
    if o.negation.is_some() && r.negation.is_some() {
        drop_restated_verb(&mut missing, &mut new, |n, m| {
            super::synonyms::doers_said_as_the_act(
                report.original.get(m.range.clone()).unwrap_or(""),
                report.rewrite.get(n.range.clone()).unwrap_or(""),
            )
        });
    }
    // "every pull request touching billing" -> "any PR that touches billing": the verb of a
    // participle read as a preposition.
    new.retain(|n| !participle_restated(report.original, o, n));
    // ... and the other way: "a menu change that affects allergens" -> "a menu change
    // affecting allergens", "an allergen-affecting menu change".
    missing.retain(|m| !participle_restated(report.rewrite, r, m));
    // "run them serially" -> "run them one at a time"; "... in parallel" says the opposite.
    let r_text = report.rewrite.get(r.range.clone()).unwrap_or("");
    let o_text = report.original.get(o.range.clone()).unwrap_or("");
    if let Some(serial) = missing.iter().find(|m| is_serial(report.original, m)) {
        if in_parallel(r_text) {
            return Some((serial.range.clone(), r.range.clone()));
        }
        if one_at_a_time(r_text) {
            missing.retain(|m| !is_serial(report.original, m));
        }
    }
    // "at the same time" (or "simultaneously") became "one at a time", or back: the
    // opposite.
    if let Some(turned) = shorthand::together_turned_serial(
        (report.original, o_text),
        (report.rewrite, r_text),
        (o, r),
    ) {
        return Some(turned);
    }
    // "at the same time" -> "simultaneously", "concurrently", "in parallel", and back: the
    // phrase said in one word ("one at a time" says the opposite).
    // (The missing words are asked first: the phrase searches read whole sentences.)
    let together = |text: &str, w: &extract::Word| {
        text.get(w.range.clone())
            .is_some_and(shorthand::says_together)
    };
    let time_missing = missing
        .iter()
        .any(|m| shorthand::time_of_at_the_same_time(report.original, m));
    let together_missing = missing.iter().any(|m| together(report.original, m));
    if (time_missing || together_missing) && !one_at_a_time(r_text) && !one_at_a_time(o_text) {
        if time_missing && new.iter().any(|n| together(report.rewrite, n)) {
            missing.retain(|m| !shorthand::time_of_at_the_same_time(report.original, m));
            new.retain(|n| !together(report.rewrite, n));
        }
        if together_missing && shorthand::at_the_same_time(r_text) {
            missing.retain(|m| !together(report.original, m));
            new.retain(|n| !shorthand::time_of_at_the_same_time(report.rewrite, n));
        }
    }
    // "90 days after the account is closed" -> "90 days post-closure": the words of a
    // condition said by a prefixed word go with it.
    if !o.conditions.is_empty() {
        missing.retain(|m| {
            !shorthand::in_a_condition_said_by_a_prefix(
                (report.original, o),
                (report.rewrite, r),
                m,
            )
        });
    }
    if new.iter().any(|n| n.stem.as_str() == "tim")
        && one_at_a_time(r_text)
        && (o.words.iter().any(|m| is_serial(report.original, m)) || one_at_a_time(o_text))
    {
        new.retain(|n| n.stem.as_str() != "tim");
    }
    // "two hours at a time" -> "2 h each": the bound of one go, said by a closing "each"
    // (not "2 h each day", a bound of another period).
    if missing.iter().any(|m| at_a_time(report.original, m)) && closing_each(r_text) {
        missing.retain(|m| !at_a_time(report.original, m));
    }
    // "ask the user before installing" -> "install only after the user agrees": asking is
    // for the consent the rewrite names.
    drop_restated_verb(&mut missing, &mut new, |n, m| {
        consent_restates_asking(o, m, report.rewrite, n)
            || super::synonyms::asking_said_as_approval(
                (report.original, &m.range),
                (report.rewrite, &n.range),
            )
    });
    // "when traffic triples" -> "once traffic reaches 3x"; "... reaches 2x" is another bound.
    if let Some((m, times)) = missing.iter().find_map(|m| {
        let factor = multiplying_factor(report.original.get(m.range.clone()).unwrap_or(""))?;
        Some((m.range.clone(), (factor, times_factor(report.rewrite, r)?)))
    }) {
        let (factor, (range, said)) = times;
        if factor != said {
            return Some((m, range));
        }
        missing.retain(|x| x.range != m);
        new.retain(|n| {
            !(["reach", "hit"].iter().any(|v| stems::stem(v) == n.stem)
                && report
                    .rewrite
                    .get(n.range.end..range.start)
                    .is_some_and(|gap| gap.trim().is_empty()))
        });
    }
    // "children under 12" -> "under-12s": the people of an age named by their bound (the
    // people right before it, when nobody else came: "staff over-65s" names others).
    if let Some((group, bound)) = new.iter().find_map(|n| {
        o.numbers.iter().find_map(|x| {
            age_group_of(report.rewrite, r, x)
                .filter(|g| *g == n.range)
                .map(|g| (g, x.range.start))
        })
    }) {
        new.retain(|n| n.range != group);
        if new.is_empty() {
            missing.retain(|m| {
                !(names_a_person(report.original, m)
                    && report
                        .original
                        .get(m.range.end..bound)
                        .is_some_and(|gap| gap.trim().is_empty()))
            });
        }
    }
    // "take it with food" -> "take it with meals": the dosing idiom.
    drop_restated_verb(&mut missing, &mut new, |n, m| {
        with_meals_restates_with_food(report.original, m, report.rewrite, n)
    });
    // "when writing to the board" -> "for board communications", "when writing for
    // customers" -> "in customer-facing text": what is written, for whom.
    // (Only a condition of writing: "write a summary" -> "write messages" names another
    // text.)
    if o.words.iter().any(|w| {
        w.stem.as_str() == "writ"
            && report
                .original
                .get(..w.range.start)
                .and_then(|before| before.split_whitespace().next_back())
                .is_some_and(|c| is_one_of(c, &["when", "whenever", "while", "if"]))
    }) {
        missing.retain(|m| !(m.stem.as_str() == "writ" && r.words.iter().any(names_a_text)));
        new.retain(|n| !names_a_text(n) && !facing_a_kept_word(report.rewrite, n, before_stems));
    }
    // "don't expose the panel to the internet" -> "the panel must not be internet-facing".
    drop_restated_verb(&mut missing, &mut new, |n, m| {
        report
            .original
            .get(m.range.clone())
            .is_some_and(|w| is_one_of(w, &["expose", "exposed", "exposing", "exposes"]))
            && facing_a_kept_word(report.rewrite, n, before_stems)
    });
    // "user: find me a dentist" -> "User wants a dentist": a request for oneself, reported.
    missing.retain(|m| !request_said_as_a_want(report.original, m, (report.rewrite, r)));
    // "per user request" -> "per request": what users send an assistant comes from its user.
    missing.retain(|m| !user_of_an_assistant_input(report.original, m, after));
    // "must not receive marketing emails" -> "never send marketing emails to them", "can use
    // it freely" -> "free to use", "8 degrees Celsius" -> "8 °C", "the raw_events table" ->
    // "raw_events".
    drop_restated_verb(&mut missing, &mut new, |n, m| {
        converse_verb_restates(o, m, (report.rewrite, r), n)
            || converse_verb_restates(r, n, (report.original, o), m)
    });
    drop_restated_verb(&mut missing, &mut new, |n, m| {
        adverb_of_adjective(report.original, m, n)
    });
    // "if the flight time shifts" -> "if the flight time changes"; "get there on time" ->
    // "get there punctually".
    drop_restated_verb(&mut missing, &mut new, |n, m| {
        intransitive_change((report.original, m), (report.rewrite, n))
            || intransitive_change((report.rewrite, n), (report.original, m))
            || punctually_for_on_time((report.original, m), (report.rewrite, n))
    });
    // "don't disclose a resident's diagnosis to visitors" -> "... before telling any visitor
    // a resident's diagnosis": one verb of passing on what one knows for another.
    drop_restated_verb(&mut missing, &mut new, |n, m| {
        imparts_in_other_words((report.original, m), (report.rewrite, n))
    });
    // "Don't let anybody in the pepper room without a mask" -> "No entry to the pepper room
    // without a mask": letting anyone in said as entry (s67a-p074).
    drop_restated_verb(&mut missing, &mut new, |n, m| {
        letting_in_said_as_entry(report.original, m, n)
    });
    // The same with "anybody", a function word as "anyone" is (pol69c): only the rewrite's
    // word of entry is left to take.
    if new.iter().any(|n| n.stem.as_str() == "enter") && lets_anyone_in(report.original, &o.range) {
        new.retain(|n| n.stem.as_str() != "enter");
    }
    // "to visitors, family included" -> "any visitor (family too)"; "that means the roofers
    // too" -> "roofers included" (whose "included" is then no new word either).
    let stressing = missing.len();
    missing.retain(|m| !included_said_by_too(report.original, m, report.rewrite, r));
    if missing.len() < stressing {
        new.retain(|n| n.stem.as_str() != "includ");
    }
    // "Ask Mrs Achieng" -> "Ask Achieng": the title went, the name it stood before stayed.
    missing.retain(|m| {
        !titles::title_before_a_kept_name((report.original, o), m, (report.rewrite, r))
    });
    // "closed at all times" -> "closed throughout".
    drop_restated_verb(&mut missing, &mut new, |n, m| {
        titles::at_all_times_said_as_throughout(report.original, m, report.rewrite, n)
    });
    // "you can book them without asking me" -> "agent may book directly".
    drop_restated_verb(&mut missing, &mut new, |n, m| {
        directly_for_without_asking((report.original, m), (report.rewrite, n))
            || directly_for_no_need_to_wait((report.original, m), (report.rewrite, n))
    });
    // "bump any lesson to the afternoon" -> "any lesson may be moved to the afternoon";
    // "kindly revert to the patient" -> "reply to patient" (a reply, in South Asian and
    // Philippine English).
    drop_restated_verb(&mut missing, &mut new, |n, m| {
        moved_for_bumped_to((report.original, m), (report.rewrite, n))
            || reply_for_revert_to((report.original, m), (report.rewrite, n))
    });
    // "Kindly revert with the rota" -> "Rota to user": a reply with no one named goes back
    // to the one who asked (corpus30b).
    // (Asked only when a word went and the rewrite names the user: a memmem of the original.)
    if !missing.is_empty()
        && r.words.iter().any(|n| n.stem.as_str() == "user")
        && let Some(revert) = revert_without_to(report.original)
    {
        missing.retain(|m| m.range != revert);
    }
    // "... without asking me" -> "... without user sign-off": the leave asked, named.
    missing.retain(|m| !leave_named_for_without_asking(report.original, m, (report.rewrite, r)));
    // "the deposit can't be touched" -> "deposit untouchable": the "un-...-able" form says
    // what the negated verb said.
    drop_restated_verb(&mut missing, &mut new, |n, m| {
        able_form_of_a_negated_word(report.original, m, report.rewrite, n)
    });
    // "mark it as 'owner cancelled'" -> "log it as 'owner cancelled'", "log the readings" ->
    // "record the readings": one verb of writing a thing down for another.
    drop_restated_verb(&mut missing, &mut new, |n, m| {
        records_in_other_words((report.original, m), (report.rewrite, n))
    });
    // "Charge the late-return fee after 30 minutes" -> "Late-return fee applies after 30
    // min": imposing a charge or a rule is making it apply (and back).
    drop_restated_verb(&mut missing, &mut new, |n, m| {
        imposed_thing_applies((report.original, o, m), (report.rewrite, r, n))
            || imposed_thing_applies((report.rewrite, r, n), (report.original, o, m))
    });
    // "get approval before overtime" -> "overtime requires prior approval": "prior" says
    // the original's "before" (or "first").
    new.retain(|n| {
        !(report
            .rewrite
            .get(n.range.clone())
            .is_some_and(|w| w.eq_ignore_ascii_case("prior"))
            && has_word(
                report.original,
                o,
                &["before", "first", "beforehand", "advance"],
            ))
    });
    // "the final cut needs Kiri's ok" -> "Kiri approves the final cut": the approval named
    // by its verb.
    // (The new words are asked first: most rewrites have no "approves".)
    let approving = |n: &&extract::Word| {
        report
            .rewrite
            .get(n.range.clone())
            .is_some_and(|w| is_one_of(w, &["approve", "approves", "approved", "approving"]))
    };
    if new.iter().any(approving) && has_word(report.original, o, APPROVAL_NOUNS) {
        new.retain(|n| !approving(n));
    }
    // "make sure the hotel has free cancellation" -> "... offers free cancellation": what a
    // thing has, said by what it offers (nothing else replaced or added).
    if missing.is_empty()
        && new.len() == 1
        && has_word(report.original, o, &["has", "have", "having"])
    {
        new.retain(|n| {
            !report
                .rewrite
                .get(n.range.clone())
                .is_some_and(|w| is_one_of(w, &["offer", "offers", "offering"]))
        });
    }
    // "spend at most $1,800 on the trip" -> "trip budget is capped at $1,800": the budget
    // says the spending its bound caps.
    drop_restated_verb(&mut missing, &mut new, |n, m| {
        budget_for_spending((report.original, o, m), (report.rewrite, r, n))
    });
    // "database migrations" -> "migrations", "the daily standup" -> "Standup:": a modifier
    // its head implies, the head kept, nothing new said of it ("migrations to the cache").
    if new.is_empty() {
        missing.retain(|m| !implied_by_its_head(report.original, m, r));
    }
    // "The study's annual safety report is due ..." -> "Annual safety report due ...": the
    // owner that picked out the one thing the conversation is about (not when the rewrite
    // says "any" or "every" of them: "any password").
    // (Not when the rewrite puts another owner before that thing: "without the producer's
    // approval" -> "without the director's approval".)
    if !r.quantifiers.iter().any(|q| q.0) || says_every_case(report.original, o) {
        let another_owner = |m: &&extract::Word| {
            shorthand::another_owner_put_in((report.original, o), m, (report.rewrite, r), &new)
        };
        missing.retain(|m| another_owner(m) || !owner_of_the_one_thing(report.original, o, m, r));
        // "the tutoring app's install size" -> "install size", "use the client's trading
        // name" -> "trading name always" in another line: the one owner the text names.
        missing.retain(|m| {
            let once = |p: &extract::Word| {
                owner_the_text_names_once((report.original, o, p), before, (report.rewrite, after))
            };
            another_owner(m)
                || !once(m) && !possessive_it_modifies(report.original, o, m).is_some_and(once)
        });
    }
    // "the cheapest hotel" -> "the least cheap hotel": "least" turned the superlative.
    if let Some(turned) = least_turns_a_superlative((report.original, o), (report.rewrite, r)) {
        return Some(turned);
    }
    // "the cheapest hotel" -> "the least expensive hotel", and back.
    drop_restated_verb(&mut missing, &mut new, |n, m| {
        least_of_the_opposite((report.original, m), (report.rewrite, n))
            || least_of_the_opposite((report.rewrite, n), (report.original, m))
    });
    // (And back: "5 °C" -> "5 degrees Celsius".)
    drop_restated_verb(&mut missing, &mut new, |n, m| {
        degrees_in_symbol((report.original, o), m, report.rewrite, n)
            || degrees_in_symbol((report.rewrite, r), n, report.original, m)
    });
    // "Rum stock must stay ... at 18 degrees Celsius or less" -> "Rum in cool room, ≤18°C":
    // a scale's letter left after a degree sign is its number's unit, no word of the rule's
    // scope, and says no word the other text dropped (pol68c); unless the other text names
    // the other scale ("8 degrees Celsius" -> "8 °F").
    new.retain(|n| {
        scale_after_degree_sign(report.rewrite, n)
            .is_none_or(|scale| names_another_scale(report.original, scale))
    });
    missing.retain(|m| {
        scale_after_degree_sign(report.original, m)
            .is_none_or(|scale| names_another_scale(report.rewrite, scale))
    });
    missing.retain(|m| !kind_of_a_code_name(report.original, m, (report.rewrite, r), &new));
    // "sit in Room G14" -> "→ G14": the kind before a code (corpus34b).
    missing.retain(|m| {
        !super::headings::kind_before_a_code_name(
            report.original,
            &m.range,
            report.rewrite.get(r.range.clone()).unwrap_or(""),
        )
    });
    // "children under 8" -> "under-8s": the people named by their bound (session 32).
    drop_restated_verb(&mut missing, &mut new, |n, m| {
        super::age_groups::people_said_as_age_group(
            (report.original, &m.range),
            (report.rewrite, &n.range),
        )
    });
    // "skipper and deckhand not counted" -> "(excl. skipper & deckhand)" (session 32).
    drop_restated_verb(&mut missing, &mut new, |n, m| {
        super::counts::not_counted_said_as_excluding(
            (report.original, &m.range),
            (report.rewrite, &n.range),
        )
    });
    // "without asking ops" -> "unless ops agrees" (session 32).
    drop_restated_verb(&mut missing, &mut new, |n, m| {
        super::condition_logic::without_asking_said_as_unless_agreeing(
            (report.original, &m.range),
            (report.rewrite, &n.range),
        )
    });
    // "note any transcription as secondary" -> "flag transcriptions as secondary" (session 32).
    new.retain(|n| {
        !super::synonyms::marking_as_said_again((report.original, o), (report.rewrite, &n.range))
    });
    // "come straight to me" -> "→ user directly" (session 32).
    drop_restated_verb(&mut missing, &mut new, |n, m| {
        super::synonyms::straight_said_as_directly(
            (report.original, &m.range),
            (report.rewrite, &n.range),
        )
    });
    // "point them to the café" -> "send them to the café": one act of directing (pol65c).
    drop_restated_verb(&mut missing, &mut new, |n, m| {
        super::synonyms::directing_said_again(
            (report.original, &m.range),
            (report.rewrite, &n.range),
        )
    });
    // "reaches within 10 km" -> "comes within 10 km": one event of coming near (pol65c).
    missing.retain(|m| {
        !super::synonyms::coming_within_said_again((report.original, &m.range), report.rewrite)
    });
    // "Comment on D9: leave this cell blank" -> "D9: keep blank": "this" and a kind noun
    // point back to a code name said before, which the rewrite keeps.
    missing.retain(|m| !points_back_to_a_kept_name(report.original, m, report.rewrite));
    // "not even typo fixes" -> "typo fixes included": what "even" stressed, said by
    // "including"; the rule no longer names it when it went ("never send marketing emails,
    // even transactional-looking ones" -> "never send marketing emails").
    if let Some(stressed) = (!missing.is_empty() || new.iter().any(|n| n.stem.as_str() == "includ"))
        .then(|| stressed_by_even(report.original, o))
        .flatten()
    {
        if let Some(m) = missing.iter().find(|m| m.range == stressed.range) {
            return Some((m.range.clone(), r.range.clone()));
        }
        new.retain(|n| n.stem.as_str() != "includ");
    }
    // "PRs that lack tests" -> "PRs without tests": the "without" says what "lack" said.
    if let Some((_, lack)) = lack_restated_by_without(o, (report.rewrite, r)) {
        missing.retain(|m| m.range != lack.range);
    }
    // ... and the other way: "without proof of income" -> "lacking proof of income".
    if let Some((_, lack)) = lack_restated_by_without(r, (report.original, o)) {
        new.retain(|n| n.range != lack.range);
    }
    // "don't disable the limiter" -> "keep the limiter enabled", "don't touch the tables" ->
    // "tables untouched": the state kept says what the negated verb said; neither is a scope
    // change.
    // (Not when the rewrite keeps the ban as a false permission key, "allowed: false": the
    // negation is still said, and "opened" -> "unopened" turned the object, corpus30b.)
    if o.negation.is_some()
        && r.negation.is_none()
        && !super::negation_forms::ban_said_as_a_false_permission_key((report.rewrite, r))
    {
        let state_of = |n: &extract::Word, verb: &extract::Word| {
            kept_state(&verb.stem)
                .unwrap_or(&[])
                .iter()
                .any(|st| stems::stems_match(&stems::stem(st), &n.stem))
                || negates_verb(
                    report.rewrite.get(n.range.clone()).unwrap_or(""),
                    &verb.stem,
                )
        };
        drop_restated_verb(&mut missing, &mut new, state_of);
    } else if o.negation.is_some() && missing.len() <= new.len() {
        // "Please hold the run until ..., and don't touch the adjustments" -> "Hold the run
        // until ...; leave the adjustments untouched" (corpus30): both first negations are
        // "hold", the "don't" right before the verb is what "untouched" says, with no negation
        // before it in the rewrite.
        let negated_right_before = |m: &extract::Word| {
            report
                .original
                .get(o.range.start..m.range.start)
                .and_then(|before| before.split_whitespace().next_back())
                .is_some_and(super::is_negation_word)
        };
        let un_said = |n: &extract::Word, verb: &extract::Word| {
            negated_right_before(verb)
                && negates_verb(
                    report.rewrite.get(n.range.clone()).unwrap_or(""),
                    &verb.stem,
                )
                && report
                    .rewrite
                    .get(r.range.start..n.range.start)
                    .is_some_and(|before| negation_count(before) == 0)
        };
        drop_restated_verb(&mut missing, &mut new, un_said);
    } else if o.negation.is_none() && r.negation.is_some() && says_a_state_kept(report.original, o)
    {
        // "The hatch stays locked" -> "Don't unlock the hatch": the state kept, said as a ban
        // on the verb that ends it (pol65c), the first branch the other way round.
        let ended_by = |n: &extract::Word, m: &extract::Word| {
            kept_state(&n.stem)
                .unwrap_or(&[])
                .iter()
                .any(|st| stems::stems_match(&stems::stem(st), &m.stem))
                || negates_verb(report.original.get(m.range.clone()).unwrap_or(""), &n.stem)
        };
        drop_restated_verb(&mut missing, &mut new, ended_by);
    }
    // "don't let the alarm go unacknowledged" -> "acknowledge the alarm": an "un-" form after
    // a negation said as the word itself, with no negation (the two negations cancel).
    let un_form =
        |m: &&extract::Word| un_stem(report.original.get(m.range.clone()).unwrap_or("")).is_some();
    if missing.iter().any(un_form) && negation_count(r_text) == 0 {
        drop_restated_verb(&mut missing, &mut new, |n, m| {
            let word = report.original.get(m.range.clone()).unwrap_or("");
            un_stem(word).is_some_and(|rest| stems::stems_match(&stems::stem(rest), &n.stem))
                && report
                    .original
                    .get(o.range.start..m.range.start)
                    .is_some_and(|before| negation_count(before) > 0)
        });
    }
    // "store API keys in the vault" -> "API keys live in the vault": where a thing is kept
    // said by where it lives.
    let placed = |n: &extract::Word, verb: &extract::Word| {
        // ("keep", "put" and "stay" carry no scope: they are never missing or new words.)
        matches!(verb.stem.as_str(), "stor" | "sav" | "plac")
            && matches!(n.stem.as_str(), "liv" | "belong" | "sit")
    };
    drop_restated_verb(&mut missing, &mut new, placed);
    // "don't send invoices on weekends" -> "invoices go out on weekdays only": the other
    // side of the week, as the negation turned (either way: "only on weekdays" -> "never on
    // weekends").
    if o.negation.is_some() != r.negation.is_some() {
        let (gone, came) = if o.negation.is_some() {
            ("weeken", "weekda")
        } else {
            ("weekda", "weeken")
        };
        let turned = r.words.iter().any(|n| n.stem.as_str() == came);
        if turned && missing.iter().any(|m| m.stem.as_str() == gone) {
            missing.retain(|m| m.stem.as_str() != gone);
            new.retain(|n| n.stem.as_str() != came);
        }
    }
    // "not on weekends" -> "not on Saturdays or Sundays": the part of the week by its days.
    missing.retain(|m| {
        !week_part_said_by_its_days(&m.stem, report.rewrite.get(r.range.clone()).unwrap_or(""))
    });
    // "on weekends" -> "Sat/Sun": the days named are the weekend's (corpus33).
    if o.words.iter().any(|w| w.stem.as_str() == "weeken") {
        new.retain(|n| {
            !super::shorthand::weekend_by_short_days(
                report.rewrite.get(n.range.clone()).unwrap_or(""),
            )
        });
    }
    // "can view the wiki but can't edit it" -> "wiki read-only": reading was granted, the
    // change banned; "read-only" says both.
    if o.negation
        .as_ref()
        .is_some_and(|n| read_only_restates(report.rewrite, o, n, r))
    {
        // ("look at" is reading too; "read-only access" grants only that.)
        missing.retain(|m| {
            !["view", "read", "see", "access"]
                .iter()
                .any(|v| stems::stems_match(&m.stem, &stems::stem(v)))
                && !report
                    .original
                    .get(m.range.clone())
                    .is_some_and(|w| is_one_of(w, &["look", "looks"]))
        });
        let read_only = |w: &str| is_one_of(w, &["read-only", "view-only"]);
        new.retain(|n| {
            let access_granted = n.stem.as_str() == "access"
                && report
                    .rewrite
                    .get(..n.range.start)
                    .and_then(|before| before.split_whitespace().next_back())
                    .is_some_and(read_only);
            !(report.rewrite.get(n.range.clone()).is_some_and(read_only) || access_granted)
        });
    }
    // "don't include test accounts" -> "exclude test accounts": the opposite verb, with no
    // negation of its own (an "exclude" is itself read as one), says what the negated verb
    // said.
    // (A negation read into a bound still negates its verb: "do not store uploads longer
    // than 30 days" = "uploads are deleted after 30 days".)
    let negated = |verb: &extract::Word| {
        o.negation.is_some()
            || negated_word_in(
                report.original.get(o.range.clone()).unwrap_or(""),
                report.original.get(verb.range.clone()).unwrap_or(""),
            )
    };
    let opposite = |n: &extract::Word, verb: &extract::Word| {
        antonyms(verb.stem.as_str()).contains(&n.stem.as_str())
            && r.negation.as_ref().is_none_or(|neg| *neg == n.range)
            && negated(verb)
    };
    drop_restated_verb(&mut missing, &mut new, opposite);
    // "must not create events" -> "no new events", "do not schedule calls" -> "no calls":
    // "new", or "no" before the object, says what the verb of making said.
    let making = |w: &&extract::Word| {
        matches!(
            w.stem.as_str(),
            "creat" | "add" | "mak" | "open" | "start" | "writ" | "book" | "regist" | "schedu"
                // "may not be given admin access" -> "no admin access": giving makes it theirs.
                | "giv" | "grant" | "provid" | "issu" | "assign"
        )
    };
    // "no" right before an object the original named ("do not schedule calls" -> "no calls";
    // not "don't schedule anything" -> "no meetings").
    let no_before_object = r.negation.as_ref().is_some_and(|n| {
        report
            .rewrite
            .get(n.clone())
            .is_some_and(|w| w.eq_ignore_ascii_case("no"))
            && r.words
                .iter()
                .find(|w| w.range.start >= n.end)
                .is_some_and(|object| before_stems.has(&object.stem))
    });
    if missing.iter().any(making) && new.iter().any(|n| n.stem.as_str() == "new") {
        missing.retain(|m| !making(m));
        new.retain(|n| n.stem.as_str() != "new");
    } else if no_before_object && o.negation.is_none() {
        // "dislikes emoji" -> "no emoji": the dislike said by "no" before the thing.
        missing.retain(|m| !is_aversion(report.original, m));
    } else if no_before_object && o.negation.is_some() {
        // (The banned verb, not one in a condition after it: "don't change prices after the
        // sale starts" -> "no changes to prices once the sale ends" replaced the event.)
        let negation = o.negation.as_ref().map_or(0, |n| n.start);
        missing.retain(|m| {
            !making(m)
                || o.conditions
                    .iter()
                    .any(|(_, c)| c.start > negation && c.start < m.range.start)
        });
        // "must not hit the network" -> "no network access": access to the thing says what
        // the verb of reaching it said.
        drop_restated_verb(&mut missing, &mut new, |n, m| {
            access_restates_reaching(report.rewrite, m, n, before_stems)
        });
    }
    // "Only admins" became "anyone": the restriction was lifted. Not when "only" restricted
    // a time the rewrite requires ("only deploy after QA signs off" = "requires QA sign-off
    // before any deploy").
    let both_ordered = [o, r]
        .iter()
        .all(|c| c.conditions.iter().any(|(g, _)| *g == CondGroup::Ordering))
        && states_an_obligation(report.rewrite, r);
    let compare_restriction = !both_ordered && restriction == Restriction::Compare;
    // "only once per order" = "max once per order": the bare count the "only" restricted,
    // capped at the same number.
    let capped_count = |only: &Range<usize>| {
        o.numbers.iter().any(|n| {
            // Right after "only", or two words on ("only dispense a 30-day supply").
            let near = report
                .original
                .get(only.end..n.range.start.max(only.end))
                .is_some_and(|between| between.split_whitespace().count() <= 2);
            // A bare count the "only" restricts (or reads as its exact bound: "only once"),
            // not a bound of its own ("only possible within 30 days" keeps "within 30 days"
            // either way).
            near && (!n.compared || n.direction == Direction::Exact)
                && r.numbers
                    .iter()
                    .any(|m| m.value == n.value && m.compared && m.direction == Direction::Upper)
        })
    };
    // "Files under 2 MB only." = "Files must stay below 2 MB.": an "only" closing the
    // sentence right after a bound the rewrite keeps (same value, side and unit), not as a
    // permission ("files can be below 2 MB"), restricts nothing the bound does not.
    let closes_a_kept_bound = |only: &Range<usize>| {
        let closes = report
            .original
            .get(only.end..o.range.end)
            .is_some_and(|rest| {
                rest.trim_matches(|c: char| c.is_ascii_punctuation())
                    .trim()
                    .is_empty()
            });
        closes
            && permission_word(report.rewrite, &r.range).is_none()
            && o.numbers.iter().any(|n| {
                n.compared
                    && report
                        .original
                        .get(n.range.end..only.start)
                        .is_some_and(|gap| gap.trim().is_empty())
                    && r.numbers.iter().any(|m| {
                        m.compared
                            && m.value == n.value
                            && m.direction == n.direction
                            && m.unit == n.unit
                    })
            })
    };
    let lifted = o.restrictive.as_ref().filter(|only| {
        !restricts(report.rewrite, r)
            // "valid for 14 days only" -> "valid 14 days; not honoured after", and "Only thing —
            // ..." (session 36).
            && !super::quantities::only_of_a_figure_said_as_a_cap(
                (report.original, o),
                only,
                (report.rewrite, r),
            )
            && !super::exclusives::only_thing_opening_a_remark(report.original, only)
            && !capped_count(only)
            && !closes_a_kept_bound(only)
            && !only_said_again_apart((report.original, o), only, r, after)
            && !only_said_as_a_wanted_kind((report.original, o), only, (report.rewrite, r))
            // "Only applicants aged 21 or older are eligible" = "Applicants must be at least
            // 21": the bound the "only" restricted, required.
            && !shorthand::only_bound_required((report.original, o), only, (report.rewrite, r))
    });
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
    // "Managers may approve refunds" became "Only managers may approve refunds": the leave
    // given became exclusive, a ban on everyone else.
    if compare_restriction
        && o.restrictive.is_none()
        && let Some(only) = r.restrictive.as_ref()
        && permission_word(report.rewrite, &r.range).is_some_and(|may| only.end <= may.start)
        && permission_word(report.original, &o.range).is_some()
    {
        return Some((o.range.clone(), only.clone()));
    }
    // "the payments service" became "the payments service's README": a possessive narrowed
    // the object to a part of it. Not an aside in parentheses ("(user's request)").
    let in_parentheses = |at: usize| {
        let before = report.rewrite.get(..at).unwrap_or("");
        before
            .rfind('(')
            .is_some_and(|open| !before[open..].contains(')'))
    };
    let possessive = r.words.windows(2).enumerate().find(|(k, pair)| {
        let (owner, part) = (&pair[0], &pair[1]);
        let owner_text = report.rewrite.get(owner.range.clone()).unwrap_or("");
        // "Marta's review", "the manager's approval", "the producer's prior approval": an act
        // by the owner, not a part of it (asked only after a possessive).
        let act_of_the_owner = || {
            let text_of = |w: &extract::Word| report.rewrite.get(w.range.clone()).unwrap_or("");
            let is_act = |w: &extract::Word| {
                is_one_of(
                    text_of(w),
                    &[
                        "review",
                        "approval",
                        "sign-off",
                        "consent",
                        "permission",
                        "ok",
                        "go-ahead",
                    ],
                )
            };
            is_act(part)
                || is_one_of(text_of(part), &["prior", "advance", "written", "explicit"])
                    && r.words.get(k + 2).is_some_and(is_act)
        };
        owner_text.ends_with("'s")
            && !in_parentheses(owner.range.start)
            && !act_of_the_owner()
            && !participle_closing_its_clause(report.rewrite, part)
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
    if let Some((_, pair)) = possessive {
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
            Some("all" | "every" | "each" | "any" | "anywhere")
        ) && !period_said_by_its_adverb((report.original, &q.1), (report.rewrite, r))
    });
    // "per PR" keeps "each PR" (read only when a universal determiner went).
    let per = || {
        report
            .rewrite
            .get(r.range.clone())
            .is_some_and(|t| t.split_whitespace().any(|w| w.eq_ignore_ascii_case("per")))
    };
    // The new word qualifies through a phrase of its own ("to third parties", "that ..."),
    // not as an adjective of the same noun ("any change" -> "prior review").
    let in_a_qualifying_phrase = |n: &extract::Word| {
        one_of_two_words_before(
            report.rewrite,
            n.range.start,
            &[
                "to", "for", "from", "in", "of", "with", "by", "on", "that", "which", "who",
                "outside", "within",
            ],
        )
    };
    // With no word new to the whole original, a word new to the part of its sentence
    // (between commas or semicolons) where "anywhere" named every place may name one: "no
    // peanuts anywhere, and the cake ..." became "no peanuts in the cake".
    let new_to_the_part = |u: &Range<usize>| {
        let text = report.original;
        let part_start = text
            .get(..u.start)
            .and_then(|b| b.rfind([',', ';']))
            .unwrap_or(0);
        let part_end = text
            .get(u.end..)
            .and_then(|a| a.find([',', ';']))
            .map_or(text.len(), |k| u.end + k);
        let in_part = |w: &&extract::Word| w.range.start >= part_start && w.range.end <= part_end;
        r.words.iter().find(|n| {
            !o.words
                .iter()
                .filter(in_part)
                .any(|w| stems::stems_match(&w.stem, &n.stem))
                && in_a_qualifying_phrase(n)
        })
    };
    let qualifier = match (new.first(), universal_determiner) {
        (Some(n), _) => Some(*n).filter(|n| in_a_qualifying_phrase(n)),
        // (Not "anywhere else" said as "elsewhere": every other place still.)
        (None, Some(u))
            if report
                .original
                .get(u.1.clone())
                .is_some_and(|w| w.eq_ignore_ascii_case("anywhere"))
                && !(place_before_else(report.original, &u.1) && elsewhere_restates()) =>
        {
            new_to_the_part(&u.1)
        }
        (None, _) => None,
    };
    if let (Some(u), Some(n)) = (universal_determiner, qualifier)
        && !r.quantifiers.iter().any(|q| q.0)
        && !per()
    {
        return Some((u.1.clone(), n.range.clone()));
    }
    // "in all exports" became "in the marketing exports": the universal went and a new word
    // came right before the noun it counted, which the rewrite keeps.
    if let Some(u) = universal_determiner
        && !r.quantifiers.iter().any(|q| q.0)
        && let Some(counted) = o.words.iter().find(|w| w.range.start > u.1.end)
        && let Some(n) = new.iter().find(|n| {
            // ("all seven days" = "the full 7 days": a word of wholeness says the universal.)
            let whole = report
                .rewrite
                .get(n.range.clone())
                .is_some_and(|t| is_one_of(t, &["full", "entire", "whole", "complete", "total"]));
            !whole
                && r.words
                    .iter()
                    .find(|w| w.range.start > n.range.end)
                    .is_some_and(|next| stems::stems_match(&next.stem, &counted.stem))
        })
    {
        return Some((u.1.clone(), n.range.clone()));
    }
    // "in all regions" became "in two regions": a count the original did not have took the
    // universal's place before the same noun.
    if let Some(u) = universal_determiner
        && !r.quantifiers.iter().any(|q| q.0)
        && let Some(count) = count_in_place_of((report.original, o, &u.1), (report.rewrite, r))
    {
        return Some((u.1.clone(), count));
    }
    // "Don't email anyone about it" became "don't email customers about it", "don't deploy
    // anything on Fridays" became "don't deploy migrations on Fridays": the pronoun that named
    // everybody or everything in a ban gave way to a class (the ban narrowed).
    // (A ban the rewrite restates as an "only" names the class the pronoun's negated relative
    // did: "anyone who isn't on the list" -> "only ... people on the list".)
    // ("nobody may merge their own PR" -> "authors can't merge their own PR": a ban on
    // acting on one's own thing binds exactly those who own one, whatever names them.)
    if let Some(n) = new
        .first()
        .filter(|_| missing.is_empty() && o.negation.is_some() && r.negation.is_some())
        .filter(|n| !owners_of_their_own(report.rewrite, n, r))
        && let Some(pronoun) = universal_pronoun(report.original, &o.range)
        && universal_pronoun(report.rewrite, &r.range).is_none()
        && !r.quantifiers.iter().any(|q| q.0)
        && !nobody_said_by_never((report.original, &pronoun), (report.rewrite, r), &new)
    {
        return Some((pronoun, n.range.clone()));
    }
    // "Customer PII may not be copied ..." became "Support agents may not copy ...": a ban
    // or a duty on everyone (a passive naming no agent) was laid on one actor, named first,
    // before the rewrite's modal or negation.
    if let Some(n) = new.first().filter(|_| missing.is_empty())
        && let Some(marker) = r.negation.as_ref().or(r.strong.as_ref())
        && n.range.end <= marker.start
        && report.rewrite.get(marker.clone()).is_some_and(|m| {
            is_one_of(
                m,
                &[
                    "may", "must", "can", "cannot", "can't", "shall", "never", "not", "mustn't",
                ],
            )
        })
        && r.words.iter().take(2).any(|w| w.range == n.range)
        && agentless_passive(report.original.get(o.range.clone()).unwrap_or(""))
        && !agentless_passive(report.rewrite.get(r.range.clone()).unwrap_or(""))
    {
        return Some((o.range.clone(), n.range.clone()));
    }
    // "Everyone must wear a bunny suit" became "Contractors must wear a bunny suit": a duty
    // or a ban whose subject named everybody was laid on one actor, named first, before the
    // rewrite's modal or negation.
    if let Some(n) = new.first().filter(|_| missing.is_empty())
        && let Some(pronoun) = universal_subject_narrowed(report, o, r, n)
    {
        return Some((pronoun, n.range.clone()));
    }
    // "Only I may reply" became "Only my partner may reply": the one person a restriction
    // named by a pronoun gave way to someone the original does not name.
    if let (Some(only_o), Some(only_r)) = (&o.restrictive, &r.restrictive)
        && let Some((named, n)) = other_than_the_pronoun_only_named(report, only_o, only_r, &new)
    {
        return Some((named, n.range.clone()));
    }
    // "until I've checked the prices" became "until Ana has checked the prices", "ask me
    // first" became "ask Ben first": the speaker gave way to someone the original does not
    // name (the user, the speaker restated, is known already).
    if let Some(n) = new.iter().find(|n| {
        missing.is_empty()
            && is_proper_noun(report.rewrite, &n.range)
            && has_word(report.original, o, FIRST_PERSON)
            && !has_word(report.rewrite, r, FIRST_PERSON)
    }) {
        return Some((o.range.clone(), n.range.clone()));
    }
    // "Only senior engineers" became "engineers": the restriction and a word of it went
    // (the word may stand before the "only": the range covers both).
    if let (Some(only), Some(m)) = (lifted, missing.first()) {
        let from = only.start.min(m.range.start);
        return Some((from..only.end.max(m.range.end), r.range.clone()));
    }
    // "Only senior analysts" became "Only analysts", "junior walkers" became "walkers": a
    // modifier picking out part of what the kept noun names went, and the scope widened.
    if let Some(m) = missing
        .iter()
        .find(|m| super::subsets::subset_modifier_dropped((report.original, o), m, after))
    {
        return Some((m.range.clone(), r.range.clone()));
    }
    // "backups of the user database" became "backups": a qualifying phrase was dropped
    // while the word it qualified stayed.
    if let Some(m) = missing
        .iter()
        .find(|m| dropped_qualifier(report.original, o, m, after))
    {
        return Some((m.range.clone(), r.range.clone()));
    }
    // "the pricing section of the wiki" became "the wiki": the part the rule named was cut and
    // the whole stands for it.
    if let Some(m) = missing
        .iter()
        .find(|m| part_cut_from_its_whole(report.original, o, m, after))
    {
        return Some((m.range.clone(), r.range.clone()));
    }
    // "Managers" became "anyone": the actor was widened to everybody.
    // (Not a universal that names no actor: "always", or a determiner before a thing the
    // original names, "before discussing the account" -> "before any account discussion".)
    // (Asked only for a word that went from outside the actor: "Managers can approve
    // refunds" -> "Every refund can be approved" lost its actor.)
    if let Some(m) = missing.first()
        && let Some(u) = r.quantifiers.iter().find(|q| {
            q.0 && (super::universals::in_the_subject((report.original, o), m)
                || !super::universals::names_no_actor(report.rewrite, &q.1, r, before_stems))
        })
        && !quantified_or_per(report.original, o)
    {
        return Some((m.range.clone(), u.1.clone()));
    }
    // "3 deploys across all regions" became "3 deploys per region": a total turned into a
    // rate of each (or back).
    // (Every word is kept: "across" and "per" name no scope, "regions" stays.)
    if missing.is_empty()
        && new.is_empty()
        && let Some(change) =
            total_turned_rate((report.original, o), (report.rewrite, r)).or_else(|| {
                total_turned_rate((report.rewrite, r), (report.original, o)).map(|(a, b)| (b, a))
            })
    {
        return Some(change);
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
    // "request bodies" became "request bodies from the admin API": a new qualifying phrase;
    // "lock the drawer" became "lock the drawer on weekends": one new noun after a
    // preposition narrowed when the rule applies.
    if let Some(n) = new.first().filter(|n| {
        missing.is_empty()
            && (new.len() >= 2
                || is_proper_noun(report.rewrite, &n.range)
                || restricting_phrase(report.rewrite, n)
                    && !week_part_said_by_its_days(&n.stem, report.original))
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
    // "needs notes and a tag" became "needs:\n- notes": the kept conjunct is an item of its
    // own (a sentence of the rewrite) and the other went.
    if let Some(m) = missing.iter().find(|m| {
        new.is_empty()
            && after.clauses.iter().any(|c| {
                list_item(report.rewrite, c)
                    && (joins_a_kept_word(report.rewrite, c, report.original, m, false)
                        || opens_a_kept_conjunct((report.original, o), m, (report.rewrite, c)))
            })
    }) {
        return Some((m.range.clone(), r.range.clone()));
    }
    // "the linter and the tests" became "the tests": the conjunct before a kept word went.
    if let Some(m) = missing.iter().find(|m| {
        new.is_empty() && opens_a_kept_conjunct((report.original, o), m, (report.rewrite, r))
    }) {
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
    // "every commit" became "every commit that touches Python files": a restrictive relative
    // clause came after a word the original has and left unrestricted.
    if let Some(n) = new.iter().find(|n| {
        missing.is_empty()
            && opens_a_new_relative_clause((report.original, o), (report.rewrite, r), n)
    }) {
        return Some((o.range.clone(), n.range.clone()));
    }
    // "taxis under $40" became "taxis under $40 that have a receipt": a restricting phrase
    // came after a bound the original kept and closed its phrase with.
    if let Some(n) = new.iter().find(|n| {
        missing.is_empty()
            && restricts_after_a_kept_bound((report.original, o), (report.rewrite, r), n)
    }) {
        return Some((o.range.clone(), n.range.clone()));
    }
    // "API keys" became "production API keys", "during exams" became "during final exams":
    // a word the original did not have came right before one it had and left unqualified
    // (not in an aside in parentheses: "(weak French)" for "my French is not good").
    if let Some(n) = new.iter().find(|n| {
        missing.is_empty()
            && !in_parentheses(n.range.start)
            && qualifies_a_bare_kept_word((report.original, o), (report.rewrite, r), n)
    }) {
        return Some((o.range.clone(), n.range.clone()));
    }
    // Quantifier: every/all/any became some/most, or back. (The universal of the noun the
    // rewrite's quantifier counts, where the original has one: "any strip-out ... on every
    // wall" -> "no strip-out ... on most walls" turned "every", not "any".)
    let r_partial = r.quantifiers.iter().find(|q| !q.0);
    let o_universal = r_partial
        .and_then(|p| universal_of_the_same_noun(o, r, &p.1))
        .or_else(|| o.quantifiers.iter().find(|q| q.0));
    if let (Some(u), Some(p)) = (o_universal, r_partial)
        && !o.quantifiers.iter().any(|q| !q.0)
    {
        return Some((u.1.clone(), p.1.clone()));
    }
    // A word went and another came. Not a head noun whose modifier stays for it, ending its
    // phrase ("convert to metric units" -> "convert to metric"; "client names" -> "client
    // photos" is a new head), unless the modifier's word stands elsewhere in the original
    // too, and the rewrite's may be that one ("Release tags ... by the release manager" ->
    // "Release tags ... by maintainers").
    // ("Nurse Banda" -> "Nurse Phiri -": the modifier kept names a new word right after it,
    // no phrase it ends.)
    let new_right_after = |x: &extract::Word| {
        new.iter().any(|n| {
            n.range.start >= x.range.end
                && report
                    .rewrite
                    .get(x.range.end..n.range.start)
                    .is_some_and(|gap| gap.bytes().all(|b| b == b' '))
        })
    };
    let replaced = missing.iter().find(|m| {
        !o.words.iter().any(|p| {
            p.modifies_next.as_deref() == Some(m.stem.as_str())
                && r.words.iter().any(|x| {
                    stems::stems_match(&x.stem, &p.stem)
                        && x.modifies_next.is_none()
                        && !new_right_after(x)
                })
                && !o
                    .words
                    .iter()
                    .any(|q| q.range != p.range && stems::stems_match(&q.stem, &p.stem))
        })
    });
    if let (Some(m), Some(n)) = (replaced, new.first()) {
        return Some((m.range.clone(), n.range.clone()));
    }
    // "All customer-facing copy must go through legal review" became "Internal docs: legal
    // review required": what the rule applies to went, and the label names something else
    // in two words or more its sentence does not have (one may be a heading, "Reviews:", or
    // a short form, "PRs:"; another sentence may name them: "Internal docs don't need it").
    // (The original's own label may name them: "For the conference trip: ..." ->
    // "Conference trip: ...".)
    let label_names_another_thing = || {
        r.label_words
            .iter()
            .filter(|l| {
                !o.words.iter().any(|w| stems::stems_match(&w.stem, l))
                    && !o.label_words.iter().any(|w| stems::stems_match(w, l))
                    // (Nor a number of the rule: "Under-6 LA:" for "... children under 6".)
                    && !l
                        .parse::<f64>()
                        .is_ok_and(|v| o.numbers.iter().any(|n| n.value == v))
            })
            .count()
            >= 2
    };
    // (The word that went is the rule's subject, before its modal: "sent" in "cite the
    // studies I sent" under "Draft feedback:" is no subject.)
    let in_the_subject = |m: &extract::Word| {
        o.strong
            .as_ref()
            .is_some_and(|strong| m.range.end <= strong.start)
    };
    if let Some(m) =
        replaced.filter(|m| new.is_empty() && in_the_subject(m) && label_names_another_thing())
    {
        return Some((m.range.clone(), r.range.clone()));
    }
    // "Always reply in the customer's language, keep replies short" became "- Reply in
    // English\n- Keep replies short": the word went, and another came after the same word in
    // a sentence of its own.
    // (Not the word clipped there: "check the freezer temperature" -> "- check freezer
    // temp", a list item of its own; pol70c.)
    if let Some((m, n)) = replaced
        .filter(|_| new.is_empty())
        .and_then(|m| replaced_in_another_sentence(o, m, r, after, before_stems).map(|n| (m, n)))
        .filter(|(m, n)| {
            let (ours, theirs) = (
                report.original.get(m.range.clone()).unwrap_or(""),
                report.rewrite.get(n.range.clone()).unwrap_or(""),
            );
            !stems::clips(ours, theirs)
        })
    {
        return Some((m.range.clone(), n.range.clone()));
    }
    // "refund if the item arrived damaged" became "refund if the item arrived": a word of
    // the condition went (not who asks, nor the asking: "if the user asks for dosage advice"
    // = "if asked" = "dosage questions: ..."), and the rule now holds in more cases or fewer.
    let asks = |m: &&extract::Word| {
        ["ask", "request", "want", "say"]
            .iter()
            .any(|v| stems::stems_match(&m.stem, &stems::stem(v)))
    };
    // (Not under a label: "Dosage questions: unless ..." says the condition in its own words.)
    if new.is_empty()
        && r.label_words.is_empty()
        && r.conditions.iter().any(|(g, _)| *g == CondGroup::Condition)
        && let Some(m) = missing.iter().find(|m| {
            // The condition stayed, with another of its words: only this one went (a
            // condition gone whole is "condition dropped").
            let start = condition_of(report.original, o, m);
            let another_kept = o.words.iter().any(|w| {
                w.range != m.range
                    && condition_of(report.original, o, w) == start
                    && !missing.iter().any(|x| x.range == w.range)
            });
            start.is_some() && another_kept && !names_a_person(report.original, m) && !asks(m)
        })
    {
        return Some((m.range.clone(), r.range.clone()));
    }
    // "When you edit config files" became "Code file edits:": the label put a word of its
    // own in place of a missing one, before the word that one qualified.
    if let Some(m) = missing.iter().find(|m| {
        !r.label_words.is_empty()
            && label_replaces_modifier((report.original, o), &r.label_words, m, before_stems)
    }) {
        return Some((m.range.clone(), r.range.clone()));
    }
    // "The preparer must not e-file the return without the client's form" became "The client
    // must not e-file ...": the actor gave way to another party the rule names.
    if let Some(traded) =
        actor_traded_for_another_party((report.original, report.rewrite), o, r, &missing, after)
    {
        return Some(traded);
    }
    // A modifier dropped: "the release branch" became "branches".
    if let Some(m) = missing.iter().find(|m| {
        m.modifies_next
            .as_deref()
            .is_some_and(|next| after.has_stem(next))
    }) {
        return Some((m.range.clone(), r.range.clone()));
    }
    // "not ... away from the bedside" became "not ... at the bedside" (corpus31b).
    if let Some(m) =
        super::places::away_from_dropped((report.original, o), &missing, (report.rewrite, r))
    {
        return Some((m.range.clone(), r.range.clone()));
    }
    // "the old save-file migration code" became "the old save files": the phrase's last two
    // words went and a modifier stands for it (corpus31b).
    if let Some(m) =
        super::subsets::head_run_dropped((report.original, o), &missing, (report.rewrite, r))
    {
        return Some((m.range.clone(), r.range.clone()));
    }
    None
}

/// The original's universal ("every", "all", "any") whose noun (the next word it counts) is,
/// by stem, the noun the rewrite's quantifier at `partial` counts: "on every wall" for "on
/// most walls". `None` when no universal counts that noun.
fn universal_of_the_same_noun<'c>(
    o: &'c Clause,
    r: &Clause,
    partial: &Range<usize>,
) -> Option<&'c (bool, Range<usize>)> {
    let counted = r.words.iter().find(|w| w.range.start >= partial.end)?;
    o.quantifiers.iter().filter(|q| q.0).find(|q| {
        o.words
            .iter()
            .find(|w| w.range.start >= q.1.end)
            .is_some_and(|w| stems::stems_match(&w.stem, &counted.stem))
    })
}

/// `label` (a rewrite's label words) puts a word the original does not have (not in
/// `before_stems`, nor `m` clipped) in place of `m`, a word of `o` right before another,
/// before that other: "config files" -> "Code file ...", "staging servers" -> "Prod
/// server ..." (not "Config file ...", nor "Server ...").
fn label_replaces_modifier(
    (original, o): (&str, &Clause),
    label: &[stems::Stem],
    m: &extract::Word,
    before_stems: &stems::StemIndex,
) -> bool {
    let Some(head) = o
        .words
        .get(o.words.partition_point(|h| h.range.start <= m.range.end))
        .filter(|h| original.get(m.range.end..h.range.start) == Some(" "))
    else {
        return false;
    };
    let whole = original.get(m.range.clone()).unwrap_or("");
    label.windows(2).any(|pair| {
        stems::stems_match(&pair[1], &head.stem)
            && !before_stems.has(&pair[0])
            && !stems::clips(whole, &pair[0])
    })
}

/// Word `w` of the rewrite's `r` is in a speed whose unit the original (`before`) has too,
/// said in words: "10 mph" -> "10 miles per hour" ("hour").
fn in_a_speed_said_in_words(r: &Clause, w: &extract::Word, before: &Facts) -> bool {
    r.numbers.iter().any(|n| {
        n.range.start <= w.range.start
            && w.range.end <= n.range.end
            && n.unit.as_deref().is_some_and(|u| {
                matches!(quantities::unit_scale(u), Some(quantities::Scale::Speed(_)))
                    && before.numbers().any(|x| x.unit.as_deref() == Some(u))
            })
    })
}

/// Where the condition holding word `m` of sentence `c` (ranges into `text`) starts: one
/// of its conditions ("if", "unless", "as long as"...) whose word comes before `m` with no
/// comma, semicolon, colon or dash between (which close the condition's part of the
/// sentence); `None` when `m` is in none.
fn condition_of(text: &str, c: &Clause, m: &extract::Word) -> Option<usize> {
    c.conditions
        .iter()
        .filter(|(group, range)| {
            *group == CondGroup::Condition
                && m.range.start >= range.end
                && text
                    .get(range.end..m.range.start)
                    .is_some_and(|between| !between.contains([',', ';', ':', '—']))
        })
        .map(|(_, range)| range.start)
        .next_back()
}

/// Word `m` of `text` names a person or a group of them ("user", "customer", "staff"):
/// who a condition is about, often left implicit in a compressed rule.
fn names_a_person(text: &str, m: &extract::Word) -> bool {
    let word = text.get(m.range.clone()).unwrap_or("").to_ascii_lowercase();
    lexicon::classes(&word) & (lexicon::AGENT_SUBJECT | lexicon::PRINCIPAL) != 0
        || lexicon::classes(word.trim_end_matches('s')) & lexicon::AGENT_SUBJECT != 0
}

/// A word of a rewrite sentence other than `r` that the original (whose stems are
/// `before_stems`) does not have, right after the content word that comes right before the
/// missing word `m` in `o` ("reply in the customer's language" -> "Reply in English": after
/// "reply"): `m` was replaced there.
fn replaced_in_another_sentence<'a>(
    o: &extract::Clause,
    m: &extract::Word,
    r: &extract::Clause,
    after: &'a Facts,
    before_stems: &stems::StemIndex,
) -> Option<&'a extract::Word> {
    let k = o.words.iter().position(|w| w.range == m.range)?;
    let lead = &o.words.get(k.checked_sub(1)?)?.stem;
    after
        .clauses
        .iter()
        .filter(|c| !std::ptr::eq(*c, r))
        .find_map(|c| {
            c.words.windows(2).find_map(|pair| {
                (stems::stems_match(&pair[0].stem, lead) && !before_stems.has(&pair[1].stem))
                    .then_some(&pair[1])
            })
        })
}

/// `a` totals over a set ("across all regions") and `b` counts per member of the same set
/// ("per region"): the word ranges "across" and "per", as `(range in a_text, range in
/// b_text)`. Each clause is given with the text its ranges point into.
fn total_turned_rate(
    (a_text, a): (&str, &extract::Clause),
    (b_text, b): (&str, &extract::Clause),
) -> Option<(Range<usize>, Range<usize>)> {
    // Most sentences hold no "across" ("Across" too), which a search for its "c" rules out.
    let a_bytes = a_text.get(a.range.clone())?.as_bytes();
    memchr::memchr_iter(b'c', a_bytes).find(|&k| a_bytes[k..].starts_with(b"cross"))?;
    // The word after `marker` (a whole word, any case) in a clause's text, past a
    // determiner, as its stem, with the marker's range.
    let set_after = |text: &str, c: &extract::Clause, marker: &str| {
        let clause = text.get(c.range.clone())?.as_bytes();
        let letter = |k: usize| clause.get(k).is_some_and(u8::is_ascii_alphabetic);
        let at = clause
            .windows(marker.len())
            .enumerate()
            .find_map(|(k, w)| {
                (w.eq_ignore_ascii_case(marker.as_bytes())
                    && (k == 0 || !letter(k - 1))
                    && !letter(k + marker.len()))
                .then_some(k)
            })?;
        let set = text
            .get(c.range.start + at + marker.len()..c.range.end)?
            .split(|ch: char| !ch.is_ascii_alphabetic())
            .filter(|w| !w.is_empty())
            .find(|w| !is_one_of(w, &["all", "the", "every", "our", "each", "of"]))?;
        let start = c.range.start + at;
        Some((
            stems::stem(&set.to_ascii_lowercase()),
            start..start + marker.len(),
        ))
    };
    let (total, across) = set_after(a_text, a, "across")?;
    let (each, per) = set_after(b_text, b, "per")?;
    (stems::stems_match(&total, &each) && set_after(a_text, a, "per").is_none())
        .then_some((across, per))
}

/// A word of `text` is "given", the participle of a light verb whose other forms the scope
/// comparison reads as no word: a form of "give" in the rewrite keeps it ("must not be given
/// admin rights" -> "never give admin rights").
fn is_given(text: &str) -> impl Fn(&extract::Word) -> bool + '_ {
    move |w| {
        text.get(w.range.clone())
            .is_some_and(|t| t.eq_ignore_ascii_case("given"))
    }
}

/// Takes out of `words` the ones `picked` picks (a test of the word alone) and `confirmed`
/// confirms, asking `confirmed` of the first [`CHECKED`] picked only: its test reads the
/// sentences, and a long sentence of picked words stays linear.
fn drop_checked(
    words: &mut Inline8<&extract::Word>,
    picked: impl Fn(&extract::Word) -> bool,
    confirmed: impl Fn(&extract::Word) -> bool,
) {
    let mut asked = 0;
    words.retain(|w| {
        if asked >= CHECKED || !picked(w) {
            return true;
        }
        asked += 1;
        !confirmed(w)
    });
}

/// How many picked words [`drop_checked`] asks about.
const CHECKED: usize = 4;

/// The missing word `m` shares and the new word `n` is "given": sharing a thing with someone
/// is giving it to them.
fn given_says_sharing(
    (original, m): (&str, &extract::Word),
    (rewrite, n): (&str, &extract::Word),
) -> bool {
    original
        .get(m.range.clone())
        .is_some_and(|w| is_one_of(w, &["share", "shares", "shared", "sharing"]))
        && rewrite
            .get(n.range.clone())
            .is_some_and(|w| w.eq_ignore_ascii_case("given"))
}

/// The stems of the words of the code spans of `sentence` ("`migrations/`", "`npm test`"),
/// at most [`CODE_WORDS`] of them.
fn code_words(sentence: &str) -> Inline8<stems::Stem> {
    sentence
        .split('`')
        .skip(1)
        .step_by(2)
        .flat_map(|code| code.split(|c: char| !c.is_alphanumeric()))
        .filter(|part| part.len() > 1)
        .take(CODE_WORDS)
        .map(stems::stem)
        .collect()
}

/// How many words of a sentence's code spans [`code_words`] reads: a rule names a file or a
/// command or two, and the rewrite's words are compared with each.
const CODE_WORDS: usize = 16;

/// Word `m` of `original` names the kind of the file or command named right before it ("the
/// .env file", "the `deploy.sh` script"), a name (with a dot or a slash) that `rewrite` keeps
/// whole with no noun of its own after it ("the .env template" names another file).
fn kind_of_a_named_file((original, m): (&str, &extract::Word), rewrite: &str) -> bool {
    let kind = original.get(m.range.clone()).is_some_and(|w| {
        is_one_of(
            w,
            &[
                "file",
                "files",
                "folder",
                "directory",
                "dir",
                "script",
                "config",
            ],
        )
    });
    let Some(name) = original
        .get(..m.range.start)
        .and_then(|before| before.split_whitespace().next_back())
        .map(|w| w.trim_matches('`'))
        .filter(|w| kind && w.len() > 1 && w.contains(['.', '/']))
    else {
        return false;
    };
    rewrite.match_indices(name).any(|(at, _)| {
        let after = rewrite.get(at + name.len()..).unwrap_or("");
        let whole =
            !after.starts_with(|c: char| c.is_alphanumeric() || matches!(c, '.' | '-' | '_' | '/'));
        let next = after
            .split_whitespace()
            .next()
            .unwrap_or("")
            .trim_matches(|c: char| !c.is_alphanumeric());
        let no_noun = next.is_empty()
            || after
                .trim_start()
                .starts_with(|c: char| !c.is_alphanumeric())
            || lexicon::classes_in_any_case(next)
                & (lexicon::ENGLISH_FUNCTION_WORD | lexicon::NOT_A_VERB | lexicon::NO_CONTENT)
                != 0;
        whole && no_noun
    })
}

/// A word of `text` names the kind of a named file or command ("file", "folder", "script").
fn is_kind_noun(text: &str) -> impl Fn(&extract::Word) -> bool + '_ {
    move |w| {
        text.get(w.range.clone()).is_some_and(|t| {
            is_one_of(
                t,
                &[
                    "file",
                    "files",
                    "folder",
                    "directory",
                    "dir",
                    "script",
                    "config",
                ],
            )
        })
    }
}

/// Word `m` of `a` is a participle of having ("containing", "including") and `b` has "with"
/// right before (a determiner may come between) the word that followed `m` ("recipes
/// containing meat" -> "recipes with meat"; not "... with fish", nor "... without meat").
/// Each clause is given with its text.
fn with_restates_having(
    (a_text, a): (&str, &Clause),
    m: &extract::Word,
    (b_text, b): (&str, &Clause),
) -> bool {
    let having = a_text.get(m.range.clone()).is_some_and(|w| {
        is_one_of(
            w,
            &[
                "containing",
                "including",
                "featuring",
                "having",
                "contains",
                "includes",
            ],
        )
    });
    let Some(object) = a
        .words
        .iter()
        .find(|w| w.range.start >= m.range.end)
        .filter(|_| having)
    else {
        return false;
    };
    b.words.iter().any(|x| {
        stems::stems_match(&x.stem, &object.stem)
            && b_text
                .get(..x.range.start)
                .unwrap_or("")
                .split_whitespace()
                .rev()
                .find(|w| !is_one_of(w, DETERMINERS))
                .is_some_and(|w| w.eq_ignore_ascii_case("with"))
    })
}

/// A word of `text` is a participle or a verb of having ("containing", "includes").
fn is_having(text: &str) -> impl Fn(&extract::Word) -> bool + '_ {
    move |w| {
        text.get(w.range.clone()).is_some_and(|t| {
            is_one_of(
                t,
                &[
                    "containing",
                    "including",
                    "featuring",
                    "having",
                    "contains",
                    "includes",
                ],
            )
        })
    }
}

/// One of `words` (ranges into `text`) is one of `among`.
fn any_among(text: &str, words: &[&extract::Word], among: &[&str]) -> bool {
    words.iter().any(|w| {
        text.get(w.range.clone())
            .is_some_and(|t| is_one_of(t, among))
    })
}

/// Words that say "else" ([`says_else`]).
const ELSE_WORDS: &[&str] = &["other", "others", "elsewhere"];

/// Nouns that name any place ([`names_the_place`]).
const PLACE_NOUNS: &[&str] = &[
    "place",
    "places",
    "venue",
    "venues",
    "location",
    "locations",
    "spot",
    "spots",
];

/// Nouns of approval that say no "approve" of their own: "needs Kiri's ok" = "Kiri
/// approves".
const APPROVAL_NOUNS: &[&str] = &["ok", "okay", "go-ahead", "sign-off", "signoff"];

/// The nouns of "on site" ([`on_site_says_the_premises`]).
const ON_SITE: &[&str] = &["site", "premises", "on-site", "onsite"];

/// The missing word `m` names the premises someone works in ("building", "office"), after
/// "in", "at", "inside" or "within" (a determiner between), and the new word `n` says "on
/// site" or "on the premises": "must be in the building" -> "must be on site" (not "keep
/// the samples in the fridge" -> "... on site").
fn on_site_says_the_premises(
    (original, m): (&str, &extract::Word),
    (rewrite, n): (&str, &extract::Word),
) -> bool {
    const PREMISES: &[&str] = &[
        "building",
        "premises",
        "office",
        "facility",
        "workplace",
        "grounds",
        "campus",
    ];
    let in_the_premises = original
        .get(m.range.clone())
        .is_some_and(|w| is_one_of(w, PREMISES))
        && original
            .get(..m.range.start)
            .and_then(|before| {
                before
                    .split_whitespace()
                    .rev()
                    .find(|w| !is_one_of(w, DETERMINERS))
            })
            .is_some_and(|w| is_one_of(w, &["in", "at", "inside", "within"]));
    let on_site = rewrite.get(n.range.clone()).is_some_and(|w| {
        is_one_of(w, &["on-site", "onsite"])
            || is_one_of(w, ON_SITE)
                && rewrite
                    .get(..n.range.start)
                    .and_then(|before| {
                        before
                            .split_whitespace()
                            .rev()
                            .find(|w| !w.eq_ignore_ascii_case("the"))
                    })
                    .is_some_and(|w| w.eq_ignore_ascii_case("on"))
    });
    in_the_premises && on_site
}

/// The nouns of asking ([`questions_say_asking`]).
const QUESTION_NOUNS: &[&str] = &["question", "questions", "query", "queries"];

/// The missing word `m` is "else" and the new word `n` says it: "others", "elsewhere"
/// ("everyone else" -> "all others").
fn says_else((original, m): (&str, &extract::Word), (rewrite, n): (&str, &extract::Word)) -> bool {
    original
        .get(m.range.clone())
        .is_some_and(|w| w.eq_ignore_ascii_case("else"))
        && rewrite
            .get(n.range.clone())
            .is_some_and(|w| is_one_of(w, ELSE_WORDS))
}

/// The missing word `m` is a pronoun for a place ("somewhere") and the new word `n` a noun
/// that names any place ("venue", "location"): a generic noun for the pronoun, as "items"
/// for "anything".
fn names_the_place(
    (original, m): (&str, &extract::Word),
    (rewrite, n): (&str, &extract::Word),
) -> bool {
    original
        .get(m.range.clone())
        .is_some_and(|w| is_one_of(w, &["somewhere", "anywhere", "everywhere"]))
        && rewrite
            .get(n.range.clone())
            .is_some_and(|w| is_one_of(w, PLACE_NOUNS))
}

/// The missing word `m` asks ("asks", "asked") and the new word `n` is the noun of asking
/// ("questions", "queries").
fn questions_say_asking(m: &extract::Word, (rewrite, n): (&str, &extract::Word)) -> bool {
    stems::stems_match(&m.stem, &stems::stem("ask"))
        && rewrite
            .get(n.range.clone())
            .is_some_and(|w| is_one_of(w, QUESTION_NOUNS))
}

/// The word at `word` of `original` is a place pronoun before "else" ("everywhere else"),
/// which "elsewhere" says whole.
fn place_before_else(original: &str, word: &Range<usize>) -> bool {
    original
        .get(word.clone())
        .is_some_and(|w| is_one_of(w, &["everywhere", "anywhere", "somewhere"]))
        && word_after(original.get(word.start..).unwrap_or("")).eq_ignore_ascii_case("else")
}

/// The first missing verb that a new word restates (`says_it(new, verb)`: a kept state, an
/// "un-" participle, an opposite verb), taken out of `missing` with the new words that
/// restate it: neither is a scope change.
/// `word` ("under-threes") ends in a number word after a hyphen, and `sentence` says the same
/// head with the number in digits and the same plural ending ("under-3s").
fn number_word_said_in_digits(word: &str, sentence: &str) -> bool {
    let Some((head, tail)) = word.rsplit_once('-') else {
        return false;
    };
    let tail = tail.to_ascii_lowercase();
    let (one, plural) = match tail.strip_suffix("ies") {
        Some(stem) => (format!("{stem}y"), true),
        None => match tail.strip_suffix('s') {
            Some(stem) => (stem.to_owned(), true),
            None => (tail.clone(), false),
        },
    };
    let Some(value) = crate::classify::numbers::word_value(&one) else {
        return false;
    };
    let digits = format!("{head}-{value}{}", if plural { "s" } else { "" });
    sentence
        .split(|c: char| c.is_whitespace() || matches!(c, ',' | '.' | ';' | ':' | '(' | ')'))
        .any(|w| w.eq_ignore_ascii_case(&digits))
}

fn drop_restated_verb<'w>(
    missing: &mut Inline8<&'w extract::Word>,
    new: &mut Inline8<&'w extract::Word>,
    says_it: impl Fn(&extract::Word, &extract::Word) -> bool,
) {
    let verb = missing
        .iter()
        .copied()
        .find(|m| new.iter().any(|n| says_it(n, m)));
    if let Some(verb) = verb {
        missing.retain(|m| m.range != verb.range);
        new.retain(|n| !says_it(n, verb));
    }
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
    // "the lead and the deputy": a determiner may open the conjunct.
    let mut words = before
        .split_whitespace()
        .rev()
        .skip_while(|w| is_one_of(w, &["the", "a", "an", "our", "your", "their", "its", "my"]))
        .take(2);
    let (Some(conjunction), Some(kept)) = (words.next(), words.next()) else {
        return false;
    };
    let kept = kept.trim_matches(|c: char| !c.is_alphanumeric());
    let is_conjunction = joins_conjuncts(conjunction);
    // "Slack, Jira, or tickets": a member of a list its commas separate, the list closed by
    // "and" or "or" further on in the sentence; the word before the comma is its neighbour.
    if let Some(neighbour) = conjunction.strip_suffix(',')
        && closes_a_list(rewrite.get(n.range.end..).unwrap_or(""))
    {
        let neighbour = neighbour.trim_matches(|c: char| !c.is_alphanumeric());
        return !neighbour.is_empty()
            && o.words.iter().any(|w| {
                original
                    .get(w.range.clone())
                    .is_some_and(|text| text.eq_ignore_ascii_case(neighbour))
            });
    }
    if kept.is_empty() || !is_conjunction {
        return false;
    }
    let after_new = word_after(rewrite.get(n.range.start..).unwrap_or(""));
    // The noun phrase ends at a mark or before a preposition or a condition on both sides:
    // "pork or shellfish when you suggest ..." became "no pork for the user".
    let phrase_ends = |w: &str| {
        w.is_empty()
            || is_one_of(
                w,
                &[
                    "for", "to", "in", "on", "at", "when", "if", "unless", "while", "from", "by",
                    "during",
                ],
            )
    };
    o.words.iter().any(|w| {
        original
            .get(w.range.clone())
            .is_some_and(|text| text.eq_ignore_ascii_case(kept))
            && (!same_continuation || {
                let after_kept = word_after(original.get(w.range.start..).unwrap_or(""));
                after_kept.eq_ignore_ascii_case(after_new)
                    || phrase_ends(after_kept) && phrase_ends(after_new)
                    // "Contractors must not ..." became "... for contractors or interns.":
                    // the subject moved to a closing phrase and gained a conjunct.
                    || phrase_ends(after_new)
                        && is_one_of(
                            after_kept,
                            &[
                                "must", "may", "can", "cannot", "can't", "should", "shall",
                                "will", "mustn't", "need", "needs", "are", "is",
                            ],
                        )
            })
    })
}

/// The rewrite's new word `n` stands right before a word of the rewrite that the original has
/// with no word of its own right before it ("API keys" -> "production API keys", "every
/// deploy" -> "every prod deploy"): a modifier narrowing what the rule is about. Not an
/// adverb ("-ly"). Each clause is given with the text its ranges point into.
fn qualifies_a_bare_kept_word(
    (original, o): (&str, &Clause),
    (rewrite, r): (&str, &Clause),
    n: &extract::Word,
) -> bool {
    let adjacent = |text: &str, a: &Range<usize>, b: &Range<usize>| {
        a.end < b.start
            && text
                .get(a.end..b.start)
                .is_some_and(|gap| gap.trim().is_empty())
    };
    let Some(next) = r.words.iter().find(|w| w.range.start >= n.range.end) else {
        return false;
    };
    // Not a verb taking the kept word as its object ("Send escalations", "Taking photos",
    // "don't promise customers"), nor an adverb ("else English"), a possessive, or
    // "different" for the original's "another".
    // ("to new volunteers": a modifier picking out part of the noun is no verb.)
    // (Asked only after such a word: the subset list is read for few new words.)
    let in_verb_position = rewrite
        .get(..n.range.start)
        .and_then(|before| before.split_whitespace().next_back())
        .is_some_and(|w| {
            is_one_of(
                w,
                &[
                    "to", "don't", "never", "not", "must", "can", "may", "should", "will", "please",
                ],
            )
        })
        && !rewrite
            .get(n.range.clone())
            .is_some_and(super::subsets::picks_a_subset);
    let modifier = rewrite.get(n.range.clone()).is_some_and(|w| {
        !is_verb(w)
            && !in_verb_position
            && !["ly", "ing", "ever", "'s"]
                .iter()
                .any(|end| w.ends_with(end))
            && !is_one_of(w, &["different", "other", "else"])
    });
    if !modifier || !adjacent(rewrite, &n.range, &next.range) {
        return false;
    }
    // The kept word as the original wrote it, or its plural: a verb made a noun ("reviewed"
    // -> "prior review") is another phrase.
    fn singular<'t>(range: &Range<usize>, text: &'t str) -> &'t str {
        text.get(range.clone())
            .map_or("", |w| w.trim_end_matches(['s', 'S']))
    }
    let next_text = singular(&next.range, rewrite);
    o.words.iter().enumerate().any(|(k, w)| {
        stems::stems_match(&w.stem, &next.stem)
            && singular(&w.range, original).eq_ignore_ascii_case(next_text)
            && k.checked_sub(1)
                .is_none_or(|p| !adjacent(original, &o.words[p].range, &w.range))
    })
}

/// The rewrite's new word right after its "only" (`only_r`, past a determiner or a
/// possessive: "only my partner") when the original's "only" (`only_o`) named a person by a
/// pronoun ("only I", "only you"), with the original's "only" and pronoun. Not the same
/// person renamed: "only I" -> "only the user", "only you" -> "only the assistant".
fn other_than_the_pronoun_only_named<'w>(
    report: &Report<'_>,
    only_o: &Range<usize>,
    only_r: &Range<usize>,
    new: &[&'w extract::Word],
) -> Option<(Range<usize>, &'w extract::Word)> {
    fn first_word(text: &str) -> &str {
        text.split_whitespace()
            .next()
            .unwrap_or("")
            .trim_matches(|c: char| !c.is_alphanumeric() && c != '\'')
    }
    let after_only_o = report.original.get(only_o.end..)?;
    let pronoun = first_word(after_only_o);
    let named = only_o.start
        ..only_o.end + (after_only_o.len() - after_only_o.trim_start().len()) + pronoun.len();
    let renamed: &[&str] = match pronoun.to_ascii_lowercase().as_str() {
        "i" | "me" | "we" | "us" => &["user", "users", "owner", "requester"],
        "you" => &["assistant", "agent", "bot", "model", "ai"],
        _ => return None,
    };
    let after_only = report.rewrite.get(only_r.end..)?;
    let skipped = after_only.len() - after_only.trim_start().len();
    let mut at = only_r.end + skipped;
    let next = first_word(after_only);
    if is_one_of(next, DETERMINERS) {
        at += next.len();
    }
    new.iter()
        .find(|n| {
            n.range.start >= at
                && report
                    .rewrite
                    .get(at..n.range.start)
                    .is_some_and(|gap| gap.trim().is_empty())
        })
        .filter(|n| {
            !report
                .rewrite
                .get(n.range.clone())
                .is_some_and(|w| is_one_of(w, renamed))
        })
        .map(|n| (named, *n))
}

/// The rewrite's new word `n` is the first word of a restrictive relative clause ("that",
/// "which" or "who" with no comma before it) right after a word of the rewrite that the
/// original has with no relative clause after it: "every commit" -> "every commit that
/// touches Python files". A "with" phrase after a noun counted by a universal restricts it
/// the same way: "after every dog" -> "after each dog w/ skin issues" (s69b-p158); after
/// another noun it may name a tool ("wipe the bench with alcohol"). Each clause is given
/// with the text its ranges point into.
fn opens_a_new_relative_clause(
    (original, o): (&str, &Clause),
    (rewrite, r): (&str, &Clause),
    n: &extract::Word,
) -> bool {
    let relative = |w: &str| is_one_of(w, &["that", "which", "who"]);
    let with = |w: &str| is_one_of(w, &["with", "w/"]);
    // The pronoun within three words before `n` ("that touches", "that mentions billing"),
    // then the head before it.
    let mut back = rewrite
        .get(..n.range.start)
        .unwrap_or("")
        .split_whitespace()
        .rev()
        .take(4)
        .skip_while(|w| !relative(w) && !with(w));
    let (Some(opener), Some(head)) = (back.next(), back.next()) else {
        return false;
    };
    if head.ends_with(',') {
        return false;
    }
    if with(opener)
        && !back
            .next()
            .is_some_and(|w| is_one_of(w, &["every", "each", "all", "any"]))
    {
        return false;
    }
    let head = head.trim_matches(|c: char| !c.is_alphanumeric());
    let Some(head_word) = r.words.iter().rev().find(|w| {
        w.range.end <= n.range.start
            && rewrite
                .get(w.range.clone())
                .is_some_and(|t| t.eq_ignore_ascii_case(head))
    }) else {
        return false;
    };
    // (Nor a phrase of its own that the clause restates: "questions about our product" =
    // "questions that concern our product".)
    let qualified = |w: &str| {
        relative(w)
            || is_one_of(
                w,
                &[
                    "about",
                    "of",
                    "for",
                    "from",
                    "with",
                    "in",
                    "on",
                    "to",
                    "at",
                    "by",
                    "regarding",
                    "concerning",
                    "under",
                    "over",
                    "without",
                ],
            )
    };
    o.words.iter().any(|w| {
        stems::stems_match(&w.stem, &head_word.stem)
            && !original
                .get(w.range.end..)
                .unwrap_or("")
                .split_whitespace()
                .next()
                .is_some_and(qualified)
    })
}

/// The rewrite's new word `n` is in a phrase that opens, with a relative pronoun or a
/// preposition of restriction ("that", "with", "on"...), right after a bound of `r` (its
/// figure and at most two words of unit) whose value a bound of `o` has with nothing after it
/// in its part of the sentence but its unit: "under $40" -> "under $40 that have a receipt" /
/// "... with a receipt" / "... on weekdays". Each clause is given with the text its ranges
/// point into.
fn restricts_after_a_kept_bound(
    (original, o): (&str, &Clause),
    (rewrite, r): (&str, &Clause),
    n: &extract::Word,
) -> bool {
    let opens = |w: &str| {
        is_one_of(
            w,
            &[
                "that", "which", "who", "with", "without", "having", "on", "in", "during", "from",
                "for", "at", "by", "where", "except", "unless",
            ],
        )
    };
    // The words after the bound's figure, up to `n` (the rewrite) or to its part's end (the
    // original): at most two of unit, then (in the rewrite) an opener and at most two more.
    let opened_before_n = |bound: &extract::NumberFact| {
        bound.range.start < n.range.start
            && rewrite
                .get(bound.range.start..n.range.start)
                .and_then(after_the_figure)
                .is_some_and(|gap| {
                    !gap.contains([',', ';', ':', '(', '.'])
                        && gap
                            .split_whitespace()
                            .position(opens)
                            .is_some_and(|at| at <= 2 && gap.split_whitespace().count() - at <= 3)
                })
    };
    let closes = |bound: &extract::NumberFact| {
        original
            .get(bound.range.start..o.range.end)
            .and_then(after_the_figure)
            .and_then(|rest| rest.split([',', ';', ':', '.', '(', '—', '\n']).next())
            .is_some_and(|tail| {
                let mut words = tail.split_whitespace();
                words.clone().count() <= 2 && !words.any(opens)
            })
    };
    // ("30 minutes in length" names only what the bound measures.)
    let measure = rewrite.get(n.range.clone()).is_some_and(|w| {
        is_one_of(
            w,
            &[
                "length", "duration", "size", "weight", "value", "total", "amount",
            ],
        )
    });
    !measure
        && r.numbers.iter().any(|bound| {
            bound.compared
                && opened_before_n(bound)
                && o.numbers
                    .iter()
                    .any(|b| b.compared && b.value == bound.value && closes(b))
        })
}

/// The text after the word that holds the last digit of `bound` (a bound's text and what
/// follows it): " a night with breakfast" of "€150 a night with breakfast".
fn after_the_figure(bound: &str) -> Option<&str> {
    let digit = bound.find(|c: char| c.is_ascii_digit())?;
    let figure_end = bound[digit..]
        .find(char::is_whitespace)
        .map_or(bound.len(), |k| digit + k);
    bound.get(figure_end..)
}

/// `rest` (the text after a list member) goes on with more members, of one or two words each
/// and separated by commas, to an "and" or an "or" before the sentence ends: ", Jira, or ticket
/// comments." does; ", then tell the team." does not.
fn closes_a_list(rest: &str) -> bool {
    let sentence = rest
        .split(['.', ';', ':', '!', '?', '\n'])
        .next()
        .unwrap_or("");
    // (The text up to the first comma ends the member itself: "" of "Jira, or ...", "comments"
    // of "ticket comments, or ...", or the list's close: "Luis or Priya about it".)
    for (k, part) in sentence.split(',').enumerate() {
        let mut words = part.split_whitespace();
        let first = words.next();
        let count = usize::from(first.is_some()) + words.count();
        match first {
            Some(first) if is_one_of(first, &["and", "or"]) => return count <= 4,
            _ if count <= if k == 0 { 1 } else { 2 } => continue,
            _ => return false,
        }
    }
    false
}

/// Words that open a noun phrase: articles, quantifiers, possessives, demonstratives.
pub(super) const DETERMINERS: &[&str] = &[
    "the", "a", "an", "all", "any", "every", "each", "your", "our", "their", "its", "my", "this",
    "that",
];

/// A word that joins two conjuncts: "and", "or", "plus", "&", and "and" as dialect and chat
/// write it ("gutted an' washed", "rock 'n' roll").
fn joins_conjuncts(word: &str) -> bool {
    is_one_of(word, &["and", "or", "plus", "&", "an'", "'n'", "n'"])
}

/// The original's word `m` (in its sentence `o`) ends the first of two conjoined noun phrases
/// ("the linter and the tests", "Anna or Ben", "share passwords or API keys", "customer names
/// or email addresses") and the rewrite's sentence `r` keeps the second's first word: `m` is a
/// determiner's, a preposition's or a verb's noun, or a name, or the head of a modifier the
/// rewrite keeps, so not a verb itself ("read and follow the guide"). `original` and `rewrite`
/// are the texts the ranges point into.
fn opens_a_kept_conjunct(
    (original, o): (&str, &Clause),
    m: &extract::Word,
    (rewrite, r): (&str, &Clause),
) -> bool {
    let mut after = original.get(m.range.end..).unwrap_or("").split_whitespace();
    let Some(conjunction) = after.next() else {
        return false;
    };
    if !joins_conjuncts(conjunction) {
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
        || is_proper_noun(original, &m.range)
        || !is_verb(original.get(m.range.clone()).unwrap_or(""))
            && (is_verb(before_m) || modifier_kept(o, m, r));
    noun_phrase
        && !next.is_empty()
        && r.words.iter().any(|w| {
            rewrite
                .get(w.range.clone())
                .is_some_and(|text| text.eq_ignore_ascii_case(next))
        })
}

/// `word` (as written, any case) is a base verb ("share", "Deploy").
fn is_verb(word: &str) -> bool {
    lexicon::is_base_verb(&word.to_ascii_lowercase())
}

/// The word right before `m` in `o` modifies it ("customer names") and the rewrite's sentence
/// `r` keeps that modifier.
fn modifier_kept(o: &Clause, m: &extract::Word, r: &Clause) -> bool {
    o.words
        .windows(2)
        .find(|pair| pair[1].range == m.range)
        .is_some_and(|pair| {
            pair[0].modifies_next.as_ref() == Some(&m.stem)
                && r.words
                    .iter()
                    .any(|w| stems::stems_match(&w.stem, &pair[0].stem))
        })
}

/// Clause `c` of `text` says a state kept, with "stays", "stay", "remains" or "remain" ("The
/// hatch stays locked").
fn says_a_state_kept(text: &str, c: &Clause) -> bool {
    text.get(c.range.clone()).is_some_and(|s| {
        s.split(|ch: char| !ch.is_ascii_alphabetic())
            .any(|w| is_one_of(w, &["stay", "stays", "remain", "remains"]))
    })
}

/// `clause` is a passive that names no agent: "be" after a modal ("may not be copied", "must
/// be signed") and no "by".
fn agentless_passive(clause: &str) -> bool {
    let mut words = clause
        .split_whitespace()
        .map(|w| w.trim_matches(|c: char| !c.is_alphanumeric()));
    let mut previous = "";
    let mut passive = false;
    for w in words.by_ref() {
        if w.eq_ignore_ascii_case("by") {
            return false;
        }
        passive |= w.eq_ignore_ascii_case("be")
            && is_one_of(
                previous,
                &["not", "must", "may", "shall", "should", "to", "cannot"],
            );
        previous = w;
    }
    passive
}

/// The subject of `o` is a pronoun naming everybody ("everyone", "anybody", "no one"), before
/// its modal or negation, and `r` has none but names `n`, a word new to the original, among
/// its first two and before its own modal or negation: the pronoun's range. ("Everyone must
/// wear a bunny suit" -> "Contractors must wear a bunny suit"; not "Everyone must wear a bunny
/// suit" -> "Bunny suits: required for all", nor "Wear a bunny suit if anyone asks".)
fn universal_subject_narrowed(
    report: &Report<'_>,
    o: &Clause,
    r: &Clause,
    n: &extract::Word,
) -> Option<Range<usize>> {
    let r_marker = r.negation.as_ref().or(r.strong.as_ref())?;
    if n.range.end > r_marker.start
        || !r.words.iter().take(2).any(|w| w.range == n.range)
        || r.quantifiers.iter().any(|q| q.0)
        || universal_pronoun(report.rewrite, &r.range).is_some()
    {
        return None;
    }
    let pronoun = universal_pronoun(report.original, &o.range)?;
    let word = report.original.get(pronoun.clone())?;
    // A person, not "anything"; at most a label or an adverb before it.
    let person = !is_one_of(word, &["anything", "everything"]);
    let opening = report
        .original
        .get(o.range.start..pronoun.start)?
        .split_whitespace()
        .count()
        <= 2;
    let before_a_marker = [o.negation.as_ref(), o.strong.as_ref()]
        .into_iter()
        .flatten()
        .any(|m| m.start >= pronoun.end);
    (person && opening && before_a_marker).then_some(pronoun)
}

/// `ours` and `theirs` are one hyphenated word, a part of `ours` a number word and the same
/// part of `theirs` its value in digits, with the same plural ending ("Under-sixes" /
/// "under-6s", "over-sixties" / "over-60s", "two-week" / "2-week"; not "under-7s").
fn number_compound_in_digits(ours: &str, theirs: &str) -> bool {
    if !ours.contains('-') || !theirs.contains('-') {
        return false;
    }
    let (a, b) = (ours.to_ascii_lowercase(), theirs.to_ascii_lowercase());
    let (mut a_parts, mut b_parts) = (a.split('-'), b.split('-'));
    let mut numbered = false;
    loop {
        match (a_parts.next(), b_parts.next()) {
            (None, None) => return numbered,
            (Some(x), Some(y)) if x == y => {}
            (Some(x), Some(y)) => {
                // "sixes" / "6s", "sixties" / "60s", "six" / "6".
                let (x_base, plural) = match x.strip_suffix("ies") {
                    Some(base) => (format!("{base}y"), true),
                    None => match x.strip_suffix("es").or_else(|| x.strip_suffix('s')) {
                        Some(base) => (base.to_string(), true),
                        None => (x.to_string(), false),
                    },
                };
                let y_digits = if plural { y.strip_suffix('s') } else { Some(y) };
                let value = crate::classify::numbers::word_value(&x_base)
                    .or_else(|| crate::classify::numbers::word_value(x));
                let same = y_digits
                    .filter(|d| !d.is_empty() && d.bytes().all(|c| c.is_ascii_digit()))
                    .and_then(|d| d.parse::<f64>().ok())
                    .zip(value)
                    .is_some_and(|(d, v)| d == v);
                if !same {
                    return false;
                }
                numbered = true;
            }
            _ => return false,
        }
    }
}

/// Word `m` of the original is the possessive of a pronoun naming everybody ("anyone's",
/// "everybody's") and the rewrite's sentence `r` has a universal quantifier of its own ("any
/// visiting hrs", "all visiting hours").
fn universal_possessive_kept(
    (original, m): (&str, &extract::Word),
    (rewrite, r): (&str, &Clause),
) -> bool {
    let word = original.get(m.range.clone()).unwrap_or("");
    let Some(owner) = word
        .strip_suffix("'s")
        .or_else(|| word.strip_suffix("\u{2019}s"))
    else {
        return false;
    };
    is_one_of(owner, &["anyone", "anybody", "everyone", "everybody"])
        && r.quantifiers.iter().any(|(universal, q)| {
            *universal
                && rewrite
                    .get(q.clone())
                    .is_some_and(|w| is_one_of(w, &["any", "all", "every", "each"]))
        })
}

/// "From tomorrow nobody goes up T9 alone" -> "T9 climbs in pairs only, never solo": a ban
/// on everybody ("nobody", "no one") said as a ban with no one named, its "never" or "no"
/// (session 30). Not when a new word names a person ("Contractors never go up T9 alone": the
/// ban narrowed to them) or another negation stands in the rewrite's place.
fn nobody_said_by_never(
    (original, pronoun): (&str, &Range<usize>),
    (rewrite, r): (&str, &Clause),
    new: &[&extract::Word],
) -> bool {
    let nobody = original
        .get(pronoun.clone())
        .is_some_and(|p| is_one_of(p, &["nobody", "no-one", "no one"]));
    nobody
        && r.negation.as_ref().is_some_and(|n| {
            rewrite
                .get(n.clone())
                .is_some_and(|w| is_one_of(w, &["never", "no"]))
        })
        && !new
            .iter()
            .any(|n| names_a_person(rewrite, n) || names_doers(rewrite, n))
}

/// Word `m` of `text` names people by what they do, a plural the lexicon does not list: a
/// base verb and "-ers" ("starters", "climbers", "hikers", "runners"). Read where a ban on
/// "nobody" is said again with a new subject before "never" (pol65c): "New starters never go
/// up alone" lays it on a group. (A thing so named, "heaters", seldom stands there.)
fn names_doers(text: &str, m: &extract::Word) -> bool {
    let word = text.get(m.range.clone()).unwrap_or("").to_ascii_lowercase();
    let Some(stem) = word.strip_suffix("rs") else {
        return false;
    };
    // "hike" + "rs", "start" + "ers", "run" + "ners".
    let verb = |v: &str| v.len() >= 3 && lexicon::is_base_verb(v);
    let undoubled = stem.strip_suffix('e').and_then(|v| {
        let b = v.as_bytes();
        (b.len() >= 2 && b[b.len() - 1] == b[b.len() - 2]).then(|| &v[..v.len() - 1])
    });
    verb(stem) || stem.strip_suffix('e').is_some_and(verb) || undoubled.is_some_and(verb)
}

/// Where in `text[range]` a pronoun naming everybody is ("anyone", "everybody"...). Not
/// "anything": a rewrite names the things it meant ("anything touching auth" -> "auth
/// changes").
fn universal_pronoun(text: &str, range: &Range<usize>) -> Option<Range<usize>> {
    let clause = text.get(range.clone())?;
    let mut at = 0;
    // The previous word and where it starts ("no" of "no one").
    let mut previous = ("", 0);
    for word in clause.split(|c: char| !(c.is_ascii_alphabetic() || c == '-')) {
        let start = at;
        at += word.len() + 1;
        // "Nobody may share it", "no one may share it": a ban on everybody.
        if word.eq_ignore_ascii_case("one") && previous.0.eq_ignore_ascii_case("no") {
            return Some(range.start + previous.1..range.start + start + word.len());
        }
        if is_one_of(
            word,
            &[
                "anyone",
                "anybody",
                "everyone",
                "everybody",
                "nobody",
                "no-one",
                "anything",
                "everything",
            ],
        ) {
            return Some(range.start + start..range.start + start + word.len());
        }
        if !word.is_empty() {
            previous = (word, start);
        }
    }
    None
}

/// The missing word `m` of `o` headed a compound whose modifier `r` keeps as the head: in the
/// plural ("bullet points" -> "bullets", "database servers" -> "databases"), or before a group
/// noun that went ("the legal team" -> "legal"). Each clause is given with its text.
fn collapsed_into_its_modifier(
    (original, o): (&str, &Clause),
    (rewrite, r): (&str, &Clause),
    m: &extract::Word,
) -> bool {
    let Some(modifier) = o
        .words
        .iter()
        .find(|w| w.range.end < m.range.start && w.modifies_next.as_ref() == Some(&m.stem))
        // "Expense reports are due ..." -> "Expenses: due ...": the clause's first word, right
        // before the missing one (no determiner marks it a modifier there).
        .or_else(|| {
            o.words.first().filter(|first| {
                o.words.get(1).is_some_and(|second| second.range == m.range)
                    && original
                        .get(first.range.end..m.range.start)
                        .is_some_and(|between| between == " ")
            })
        })
    else {
        return false;
    };
    let plural = |t: &str, w: &extract::Word| {
        t.get(w.range.clone())
            .is_some_and(|word| word.ends_with(['s', 'S']))
    };
    let missing_text = original.get(m.range.clone()).unwrap_or("");
    let group = [
        "team",
        "teams",
        "department",
        "dept",
        "group",
        "folks",
        "people",
    ]
    .iter()
    .any(|g| missing_text.eq_ignore_ascii_case(g));
    r.words.iter().any(|x| {
        // Nothing new follows it ("the design team" -> "the design channel" names another
        // thing).
        let heads = x
            .modifies_next
            .as_ref()
            .is_none_or(|next| o.words.iter().any(|w| stems::stems_match(&w.stem, next)));
        stems::stems_match(&x.stem, &modifier.stem)
            && heads
            && (group || plural(rewrite, x) && !plural(original, modifier))
    })
}

/// Where the aside in parentheses closing sentence `r` of `rewrite` is: what its brackets
/// hold, with nothing but punctuation after them ("... before 14:00 (Main Road traffic).").
fn closing_aside(rewrite: &str, r: &Clause) -> Option<Range<usize>> {
    let sentence = rewrite.get(r.range.clone())?;
    let close = sentence.rfind(')')?;
    let open = sentence[..close].rfind('(')?;
    sentence[close + 1..]
        .trim()
        .chars()
        .all(|c| c.is_ascii_punctuation())
        .then(|| r.range.start + open + 1..r.range.start + close)
}

/// Where the comment closing sentence `o` of `original` is: its last part after a comma, a
/// semicolon or a dash, after the rule's negation, modal and conditions, that says why the
/// rule holds: opened by a reason ("because", "since", "in case") or by a subject of its own
/// ("the robots on Main Road back up", "she needs to rest", "some photographers complain"). Not a part that goes on with the
/// rule ("..., and the back door", "..., except on Fridays").
fn closing_comment(original: &str, o: &Clause) -> Option<Range<usize>> {
    const OPENERS: &[&str] = &[
        "because", "since", "as", "in", "just", "so", "the", "she", "he", "it", "they", "we", "i",
        "she's", "he's", "it's", "they're", "we're", "i'm", "my", "our", "her", "his", "their",
        // "...; some photographers complain about the shine" (session 37).
        "some", "this", "that", "these", "those",
    ];
    let sentence = original.get(o.range.clone())?;
    let (mark, ch) = sentence
        .char_indices()
        .rev()
        .find(|(_, c)| matches!(c, ',' | ';' | '—'))?;
    let cut = mark + ch.len_utf8();
    let start = o.range.start + cut;
    let rest = &sentence[cut..];
    let mut words = rest.split_whitespace();
    let first = words.next()?;
    // "in case", "just in case": a precaution, not a place ("in the loading zone").
    let opens = match first.to_ascii_lowercase().as_str() {
        "in" => words.next().is_some_and(|w| w.eq_ignore_ascii_case("case")),
        "just" => words
            .next()
            .is_some_and(|w| is_one_of(w, &["in", "because", "since", "so"])),
        _ => is_one_of(first, OPENERS),
    };
    let before = |marker: &Option<Range<usize>>| marker.as_ref().is_none_or(|m| m.end <= start);
    // (A precaution is read as a condition of its own.)
    let precaution = first.eq_ignore_ascii_case("in") || first.eq_ignore_ascii_case("just");
    (opens
        && before(&o.negation)
        && before(&o.strong)
        && (precaution || o.conditions.iter().all(|(_, c)| c.end <= start)))
    .then_some(start..o.range.end)
}

/// `aside` says a word of `comment` again (of four letters or more, any case, or another form
/// of it: "(photographer complaints)" for "some photographers complain about the shine"):
/// "(Main Road traffic)" for "the robots on Main Road back up", not "(staff only)".
fn says_a_word_again(aside: &str, comment: &str) -> bool {
    long_words(aside).any(|a| {
        long_words(comment).any(|c| c.eq_ignore_ascii_case(a) || super::words::same_word(a, c))
    })
}

/// The words of `text` of four letters or more ([`says_a_word_again`]).
fn long_words(text: &str) -> impl Iterator<Item = &str> + Clone {
    text.split(|c: char| !c.is_alphanumeric())
        .filter(|w| w.len() >= 4)
}

/// Word `m` of `original` is "whole" or "entire" before a noun that the rewrite's sentence
/// `r` (ranges into `rewrite`) has right after "all" or "all the" ("the whole night" -> "all
/// night", "the entire way" -> "all the way").
fn all_before_the_same_noun(original: &str, m: &extract::Word, rewrite: &str, r: &Clause) -> bool {
    let noun = word_after(original.get(m.range.start..).unwrap_or(""));
    if noun.is_empty() {
        return false;
    }
    let mut words = rewrite
        .get(r.range.clone())
        .unwrap_or("")
        .split_whitespace()
        .map(|w| w.trim_end_matches(|c: char| c.is_ascii_punctuation()));
    while let Some(w) = words.next() {
        if w.eq_ignore_ascii_case("all") {
            let mut rest = words.clone();
            let mut next = rest.next().unwrap_or("");
            if next.eq_ignore_ascii_case("the") {
                next = rest.next().unwrap_or("");
            }
            if next.eq_ignore_ascii_case(noun) {
                return true;
            }
        }
    }
    false
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
    // The words before `m`, nearest first, determiners left out: the phrase's preposition,
    // then the word the phrase follows.
    let mut back = before
        .split_whitespace()
        .rev()
        .map(str::to_ascii_lowercase)
        .filter(|w| {
            !matches!(
                w.as_str(),
                "the" | "a" | "an" | "our" | "your" | "their" | "both" | "all" | "each" | "its"
            )
        });
    let preposition = back.next();
    let followed = back.next();
    // "on Fridays" is a date, compared on its own.
    let names_a_date = || {
        let word = original.get(m.range.clone()).unwrap_or("").to_lowercase();
        crate::classify::numbers::names_a_date(&word)
    };
    // "orders that haven't been paid", "customers who have opted out": the relative pronoun
    // before the clause's auxiliaries.
    let relative = || {
        before
            .split_whitespace()
            .rev()
            .map(str::to_ascii_lowercase)
            .take(4)
            .find(|w| !is_auxiliary(w))
            .is_some_and(|w| matches!(w.as_str(), "who" | "that" | "which" | "whose"))
    };
    // "signed by both parties": the agent of a passive names who must act.
    let passive_agent = || {
        preposition.as_deref() == Some("by")
            && followed
                .as_deref()
                .is_some_and(|w| w.len() > 4 && w.ends_with("ed"))
    };
    // ("email the family about the invoice": the topic of the act.)
    let is_qualifier = matches!(
        preposition.as_deref(),
        Some(
            "of" | "outside" | "from" | "within" | "for" | "with" | "about" | "regarding"
                | "concerning"
        )
    ) || preposition.as_deref() == Some("on") && !names_a_date()
        // "redact emails to the domain part", "send reports to finance": a goal, not an
        // infinitive ("to save tokens", whose verb is the word after "to").
        || preposition.as_deref() == Some("to") && !is_verb(original.get(m.range.clone()).unwrap_or(""))
        || passive_agent()
        // "users who opted out": a relative clause restricting the head.
        || matches!(preposition.as_deref(), Some("who" | "that" | "which" | "whose"))
        || relative()
        // "don't edit files in the legal folder" -> "don't edit files": where the rule holds.
        || matches!(preposition.as_deref(), Some("in" | "during" | "inside"))
        // "skip the bed by the fence" -> "skip the bed": which one; "pay by card": how (after
        // a noun or a verb: not "dries out fast by the window", nor "by the way").
        || matches!(preposition.as_deref(), Some("by" | "near" | "behind" | "beside" | "under"))
            && followed.as_deref().is_some_and(|w| {
                !w.ends_with("ly")
                    && !matches!(w, "fast" | "out" | "up" | "down" | "off" | "away" | "here" | "there")
            })
            && !original
                .get(m.range.clone())
                .is_some_and(|w| w.eq_ignore_ascii_case("way"))
        || preposition.as_deref() == Some("at") && is_proper_noun(original, &m.range)
        // "keep debug logging off in production" -> "debug logging off": where a rule holds.
        || matches!(preposition.as_deref(), Some("in" | "on"))
            && original.get(m.range.clone()).is_some_and(|w| {
                is_one_of(w, &["production", "prod", "staging", "dev", "development", "ci"])
            })
        || participle_after_a_noun(original, m);
    // The head the phrase qualifies: the content word right before it (only the preposition
    // and a determiner between them), kept by the rewrite, or a pronoun subject ("nobody
    // outside finance") when no content word precedes.
    let head = o.words.iter().rev().find(|w| w.range.end < m.range.start);
    // A relative clause's pronoun and auxiliaries may stand between ("orders that haven't
    // been paid").
    let reach = if relative() { 5 } else { 2 };
    let next_to = |h: &extract::Word| {
        original
            .get(h.range.end..m.range.start)
            .is_some_and(|gap| gap.split_whitespace().count() <= reach && !gap.contains([',', ';']))
    };
    // A phrase closing the rule, every word of it gone, qualifies the whole rule ("no screens
    // after 7 pm on school nights" -> "no screens after 7 pm").
    let closing_phrase_gone = || {
        original
            .get(m.range.start..o.range.end)
            .is_some_and(|rest| !rest.contains([',', ';', ':']))
            && o.words
                .iter()
                .filter(|w| w.range.start >= m.range.start)
                .all(|w| !after.has_stem(&w.stem))
    };
    // A participle phrase's head is the noun before the participle, which `m` is not next to.
    is_qualifier
        && (participle_after_a_noun(original, m)
            || head.is_none_or(|h| next_to(h) && after.has_stem(&h.stem))
            || closing_phrase_gone())
}

/// Heads of an of-phrase that only measure, count, copy, hold or sort its noun ("a quarter of
/// a pill", "a copy of the contract", "a list of vendors", "the contents of the prompt",
/// "within walking distance of the venue", "the whole of it"), or that are no nouns ("instead
/// of", "aware of"): cut, they leave the noun's scope as it was.
const NO_PART_OF: &[&str] = &[
    "copy",
    "copies",
    "version",
    "versions",
    "kind",
    "kinds",
    "sort",
    "sorts",
    "type",
    "types",
    "lot",
    "lots",
    "bit",
    "bits",
    "number",
    "plenty",
    "couple",
    "set",
    "sets",
    "list",
    "lists",
    "pair",
    "amount",
    "total",
    "member",
    "members",
    "use",
    "outside",
    "inside",
    "instead",
    "regardless",
    "because",
    "ahead",
    "behalf",
    "aware",
    "free",
    "full",
    "made",
    "capable",
    "independent",
    "out",
    "care",
    "front",
    "means",
    "way",
    "content",
    "contents",
    "distance",
    "half",
    "halves",
    "third",
    "thirds",
    "quarter",
    "quarters",
    "dozen",
    "handful",
    "whole",
    "rid",
    "track",
];

/// `m` is the head of an of-phrase whose noun the rewrite keeps ("the pricing section of the
/// wiki" -> "the wiki"): a part of a thing, or a group of it ("the rest of the team"), said
/// as the whole. Not a head in [`NO_PART_OF`]; nor one after "any", "every" or "all" ("any
/// part of the config" is all of it); nor an act after a light verb ("make a backup of the
/// database" -> "back up the database"); nor a dimension the rule's number measures ("keep
/// the temperature of the fridge below 5 °C" -> "keep the fridge below 5 °C").
fn part_cut_from_its_whole(original: &str, o: &Clause, m: &extract::Word, after: &Facts) -> bool {
    let head = original.get(m.range.clone()).unwrap_or("");
    let previous = original
        .get(..m.range.start)
        .unwrap_or("")
        .split_whitespace()
        .rev()
        .find(|w| !is_one_of(w, &["a", "an", "the"]))
        .unwrap_or("");
    let act = is_one_of(
        previous,
        &[
            "make", "makes", "made", "do", "does", "did", "take", "takes", "took", "get", "gets",
            "got", "give", "gives", "gave", "keep", "keeps", "kept", "run", "runs", "ran",
            "perform", "performs", "have", "has", "had",
        ],
    );
    let measured = !o.numbers.is_empty()
        && is_one_of(
            head,
            &[
                "temperature",
                "size",
                "length",
                "weight",
                "speed",
                "volume",
                "height",
                "width",
                "depth",
                "level",
                "count",
                "duration",
                "price",
                "cost",
                "value",
            ],
        );
    let quantified = is_one_of(
        previous,
        &["any", "every", "all", "each", "whole", "entire"],
    );
    if act || measured || quantified || is_one_of(head, NO_PART_OF) {
        return false;
    }
    // The noun of the phrase: the next content word, with only "of" and a determiner before it.
    let Some(noun) = o.words.iter().find(|w| w.range.start >= m.range.end) else {
        return false;
    };
    let mut gap = original
        .get(m.range.end..noun.range.start)
        .unwrap_or("")
        .split_whitespace();
    gap.next().is_some_and(|w| w.eq_ignore_ascii_case("of"))
        && gap.all(|w| {
            is_one_of(
                w,
                &[
                    "the", "a", "an", "this", "that", "these", "those", "our", "your", "my",
                    "their", "its", "his", "her",
                ],
            )
        })
        && after.has_stem(&noun.stem)
}

/// "the 95th percentile" said as "p95": where the rewrite sentence `r` (ranges into
/// `rewrite`) spells the percentile the missing word `m` ("percentile", after its ordinal)
/// names.
fn percentile_in_p_form(
    original: &str,
    m: &extract::Word,
    (rewrite, r): (&str, &Clause),
) -> Option<Range<usize>> {
    let word = original.get(m.range.clone())?;
    let ordinal = original
        .get(..m.range.start)?
        .split_whitespace()
        .next_back()?;
    let p = percentile_shorthand(ordinal, word, rewrite.get(r.range.clone())?)?;
    Some(r.range.start + p.start..r.range.start + p.end)
}

/// "a second sign-off from risk" said as "risk must co-sign": the missing word `m` is
/// "second" and the new word `n` is a "co-" form of a word of the original sentence `o`.
fn co_restates_second(
    (original, o): (&str, &Clause),
    m: &extract::Word,
    rewrite: &str,
    n: &extract::Word,
) -> bool {
    let second = original
        .get(m.range.clone())
        .is_some_and(|w| w.eq_ignore_ascii_case("second"));
    second
        && rewrite
            .get(n.range.clone())
            .and_then(|w| {
                w.get(..3)
                    .filter(|co| co.eq_ignore_ascii_case("co-"))
                    .and(w.get(3..))
            })
            .is_some_and(|rest| {
                let rest = stems::stem(&rest.to_ascii_lowercase());
                o.words.iter().any(|w| stems::stems_match(&w.stem, &rest))
            })
}

/// Words for anyone at all, which a group's name after them restricts ("people from the core
/// team").
const PEOPLE: &[&str] = &["people", "person", "persons", "anyone", "someone", "folks"];

/// "people from the core team" said as "core-team members": the missing word `m` is one of
/// [`PEOPLE`] and the new word `n` is "member(s)" right after a word the original has (the
/// group's name, or its last part: "core-team").
fn people_restated_as_members(
    original: &str,
    m: &extract::Word,
    rewrite: &str,
    n: &extract::Word,
    before_stems: &stems::StemIndex,
) -> bool {
    let group = || {
        rewrite
            .get(..n.range.start)
            .unwrap_or("")
            .split_whitespace()
            .next_back()
            .and_then(|w| w.rsplit('-').next())
            .is_some_and(|w| before_stems.has(&stems::stem(&w.to_ascii_lowercase())))
    };
    original
        .get(m.range.clone())
        .is_some_and(|w| is_one_of(w, PEOPLE))
        && rewrite
            .get(n.range.clone())
            .is_some_and(|w| is_one_of(w, &["member", "members"]))
        && group()
}

/// The missing word `m` is the "date" of "up to date" (or "up-to-date").
fn up_to_date(original: &str, m: &extract::Word) -> bool {
    let word = original.get(m.range.clone()).unwrap_or("");
    let before = original.get(..m.range.start).unwrap_or("");
    word.eq_ignore_ascii_case("date")
        && before
            .get(before.len().saturating_sub(6)..)
            .is_some_and(|b| b.eq_ignore_ascii_case("up to ") || b.eq_ignore_ascii_case("up-to-"))
}

/// The new word `n` is "access" right after a word of the original (the thing reached: "no
/// network access"), and the missing word `m` a verb of reaching a thing ("hit", "reach",
/// "contact", "connect", "query", "call").
fn access_restates_reaching(
    rewrite: &str,
    m: &extract::Word,
    n: &extract::Word,
    before_stems: &stems::StemIndex,
) -> bool {
    let reaching = ["hit", "reach", "contact", "connect", "query", "call"]
        .iter()
        .any(|v| stems::stem(v) == m.stem);
    reaching
        && n.stem.as_str() == "access"
        && rewrite
            .get(..n.range.start)
            .and_then(|before| before.split_whitespace().next_back())
            .is_some_and(|w| before_stems.has(&stems::stem(&w.to_ascii_lowercase())))
}

/// "with food" said as "with meals" (or "with a meal"): the missing word `m` is "food" and
/// the new word `n` "meal(s)", each right after "with" (or "with a").
fn with_meals_restates_with_food(
    original: &str,
    m: &extract::Word,
    rewrite: &str,
    n: &extract::Word,
) -> bool {
    let after_with = |text: &str, at: usize| {
        let mut before = text.get(..at).unwrap_or("").split_whitespace().rev();
        match before.next() {
            Some(w) if w.eq_ignore_ascii_case("with") => true,
            Some(a) if a.eq_ignore_ascii_case("a") => before
                .next()
                .is_some_and(|w| w.eq_ignore_ascii_case("with")),
            _ => false,
        }
    };
    original
        .get(m.range.clone())
        .is_some_and(|w| w.eq_ignore_ascii_case("food"))
        && rewrite
            .get(n.range.clone())
            .is_some_and(|w| is_one_of(w, &["meal", "meals"]))
        && after_with(original, m.range.start)
        && after_with(rewrite, n.range.start)
}

/// The new word `n` is "X-facing" (for X) and X a word of the original ("customer-facing").
fn facing_a_kept_word(rewrite: &str, n: &extract::Word, before_stems: &stems::StemIndex) -> bool {
    rewrite
        .get(n.range.clone())
        .and_then(|w| w.strip_suffix("-facing"))
        .is_some_and(|x| before_stems.has(&stems::stem(&x.to_ascii_lowercase())))
}

/// The missing word `m` of sentence `o` asks someone ("ask", "talk to", "consult", "check
/// with") and the new word `n` of `rewrite` says that person consents ("agrees", "approves",
/// "consents", "confirms"), right after a word `o` names after `m` (the person): "ask the
/// user before installing" -> "... after the user agrees", "without talking to their doctor"
/// -> "unless their doctor agrees".
fn consent_restates_asking(
    o: &Clause,
    m: &extract::Word,
    rewrite: &str,
    n: &extract::Word,
) -> bool {
    let asking = ["ask", "talk", "consult", "check"]
        .iter()
        .any(|v| stems::stem(v) == m.stem);
    let consent = || {
        ["agree", "approve", "consent", "confirm"]
            .iter()
            .any(|v| stems::stem(v) == n.stem)
    };
    let person = || {
        rewrite
            .get(..n.range.start)
            .and_then(|before| before.split_whitespace().next_back())
            .map(|w| stems::stem(&w.to_ascii_lowercase()))
            .is_some_and(|who| {
                o.words
                    .iter()
                    .filter(|w| w.range.start > m.range.end)
                    .take(3)
                    .any(|w| stems::stems_match(&w.stem, &who))
            })
    };
    asking && consent() && person()
}

/// The factor a verb of multiplying names: "doubles" 2, "tripled" 3, "quadrupling" 4.
fn multiplying_factor(word: &str) -> Option<u8> {
    [("doubl", 2), ("tripl", 3), ("quadrupl", 4)]
        .iter()
        .find(|(head, _)| {
            word.get(..head.len())
                .is_some_and(|h| h.eq_ignore_ascii_case(head))
                && word
                    .get(head.len()..)
                    .is_some_and(|end| is_one_of(end, &["e", "es", "ed", "ing"]))
        })
        .map(|&(_, factor)| factor)
}

/// The first factor written with "x" or "×" in sentence `r` ("3x", "2×"), with its range in
/// `rewrite`, the text `r`'s ranges point into.
fn times_factor(rewrite: &str, r: &Clause) -> Option<(Range<usize>, u8)> {
    let sentence = rewrite.get(r.range.clone())?;
    sentence.split_whitespace().find_map(|w| {
        let w = w.trim_end_matches(|c: char| c.is_ascii_punctuation());
        let digits = w.strip_suffix(['x', '×'])?;
        let factor = digits.parse::<u8>().ok()?;
        let start = r.range.start + (w.as_ptr() as usize - sentence.as_ptr() as usize);
        Some((start..start + w.len(), factor))
    })
}

/// The missing word `m` says that things happen one after another ("serially").
fn is_serial(original: &str, m: &extract::Word) -> bool {
    original.get(m.range.clone()).is_some_and(|w| {
        is_one_of(
            w,
            &["serially", "sequentially", "consecutively", "successively"],
        )
    })
}

/// `text` says that things happen together ("in parallel", "concurrently").
fn in_parallel(text: &str) -> bool {
    text.split(|c: char| !c.is_alphanumeric()).any(|w| {
        is_one_of(
            w,
            &["parallel", "concurrently", "simultaneously", "concurrent"],
        )
    })
}

/// `text` says "one at a time" (or "one by one").
pub(super) fn one_at_a_time(text: &str) -> bool {
    ["one at a time", "one by one"]
        .iter()
        .any(|phrase| holds_ignoring_case(text, phrase))
}

/// The word `m` of `original` follows "this" or "that" ("this cell"), pointing back to a
/// code name of letters and digits said before it ("D9", "PR-42"), which `rewrite` keeps
/// as a whole word.
fn points_back_to_a_kept_name(original: &str, m: &extract::Word, rewrite: &str) -> bool {
    let before = original.get(..m.range.start).unwrap_or("");
    let mut back = before.split_whitespace().rev();
    if !back.next().is_some_and(|w| is_one_of(w, &["this", "that"])) {
        return false;
    }
    let is_code = |w: &&str| {
        w.len() >= 2
            && w.bytes().any(|c| c.is_ascii_digit())
            && w.bytes().any(|c| c.is_ascii_alphabetic())
    };
    back.take(CODE_NAMES_BACK)
        .map(|w| w.trim_matches(|c: char| !c.is_alphanumeric()))
        .filter(is_code)
        .any(|name| holds_whole_word(rewrite, name))
}

/// How many words before "this" [`points_back_to_a_kept_name`] reads for a code name.
const CODE_NAMES_BACK: usize = 12;

/// The new word `n` of `rewrite` names those who own or made a thing ("authors",
/// "owners", "submitters"), and the sentence `r` speaks of "their own" after it.
fn owners_of_their_own(rewrite: &str, n: &extract::Word, r: &Clause) -> bool {
    let owners = rewrite.get(n.range.clone()).is_some_and(|w| {
        is_one_of(
            w.trim_end_matches(['s', 'S']),
            &[
                "author",
                "owner",
                "creator",
                "submitter",
                "requester",
                "requestor",
            ],
        )
    });
    owners
        && rewrite
            .get(n.range.end..r.range.end)
            .is_some_and(|rest| holds_ignoring_case(rest, "their own"))
}

/// The word `w` of `rewrite` is a past form of a light verb the lexicon reads as no content
/// in its other forms ("give", "keep", "take", "hold"), one of which the sentence `o` of
/// `original` says: "never given by phone" says no more than "never give ... over the
/// phone" (a "given" that replaced "refused" is still a new word).
fn light_verb_form_of((original, o): (&str, &Clause), rewrite: &str, w: &extract::Word) -> bool {
    let Some(word) = rewrite.get(w.range.clone()) else {
        return false;
    };
    LIGHT_VERB_FORMS
        .iter()
        .find(|(past, _)| is_one_of(word, past))
        .is_some_and(|(_, present)| has_word(original, o, present))
}

/// The past forms of the light verbs [`light_verb_form_of`] knows, with their present forms.
const LIGHT_VERB_FORMS: &[(&[&str], &[&str])] = &[
    (&["given", "gave"], &["give", "gives", "giving"]),
    (&["kept"], &["keep", "keeps", "keeping"]),
    (&["taken", "took"], &["take", "takes", "taking"]),
    (&["held"], &["hold", "holds", "holding"]),
];

/// The word `n` of `text` is a past participle ("-ed", "-en") with no noun after it, so
/// the "'s" before it says "is" ("until the deposit's returned"), no owner ("the manager's
/// approved list").
fn participle_closing_its_clause(text: &str, n: &extract::Word) -> bool {
    let word = text.get(n.range.clone()).unwrap_or("");
    (word.ends_with("ed") || word.ends_with("en")) && !content_word_follows(text, n)
}

/// The word after word `n` of `text` is a content word (it starts with a letter or a digit
/// and is no function word): `n` modifies it rather than closing its phrase ("approved" in
/// "the approved list", "different" in "in a different language").
fn content_word_follows(text: &str, n: &extract::Word) -> bool {
    let next = text
        .get(n.range.end..)
        .unwrap_or("")
        .split_whitespace()
        .next()
        .unwrap_or("");
    next.starts_with(char::is_alphanumeric)
        && !extract::is_function_word(&next.to_ascii_lowercase())
}

/// One of the two words of `text` before byte `at` is one of `words`, in any case.
pub(super) fn one_of_two_words_before(text: &str, at: usize, words: &[&str]) -> bool {
    text.get(..at)
        .unwrap_or("")
        .split_whitespace()
        .rev()
        .take(2)
        .any(|w| is_one_of(w, words))
}

/// The word `m` of `original` is the "time" of "at a time" ("two hours at a time").
fn at_a_time(original: &str, m: &extract::Word) -> bool {
    is_word_after(original, m, "time", " at a ")
}

/// The word `m` of `original` is `word` right after `before` (" at a " and "time", "at all "
/// and "times"), in any case.
pub(super) fn is_word_after(original: &str, m: &extract::Word, word: &str, before: &str) -> bool {
    original
        .get(m.range.clone())
        .is_some_and(|w| w.eq_ignore_ascii_case(word))
        && original
            .get(m.range.start.saturating_sub(before.len())..m.range.start)
            .is_some_and(|b| b.eq_ignore_ascii_case(before))
}

/// `text` holds an "each" that closes its phrase, no noun after it ("max 2 h each.").
fn closing_each(text: &str) -> bool {
    memchr::memmem::find_iter(text.as_bytes(), b"each").any(|k| {
        let starts = k == 0 || !text.as_bytes()[k - 1].is_ascii_alphabetic();
        let rest = text[k + 4..].trim_start_matches(' ');
        starts && !rest.starts_with(|c: char| c.is_alphanumeric())
    })
}

/// Participles the comparison reads as prepositions ("every PR touching billing"), which
/// carry no scope of their own.
const PREPOSITION_PARTICIPLES: &[&str] = &[
    "touching",
    "affecting",
    "involving",
    "concerning",
    "regarding",
];

/// The word `n` of one side is the verb of one of the [`PREPOSITION_PARTICIPLES`] the other
/// side's sentence `o` has ("that touches billing" for "touching billing"; `original` is the
/// text `o` was read from, and a participle closing a hyphenated word counts:
/// "allergen-affecting").
fn participle_restated(original: &str, o: &Clause, n: &extract::Word) -> bool {
    PREPOSITION_PARTICIPLES
        .iter()
        .any(|p| stems::stem(p) == n.stem && has_word(original, o, &[p]))
}

/// The missing word `m` is "user" before what users send an assistant ("per user request",
/// "each user question"), and the rewrite keeps that word: each one comes from its user.
fn user_of_an_assistant_input(original: &str, m: &extract::Word, after: &Facts) -> bool {
    original
        .get(m.range.clone())
        .is_some_and(|w| w.eq_ignore_ascii_case("user"))
        && m.modifies_next.as_deref().is_some_and(|next| {
            ["request", "question", "message", "prompt", "query"]
                .iter()
                .any(|input| stems::stem(input).as_str() == next)
                && after.has_stem(next)
        })
}

/// Verbs that say one transfer from either end, as stems: "users must not receive marketing
/// emails" = "never send marketing emails to users".
const CONVERSE_VERBS: &[(&str, &str)] = &[("receiv", "send")];

/// Word `m` of sentence `a` receives what word `n` of sentence `b` (ranges into `b_text`)
/// sends ([`CONVERSE_VERBS`]), "to" a word that stood before `m` (the receiver, said first in
/// `a`).
fn converse_verb_restates(
    a: &Clause,
    m: &extract::Word,
    (b_text, b): (&str, &Clause),
    n: &extract::Word,
) -> bool {
    let converse = CONVERSE_VERBS
        .iter()
        .any(|&(receive, send)| m.stem.as_str() == receive && n.stem.as_str() == send);
    converse && {
        let receivers = || a.words.iter().take_while(|w| w.range.start < m.range.start);
        let to = b_text.get(b.range.clone()).and_then(|t| {
            t.split_whitespace()
                .position(|w| w.eq_ignore_ascii_case("to"))
                .map(|k| t.split_whitespace().skip(k + 1).take(3))
        });
        to.is_some_and(|mut after_to| {
            after_to.any(|w| {
                let w = stems::stem(
                    &w.trim_matches(|c: char| !c.is_alphanumeric())
                        .to_ascii_lowercase(),
                );
                receivers().any(|x| stems::stems_match(&x.stem, &w))
            })
        })
    }
}

/// The missing word `m` is an adverb in "-ly" whose adjective is the new word `n` ("use it
/// freely" -> "free to use"), the two stems equal.
fn adverb_of_adjective(original: &str, m: &extract::Word, n: &extract::Word) -> bool {
    original
        .get(m.range.clone())
        .and_then(|w| w.strip_suffix("ly"))
        .filter(|base| base.len() >= 4)
        .is_some_and(|base| stems::stem(&base.to_ascii_lowercase()) == n.stem)
}

/// A bare count of `r` (a value no number of `o` has) right before a word with the stem of
/// the first word of `o` after its universal determiner `universal` ("all regions" -> "two
/// regions", "every shift" -> "3 shifts"): the count's range. Each clause is given with the
/// text its ranges point into.
fn count_in_place_of(
    (original, o, universal): (&str, &Clause, &Range<usize>),
    (rewrite, r): (&str, &Clause),
) -> Option<Range<usize>> {
    let noun = o.words.iter().find(|w| w.range.start >= universal.end)?;
    // (The noun follows the universal, at most one word between: "all EU regions".)
    let gap_words = |text: &str, from: usize, to: usize| {
        text.get(from..to)
            .map_or(usize::MAX, |gap| gap.split_whitespace().count())
    };
    if gap_words(original, universal.end, noun.range.start) > 1 {
        return None;
    }
    r.numbers
        .iter()
        .filter(|n| !n.compared && !o.numbers.iter().any(|m| m.value == n.value))
        .find(|n| {
            r.words.iter().any(|w| {
                w.range.start >= n.range.end
                    && gap_words(rewrite, n.range.end, w.range.start) <= 1
                    && stems::stems_match(&w.stem, &noun.stem)
            })
        })
        .map(|n| n.range.clone())
}

/// The word `m` of `original` is anyone let in ("anybody", "anyone", "everyone",
/// "everybody", "people" after "let" and before "in" or "into": "don't let anybody in the
/// pepper room") and the rewrite's word `n` says entry ("entry", "enter", "enters": "no entry
/// to the pepper room", "no one enters the pepper room"): who may come in, said by the act of
/// coming in. Not "let anybody use the pepper room", nor "no exit". ("Let nobody in" is read
/// as a ban on everybody first, `universal_pronoun`, and does not come here.)
fn letting_in_said_as_entry(original: &str, m: &extract::Word, n: &extract::Word) -> bool {
    n.stem.as_str() == "enter" && lets_in(original, &m.range)
}

/// The word of `original` at `range` is anyone let in: "anybody", "anyone", "everyone",
/// "everybody" or "people" after "let" and before "in", "into" or "inside".
fn lets_in(original: &str, range: &Range<usize>) -> bool {
    original
        .get(range.clone())
        .is_some_and(|w| is_one_of(w, &["anybody", "anyone", "everyone", "everybody", "people"]))
        && super::negation_forms::word_before(original, range.start).eq_ignore_ascii_case("let")
        && original
            .get(range.start..)
            .is_some_and(|from| is_one_of(word_after(from), &["in", "into", "inside"]))
}

/// The sentence `original[sentence]` lets anyone in ([`lets_in`]) with a pronoun that is no
/// word of the scope ("don't let anybody in the pepper room"; pol69c).
fn lets_anyone_in(original: &str, sentence: &Range<usize>) -> bool {
    super::words::words(original, sentence.clone())
        .iter()
        .any(|(_, range)| lets_in(original, range))
}

/// The word `a` (a range into its text) is "shift", "move" or "slip" and `b` (into its text)
/// "change", in any tense, each with no object: the last word of its clause, before a
/// punctuation mark or the end ("whenever the deadline moves" -> "whenever the deadline
/// changes"; not "move the files" -> "change the files").
fn intransitive_change(
    (a_text, a): (&str, &extract::Word),
    (b_text, b): (&str, &extract::Word),
) -> bool {
    let is = |text: &str, w: &extract::Word, forms: &[&str]| {
        text.get(w.range.clone())
            .is_some_and(|t| is_one_of(t, forms))
            && text.get(w.range.end..).is_some_and(|rest| {
                rest.trim_start()
                    .chars()
                    .next()
                    .is_none_or(|c| c.is_ascii_punctuation())
            })
    };
    is(
        a_text,
        a,
        &[
            "shift", "shifts", "shifted", "move", "moves", "moved", "slip", "slips", "slipped",
        ],
    ) && is(b_text, b, &["change", "changes", "changed"])
}

/// The word `verb` of sentence `a` imposes a charge or a rule ("charge", "levy", "impose",
/// "enforce") and the word `applies` of sentence `b` is "apply" in some form, right after a
/// word that `a` has among the three after `verb`, its object: "Charge the late-return fee"
/// -> "Late-return fee applies" (not "Waive the fee" -> "Fee applies"). Each sentence is given
/// with the text its ranges point into.
fn imposed_thing_applies(
    (a_text, a, verb): (&str, &Clause, &extract::Word),
    (b_text, b, applies): (&str, &Clause, &extract::Word),
) -> bool {
    const IMPOSING: &[&str] = &[
        "charge", "charges", "charged", "charging", "levy", "levies", "levied", "impose",
        "imposes", "imposed", "enforce", "enforces", "enforced", "bill", "billed",
    ];
    b_text
        .get(applies.range.clone())
        .is_some_and(|w| is_one_of(w, &["apply", "applies", "applied"]))
        && a_text
            .get(verb.range.clone())
            .is_some_and(|w| is_one_of(w, IMPOSING))
        && b.words
            .iter()
            .take_while(|w| w.range.start < applies.range.start)
            .last()
            .is_some_and(|subject| {
                a.words
                    .iter()
                    .filter(|w| w.range.start > verb.range.start)
                    .take(3)
                    .any(|w| stems::stems_match(&w.stem, &subject.stem))
            })
}

/// The new word `n` is "punctually" (or "punctual") and the missing word `m` the "time" of
/// "on time": "get the kids to school on time" -> "... to school punctually".
fn punctually_for_on_time(
    (original, m): (&str, &extract::Word),
    (rewrite, n): (&str, &extract::Word),
) -> bool {
    rewrite
        .get(n.range.clone())
        .is_some_and(|w| is_one_of(w, &["punctually", "punctual"]))
        && original
            .get(m.range.clone())
            .is_some_and(|w| w.eq_ignore_ascii_case("time"))
        && original
            .get(..m.range.start)
            .and_then(|b| b.split_whitespace().next_back())
            .is_some_and(|w| w.eq_ignore_ascii_case("on"))
}

/// The new word `n` of `r` is "budget" or "allowance" and the missing word `m` of `o` the verb
/// "spend", and a bound of `o` is kept in `r` with its value: "Spend at most $1,800 on the
/// trip" -> "Trip budget is capped at $1,800". Each clause is given with its text.
fn budget_for_spending(
    (original, o, m): (&str, &Clause, &extract::Word),
    (rewrite, r, n): (&str, &Clause, &extract::Word),
) -> bool {
    rewrite
        .get(n.range.clone())
        .is_some_and(|w| is_one_of(w, &["budget", "allowance"]))
        && original
            .get(m.range.clone())
            .is_some_and(|w| is_one_of(w, &["spend", "spending", "spends"]))
        && o.numbers
            .iter()
            .any(|b| b.compared && r.numbers.iter().any(|x| x.value == b.value))
}

/// Modifiers a head noun implies in any instruction, as (modifier, head): a migration is of a
/// database, an agenda a meeting's, a standup daily, a postmortem an incident's, a backfill
/// of data. Not "production backups", "code review", "credit card": those pick one kind.
const IMPLIED_MODIFIERS: &[(&str, &str)] = &[
    ("database", "migration"),
    ("database", "migrations"),
    ("db", "migration"),
    ("db", "migrations"),
    ("schema", "migration"),
    ("schema", "migrations"),
    ("meeting", "agenda"),
    ("meeting", "agendas"),
    ("daily", "standup"),
    ("daily", "standups"),
    ("daily", "stand-up"),
    ("daily", "stand-ups"),
    ("incident", "postmortem"),
    ("incident", "postmortems"),
    ("incident", "post-mortem"),
    ("incident", "post-mortems"),
    ("data", "backfill"),
    ("data", "backfills"),
];

/// The missing word `m` (a range into `original`) modifies the next word, a head that implies
/// it ([`IMPLIED_MODIFIERS`]), and `r` keeps the head, as a word or in its label: "Run
/// database migrations on Sundays only" -> "Migrations: Sundays only".
fn implied_by_its_head(original: &str, m: &extract::Word, r: &Clause) -> bool {
    let Some(head) = m.modifies_next.as_ref() else {
        return false;
    };
    let Some(modifier) = original.get(m.range.clone()) else {
        return false;
    };
    let head_text = original
        .get(m.range.end..)
        .and_then(|rest| rest.split_whitespace().next())
        .map(|w| w.trim_end_matches(|c: char| !c.is_alphanumeric()))
        .unwrap_or("");
    IMPLIED_MODIFIERS
        .iter()
        .any(|(md, hd)| modifier.eq_ignore_ascii_case(md) && head_text.eq_ignore_ascii_case(hd))
        && (r.words.iter().any(|w| stems::stems_match(&w.stem, head))
            || r.label_words.iter().any(|l| stems::stems_match(l, head)))
}

/// Sentence `o` of `original` says its rule of every case already: a universal quantifier,
/// a "per" ("per user" counts every user), or a free choice ("whatever happens", "no matter
/// what": always).
fn says_every_case(original: &str, o: &Clause) -> bool {
    quantified_or_per(original, o)
        || original.get(o.range.clone()).is_some_and(|t| {
            let mut words = t.split_whitespace();
            while let Some(w) = words.next() {
                let no_matter = w.eq_ignore_ascii_case("no")
                    && words
                        .clone()
                        .next()
                        .is_some_and(|next| next.eq_ignore_ascii_case("matter"));
                if no_matter || is_one_of(w, &["whatever", "whenever"]) {
                    return true;
                }
            }
            false
        })
}

/// Sentence `o` of `original` quantifies over all of something ("all", "every", "any") or
/// says "per": an actor widened to "anyone" in the rewrite may restate it. ("Whenever" says
/// every time, not everybody: "Whenever a deploy fails, the lead approves" -> "..., anyone
/// approves" is a widened actor.)
fn quantified_or_per(original: &str, o: &Clause) -> bool {
    o.quantifiers.iter().any(|q| q.0)
        || original
            .get(o.range.clone())
            .is_some_and(|t| t.split_whitespace().any(|w| w.eq_ignore_ascii_case("per")))
}

/// The missing word `m` of `o` (ranges into `original`) is a possessive after "the" whose
/// noun, singular, `r` keeps: "the study's annual safety report" -> "annual safety report",
/// "the co-op's freezer" -> "freezer" (one thing, which its owner only picked out; not "the
/// user's messages" -> "messages", a class of things the owner narrowed).
fn owner_of_the_one_thing(original: &str, o: &Clause, m: &extract::Word, r: &Clause) -> bool {
    let Some(owner) = original.get(m.range.clone()) else {
        return false;
    };
    let possessive = owner.ends_with("'s") || owner.ends_with("’s");
    // "the on-air promo": a lower-case compound adjective right before the one noun, in a
    // ban or a bound only, where the rewrite that drops it covers more and so binds more
    // ("Don't delete the read-only replica" -> "Don't delete the replica"); an order or a
    // permission that drops it reaches another thing ("You may delete the read-only
    // replica" -> "You may delete the replica").
    let compound_adjective = (o.negation.is_some() || !o.numbers.is_empty())
        && owner.contains('-')
        && !owner
            .bytes()
            .any(|c| c.is_ascii_uppercase() || c.is_ascii_digit())
        && o.words
            .iter()
            .find(|w| w.range.start >= m.range.end)
            .is_some_and(|w| original.get(m.range.end..w.range.start) == Some(" "));
    let after_the = || {
        original
            .get(..m.range.start)
            .and_then(|before| before.split_whitespace().next_back())
            .is_some_and(|w| w.eq_ignore_ascii_case("the"))
    };
    // The noun: the first word after the owner that modifies nothing (at most three on).
    let noun = || {
        o.words
            .iter()
            .filter(|w| w.range.start >= m.range.end)
            .take(3)
            .find(|w| w.modifies_next.is_none())
    };
    (possessive || compound_adjective)
        && after_the()
        && noun().is_some_and(|noun| {
            let text = original.get(noun.range.clone()).unwrap_or("");
            let singular = !text.ends_with('s') || text.ends_with("ss");
            singular
                && (r
                    .words
                    .iter()
                    .any(|w| stems::stems_match(&w.stem, &noun.stem))
                    || r.label_words
                        .iter()
                        .any(|l| stems::stems_match(l, &noun.stem)))
        })
}

/// The possessive `m` of `o` (a range into `original`) picks out one thing of the one owner
/// the whole original names: "the" before it (at most two modifiers between: "the tutoring
/// app's"), its noun singular and kept somewhere in the rewrite (`after`), and no other word
/// of the original (`before`) naming that owner ("the tutoring app's install size ... the
/// admin app's" names two apps, and the owner picks one of them), nor another owner of
/// that noun in either text.
fn owner_the_text_names_once(
    (original, o, m): (&str, &Clause, &extract::Word),
    before: &Facts,
    (rewrite, after): (&str, &Facts),
) -> bool {
    let Some(owner) = original.get(m.range.clone()) else {
        return false;
    };
    if !(owner.ends_with("'s") || owner.ends_with("’s")) {
        return false;
    }
    // "the" right before the owner or before its modifiers.
    let preceding = o
        .words
        .iter()
        .rev()
        .filter(|w| w.range.end <= m.range.start);
    let mut start = m.range.start;
    for w in preceding.take(2) {
        let adjacent = original.get(w.range.end..start) == Some(" ");
        if !adjacent || w.modifies_next.is_none() {
            break;
        }
        start = w.range.start;
    }
    let after_the = original
        .get(..start)
        .and_then(|text| text.split_whitespace().next_back())
        .is_some_and(|w| w.eq_ignore_ascii_case("the"));
    // The noun: the first word after the owner that modifies nothing (at most three on).
    let noun = o
        .words
        .iter()
        .filter(|w| w.range.start >= m.range.end)
        .take(3)
        .find(|w| w.modifies_next.is_none());
    let Some(noun) = noun.filter(|noun| {
        let text = original.get(noun.range.clone()).unwrap_or("");
        (!text.ends_with('s') || text.ends_with("ss")) && after.has_stem(&noun.stem)
    }) else {
        return false;
    };
    let words = || before.clauses.iter().flat_map(|c| &c.words);
    let named_once = || {
        words()
            .filter(|w| stems::stems_match(&w.stem, &m.stem))
            .count()
            == 1
    };
    // No other owner's thing of that kind in the original ("the client's price; the
    // supplier's price"), none in the rewrite ("our trading name").
    let owned_elsewhere = || {
        words().any(|w| {
            w.range != noun.range
                && owned_by_a_possessive(original, &w.range)
                && stems::stems_match(&w.stem, &noun.stem)
        }) || after.clauses.iter().flat_map(|c| &c.words).any(|w| {
            stems::stems_match(&w.stem, &noun.stem) && owned_by_a_possessive(rewrite, &w.range)
        })
    };
    after_the && named_once() && !owned_elsewhere()
}

/// A possessive ("client's", "our", "their") is among the three words before `word` (a range
/// into `text`).
fn owned_by_a_possessive(text: &str, word: &Range<usize>) -> bool {
    text.get(..word.start).is_some_and(|before| {
        before.split_whitespace().rev().take(3).any(|w| {
            let w = w.trim_matches(|c: char| c.is_ascii_punctuation() && c != '\'');
            w.ends_with("'s")
                || w.ends_with("’s")
                || is_one_of(w, &["my", "our", "your", "their", "his", "her", "its"])
        })
    })
}

/// The possessive `m` of `o` qualifies, right after it or after one more modifier ("tutoring"
/// in "the tutoring app's install size"), with only spaces between.
fn possessive_it_modifies<'o>(
    original: &str,
    o: &'o Clause,
    m: &extract::Word,
) -> Option<&'o extract::Word> {
    m.modifies_next.as_ref()?;
    let mut end = m.range.end;
    for w in o
        .words
        .iter()
        .filter(|w| w.range.start >= m.range.end)
        .take(2)
    {
        if original.get(end..w.range.start) != Some(" ") {
            return None;
        }
        let word = original.get(w.range.clone())?;
        if word.ends_with("'s") || word.ends_with("’s") {
            return Some(w);
        }
        w.modifies_next.as_ref()?;
        end = w.range.end;
    }
    None
}

/// Adjectives of opposite ends of one scale: a superlative of one is "least" and the other.
const OPPOSITE_ADJECTIVES: &[(&str, &str)] = &[
    ("cheap", "expensive"),
    ("cheap", "costly"),
    ("short", "long"),
    ("small", "large"),
    ("small", "big"),
    ("fast", "slow"),
    ("quick", "slow"),
    ("early", "late"),
    ("near", "far"),
    ("close", "far"),
    ("new", "old"),
    ("recent", "old"),
    ("light", "heavy"),
    ("low", "high"),
    ("young", "old"),
    ("safe", "risky"),
    ("quiet", "noisy"),
    ("quiet", "loud"),
];

/// The word `s` (a range into its text) is the superlative of one adjective of
/// [`OPPOSITE_ADJECTIVES`] and the word `l` (into its text) the other, right after "least":
/// "cheapest" and "least expensive", "shortest" and "least long". Not "most expensive".
fn least_of_the_opposite(
    (s_text, s): (&str, &extract::Word),
    (l_text, l): (&str, &extract::Word),
) -> bool {
    let (Some(superlative), Some(adjective)) =
        (s_text.get(s.range.clone()), l_text.get(l.range.clone()))
    else {
        return false;
    };
    if !superlative.ends_with("est") {
        return false; // most words end here
    }
    let least = l_text
        .get(..l.range.start)
        .and_then(|before| before.split_whitespace().next_back())
        .is_some_and(|w| w.eq_ignore_ascii_case("least"));
    // "cheap" -> "cheapest", "large" -> "largest", "early" -> "earliest", "big" -> "biggest".
    let superlative_of = |base: &str| {
        let stem = base.trim_end_matches(['e', 'y']);
        superlative.len() <= base.len() + 4
            && superlative
                .get(..stem.len())
                .is_some_and(|head| head.eq_ignore_ascii_case(stem))
    };
    least
        && OPPOSITE_ADJECTIVES.iter().any(|&(a, b)| {
            superlative_of(a) && adjective.eq_ignore_ascii_case(b)
                || superlative_of(b) && adjective.eq_ignore_ascii_case(a)
        })
}

/// A word of `r` right after "least" has the stem of a superlative of `o` ("-est") that no
/// "least" came before: "the cheapest hotel" -> "the least cheap hotel". The superlative and
/// the rewrite's word, as ranges. Each clause is given with the text its ranges point into.
fn least_turns_a_superlative(
    (original, o): (&str, &Clause),
    (rewrite, r): (&str, &Clause),
) -> Option<(Range<usize>, Range<usize>)> {
    let after_least = |text: &str, w: &extract::Word| {
        text.get(..w.range.start)
            .and_then(|before| before.split_whitespace().next_back())
            .is_some_and(|p| p.eq_ignore_ascii_case("least"))
    };
    let r_text = rewrite.get(r.range.clone())?;
    if !r_text
        .as_bytes()
        .windows(5)
        .any(|w| w.eq_ignore_ascii_case(b"least"))
    {
        return None; // most rewrites end here
    }
    let turned = r.words.iter().find(|w| after_least(rewrite, w))?;
    let superlative = o.words.iter().find(|w| {
        original
            .get(w.range.clone())
            .is_some_and(|t| t.ends_with("est"))
            && stems::stems_match(&w.stem, &turned.stem)
            && !after_least(original, w)
    })?;
    Some((superlative.range.clone(), turned.range.clone()))
}

/// "8 degrees Celsius" said as "8 °C": the missing word `m` of sentence `o` (ranges into
/// `original`) is "degree(s)", or the scale's name ("below 5 degrees Celsius" -> "below 5
/// °C", where "degrees" is read as the bound's unit), and the new word `n` is the letter
/// after "°" of the scale `o` names. (Asked with the texts swapped for "°C" said in words.)
fn degrees_in_symbol(
    (original, o): (&str, &Clause),
    m: &extract::Word,
    rewrite: &str,
    n: &extract::Word,
) -> bool {
    let degrees = original
        .get(m.range.clone())
        .is_some_and(|w| is_one_of(w, &["degree", "degrees"]));
    scale_after_degree_sign(rewrite, n).is_some_and(|name| {
        degrees && has_word(original, o, &[name])
            || original
                .get(m.range.clone())
                .is_some_and(|w| w.eq_ignore_ascii_case(name))
    })
}

/// `text` names a scale of temperature other than `scale` ("celsius" or "fahrenheit"), by
/// its name or its symbol ("Fahrenheit", "°F", "℉").
fn names_another_scale(text: &str, scale: &str) -> bool {
    let (name, symbols) = if scale == "celsius" {
        ("fahrenheit", ["°f", "° f", "ºf", "º f", "℉"])
    } else {
        ("celsius", ["°c", "° c", "ºc", "º c", "℃"])
    };
    holds_ignoring_case(text, name) || symbols.iter().any(|s| holds_ignoring_case(text, s))
}

/// The scale the word `w` of `text` names when it is the letter right after a degree sign
/// ("C" of "≤18°C", "F" of "40 °F"): "celsius" or "fahrenheit".
fn scale_after_degree_sign(text: &str, w: &extract::Word) -> Option<&'static str> {
    let letter = text.get(w.range.clone())?;
    if !text.get(..w.range.start)?.trim_end().ends_with(['°', 'º']) {
        return None;
    }
    [("C", "celsius"), ("F", "fahrenheit")]
        .iter()
        .find(|(symbol, _)| letter.eq_ignore_ascii_case(symbol))
        .map(|&(_, name)| name)
}

/// The missing word `m` names the kind of the code name before it ("the raw_events table",
/// "the `main` branch"), and the rewrite sentence `r` (ranges into `rewrite`) keeps the code
/// name with no `new` word after it.
fn kind_of_a_code_name(
    original: &str,
    m: &extract::Word,
    (rewrite, r): (&str, &Clause),
    new: &[&extract::Word],
) -> bool {
    let kind = original.get(m.range.clone()).is_some_and(|w| {
        is_one_of(
            w,
            &[
                "table",
                "column",
                "field",
                "file",
                "folder",
                "directory",
                "branch",
                "channel",
                "function",
                "method",
                "endpoint",
                "bucket",
                "queue",
                "topic",
                "variable",
                "flag",
            ],
        )
    });
    let Some(name) = original
        .get(..m.range.start)
        .and_then(|before| before.split_whitespace().next_back())
        .map(|w| w.trim_matches('`'))
        .filter(|w| kind && w.len() > 1 && w.contains(['_', '/', '#', '.']))
    else {
        return false;
    };
    let sentence = rewrite.get(r.range.clone()).unwrap_or("");
    sentence.match_indices(name).any(|(at, _)| {
        let rest = sentence.get(at + name.len()..).unwrap_or("");
        let mut chars = rest.chars();
        // The whole name ("raw_events", not "raw_events_v2"), closing its phrase or followed
        // by a word the original has ("the raw_events view" names another kind).
        let whole = match chars.next() {
            None => true,
            Some('.') => chars.next().is_none_or(char::is_whitespace),
            Some(c) => c.is_whitespace() || matches!(c, ',' | ';' | ':' | ')' | '`' | '"'),
        };
        let next = rest
            .strip_prefix(char::is_whitespace)
            .and_then(|after| after.split_whitespace().next())
            .filter(|w| w.starts_with(char::is_alphanumeric))
            .map_or("", |w| w.trim_matches(|c: char| !c.is_alphanumeric()));
        whole
            && !new
                .iter()
                .any(|n| rewrite.get(n.range.clone()) == Some(next))
    })
}

/// The content word that "even" stresses in sentence `o` ("not even typo fixes", "even for
/// typo fixes", "even transactional-looking ones"): the first after it; none after "even if",
/// "even though", "even when" or "even so", which open a concession.
fn stressed_by_even<'o>(original: &str, o: &'o Clause) -> Option<&'o extract::Word> {
    let text = original.get(o.range.clone())?;
    let mut words = text.split_whitespace();
    let even = words.find(|w| w.eq_ignore_ascii_case("even"))?;
    if words
        .next()
        .is_some_and(|next| is_one_of(next, &["if", "though", "when", "so", "after", "before"]))
    {
        return None;
    }
    let end = even.as_ptr() as usize - original.as_ptr() as usize + even.len();
    o.words.iter().find(|w| w.range.start >= end)
}

/// `stem` is "weekend" or "weekday", and `rewrite` names the days that make it up: Saturday
/// and Sunday, or the range from Monday to Friday.
fn week_part_said_by_its_days(stem: &str, rewrite: &str) -> bool {
    let has = |phrase: &str| holds_ignoring_case(rewrite, phrase);
    match stem {
        "weeken" => {
            has("saturday") && has("sunday") || super::shorthand::weekend_by_short_days(rewrite)
        }
        "weekda" => [
            "monday to friday",
            "monday through friday",
            "monday-friday",
            "monday–friday",
            "mon-fri",
            "mon–fri",
        ]
        .iter()
        .any(|range| has(range)),
        _ => false,
    }
}

/// An auxiliary or a negation between a relative pronoun and its verb ("that haven't been
/// paid", "who have opted out").
fn is_auxiliary(w: &str) -> bool {
    matches!(
        w,
        "have"
            | "has"
            | "had"
            | "haven't"
            | "hasn't"
            | "hadn't"
            | "been"
            | "be"
            | "is"
            | "are"
            | "was"
            | "were"
            | "isn't"
            | "aren't"
            | "wasn't"
            | "weren't"
            | "not"
            | "don't"
            | "doesn't"
            | "didn't"
            | "do"
            | "does"
            | "did"
            | "will"
            | "won't"
    )
}

/// "every pull request touching the billing code": the dropped word `m` is the object of a
/// participle that follows a noun phrase a determiner opens, so the phrase restricts that noun
/// ("suggest consulting a lawyer" and "the daily spending limit" do not). `original` is the
/// text `m`'s range points into.
fn participle_after_a_noun(original: &str, m: &extract::Word) -> bool {
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

/// The speaker, as [`has_word`] reads a clause (letters only: "I've" is "I"): "I", "we",
/// and as an object "me", "us" ("ask me first" -> "ask Ben first").
const FIRST_PERSON: &[&str] = &["i", "we", "me", "us"];

/// Word `n` of `text` ends a phrase that restricts when a rule applies or to what: a noun
/// right after a preposition, or after one determiner, and last in its phrase ("on
/// weekends", "at night", "in production", "for the interns"); not an adverbial that
/// restricts nothing ("in general", "at a time", "in full", "for example"), nor a modifier
/// before a noun ("in a different language").
fn restricting_phrase(text: &str, n: &extract::Word) -> bool {
    let word = text.get(n.range.clone()).unwrap_or("");
    if content_word_follows(text, n) {
        return false;
    }
    let mut before = text
        .get(..n.range.start)
        .unwrap_or("")
        .split_whitespace()
        .rev();
    let Some(mut preposition) = before.next() else {
        return false;
    };
    if is_one_of(preposition, &["the", "a", "an"]) {
        preposition = before.next().unwrap_or("");
    }
    is_one_of(
        preposition,
        &[
            "on", "at", "in", "for", "from", "during", "outside", "within",
        ],
    ) && word.chars().all(char::is_alphabetic)
        && !is_one_of(
            word,
            &[
                "general",
                "particular",
                "full",
                "total",
                "short",
                "practice",
                "principle",
                "fact",
                "detail",
                "advance",
                "all",
                "once",
                "least",
                "most",
                "first",
                "last",
                "length",
                "brief",
                "course",
                "example",
                "instance",
                "sure",
                "case",
                "summary",
                "sum",
                "effect",
                "essence",
                "turn",
                "order",
                "addition",
                "place",
                "itself",
                "time",
                "times",
            ],
        )
}

/// A word of `o` made of three words or more joined by hyphens ("pharmacist-in-charge",
/// "editor-in-chief") whose head the rewrite keeps (its stem matched) while the first letters
/// of its last word are nowhere in the rewrite: what the compound added to its head went.
/// (A compound of two, "e-mail", "self-merge", "sign-off", is often respelled or restated.)
fn compound_tail_dropped<'o>(
    report: &Report<'_>,
    o: &'o Clause,
    overlap: &Overlap<'_>,
) -> Option<&'o extract::Word> {
    // Most clauses hold no hyphen: one search settles them.
    let clause = report.original.get(o.range.clone())?;
    memchr::memchr(b'-', clause.as_bytes())?;
    o.words.iter().zip(&overlap.kept).find_map(|(w, kept)| {
        let word = report.original.get(w.range.clone())?;
        if !*kept || memchr::memchr_iter(b'-', word.as_bytes()).count() < 2 {
            return None;
        }
        let tail = word.rsplit('-').next()?.get(..4)?;
        (tail.chars().all(|c| c.is_ascii_alphabetic())
            && !holds_ignoring_case(report.rewrite, tail))
        .then_some(w)
    })
}

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

/// The word `a` (a range into its text) and the word `b` (into its text) are both in `words`.
fn both_one_of(
    (a_text, a): (&str, &extract::Word),
    (b_text, b): (&str, &extract::Word),
    words: &[&str],
) -> bool {
    let is_listed = |text: &str, w: &extract::Word| {
        text.get(w.range.clone())
            .is_some_and(|t| is_one_of(t, words))
    };
    is_listed(a_text, a) && is_listed(b_text, b)
}

/// The word `a` (a range into its text) and the word `b` (into its text) are both verbs of
/// writing a thing down, in any tense: "log", "record", "mark", "note down" ("mark the walk as
/// cancelled" = "log the walk as cancelled"; not "log the readings" -> "delete the readings").
fn records_in_other_words(
    (a_text, a): (&str, &extract::Word),
    (b_text, b): (&str, &extract::Word),
) -> bool {
    const RECORDING: &[&str] = &[
        "log",
        "logs",
        "logged",
        "logging",
        "record",
        "records",
        "recorded",
        "recording",
        "mark",
        "marks",
        "marked",
        "marking",
        "note",
        "noted",
        "noting",
    ];
    both_one_of((a_text, a), (b_text, b), RECORDING)
        || writes_down((a_text, a))
            && is_one_of(b_text.get(b.range.clone()).unwrap_or(""), RECORDING)
        || writes_down((b_text, b))
            && is_one_of(a_text.get(a.range.clone()).unwrap_or(""), RECORDING)
}

/// Word `w` of `text` is a form of "write" that puts a thing down somewhere: "in", "into"
/// or "down" right after it or after its object pronoun ("writing it in the book", "write
/// them down"); not "write to the keeper" (a letter, no record). Asked only of a stem "writ".
fn writes_down((text, w): (&str, &extract::Word)) -> bool {
    if w.stem.as_str() != "writ" {
        return false;
    }
    let mut after = text.get(w.range.end..).unwrap_or("").split_whitespace();
    let mut next = after.next().unwrap_or("");
    if is_one_of(next, &["it", "them", "this", "that", "everything"]) {
        next = after.next().unwrap_or("");
    }
    is_one_of(
        next.trim_end_matches(|c: char| c.is_ascii_punctuation()),
        &["in", "into", "down"],
    )
}

/// A word of `o`'s subject (before its modal: "must", "can't"...) went from the whole rewrite (`missing`, not in
/// `after`), and the word right before `r`'s modal, in the active voice (no "be" after it),
/// names another party `o` names only after its modal: "The preparer must not e-file the
/// return without the client's form" -> "The client must not e-file the return" (the rule
/// now binds someone else; not "Tenants must report leaks" -> "Leaks must be reported by
/// tenants", nor "The warehouse must not ship unpaid orders" -> "Unpaid orders must not be
/// shipped"). A rewrite without a modal says the duty in the present, the word before
/// `o`'s verb in its "-s" form its actor: "The supervisor must verify the dye weights before
/// the operator puts them in" -> "Operator verifies dye weights before putting them in"
/// (pol68b). The missing word's range and the new actor's.
fn actor_traded_for_another_party(
    (original, rewrite): (&str, &str),
    o: &Clause,
    r: &Clause,
    missing: &[&extract::Word],
    after: &Facts,
) -> Option<(Range<usize>, Range<usize>)> {
    // ("can't" is read as the negation, "must" as the strong word of "must not".)
    let modal_of = |c: &Clause| c.strong.clone().or_else(|| c.negation.clone());
    let o_modal = &modal_of(o)?;
    let modal = |text: &str, at: &Range<usize>| {
        text.get(at.clone()).is_some_and(|w| {
            is_one_of(
                w,
                &[
                    "must",
                    "mustn't",
                    "shall",
                    "should",
                    "shouldn't",
                    "may",
                    "can",
                    "can't",
                    "cannot",
                ],
            )
        })
    };
    if !modal(original, o_modal) {
        return None;
    }
    let r_modal = &match modal_of(r) {
        Some(m) if modal(rewrite, &m) => m,
        Some(_) => return None,
        None => duty_said_in_the_present((original, o, o_modal), (rewrite, r))?,
    };
    let gone = missing
        .iter()
        .find(|m| m.range.end <= o_modal.start && !after.has_stem(&m.stem))?;
    let actor = r.words.iter().rfind(|n| {
        n.range.end <= r_modal.start
            && rewrite
                .get(n.range.end..r_modal.start)
                .is_some_and(|gap| gap.trim().is_empty())
    })?;
    let named_in_o = |in_subject: bool| {
        o.words.iter().any(|w| {
            (w.range.end <= o_modal.start) == in_subject && stems::stems_match(&w.stem, &actor.stem)
        })
    };
    let passive = rewrite
        .get(r_modal.end..r.range.end)
        .unwrap_or("")
        .split_whitespace()
        .find(|w| !w.eq_ignore_ascii_case("not"))
        .is_some_and(|w| w.eq_ignore_ascii_case("be"));
    (!passive && !named_in_o(true) && named_in_o(false))
        .then(|| (gone.range.clone(), actor.range.clone()))
}

/// The word of `r` that says the verb right after `o`'s modal `o_modal` in its present "-s"
/// form: "verifies" of "Operator verifies dye weights" for "The supervisor must verify the
/// dye weights" (not "verified", nor "verify"). Its range.
fn duty_said_in_the_present(
    (original, o, o_modal): (&str, &Clause, &Range<usize>),
    (rewrite, r): (&str, &Clause),
) -> Option<Range<usize>> {
    let verb = o.words.iter().find(|w| w.range.start >= o_modal.end)?;
    // (The verb right after the modal, "not" aside: "must never verify" has no verb there.)
    let gap = original.get(o_modal.end..verb.range.start)?;
    if !gap.split_whitespace().all(|w| is_one_of(w, &["not"])) {
        return None;
    }
    r.words
        .iter()
        .find(|n| {
            stems::stems_match(&n.stem, &verb.stem)
                && rewrite.get(n.range.clone()).is_some_and(|w| {
                    w.len() > original.get(verb.range.clone()).map_or(0, str::len)
                        && w.ends_with('s')
                        && !w.ends_with("ss")
                })
        })
        .map(|n| n.range.clone())
}

/// The part of `o` (between punctuation) holding its restriction `only` is said again, with a
/// restriction of its own, by a sentence of `after` other than `r`, the one `o` aligned with:
/// "Nitrile gloves only; handling the tapestry with bare hands is not permitted" -> "Handling
/// the tapestry with bare hands is not permitted. Nitrile gloves only." (the rule's two parts
/// split and reordered; not "Nitrile gloves only; ..." -> "... Nitrile gloves.", nor "...
/// Gloves only.", a restriction lifted or widened).
fn only_said_again_apart(
    (original, o): (&str, &Clause),
    only: &Range<usize>,
    r: &Clause,
    after: &Facts,
) -> bool {
    let Some(text) = original.get(o.range.clone()) else {
        return false;
    };
    let separator = [';', ',', ':'];
    let (at, end) = (only.start - o.range.start, only.end - o.range.start);
    let start = o.range.start + text[..at].rfind(separator).map_or(0, |k| k + 1);
    let stop = o.range.start + text[end..].find(separator).map_or(text.len(), |k| end + k);
    let mut part = o
        .words
        .iter()
        .filter(|w| start <= w.range.start && w.range.end <= stop)
        .peekable();
    part.peek().is_some()
        && after.clauses.iter().any(|c| {
            c.range != r.range
                && c.restrictive.is_some()
                && part
                    .clone()
                    .all(|w| c.words.iter().any(|x| stems::stems_match(&x.stem, &w.stem)))
        })
}

/// The missing word `m` of `o` is "user", the source of the rule, right before a verb
/// reporting it ("said", "says", "told", "wrote"), both before the rule's modal or negation:
/// "user said the tenant's deposit can't be touched" (an assistant's note of the one who
/// instructs it, who gives every rule; not "the school says lunches must be nut-free", where
/// the source says whose lunches).
fn reports_a_rule_after(original: &str, o: &Clause, m: &extract::Word) -> bool {
    let Some(rule) = o.strong.as_ref().or(o.negation.as_ref()) else {
        return false;
    };
    m.stem.as_str() == "user"
        && m.range.end < rule.start
        && is_one_of(
            word_after(original.get(m.range.start..).unwrap_or("")),
            &["said", "says", "told", "tells", "wrote", "writes"],
        )
}

/// The missing word `m` follows "that" or "this", which points back to a thing named before,
/// and the rewrite's sentence `r` says the word before "that" and the word after `m` in a
/// row: "otherwise leave that line blank" -> "else leave blank" (not "leave that line blank"
/// -> "leave the header blank", another thing named).
fn pointed_at_and_dropped(original: &str, m: &extract::Word, rewrite: &str, r: &Clause) -> bool {
    let before = original.get(..m.range.start).unwrap_or("");
    let pointer = said_again::last_word(before);
    if !is_one_of(pointer, &["that", "this"]) || !before.trim_end().ends_with(pointer) {
        return false;
    }
    let verb = said_again::last_word(before.trim_end().strip_suffix(pointer).unwrap_or(""));
    let next = word_after(original.get(m.range.start..).unwrap_or(""));
    if verb.is_empty() || next.is_empty() {
        return false;
    }
    let said = rewrite.get(r.range.clone()).unwrap_or("");
    let mut words = said
        .split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty());
    while let Some(w) = words.next() {
        if w.eq_ignore_ascii_case(verb) {
            return words
                .next()
                .is_some_and(|after| after.eq_ignore_ascii_case(next));
        }
    }
    false
}

/// The new word `n` is "else" opening a clause of the rewrite (after a comma, a semicolon, or
/// "or") where `o` says "otherwise": "...; otherwise leave it blank" -> "...; else leave
/// blank" (not "anyone else", "nobody else").
fn else_for_otherwise(original: &str, o: &Clause, rewrite: &str, n: &extract::Word) -> bool {
    let before = rewrite.get(..n.range.start).unwrap_or("").trim_end();
    rewrite
        .get(n.range.clone())
        .is_some_and(|w| w.eq_ignore_ascii_case("else"))
        && (before.is_empty()
            || before.ends_with([',', ';', ':', '.'])
            || said_again::last_word(before).eq_ignore_ascii_case("or"))
        && original
            .get(o.range.clone())
            .is_some_and(|t| holds_whole_word(t, "otherwise") || holds_whole_word(t, "Otherwise"))
}

/// The new word `n` is the "un-...-able" form of the missing word `m`, which the original
/// negates: "can't be touched" -> "untouchable", "cannot be changed" -> "unchangeable" (not
/// "can be touched" -> "untouchable").
fn able_form_of_a_negated_word(
    original: &str,
    m: &extract::Word,
    rewrite: &str,
    n: &extract::Word,
) -> bool {
    let Some(base) = rewrite
        .get(n.range.clone())
        .and_then(restatements::un_stem)
        .and_then(|rest| {
            let lower = rest.get(rest.len().saturating_sub(4)..)?;
            (lower.eq_ignore_ascii_case("able") || lower.eq_ignore_ascii_case("ible"))
                .then(|| &rest[..rest.len() - 4])
        })
    else {
        return false;
    };
    base.len() > 2
        && stems::stems_match(&stems::stem(base), &m.stem)
        && original
            .get(m.range.clone())
            .is_some_and(|word| restatements::negated_word_in(original, word))
}

/// `n` is "directly" and `m` the "wait" of "no need to wait" ("don't need to wait", "don't
/// have to wait"): leave to act without waiting.
fn directly_for_no_need_to_wait(
    (original, m): (&str, &extract::Word),
    (rewrite, n): (&str, &extract::Word),
) -> bool {
    let before: Vec<&str> = original
        .get(..m.range.start)
        .unwrap_or("")
        .split_whitespace()
        .rev()
        .take(4)
        .collect();
    rewrite
        .get(n.range.clone())
        .is_some_and(|w| w.eq_ignore_ascii_case("directly"))
        && original
            .get(m.range.clone())
            .is_some_and(|w| w.eq_ignore_ascii_case("wait"))
        && before.first().is_some_and(|w| w.eq_ignore_ascii_case("to"))
        && before
            .get(1)
            .is_some_and(|w| is_one_of(w, &["need", "have"]))
        && before
            .get(2)
            .is_some_and(|w| is_one_of(w, &["no", "don't", "dont", "not", "doesn't"]))
}

/// `m` is "bump" and `n` a form of "move", each with a "to" within three words after it
/// ("bump any lesson to the afternoon" -> "any lesson may be moved to the afternoon").
fn moved_for_bumped_to(
    (original, m): (&str, &extract::Word),
    (rewrite, n): (&str, &extract::Word),
) -> bool {
    let to_follows = |text: &str, range: &Range<usize>| {
        text.get(range.end..)
            .unwrap_or("")
            .split_whitespace()
            .take(4)
            .any(|w| w.eq_ignore_ascii_case("to"))
    };
    original
        .get(m.range.clone())
        .is_some_and(|w| is_one_of(w, &["bump", "bumped", "bumps", "bumping"]))
        && rewrite
            .get(n.range.clone())
            .is_some_and(|w| is_one_of(w, &["move", "moved", "moves", "moving"]))
        && to_follows(original, &m.range)
        && to_follows(rewrite, &n.range)
}

/// The range of a "revert" (South Asian and Philippine English for "reply") in `text` that
/// names no one replied to (no "to" after it, within three words: "revert with the rota
/// before 5 pm", not "revert to the manager with the rota"): the reply goes back to the one
/// who asked, the user. (A memmem screen first: few texts say "revert".)
fn revert_without_to(text: &str) -> Option<Range<usize>> {
    static FINDER: std::sync::OnceLock<memchr::memmem::Finder<'static>> =
        std::sync::OnceLock::new();
    let finder = FINDER.get_or_init(|| memchr::memmem::Finder::new("evert"));
    let bytes = text.as_bytes();
    finder.find_iter(bytes).find_map(|at| {
        let start = at.checked_sub(1)?;
        if !bytes[start].eq_ignore_ascii_case(&b'r')
            || start > 0 && bytes[start - 1].is_ascii_alphabetic()
        {
            return None;
        }
        let rest = &text[start..];
        let word_len = rest
            .find(|c: char| !c.is_ascii_alphabetic())
            .unwrap_or(rest.len());
        let word = &rest[..word_len];
        if !is_one_of(word, &["revert", "reverts", "reverting"]) {
            return None;
        }
        let after = &rest[word_len..];
        let names_whom = after
            .split_whitespace()
            .take(3)
            .any(|w| w.eq_ignore_ascii_case("to"));
        // A reply, not the revert of a commit ("don't revert the migration"): "revert with
        // ...", "revert back", a "revert" closing its sentence, or asked for ("kindly
        // revert").
        let replies = after.trim_start().starts_with([',', '.', '!', '?'])
            || after
                .split_whitespace()
                .next()
                .is_none_or(|w| is_one_of(w, &["with", "back", "asap"]))
            || text[..start]
                .split_whitespace()
                .next_back()
                .is_some_and(|w| is_one_of(w, &["kindly", "please", "pls", "plz"]));
        (replies && !names_whom).then_some(start..start + word_len)
    })
}

/// `m` is "revert to" and `n` "reply to" (or "respond to", "get back to" is not read), the
/// same word after both "to"s (one determiner aside): "revert to the patient" -> "reply to
/// patient" (a rollback "revert to v2" has no such reply).
fn reply_for_revert_to(
    (original, m): (&str, &extract::Word),
    (rewrite, n): (&str, &extract::Word),
) -> bool {
    let after_to = |text: &str, range: &Range<usize>| -> Option<String> {
        let mut words = text.get(range.end..)?.split_whitespace().map(|w| {
            w.trim_matches(|c: char| !c.is_alphanumeric())
                .to_ascii_lowercase()
        });
        if words.next()? != "to" {
            return None;
        }
        let w = words.next()?;
        if is_one_of(
            &w,
            &["the", "a", "an", "this", "that", "our", "your", "their"],
        ) {
            words.next()
        } else {
            Some(w)
        }
    };
    original
        .get(m.range.clone())
        .is_some_and(|w| is_one_of(w, &["revert", "reverts", "reverted"]))
        && rewrite
            .get(n.range.clone())
            .is_some_and(|w| is_one_of(w, &["reply", "replies", "respond", "responds"]))
        && after_to(original, &m.range).is_some_and(|a| {
            // Someone replied to: a pronoun, a person's noun or a name ("to Ms Reyes").
            let person = is_one_of(&a, &["me", "us", "him", "her", "them", "you"])
                || is_one_of(
                    a.trim_end_matches('s'),
                    &[
                        "patient",
                        "client",
                        "customer",
                        "caller",
                        "guest",
                        "parent",
                        "student",
                        "applicant",
                        "vendor",
                        "supplier",
                        "sender",
                        "buyer",
                        "tenant",
                    ],
                )
                || lexicon::classes(&a) & (lexicon::AGENT_SUBJECT | lexicon::PRINCIPAL) != 0
                || lexicon::classes(a.trim_end_matches('s')) & lexicon::AGENT_SUBJECT != 0;
            person && after_to(rewrite, &n.range) == Some(a)
        })
}

/// The missing word `m` is a verb of asking leave ("asking", "checking", "consulting") right
/// after "without", and the new word `n` is "directly": "you can book up to two without
/// asking me" -> "agent may book up to two directly" (acting with nobody asked first).
fn directly_for_without_asking(
    (original, m): (&str, &extract::Word),
    (rewrite, n): (&str, &extract::Word),
) -> bool {
    rewrite
        .get(n.range.clone())
        .is_some_and(|w| w.eq_ignore_ascii_case("directly"))
        && asks_leave_after_without(original, m)
}

/// The word `m` (a range into `original`) asks leave right after "without": "without asking
/// me", "without checking with the lead", "without consulting her".
fn asks_leave_after_without(original: &str, m: &extract::Word) -> bool {
    original
        .get(m.range.clone())
        .is_some_and(|w| is_one_of(w, &["asking", "checking", "consulting"]))
        && said_again::last_word(original.get(..m.range.start).unwrap_or(""))
            .eq_ignore_ascii_case("without")
}

/// The missing word `m` asks leave after "without" ([`asks_leave_after_without`]) and the
/// rewrite's sentence `r` says "without" and the leave's noun within three words: "without
/// asking me" = "without user sign-off", "without my approval" (not "without a receipt").
fn leave_named_for_without_asking(
    original: &str,
    m: &extract::Word,
    (rewrite, r): (&str, &Clause),
) -> bool {
    let leave = |w: &str| {
        let w = w.trim_matches(|c: char| c.is_ascii_punctuation() && c != '-');
        is_one_of(w, APPROVAL_NOUNS) || is_one_of(w, &["approval", "consent", "permission"])
    };
    asks_leave_after_without(original, m)
        && rewrite.get(r.range.clone()).is_some_and(|text| {
            let mut words = text.split_whitespace();
            while words.any(|w| w.eq_ignore_ascii_case("without")) {
                if words.clone().take(3).any(leave) {
                    return true;
                }
            }
            false
        })
}

/// The "without" condition at `condition` of `o` asks leave ("without asking me") and `r`
/// says "directly" for it ([`directly_for_without_asking`]): "you can book two without asking
/// me" = "agent may book two directly". Each clause is given with the text its ranges point
/// into.
pub(super) fn without_asking_said_directly(
    (original, o): (&str, &Clause),
    condition: &Range<usize>,
    (rewrite, r): (&str, &Clause),
) -> bool {
    original
        .get(condition.clone())
        .is_some_and(|w| w.eq_ignore_ascii_case("without"))
        && o.words
            .iter()
            .find(|w| w.range.start >= condition.end)
            .is_some_and(|asking| {
                r.words
                    .iter()
                    .any(|n| directly_for_without_asking((original, asking), (rewrite, n)))
            })
}

/// The word `a` (a range into its text) and the word `b` (into its text) are both verbs of
/// passing on what one knows, in any tense: "tell", "disclose", "reveal", "divulge",
/// "mention" ("don't disclose the diagnosis to visitors" = "don't tell visitors the
/// diagnosis"; not "disclose" -> "record").
fn imparts_in_other_words(
    (a_text, a): (&str, &extract::Word),
    (b_text, b): (&str, &extract::Word),
) -> bool {
    const IMPARTING: &[&str] = &[
        "tell",
        "tells",
        "telling",
        "told",
        "disclose",
        "discloses",
        "disclosed",
        "disclosing",
        "reveal",
        "reveals",
        "revealed",
        "revealing",
        "divulge",
        "divulges",
        "divulged",
        "divulging",
        "mention",
        "mentions",
        "mentioned",
        "mentioning",
    ];
    both_one_of((a_text, a), (b_text, b), IMPARTING)
}

/// The missing word `m` stresses that the rule holds for a noun as well, and the rewrite's
/// sentence `r` stresses it in the other way, the noun said with the other word right after
/// it: "included" closing a phrase after a noun ("visitors, family included") said as "family
/// too" or "family also", and the "means" of "that means the roofers too" said as "roofers
/// included" (s67a-p147). Not "family included" -> "family" alone, which no longer stresses
/// that the rule holds for them as well, nor "staff included" -> "family too".
fn included_said_by_too(original: &str, m: &extract::Word, rewrite: &str, r: &Clause) -> bool {
    let Some(word) = original.get(m.range.clone()) else {
        return false;
    };
    let (noun, stress): (&str, &[&str]) = if word.eq_ignore_ascii_case("included") {
        let noun = said_again::last_word(original.get(..m.range.start).unwrap_or(""));
        (noun, &["too", "also"])
    } else if word.eq_ignore_ascii_case("means")
        && original
            .get(..m.range.start)
            .and_then(|before| before.split_whitespace().next_back())
            .is_some_and(|w| is_one_of(w, &["that", "this"]))
    {
        // "that means the roofers too": the noun before the "too" closing its part.
        let rest = original.get(m.range.end..).unwrap_or("");
        let part = rest.split([',', '.', ';', '—', '(']).next().unwrap_or("");
        let Some(before_too) = part.trim_end().strip_suffix(" too") else {
            return false;
        };
        (said_again::last_word(before_too), &["included"])
    } else {
        return false;
    };
    let said = rewrite.get(r.range.clone()).unwrap_or("");
    let mut words = said
        .split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty());
    while let Some(w) = words.next() {
        if !noun.is_empty()
            && w.eq_ignore_ascii_case(noun)
            && words
                .clone()
                .next()
                .is_some_and(|next| is_one_of(next, stress))
        {
            return true;
        }
    }
    false
}

/// `m` is a "send" of `original` that the aligned rewrite sentence says of the thing sent as
/// "go out" ("Supplier invoices must go out by the 25th", "Rent reminders go out at least 3
/// days before"). The word is asked first; the rewrite is searched only for a missing "send".
fn sending_said_as_going_out(original: &str, m: &extract::Word, rewrite: Option<&str>) -> bool {
    const SAID: &[&str] = &[
        "go out ",
        "goes out ",
        "going out ",
        "gone out ",
        "went out ",
    ];
    let sending = original
        .get(m.range.clone())
        .is_some_and(|w| is_one_of(w, &["send", "sends", "sending", "sent"]));
    sending
        && rewrite.is_some_and(|text| {
            memchr::memmem::find(text.as_bytes(), b" out ").is_some()
                && SAID.iter().any(|said| {
                    text.match_indices(said)
                        .any(|(at, _)| at > 0 && text.as_bytes()[at - 1] == b' ')
                })
        })
}

/// "80% RH" -> "80 percent relative humidity": a new word of the rewrite `n` is one of the
/// words spelling an initialism the original sentence `o` writes ("RH"), though the
/// initialism's last word is kept ("humidity"), so the initialism itself is no missing word
/// (it may be read as the number's unit). Not when the rewrite writes the initialism too
/// ("IT" kept, "in touch" new). Screened: only words of two or more capitals are asked.
fn spells_an_initialism_kept(
    report: &Report<'_>,
    o: &Clause,
    r: &Clause,
    n: &Range<usize>,
) -> bool {
    let (Some(ours), Some(theirs)) = (
        report.original.get(o.range.clone()),
        report.rewrite.get(r.range.clone()),
    ) else {
        return false;
    };
    ours.split(|c: char| !c.is_ascii_alphabetic())
        .filter(|w| w.bytes().filter(u8::is_ascii_uppercase).count() >= 2)
        // Spelled out, not kept ("Contact IT" -> "Keep in touch with IT" spells nothing).
        .filter(|w| {
            !theirs
                .split(|c: char| !c.is_ascii_alphabetic())
                .any(|t| t == *w)
        })
        .filter_map(|w| initials_run(theirs, w))
        .any(|run| r.range.start + run.start <= n.start && n.end <= r.range.start + run.end)
}

/// "sat phone" -> "satellite phone": a word of three or four lower-case letters spelled out
/// as a plain word it opens ([`stems::clips`]: eight letters or more, three or more added),
/// without a full stop. Not a longer name ("orders" -> "orders_archive", "db" -> "db-prod":
/// letters only) and not a capitalised or upper-case word (a name or an initialism).
fn spelled_out(ours: &str, theirs: &str) -> bool {
    (3..=4).contains(&ours.len())
        && ours.bytes().all(|b| b.is_ascii_lowercase())
        && theirs.bytes().all(|b| b.is_ascii_lowercase())
        && stems::clips(theirs, ours)
}

#[cfg(test)]
mod universal_subject {
    use crate::polarity::tests::{assert_changed, assert_faithful, assert_reports};

    /// A duty or a ban on everybody ("Everyone ... must") laid on one actor narrows, with or
    /// without the qualifying phrase moved; kept for all, or said with no actor, it stays.
    #[test]
    fn a_duty_on_everyone_laid_on_one_actor_narrows() {
        assert_reports(
            "scope changed",
            &[
                (
                    "Everyone going past the fab airlock must wear a bunny suit.",
                    "Contractors must wear a bunny suit past the fab airlock.",
                ),
                (
                    "Everyone must wear a bunny suit.",
                    "Contractors must wear a bunny suit.",
                ),
                (
                    "Nobody may enter the den alone.",
                    "Keepers may not enter the den alone.",
                ),
                // (People named by what they do, a plural the lexicon does not list: pol65c.)
                (
                    "Nobody takes the canoes out after six.",
                    "Beginners never take the canoes out after six.",
                ),
                (
                    "Nobody takes the canoes out after six.",
                    "Late starters never take the canoes out after six.",
                ),
                (
                    "Anyone entering the lab must wear goggles.",
                    "Visitors must wear goggles in the lab.",
                ),
            ],
        );
        assert_faithful(&[
            (
                "Everyone going past the fab airlock must wear a bunny suit.",
                "Everyone must wear a bunny suit past the fab airlock.",
            ),
            (
                "Everyone must wear a bunny suit.",
                "Bunny suits required for all.",
            ),
            (
                "Everyone must wear a bunny suit.",
                "Everybody must wear a bunny suit.",
            ),
            (
                "Anyone entering the lab must wear goggles.",
                "Lab: goggles must be worn by anyone entering.",
            ),
            (
                "Nobody takes the canoes out after six.",
                "Canoes never taken out after six.",
            ),
            (
                "Nobody takes the canoes out after six.",
                "Never take the canoes out after six.",
            ),
        ]);
    }

    /// Everybody's thing is any such thing ("anyone's visiting hours" -> "any visiting hrs");
    /// someone's, a kind's, or the universal dropped narrows it. Travel's "pax", "hrs" and
    /// "sigs" are passengers, hours and signatures; "ring" is "call".
    #[test]
    fn everybodys_thing_and_compaction_shorthand() {
        assert_faithful(&[
            (
                "Ring the on-call nurse before changing anyone's visiting hours.",
                "Call on-call nurse before changing any visiting hrs.",
            ),
            (
                "Twelve passengers maximum per tender boat.",
                "Max 12 pax per tender.",
            ),
            (
                "Schedule 8 scripts need two pharmacist signatures before leaving the counter, levothyroxine is never swapped for a generic without the prescriber's written OK, and the vaccine fridge stays between 2 and 8 °C.",
                "Pharmacy: S8 scripts -> 2 pharmacist sigs before leaving counter; no generic swap for levothyroxine w/o prescriber's written OK; vaccine fridge 2-8 °C.",
            ),
        ]);
        assert_reports(
            "scope changed",
            &[
                (
                    "Ring the on-call nurse before changing anyone's visiting hours.",
                    "Call on-call nurse before changing a patient's visiting hrs.",
                ),
                (
                    "Ring the on-call nurse before changing anyone's visiting hours.",
                    "Call on-call nurse before changing any child's visiting hrs.",
                ),
                (
                    "Ring the on-call nurse before changing anyone's visiting hours.",
                    "Call on-call nurse before changing visiting hrs.",
                ),
                (
                    "Ring the nurse before changing visiting hours.",
                    "Email nurse before changing visiting hrs.",
                ),
                (
                    "Twelve passengers maximum per tender boat.",
                    "Max 12 crew per tender.",
                ),
                (
                    "Loop in Human Resources on any termination.",
                    "Loop in hrs on any termination.",
                ),
            ],
        );
    }

    /// A compound's number word said in digits ("Under-sixes" -> "under-6s") is the same
    /// word; another number or another first part is not.
    #[test]
    fn a_compounds_number_in_digits() {
        assert!(super::number_compound_in_digits("Under-sixes", "under-6s"));
        assert!(super::number_compound_in_digits("over-sixties", "over-60s"));
        assert!(super::number_compound_in_digits("two-week", "2-week"));
        assert!(!super::number_compound_in_digits("Under-sixes", "under-7s"));
        assert!(!super::number_compound_in_digits("Under-sixes", "over-6s"));
        assert!(!super::number_compound_in_digits("under-six", "under-6s"));
        assert_faithful(&[(
            "Under-sixes are in groups of five at most per instructor.",
            "Under-6s <=5/instructor.",
        )]);
        assert_reports(
            "scope changed",
            &[
                (
                    "Under-sixes are in groups of five at most per instructor.",
                    "Under-7s <=5/instructor.",
                ),
                (
                    "Under-sixes are in groups of five at most per instructor.",
                    "Over-6s <=5/instructor.",
                ),
            ],
        );
    }

    /// "bump ... to" is "move ... to"; "revert to" someone is "reply to" them; "no need to
    /// wait" for an approval is acting "directly". Another time, another person, a rollback's
    /// "revert to", or a wait still asked, is a change.
    #[test]
    fn bump_revert_and_no_need_to_wait() {
        assert_faithful(&[
            (
                "If the wind's over 40 km/h you can bump any lesson to the afternoon.",
                "Wind > 40 km/h -> any lesson may be moved to the afternoon.",
            ),
            (
                "Kindly revert to the patient before 5pm.",
                "Reply to patient before 17:00.",
            ),
            ("Please revert to me by Friday.", "Reply to me by Friday."),
            (
                "Ma'am said no need to wait for her approval for refunds below PHP 2,000, just process them.",
                "Refunds < PHP 2,000: process directly, Ma'am's approval not needed.",
            ),
        ]);
        assert_changed(&[
            (
                "If the wind's over 40 km/h you can bump any lesson to the afternoon.",
                "Wind > 40 km/h -> any lesson may be moved to the morning.",
            ),
            (
                "If the wind's over 40 km/h you can bump any lesson to the afternoon.",
                "Wind > 40 km/h -> any lesson may be cancelled.",
            ),
            (
                "Kindly revert to the patient before 5pm.",
                "Reply to doctor before 17:00.",
            ),
            (
                "Revert to the last release before 5pm.",
                "Reply to the last release before 5pm.",
            ),
            (
                "Wait for her approval for refunds below PHP 2,000.",
                "Refunds < PHP 2,000: process directly.",
            ),
        ]);
    }
}

#[cfg(test)]
mod letting_in {
    use crate::polarity::tests::{assert_changed, assert_faithful};

    /// Letting anyone into a place said as entry to it (s67a-p074, pol67c); another place,
    /// the condition dropped, exit for entry, or another act let are changes.
    #[test]
    fn letting_anyone_in_said_as_entry() {
        let o = "Don't let anybody in the pepper room without a mask.";
        assert_faithful(&[
            (o, "Entry to pepper room without mask not permitted."),
            (o, "No entry to the pepper room without a mask."),
            (
                "Never let anyone into the cold store without a buddy.",
                "Nobody enters the cold store without a buddy.",
            ),
        ]);
        assert_changed(&[
            (o, "No entry to the spice room without a mask."),
            (o, "No entry to the pepper room."),
            (o, "No exit from the pepper room without a mask."),
            (
                "Don't let anybody use the pepper grinder without a mask.",
                "No entry to the pepper grinder without a mask.",
            ),
        ]);
    }
}

#[cfg(test)]
mod tests {
    use super::super::tests::{assert_changed, assert_faithful};

    /// Session 70 (pol70c): a word of the rule clipped in a list item of its own ("check the
    /// freezer temperature" -> "- check freezer temp") is the word said again, not another
    /// thing in its place; another word there, or the order's occasion turned, stay changes.
    #[test]
    fn word_clipped_in_another_sentence_is_kept() {
        let freezer = "Before you open up, check the freezer temperature and fill the dipper well.";
        assert_faithful(&[(
            freezer,
            "**Before opening**\n- check freezer temp\n- fill dipper well",
        )]);
        assert_changed(&[
            (
                freezer,
                "**Before opening**\n- check freezer door\n- fill dipper well",
            ),
            (
                freezer,
                "**After opening**\n- check freezer temp\n- fill dipper well",
            ),
        ]);
    }

    /// A scale's letter glued after a degree sign ("≤18°C") is the number's unit: it stands
    /// in for no word the rewrite dropped (pol68c). Another number, the other side, the
    /// other scale or another place stay reported.
    #[test]
    fn scale_letter_after_degree_sign_is_no_word() {
        let o = "Rum stock must stay in the cool room at 18 degrees Celsius or less.";
        let wine =
            "The temperature in the wine section must be kept between twelve and sixteen degrees.";
        assert_faithful(&[
            (o, "Rum in cool room, ≤18°C."),
            (o, "Rum in cool room, ≤18 °C."),
            (wine, "Wine section between 12 and 16°C."),
        ]);
        assert_changed(&[
            (o, "Rum in cool room, ≤16°C."),
            (o, "Rum in cool room, ≥18°C."),
            (o, "Rum in cool room, ≤18°F."),
            (o, "Rum in warm room, ≤18°C."),
            (wine, "Wine section between 12 and 18°C."),
        ]);
    }

    /// A "with" phrase after a noun counted by a universal narrows which of them the rule
    /// takes (s69b-p158); a "with" phrase the original has, or one after a noun no universal
    /// counts (a tool, what goes along), is no narrowing.
    #[test]
    fn a_with_phrase_after_a_universal_noun_narrows_it() {
        let o = "Sanitise the clippers after every dog.";
        assert_changed(&[
            (o, "Sanitise clippers after each dog w/ skin issues."),
            (o, "Sanitise the clippers after every dog with fleas."),
            (
                "Check all bikes before they go out.",
                "Check all bikes with disc brakes before they go out.",
            ),
        ]);
        assert_faithful(&[
            (o, "Sanitise clippers after each dog."),
            (
                "Wipe every table with the blue cloth at close.",
                "At close, wipe each table w/ blue cloth.",
            ),
            (
                "Wipe the counter after every order.",
                "Wipe the counter with a damp cloth after every order.",
            ),
        ]);
    }
}

#[cfg(test)]
mod actor_traded {
    use crate::polarity::tests::{assert_faithful, assert_reports};

    /// A duty said again in the present ("Operator verifies ...") with the other party the
    /// rule names as its doer is another actor; the same doer, a passive, or a third party
    /// the rule does not name is no trade of this kind.
    #[test]
    fn a_duty_said_in_the_present_by_the_other_party() {
        assert_reports(
            "scope changed",
            &[
                (
                    "The supervisor must verify the dye weights before the operator puts them in the vat.",
                    "Operator verifies dye weights before putting them in vat.",
                ),
                (
                    "The cashier must count the float before the manager locks the safe.",
                    "Manager counts the float before locking the safe.",
                ),
            ],
        );
        assert_faithful(&[
            (
                "The supervisor must verify the dye weights before the operator puts them in the vat.",
                "Supervisor verifies dye weights before operator puts them in vat.",
            ),
            (
                "The cashier must count the float before the manager locks the safe.",
                "Cashier counts float before manager locks safe.",
            ),
            (
                "The cashier must count the float before the manager locks the safe.",
                "Float counted by cashier before the manager locks the safe.",
            ),
        ]);
    }
}
