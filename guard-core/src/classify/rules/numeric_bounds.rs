//! Numeric bounds: a comparator + number (+ unit) scoping over an action or a produced thing
//! ("cap each answer at 150 tokens"), not a measured quantity ("the image is below 2 MB already").

use super::{Found, KeepBounds, REACH, Sentence, Subject, opens_object, push};
use crate::classify::CueKind;
use crate::classify::lexicon as lx;
use crate::classify::numbers;
use crate::classify::text::{Tok, TokKind};

/// Comparator + number (+ unit) scoping over an action or a produced thing ("cap each answer at
/// 150 tokens", "fewer than ten calls a minute"), not a measured quantity ("we sent no more
/// than a dozen emails", "the image is below 2 MB already"). Each bound found is also
/// handed to `keep` (the polarity check reads them; `classify` keeps none).
pub(super) fn numeric_bounds(
    s: &Sentence<'_, '_>,
    found: &mut Vec<Found>,
    keep: &mut impl KeepBounds,
) {
    if !(s.question || s.hypothetical)
        && let Some((from, to)) = standing_value(s.t)
    {
        push(found, CueKind::NumericBound, s.range(from, to), true);
    }
    // Every bound starts at a comparator word.
    if s.question || s.hypothetical || s.classes & lx::COMPARATOR == 0 {
        return;
    }
    // The deontic cues the sentence's earlier rules found, read once and sorted by where they
    // start: the bounds below add none, and asking each bound against all of `found` would
    // cost a sentence of many bounds quadratic time.
    let mut deontic: Vec<std::ops::Range<usize>> = found
        .iter()
        .filter(|f| f.cue.kind == CueKind::DeonticModal)
        .map(|f| f.cue.range.clone())
        .collect();
    deontic.sort_unstable_by_key(|r| r.start);
    bound_told_by_its_consequence(s, found);
    let figures = reads_figures(s);
    numbers::for_each_bound(s.t, s.candidates.iter().copied(), |b| {
        numeric_bound_cue(s, &b, &deontic, figures, found);
        keep.keep(b);
    });
}

/// "More than that and it tips", "any more than four and the boat sits too low": a sentence
/// opening with "more than" (maybe after "any") and "that", "this" or a quantity, then "and"
/// and what goes wrong in the present, a subject and its verb in "-s" or "will": a bound told
/// by its consequence (cls63; not "More than that and I'd have cried", a wish of the past, nor
/// "More than that, and she loved it", a report).
fn bound_told_by_its_consequence(s: &Sentence<'_, '_>, found: &mut Vec<Found>) {
    let any = usize::from(s.is(0, "any"));
    if !s.seq(any, &["more", "than"]) {
        return;
    }
    let what = any + 2;
    let len = if matches!(s.w(what), "that" | "this") {
        1
    } else {
        match numbers::quantity_at(s.t, what) {
            Some(q) => q.len + usize::from(q.unit.is_some() && s.is_word(what + q.len)),
            None => return,
        }
    };
    let and = what + len;
    let subject = and + 1 + usize::from(s.is(and + 1, "the"));
    let verb = subject + 1;
    let w = s.w(verb);
    let consequence = s.is(and, "and")
        && matches!(s.w(and + 1), "it" | "they" | "the" | "you" | "she" | "he")
        && (w.len() > 2
            && w.ends_with('s')
            && !w.ends_with("ss")
            && !matches!(w, "was" | "has" | "does")
            || matches!(w, "will" | "'ll"))
        || s.is(and, "and") && matches!(s.w(and + 1), "it'll" | "they'll" | "you'll");
    if consequence {
        push(found, CueKind::NumericBound, s.range(any, and - 1), true);
    }
}

/// "anything weaker goes back to the tanks", "anything outside that and the batch gets
/// tossed", "whatever's over 40 kg is refused": what lies past a bound
/// ([`numbers::names_the_far_side`]), opening a clause, and what is done to it in the present,
/// sent back or thrown out ([`turned_away_at`]) within a few words: a bound told by what
/// happens to whatever misses it (cls65d). The first and last tokens of the reading. Not
/// "anything weaker went back" (a report), nor "anything older is a classic" (no fate).
fn past_the_bound_turned_away(t: &[Tok<'_>]) -> Option<(usize, usize)> {
    let w = |k: usize| t.get(k).map_or("", |x| &*x.text);
    (0..t.len()).find_map(|i| {
        let opens = i == 0
            || matches!(t[i - 1].kind, TokKind::Punct(_))
            || matches!(w(i - 1), "and" | "but" | "so");
        let far = i + 1 + usize::from(w(i) == "whatever" && w(i + 1) == "'s");
        if !(matches!(w(i), "anything" | "whatever")
            && opens
            && numbers::names_the_far_side(w(far)))
        {
            return None;
        }
        // A few words name the bound ("that", "40 kg", "the range") and maybe a new subject
        // ("and the batch"); the reading ends at a full stop or a semicolon.
        (far + 1..t.len().min(far + 8))
            .take_while(|&k| !matches!(t[k].kind, TokKind::Punct('.' | ';' | '?' | '!')))
            .find(|&k| turned_away_at(t, k))
            .map(|k| (i, k + 1))
    })
}

/// "Batches that don't hit it go back through", "parts which fail to meet the tolerance are
/// scrapped": a class (a plural noun) that misses a mark ("that"/"which", then "don't",
/// "doesn't" or "fail(s) to", and a verb of reaching one) and is sent back or thrown out in
/// the present ([`turned_away_at`]) within a few words (cls65d). The first and last tokens
/// of the reading. Not "batches that didn't hit it went back" (a report).
fn short_of_the_mark_turned_away(t: &[Tok<'_>]) -> Option<(usize, usize)> {
    let w = |k: usize| t.get(k).map_or("", |x| &*x.text);
    (1..t.len()).find_map(|k| {
        let class = w(k - 1).len() > 3 && w(k - 1).ends_with('s') && !w(k - 1).ends_with("ss");
        if !(matches!(w(k), "that" | "which") && class) {
            return None;
        }
        let reach = match (w(k + 1), w(k + 2)) {
            ("don't" | "doesn't", _) => k + 2,
            ("fail" | "fails", "to") => k + 3,
            _ => return None,
        };
        if !matches!(
            w(reach),
            "hit" | "meet" | "reach" | "make" | "pass" | "clear"
        ) {
            return None;
        }
        (reach + 1..t.len().min(reach + 8))
            .take_while(|&m| !matches!(t[m].kind, TokKind::Punct('.' | ';' | '?' | '!')))
            .find(|&m| turned_away_at(t, m))
            .map(|m| (k - 1, m + 1))
    })
}

/// A bound stated as a standing value, with no modal: what misses it is turned away
/// ([`past_the_bound_turned_away`], [`short_of_the_mark_turned_away`]) or it holds until a
/// review ([`value_in_force_until_a_review`]). The first and last tokens of the reading.
/// [`super::may_bind`] asks too, so such a sentence is analysed. Screened by one pass over
/// the words each reading opens at ("anything"/"whatever", "that"/"which", "until"/"till"),
/// so a sentence with none of them costs one word compare per token.
pub(super) fn standing_value(t: &[Tok<'_>]) -> Option<(usize, usize)> {
    let (mut far_side, mut relative, mut until) = (false, false, false);
    for x in t {
        match &*x.text {
            "anything" | "whatever" => far_side = true,
            "that" | "which" => relative = true,
            "until" | "till" => until = true,
            _ => {}
        }
    }
    far_side
        .then(|| past_the_bound_turned_away(t))
        .flatten()
        .or_else(|| relative.then(|| short_of_the_mark_turned_away(t)).flatten())
        .or_else(|| until.then(|| value_in_force_until_a_review(t)).flatten())
}

/// "The toll is £6.40 each way until the board reviews it", "the fee is 40 euros till the
/// rate is revised": a present "is"/"are" and a quantity, then within a few words "until" or
/// "till" and a review or a repair still to come (a present verb of review, or "is"/"are"
/// and its participle): a value in force until it is looked at again (cls65d). Not "the
/// toll was £6.40 until the board reviewed it" (a past), nor "the wait is 20 minutes until
/// the doors open" (no review).
fn value_in_force_until_a_review(t: &[Tok<'_>]) -> Option<(usize, usize)> {
    let w = |k: usize| t.get(k).map_or("", |x| &*x.text);
    let review = |k: usize| {
        matches!(
            w(k),
            "reviews" | "revisits" | "revises" | "reconsiders" | "resets"
        ) || matches!(w(k), "is" | "are" | "gets" | "get")
            && matches!(
                w(k + 1),
                "reviewed"
                    | "revisited"
                    | "revised"
                    | "reconsidered"
                    | "refitted"
                    | "repaired"
                    | "replaced"
                    | "recertified"
                    | "reset"
            )
    };
    (1..t.len()).find_map(|k| {
        if !(matches!(w(k), "is" | "are") && numbers::is_quantity_at(t, k + 1)) {
            return None;
        }
        let until = (k + 2..t.len().min(k + 8))
            .take_while(|&m| !matches!(t[m].kind, TokKind::Punct(_)))
            .find(|&m| matches!(w(m), "until" | "till"))?;
        (until + 2..t.len().min(until + 7))
            .take_while(|&m| t[m].kind == TokKind::Word)
            .find(|&m| review(m))
            .map(|m| (k, m))
    })
}

/// The tokens at `k` say, in the present, that a thing is sent back or thrown out: "goes
/// back", "go out", "gets tossed", "is rejected", "it's binned".
fn turned_away_at(t: &[Tok<'_>], k: usize) -> bool {
    let w = |k: usize| t.get(k).map_or("", |x| &*x.text);
    matches!(w(k), "goes" | "go") && matches!(w(k + 1), "back" | "out")
        || matches!(w(k), "gets" | "get" | "is" | "are" | "it's" | "they're")
            && matches!(
                w(k + 1),
                "tossed"
                    | "binned"
                    | "dumped"
                    | "discarded"
                    | "scrapped"
                    | "rejected"
                    | "refused"
                    | "returned"
                    | "condemned"
                    | "quarantined"
                    | "destroyed"
                    | "thrown"
                    | "redone"
                    | "remade"
                    | "rerun"
            )
}

/// The cue of the bound `b`: decisive unless it measures or forecasts, is a loose count
/// ("only 3"), or is a date no one is held to.
fn numeric_bound_cue(
    s: &Sentence<'_, '_>,
    b: &numbers::Bound,
    deontic: &[std::ops::Range<usize>],
    figures: bool,
    found: &mut Vec<Found>,
) {
    let i = b.comparator;
    // The clause, as far as [`REACH`] tokens on each side (no test needs a word further away).
    let clause = {
        let (start, end) = s.clause_of(i);
        (start.max(i.saturating_sub(REACH)), end.min(i + REACH))
    };
    // A forecast ("should arrive within five days") is not a bound unless a deontic cue
    // in the same clause made it one. A negated comparator ("should take no longer than
    // 15 minutes", "not more than") sets a ceiling rather than estimating.
    // "It can take up to an hour": how long something may last, estimated ("reviews can take
    // at most two days" sets a ceiling).
    let can_take = || {
        matches!(s.w(i), "up" | "more" | "over")
            && (clause.0..i).any(|k| s.is(k, "can") && matches!(s.w(k + 1), "take" | "last"))
    };
    // "Each reply may contain at most 2 links", "the agenda should have at most 3 topics":
    // "at most" after a permission or a prescription sets a ceiling.
    let permitted_ceiling = || {
        (s.seq(i, &["at", "most"])
            || s.is(i, "or") && matches!(s.w(i + 1), "fewer" | "less")
            || matches!(s.w(i), "up" | "max" | "maximum" | "tops"))
            && (clause.0..i).any(|k| matches!(s.w(k), "may" | "should" | "must"))
    };
    // A deontic cue in the clause ("must", "don't") makes a bound beside a forecast or a
    // habit binding.
    let deontic_in_clause = || {
        // Sorted by start: only the cues starting inside the clause are read.
        let (from, to) = (s.t[clause.0].range.start, s.t[clause.1 - 1].range.end);
        deontic[deontic.partition_point(|r| r.start < from)..]
            .iter()
            .take_while(|r| r.start < to)
            .any(|r| r.end <= to)
    };
    // "The forecast says at least 20 cm overnight", "models predict over 40 mm": a forecast
    // told by its source, in the present.
    let forecast_source = || {
        (clause.0..i).any(|k| {
            matches!(
                s.w(k),
                "forecast" | "forecasts" | "outlook" | "projection" | "projections" | "models"
            ) && matches!(
                s.w(k + 1),
                "says" | "say" | "predicts" | "predict" | "shows" | "show" | "calls" | "expects"
            )
        })
    };
    // "Forecast Kingstown 12h: wind E 18 kt, visibility >10 nm": a forecast's label before
    // the colon (cls68a).
    let forecast_label =
        || matches!(s.w(0), "forecast" | "outlook") && s.first_colon.is_some_and(|colon| colon < i);
    let forecast = !matches!(s.w(i), "no" | "not")
        && !permitted_ceiling()
        && (forecast_source()
            || forecast_label()
            || (clause.0..clause.1).any(|k| {
                matches!(
                    s.w(k),
                    "should"
                        | "might"
                        | "may"
                        | "could"
                        | "would"
                        | "will"
                        | "'ll"
                        | "must"
                        | "shouldn't"
                        | "won't"
                        | "wouldn't"
                )
                // "we'd be out a month at least": "would" contracted (cls68a).
                || s.w(k).ends_with("'d")
            })
            || can_take())
        && !deontic_in_clause();
    // "Visitors don't usually stay past four": how things tend to go, told.
    let habit = || {
        (clause.0..i).any(|k| matches!(s.w(k), "usually" | "typically" | "normally" | "generally"))
            && !deontic_in_clause()
    };
    // "Most customers pay...", "At most a dozen people read it", "Fewer than 20 people
    // attended": the bound counts the subject of a reported fact (a past form right after
    // it is its verb unless it grants or bars: "no more than 3 bags allowed"; after a
    // preposition or an article it is a participle of a noun: "max 3 retries per failed
    // job"). A verb's form after "of" is a noun ("2 litres of water a day"), but a part of a
    // group may come between the bound and the verb ("at least 3 of the 12 sites reported").
    // ("Max 42 passengers on the run when the upper deck is closed": the verbs of a clause of
    // condition or time after the bound are not its subject's; pol45.)
    let subject_end = (b.end + 1..clause.1)
        .find(|&k| {
            matches!(
                s.w(k),
                "when" | "whenever" | "if" | "while" | "unless" | "once" | "until" | "till"
            )
        })
        .unwrap_or(clause.1);
    let bounded_subject = b.start == clause.0
        && (past_verb_after_a_part(s, b.end + 1, subject_end)
            || (b.end + 1..subject_end).any(|k| {
                s.is_word(k)
                    && (s.has(k, lx::FINITE_REPORT_VERB)
                        || s.has(k, lx::PAST_MARKER)
                            && !matches!(
                                s.w(k - 1),
                                "per"
                                    | "for"
                                    | "of"
                                    | "on"
                                    | "in"
                                    | "from"
                                    | "with"
                                    | "each"
                                    | "every"
                                    | "a"
                                    | "an"
                                    | "the"
                                    | "any"
                                    | "no"
                            )
                            // ("minimum 71 °C held for 3 minutes": how the bound is kept.)
                            && !s.held_for_a_bounded_figure(k)
                        || s.has(k, lx::BASE_VERB)
                            && opens_object(s.w(k + 1))
                            && !s.is(k - 1, "of")
                        || k == b.end + 1 && s.looks_past_at(k) && !s.has(k, lx::TRIGGER))
            }));
    // "No more than two meetings a day has been great": the bounded subject of how it has
    // been, judged (not "has been capped", a limit set, nor "has been the rule").
    let judged_subject = b.start == s.segment_of(i).0
        && (b.end + 1..clause.1).any(|k| {
            matches!(s.w(k), "has" | "have")
                && s.is(k + 1, "been")
                && s.is_word(k + 2)
                && !s.past_participle_at(k + 2)
                && !matches!(
                    s.w(k + 2),
                    "the" | "our" | "my" | "your" | "their" | "company"
                )
        });
    let statistic = bounded_subject
        || matches!(
            s.w(clause.0),
            "most" | "many" | "some" | "few" | "several" | "all"
        );
    // "the logger never went above 8°C", "it went over 2 MB": a simple past right before
    // the comparator reports a reading. The "never" in front of it is no present modal;
    // "-ed" forms may be participles ("anything priced above $50") and are left out.
    // "It loaded in under five seconds": the past form may stand before a preposition of
    // time, and an "-ed" form after a subject pronoun or "never" is a finite past.
    let gap = usize::from(i >= 2 && matches!(s.w(i - 1), "in" | "within"));
    let past_reading = i > gap && {
        let i = i - gap;
        let p = s.w(i - 1);
        let adverb = i >= 2 && matches!(s.w(i - 2), "never" | "always");
        let before = if adverb { i - 2 } else { i - 1 };
        // ("We reset the wall and stripped no more than 200 holds": a second past verb of
        // the subject the sentence opens with.)
        let pronoun = |w: &str| matches!(w, "it" | "they" | "we" | "he" | "she" | "i");
        let finite_ed = p.ends_with("ed")
            && (before >= 1
                && (adverb && s.is(i - 2, "never")
                    || pronoun(s.w(before - 1))
                    || s.is(before - 1, "and") && pronoun(s.w(s.segment_of(i).0)))
                // "Picked no more than 3.2 tonnes off the top block, well down on last year":
                // a past opening its clause, its subject left out as a diary leaves it, in a
                // sentence naming a past time (cls62; not "Kept no more than 2 days in the
                // fridge", no past time).
                || !adverb && before == s.segment_of(i).0 && s.names_a_past_time());
        // "Invoices are paid within 30 days": a present passive, not a reading.
        let present_passive =
            i >= 2 && matches!(s.w(i - 2), "is" | "are" | "be" | "get" | "gets" | "'re");
        let not_a_reading = || {
            p.ends_with("ed") && !finite_ed
                || present_passive
                || p.ends_with("ly")
                || matches!(p, "cost" | "hit" | "now" | "yet" | "last" | "average")
                || s.has_present_modal((clause.0, before))
                || s.has_present_modal((i, clause.1))
        };
        // ("In the end we handed out no more than 900 wristbands": a phrasal verb's past,
        // its particle before the comparator.)
        let phrasal_past = before >= 2
            && matches!(p, "out" | "up" | "off" | "back" | "away" | "down")
            && s.w(before - 1).ends_with("ed")
            && pronoun(s.w(before - 2));
        (finite_ed || phrasal_past || s.has(i - 1, lx::PAST_MARKER)) && !not_a_reading()
    };
    // "The minimum was 12 ms": a past copula between a limit noun and its number.
    let past_value = (i + 1..b.number).any(|k| matches!(s.w(k), "was" | "were"));
    // "The regex fails on inputs longer than 10,000 characters": when a failure or an event
    // occurs, described.
    let occurrence = || super::tells_an_occurrence(s, clause.0, i) && !s.has_present_modal(clause);
    // "Disk usage above 90% since 02:14": a state observed from a time on.
    let observed_since = || {
        (clause.0..clause.1).any(|k| {
            s.is(k, "since")
                && (numbers::is_time_or_date(s.t, k + 1) || numbers::is_date_word(s.t, k + 1))
        })
    };
    // "14:15 error rate back under 0.5%": a level returned to, observed (not "get it back
    // under 2 MB", an order, nor "books go back within three weeks", a return).
    let back_to_a_level = i >= 1
        && s.is(i - 1, "back")
        && matches!(s.w(i), "under" | "below" | "above" | "over")
        && !s.has(clause.0, lx::BASE_VERB)
        && !s.has_present_modal(clause);
    // "She has never taken more than 20 mg", "we've already used over 40 GB": a present
    // (or past) perfect right before the comparator tells what has been, no bound (not "must have
    // taken", nor "applicants who have worked more than 5 years may apply": a modal in the
    // clause, nor "staff who have worked over 40 hours get a day off": a relative clause's
    // perfect picks its noun out; session 39, pol39b).
    // (The "never" of the perfect is no modal: the clause is read around it.)
    let perfect_reading = i >= 3 && s.past_participle_at(i - 1) && {
        let k = i - 2 - usize::from(matches!(s.w(i - 2), "never" | "ever" | "already"));
        k >= 1
            && (matches!(
                s.w(k),
                "has"
                    | "have"
                    | "'ve"
                    | "'s"
                    | "she's"
                    | "he's"
                    | "it's"
                    | "i've"
                    | "we've"
                    | "you've"
                    | "they've"
                    // "she'd never withdrawn more than 5,000": the past perfect, "'d" before
                    // a participle is "had".
                    | "had"
                    | "hadn't"
            ) || s.w(k).ends_with("'d"))
            && !matches!(s.w(k - 1), "who" | "that" | "which" | "whoever")
            && !s.has_present_modal((clause.0, k))
            && !s.has_present_modal((i, clause.1))
    };
    let measured = past_reading
        || perfect_reading
        || beside_a_named_limit(s, i, clause)
        || limit_beside_a_past_reading(s, i)
        || peak_reached(s, i)
        || tally_past_a_mark(s, i)
        || judged_subject
        || past_value
        || back_to_a_level
        || describes_output(s, clause, i)
        || rated_as_rare_or_common(s, b, clause)
        || reported_change(s, i, clause)
        || gapped_report(s, clause, b.start)
        || statistic && !s.has_present_modal(clause)
        || s.is_report_clause(clause) && !s.has_present_modal(clause)
        || copula_observation(s, i)
        || measured_by_its_verb(s, b, clause)
        || counts_what_a_reading_found(s, b, clause)
        || spread_over_a_period(s, b)
        || margin_over_a_comparison(s, b, clause)
        || off_its_mark_by(s, b, clause)
        || out_by_a_reading(s, b, clause)
        || tallied_under_a_record_label(s, i)
        || matches!(s.w(i), "max" | "min" | "maximum" | "minimum")
            && (super::names_an_average_figure(s, i)
                // "free Cl 1.9 mg/L (min 1.0) OK": a reading's limit, in brackets after it.
                || super::in_brackets_after_a_figure(s, i))
        || measured_holding(s, i, clause)
        || changing_after_with(s, i)
        || forecast
        || occurrence()
        || observed_since()
        || habit()
        || figures
        || reported_before_a_filler(s, clause);
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
        // "Meetings only between 10am and 5pm", "calls after 9am only": a time restricted to.
        let restricted = i > 0 && s.is(i - 1, "only") || s.is(b.end + 1, "only");
        granted
            || restricted
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

/// "Inventory: 214 Fraser (6-7ft), 31 Canaan (8ft+)", "Turnstile count at close: 311 skaters
/// across three sessions, max 118 at once around 3pm": the bound at `i` follows a label
/// naming a record of what was counted ([`super::names_a_record`] among its words), its
/// value opening on a number: a tally told, the bound a size or a peak found (cls69a; not
/// "Headcount: max 30 in the hall", "Count limits: max 118 at once", no number opening the
/// value or no record named).
fn tallied_under_a_record_label(s: &Sentence<'_, '_>, i: usize) -> bool {
    s.first_colon.is_some_and(|colon| {
        colon < i
            && colon <= 6
            && s.t
                .get(colon + 1)
                .is_some_and(|x| x.kind == TokKind::Number)
            && (0..colon).any(|k| super::names_a_record(s.w(k)))
    })
}

/// "Link margin came in at 3.1 dB, at least 1 dB better than the budget predicted", "the new
/// pump runs at least 20% faster than the old one": the bound measures a margin over a
/// comparison ("better than", "faster than") told of a thing, inside a clause (or after its
/// comma) with no present modal and no label before it ("Keep the margin at least 1 dB better than the
/// budget" is an order by its verb; "Margin: at least 3 dB better than budget" a spec).
fn margin_over_a_comparison(
    s: &Sentence<'_, '_>,
    b: &numbers::Bound,
    clause: (usize, usize),
) -> bool {
    let comparative = s.w(b.end + 1);
    s.is(b.end + 2, "than")
        && (comparative.len() >= 5 && comparative.ends_with("er")
            || matches!(comparative, "more" | "less" | "worse" | "fewer"))
        // (Or an appositive after a comma: "came in at 3.1 dB, at least 1 dB better".)
        && (b.start > clause.0 || clause.0 > 0 && s.t[clause.0 - 1].is_punct(','))
        && !(clause.0..b.start).any(|k| s.t[k].is_punct(':'))
        && !s.has_present_modal(clause)
}

/// "212 books, 3 overdue by more than a month", "the 07:10 ran late by over ten minutes":
/// the bound after "by" measures how far a thing is off its mark (late, overdue, short,
/// behind, ahead), told of it, in a clause with no present modal ("deliveries may not be
/// late by more than a day" sets a ceiling).
fn off_its_mark_by(s: &Sentence<'_, '_>, b: &numbers::Bound, clause: (usize, usize)) -> bool {
    let by = if s.is(b.start, "by") {
        b.start
    } else if b.start > 0 && s.is(b.start - 1, "by") {
        b.start - 1
    } else {
        return false;
    };
    by > clause.0
        && matches!(
            s.w(by - 1),
            "overdue" | "late" | "delayed" | "short" | "behind" | "ahead" | "early" | "off"
        )
        && !s.has_present_modal(clause)
}

/// "Trading standards says we're within tolerance, no more than 5 kg out on a 40-tonne
/// load": the bound then "out" and what it is out on, how far a reading is off, told of it
/// (not "must be no more than 5 kg out", a tolerance set).
fn out_by_a_reading(s: &Sentence<'_, '_>, b: &numbers::Bound, clause: (usize, usize)) -> bool {
    s.is(b.end + 1, "out")
        && matches!(s.w(b.end + 2), "on" | "in" | "over" | "across")
        && !s.has_present_modal(clause)
}

/// "We sold, like, no more than about 300 books", "it took, um, under an hour": a filler set
/// off by commas between a report and the bound's clause (which `clause` opens with) leaves
/// the bound in the report ("Keep it, like, under 300 words" is still an order).
fn reported_before_a_filler(s: &Sentence<'_, '_>, (start, _): (usize, usize)) -> bool {
    let filler = match s.w(start) {
        "like" | "um" | "umm" | "uh" | "uhh" | "er" | "erm" | "basically" | "honestly" => 1,
        "you" if s.is(start + 1, "know") => 2,
        "i" if s.is(start + 1, "mean") => 2,
        _ => return false,
    };
    start >= 2
        && s.t[start - 1].is_punct(',')
        && s.t.get(start + filler).is_some_and(|t| t.is_punct(','))
        && s.is_report_clause(s.clause_of(start - 2))
}

/// "At least 3 of the 12 trial sites reported ...", "no more than 2 of our vendors missed
/// ...", "at least twelve of the new starters had never been ...", "at least 3 of 'em asked
/// about Saturday hours": a part of a group (an "of" phrase at `of` of a few words or numbers,
/// or one object pronoun, without a participle after its article) before the first past verb
/// of the clause ending at `end`.
fn past_verb_after_a_part(s: &Sentence<'_, '_>, of: usize, end: usize) -> bool {
    if !s.is(of, "of") {
        return false;
    }
    let verb = (of + 1..(of + 7).min(end)).find(|&k| s.looks_past_at(k));
    verb.is_some_and(|k| {
        // ("At least 3 of them asked": a pronoun is the whole group, cls70d; the tokenizer
        // drops the apostrophe of "'em".)
        (k > of + 2 || k == of + 2 && matches!(s.w(of + 1), "them" | "em" | "us" | "you"))
            // ("At least twelve of the new starters had never been underground": "had" as a
            // past perfect, not "had to" nor "had better".)
            && (!s.has(k, lx::TRIGGER)
                || s.is(k, "had") && !matches!(s.w(k + 1), "to" | "better"))
            && !matches!(
                s.w(k - 1),
                "the" | "a" | "an" | "our" | "their" | "your" | "my"
            )
            && s.t[of + 1..k]
                .iter()
                .all(|t| matches!(t.kind, TokKind::Word | TokKind::Number))
    })
}

/// "The first run took 3 s, the second under 2 s", "the minimum was 12 ms, the maximum 340 ms":
/// a verbless clause after a comma, opening with its own subject, shares the verb of the report
/// before it; so does a bound that opens the clause ("it averaged 1.8 hours, under the
/// 2-hour goal": `bound_start`, or a comparator before it, "below the $50k cap"). A phrase that adds to that report ("it didn't happen, for
/// anything over $25") does not.
fn gapped_report(s: &Sentence<'_, '_>, (start, end): (usize, usize), bound_start: usize) -> bool {
    let subject_at = start + usize::from(matches!(s.w(start), "and" | "while" | "but"));
    // A bound opening the clause follows a report only when a past verb says so ("came in at
    // $48k, under the $50k limit"; not "remote work permitted, max 2 days a week").
    // ("well under the node's 32 GB": an intensifier before the comparator.)
    let comparator_at = |k: usize| {
        s.has(k, lx::COMPARATOR)
            || matches!(
                s.w(k),
                "well" | "way" | "far" | "just" | "comfortably" | "safely"
            ) && s.has(k + 1, lx::COMPARATOR)
    };
    let opens_with_the_bound = || {
        (subject_at == bound_start || comparator_at(subject_at)) && {
            let (before_start, before_end) = s.clause_of(start - 2);
            (before_start..before_end).any(|k| s.has(k, lx::PAST_MARKER))
        }
    };
    start >= 2
        && s.t[start - 1].is_punct(',')
        && (opens_with_the_bound()
            || matches!(
                s.w(subject_at),
                "the" | "a" | "an" | "its" | "their" | "our" | "my" | "his" | "her"
            ))
        && !(start..end).any(|k| {
            // "the 50k limit": a word after a determiner or a number names a thing.
            let names_a_thing = k > start
                && (matches!(s.w(k - 1), "the" | "a" | "an" | "its" | "their" | "our")
                    || s.t[k - 1].kind == TokKind::Number);
            !names_a_thing
                && (s.has(
                    k,
                    lx::BASE_VERB | lx::FINITE_REPORT_VERB | lx::PAST_MARKER | lx::MODAL,
                ) || s.w(k).ends_with("ed"))
        })
        && s.is_report_clause(s.clause_of(start - 2))
}

/// "The patch reduces memory use by up to 40%", "it cut latency by more than half": how much
/// a thing changed something, reported (a finite verb of change before "by"). "Reduce memory
/// use by at least 40%" orders it; a present modal ("must cut costs by 10%") binds.
fn reported_change(s: &Sentence<'_, '_>, i: usize, clause: (usize, usize)) -> bool {
    i >= 1
        && s.is(i - 1, "by")
        && (clause.0..i - 1).any(|k| changes_an_amount(s.w(k)))
        && !s.has_present_modal(clause)
}

/// A verb of a change in amount in a finite or past form: "reduces", "dropped", "grew"
/// ("... by 40%" tells how much).
pub(super) fn changes_an_amount(w: &str) -> bool {
    matches!(
        w,
        "reduces"
            | "reduced"
            | "cuts"
            | "increases"
            | "increased"
            | "improves"
            | "improved"
            | "lowers"
            | "lowered"
            | "raises"
            | "raised"
            | "decreases"
            | "decreased"
            | "shrinks"
            | "shrank"
            | "grows"
            | "grew"
            | "drops"
            | "dropped"
            | "boosts"
            | "boosted"
            | "speeds"
            | "sped"
            | "slows"
            | "slowed"
            | "shortens"
            | "shortened"
            | "saves"
            | "saved"
            // (cls61: "temperatures climbed by 11".)
            | "rises"
            | "rose"
            | "falls"
            | "fell"
            | "climbs"
            | "climbed"
            | "jumps"
            | "jumped"
            | "dips"
            | "dipped"
            | "soars"
            | "soared"
            | "plunges"
            | "plunged"
    )
}

/// "Requests older than 60 days are rare": the bound picks out the subject, and the sentence
/// says how often such things occur, not what to do with them.
fn rated_as_rare_or_common(
    s: &Sentence<'_, '_>,
    b: &numbers::Bound,
    clause: (usize, usize),
) -> bool {
    (b.end + 1..clause.1).any(|k| {
        // The copula first: the words after it are read only at an "is" or "are".
        if !matches!(s.w(k), "is" | "are" | "was" | "were") {
            return false;
        }
        let rated = k
            + 1
            + usize::from(matches!(
                s.w(k + 1),
                "very" | "quite" | "pretty" | "fairly" | "so" | "really" | "still" | "extremely"
            ));
        matches!(
            s.w(rated),
            "rare"
                | "common"
                | "uncommon"
                | "unusual"
                | "frequent"
                | "infrequent"
                | "few"
                | "typical"
                | "atypical"
                | "usual"
                | "scarce"
                | "normal"
        )
    })
}

/// "After cleanup the table has under 1% nulls", "the sample shows fewer than 3 errors per
/// thousand": a thing named with a definite article or a possessive holds a measured amount
/// ("has", "shows", "contains" right before a comparator of measure at `i`). A limit word
/// ("has at most", "up to"), a universal subject ("each page has under 2 MB") or a present
/// modal ("must have under") still binds.
fn measured_holding(s: &Sentence<'_, '_>, i: usize, (start, end): (usize, usize)) -> bool {
    if i < 2
        || !matches!(
            s.w(i),
            "under" | "below" | "over" | "above" | "fewer" | "less" | "more"
        )
        || !matches!(
            s.w(i - 1),
            "has" | "had" | "shows" | "showed" | "contains" | "contained"
        )
    {
        return false;
    }
    let Some(subject) = s.subject_before(i - 1).filter(|&j| j >= start) else {
        return false;
    };
    let determiner = (start..=subject).rev().take(4).find(|&k| {
        matches!(
            s.w(k),
            "the"
                | "this"
                | "that"
                | "our"
                | "my"
                | "its"
                | "their"
                | "his"
                | "her"
                | "each"
                | "every"
                | "all"
                | "any"
                | "your"
        )
    });
    determiner.is_some_and(|k| {
        !matches!(s.w(k), "each" | "every" | "all" | "any" | "your")
            && !(start..k).any(|m| matches!(s.w(m), "each" | "every" | "all" | "any"))
    }) && !s.has_present_modal((start, end))
}

/// "search(query): Returns up to 50 passages", "the tool handles documents of up to 200
/// pages", "prices may be delayed by up to 15 minutes", "the X-400 inverter supports up to
/// 6 kW": what a tool or a thing gives, takes or undergoes, described (a verb of output in
/// the present with no subject, a thing or a tool as its subject, a named product's
/// specification; or a delay "by" the bound), not a rule for anyone. Not with a present
/// modal ("each call must return at most 10 rows").
fn describes_output(s: &Sentence<'_, '_>, (start, _): (usize, usize), i: usize) -> bool {
    // (The "may" of "may be delayed by up to ..." is no rule's modal.)
    if s.has_present_modal((start, i)) && !s.is(i.saturating_sub(1), "by") {
        return false;
    }
    // "The API accepts at most 20 requests per minute": a rate is a quota the caller keeps
    // to, not a description of what the tool gives.
    let rate = (i..(i + 6).min(s.t.len())).any(|k| {
        matches!(s.w(k), "per" | "a" | "an" | "every") && numbers::is_time_unit(s.w(k + 1))
    });
    if rate {
        return false;
    }
    let delayed = i >= 2
        && s.is(i - 1, "by")
        && matches!(
            s.w(i - 2),
            "delayed" | "throttled" | "rounded" | "lagged" | "offset" | "late"
        );
    let output_verb = |k: usize| {
        matches!(
            s.w(k),
            "returns"
                | "yields"
                | "produces"
                | "emits"
                | "lists"
                | "fetches"
                | "retrieves"
                | "outputs"
                | "handles"
                | "supports"
                | "holds"
                | "stores"
                | "caches"
        )
    };
    // A tool named by a noun or by its code name ("search_docs writes ...").
    let tool_named = |k: usize| {
        (start..k).any(|m| {
            matches!(
                s.w(m),
                "it" | "tool"
                    | "function"
                    | "endpoint"
                    | "api"
                    | "method"
                    | "command"
                    | "service"
                    | "server"
                    | "plugin"
                    | "model"
                    | "call"
                    | "query"
                    | "search"
                    | "cache"
                    | "index"
            ) || s.w(m).contains('_')
        })
    };
    // Any verb in the third person after a tool ("the calculator tool evaluates expressions
    // with up to 15 digits").
    let third_person = |k: usize| {
        s.w(k)
            .strip_suffix('s')
            .is_some_and(|base| !base.ends_with('s') && lx::is_base_verb(base))
            && !s.has(k, lx::FINITE_REPORT_VERB | lx::DIRECTIVE_REPORT_VERB)
    };
    // "Returns are accepted within 30 days": an output verb before a copula or a modal is a
    // plural noun, the subject.
    let subject_noun = |k: usize| matches!(s.w(k + 1), "are" | "is") || s.has(k + 1, lx::MODAL);
    // "The X-400 inverter supports up to 6 kW": what one named product takes, its
    // specification (not "your plan supports up to 5 users", a limit told to its holder,
    // nor "the venue holds up to 200 people", a place's capacity, kept to).
    let specified = |k: usize| {
        matches!(s.w(k), "supports" | "handles")
            && matches!(
                s.w(start),
                "the" | "this" | "that" | "a" | "an" | "its" | "their"
            )
            && (start + 1..k).all(|m| s.is_word(m) || s.t[m].kind == TokKind::Number)
    };
    delayed
        || (start..i).any(|k| {
            output_verb(k) && (k == start && !subject_noun(k) || tool_named(k))
                || third_person(k) && tool_named(k)
                || specified(k)
        })
}

/// "Weekly numbers: 312 orders, fewer than 30 refunds", "Q3 results: churn below 2%": a label
/// opening the sentence names figures, and two or more follow it: the sentence reports them
/// (an update that may set a new limit, "Update from HR: ...", is not such a label). Read once
/// per sentence, from its first colon.
fn reads_figures(s: &Sentence<'_, '_>) -> bool {
    let Some(colon) = s.first_colon_before(s.t.len().min(7)) else {
        return false;
    };
    let label = &s.t[..colon];
    if label.is_empty() || label.iter().any(|t| t.kind != TokKind::Word) {
        return false;
    }
    let names_figures = label.iter().any(|t| {
        matches!(
            &*t.text,
            "numbers"
                | "results"
                | "stats"
                | "statistics"
                | "recap"
                | "metrics"
                | "figures"
                | "kpis"
                | "scorecard"
        )
    });
    // Figures, not one bound ("Results: at most 3 per page" sets one).
    names_figures
        && s.t[colon + 1..]
            .iter()
            .filter(|t| t.kind == TokKind::Number)
            .nth(1)
            .is_some()
}

/// "The walk-in is holding at 3 °C, well under the 5 °C limit", "comfortably above the 30×
/// minimum the grant specified": a reading set beside a limit named with "the", a margin
/// word before the comparator (the comparator at `i`, or a few words before a limit noun
/// at `i`). Not with a present modal or an order ("keep it well under the 5 MB cap").
/// "Reading speed averaged 15.8 cps, with 12 subtitles over 20 cps", "the run finished, 3
/// loads above 10 t": a count of things before the comparator at `i`, after "with" or a comma
/// that closes a report: how many went past the mark, tallied (not "no more than 3 files over
/// 2 MB", nor "Passengers with 2 bags over 23 kg pay a fee": no report before it).
fn tally_past_a_mark(s: &Sentence<'_, '_>, i: usize) -> bool {
    i >= 4
        && matches!(s.w(i), "over" | "under" | "above" | "below")
        && s.w(i - 1).len() > 2
        && s.w(i - 1).ends_with('s')
        && (s.t[i - 2].kind == TokKind::Number || s.has(i - 2, lx::NUMBER_WORD))
        && (s.is(i - 3, "with") && s.t[i - 4].is_punct(',') || s.t[i - 3].is_punct(','))
        && {
            let before = if s.is(i - 3, "with") { i - 5 } else { i - 4 };
            s.is_report_clause(s.segment_of(before))
        }
}

/// "Climbed to a max of 2,400 ft", "reached a maximum of 41 °C", "hit a peak of 90": the
/// limit word at `i` names the most a past verb before it reached ("to a max of" after a past
/// verb, or "a max of" as its object), a reading (not "capped to a max of", a limit set, nor
/// "keep it to a max of 3", an order).
pub(super) fn peak_reached(s: &Sentence<'_, '_>, i: usize) -> bool {
    let verb = if i >= 3 && s.is(i - 1, "a") && s.is(i - 2, "to") {
        i - 3
    } else if i >= 2 && s.is(i - 1, "a") {
        i - 2
    } else {
        return false;
    };
    matches!(s.w(i), "max" | "maximum" | "peak" | "high")
        && s.is(i + 1, "of")
        && s.looks_past_at(verb)
        && !s.has(verb, lx::LIMIT_VERB | lx::TRIGGER)
        && !(verb > 0 && super::is_auxiliary_before_participle(s.w(verb - 1)))
}

pub(super) fn beside_a_named_limit(s: &Sentence<'_, '_>, i: usize, clause: (usize, usize)) -> bool {
    let comparator = |k: usize| matches!(s.w(k), "under" | "below" | "above" | "over");
    let Some(c) = (i.saturating_sub(5).max(clause.0)..=i)
        .rev()
        .find(|&k| comparator(k))
    else {
        return false;
    };
    c > clause.0
        && matches!(
            s.w(c - 1),
            "well"
                | "comfortably"
                | "safely"
                | "just"
                | "still"
                | "way"
                | "far"
                | "slightly"
                | "none"
                | "all"
                | "each"
                | "both"
        )
        && s.is(c + 1, "the")
        && (c + 2..(c + 7).min(clause.1)).any(|k| s.has(k, lx::LIMIT_NOUN) || s.is(k, "target"))
        && !s.has(clause.0, lx::BASE_VERB)
        && !s.has_present_modal(clause)
}

/// "Fridge 2 logged a peak of 9.1°C overnight, above the 8°C upper limit", "the test came
/// back at 0.4% — under the 0.5% porcelain limit": a limit named with "the" (the comparator
/// at `i`, or a few words before a limit noun at `i`) opening a clause after a comma or a
/// dash, beside a figure a past verb reported before it: the reading compared with the limit
/// (cls61b; not "keep it at 4°C, below the 8°C limit", an order, nor "uploads are capped at
/// 10 MB, under the 12 MB hard limit", no past reading).
fn limit_beside_a_past_reading(s: &Sentence<'_, '_>, i: usize) -> bool {
    let comparator = |k: usize| matches!(s.w(k), "under" | "below" | "above" | "over");
    let Some(c) = (i.saturating_sub(5)..=i).rev().find(|&k| comparator(k)) else {
        return false;
    };
    c >= 3
        && (s.t[c - 1].is_punct(',') || s.t[c - 1].is_punct('—'))
        && s.is(c + 1, "the")
        && (c + 2..(c + 7).min(s.t.len()))
            .take_while(|&k| !matches!(s.t[k].kind, TokKind::Punct(_)))
            .any(|k| s.has(k, lx::LIMIT_NOUN) || s.is(k, "target"))
        && {
            let before = s.clause_of(c - 2);
            (before.0..before.1).any(|k| s.t[k].kind == TokKind::Number)
                && !s.has_present_modal(before)
                && s.is_report_clause(before)
        }
}

/// "it lines up with the ambient dropping below 5°C", "with the pressure creeping over 3
/// bar": a reading's change in "-ing" right before the comparator at `i`, the subject of
/// "with" a few words before it, what went on beside an event (cls48; not "keep the
/// pressure from dropping below 2 bar", no "with").
fn changing_after_with(s: &Sentence<'_, '_>, i: usize) -> bool {
    i >= 3
        && matches!(
            s.w(i - 1),
            "dropping"
                | "falling"
                | "rising"
                | "climbing"
                | "dipping"
                | "creeping"
                | "going"
                | "sitting"
                | "hovering"
                | "spiking"
                | "running"
        )
        && (i.saturating_sub(5)..i - 2).any(|k| s.is(k, "with"))
}

/// "Bone fragments from 2041 measure 3.2 cm at most", "the two lambs weighed 4 kg at most": a
/// verb of measuring right before the bound at `start`, no modal in the clause, reports what
/// was measured (not "bags must measure 50 cm at most", a rule).
fn measured_by_its_verb(s: &Sentence<'_, '_>, b: &numbers::Bound, clause: (usize, usize)) -> bool {
    let start = b.start;
    start > clause.0
        && (is_measuring_verb(s.w(start - 1))
            // "two boards read over 15%": an instrument's reading, after its subject, the
            // comparator first (not "Read over 15 pages", an order, nor "if the methane reads
            // 1% or above", a rule's condition) (cls50).
            || start > clause.0 + 1
                && matches!(s.w(start - 1), "read" | "reads")
                && b.start == b.comparator
                && !(clause.0..start).any(|k| {
                    matches!(s.w(k), "if" | "when" | "whenever" | "once" | "unless")
                }))
        && !s.has_present_modal(clause)
}

/// "measure", "measures", "measured", "weigh", "weighed": a verb of measuring.
fn is_measuring_verb(w: &str) -> bool {
    matches!(w, "measure" | "measures" | "measured" | "weigh" | "weighed")
}

/// "... and no more than two boards read over 15%", "fewer than five samples measured above
/// the line": the bound `b` counts the things, named right after its number, that a verb of
/// measuring or reading (then another bound) tells the readings of, no modal in the clause: a
/// tally of readings (not "no more than two boards may read over 15%", a rule) (cls50).
fn counts_what_a_reading_found(
    s: &Sentence<'_, '_>,
    b: &numbers::Bound,
    clause: (usize, usize),
) -> bool {
    let noun = b.number + 1;
    let verb = noun + 1;
    b.number >= b.start
        && s.is_word(noun)
        && !s.has(noun, lx::ENGLISH_FUNCTION_WORD)
        && (is_measuring_verb(s.w(verb)) || matches!(s.w(verb), "read" | "reads" | "tested"))
        && s.has(verb + 1, lx::COMPARATOR)
        && !s.has_present_modal(clause)
}

/// "1,380 miles over 5 days", "40 mm of rain over three hours": "over" a span of time right
/// after an amount tells the period the amount was spread over, no bound (not "rentals over 5
/// days get a discount", a class of things longer than the span).
fn spread_over_a_period(s: &Sentence<'_, '_>, b: &numbers::Bound) -> bool {
    let c = b.comparator;
    let number = |k: usize| s.t.get(k).is_some_and(|t| t.kind == TokKind::Number);
    // ("mean -19.2°C over 24h": the unit glued to its figure, and a unit of a sign and a
    // letter after the amount, cls70a; read only once "over" opens the bound.)
    let time_unit = || {
        numbers::is_time_unit(s.w(b.number + 1))
            || numbers::quantity_at(s.t, b.number)
                .and_then(|q| q.unit)
                .is_some_and(|u| numbers::is_time_unit_name(&u))
    };
    // The amount's unit: a word or a sign ("°C" is both).
    let unit = |k: usize| s.is_word(k) || matches!(s.t[k].kind, TokKind::Symbol(_));
    s.is(c, "over")
        && b.start == c
        && time_unit()
        && c >= 2
        && (number(c - 1)
            || unit(c - 1) && (number(c - 2) || c >= 3 && unit(c - 2) && number(c - 3)))
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
    // "Some flags are older than 90 days": a part of a set measured, not a rule for it.
    let partial_subject = |k: usize| {
        (s.clause_of(k).0..k)
            .any(|m| matches!(s.w(m), "some" | "most" | "many" | "several" | "few"))
    };
    // "Nobody takes more than 3 days off", "no one on the team ever takes ...": what no person
    // may take, not a duration (the subject opens the clause a few words before the verb).
    let taken_by_nobody = |k: usize| {
        let start = s.segment_of(k).0;
        s.is(k, "takes")
            && k - start <= 6
            && (matches!(s.w(start), "nobody" | "no-one") || s.seq(start, &["no", "one"]))
    };
    i >= 1
        && (measuring(i - 1) && !taken_by_nobody(i - 1)
            || copula(i - 1) && (s.subject(i - 1) == Subject::Thing || partial_subject(i - 1)))
        || i >= 1 && matches!(s.w(i - 1), "it's" | "that's" | "we're" | "we've")
        || i >= 2 && s.is(i - 1, "in") && copula(i - 2) && s.subject(i - 2) != Subject::None
}
