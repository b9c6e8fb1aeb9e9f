//! What a span says, sentence by sentence, in the terms the polarity check compares:
//! whether it binds, its negation, its modal strength or hedge, its conditions, its numeric
//! bounds and dates, and the content words (actions, objects, actors) they scope over.

use super::markers::screen;
use super::recycle;
use super::recycle::ReadBuffers;
use super::stems::{Stem, StemIndex, stem};
use crate::classify::numbers::Direction;
use crate::classify::text::{Tok, TokKind, without_elided_article};
use crate::classify::{Cue, CueKind, for_each_analyzed_sentence, lexicon, numbers};
use smallvec::SmallVec;
use std::borrow::Cow;
use std::ops::Range;
use std::sync::OnceLock;

/// The two kinds of condition a rewrite must keep.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum CondGroup {
    /// if, only if, unless, except, without, as long as, provided that...
    Condition,
    /// once, after, before, until, when, while...
    Ordering,
}

/// A numeric bound or a bare count in a binding sentence ("at most 3", "two approvals").
#[derive(Debug, Clone)]
pub(crate) struct NumberFact {
    pub value: f64,
    pub direction: Direction,
    /// Normalised unit: a listed unit's canonical name is borrowed, another word is owned.
    pub unit: Option<Cow<'static, str>>,
    /// Came with a comparator (not a bare count).
    pub compared: bool,
    /// Hedged by "about", "around", "or so", "-ish".
    pub approximate: bool,
    /// The side its comparator's own number is left out of ([`numbers::Bound::excludes`]);
    /// `None` for an inclusive bound or a bare count.
    pub excludes: Option<Direction>,
    /// A negation in front made the bound what it forbids ("No fires within 100 m").
    pub turned: bool,
    pub range: Range<usize>,
}

impl NumberFact {
    /// A number read with no hedge, exclusion or negation in front: compared when it has a
    /// side (`direction` other than [`Direction::Exact`]).
    fn plain(
        value: f64,
        direction: Direction,
        unit: Option<Cow<'static, str>>,
        range: Range<usize>,
    ) -> NumberFact {
        NumberFact {
            value,
            direction,
            unit,
            compared: direction != Direction::Exact,
            approximate: false,
            excludes: None,
            turned: false,
            range,
        }
    }
}

/// A date or time in a binding sentence ("by Friday", "before 6pm"), normalised.
#[derive(Debug, Clone)]
pub(crate) struct DateFact {
    pub key: String,
    /// Before/by/until (upper), after (lower), or a bare date (exact).
    pub direction: Direction,
    /// "after"/"before": a negation in front turns the bound around ("no meetings after 5pm").
    pub flips: bool,
    pub range: Range<usize>,
}

impl DateFact {
    /// A stretch of time that names no point ("overnight"): a summary may use it for a clock
    /// time in it ("at 02:00" -> "overnight"), a rule may not drop or replace it.
    pub fn is_vague(&self) -> bool {
        self.key == "overnight"
    }

    /// A part of the day ("morning", "evenings", "PM").
    pub fn is_part_of_day(&self) -> bool {
        matches!(self.key.as_str(), "mor" | "aft" | "eve" | "pm")
    }

    /// A day, month or clock time named in words or as a time of day ("Friday", "March 14",
    /// "6pm", "noon"), not an ordinal ("2nd"), a figure with slashes ("24/7") or a span of
    /// time: a rule that did not name it is narrowed by it.
    pub fn names_a_day_or_hour(&self) -> bool {
        let key = self.key.as_bytes();
        let span_of_time = key.first() == Some(&b't') && key.get(1).is_some_and(u8::is_ascii_digit);
        key.first().is_some_and(u8::is_ascii_alphabetic) && !span_of_time && !self.is_vague()
    }

    /// Both name the same time: the same key, or a bare hour ("before 9", key `h9?`) and that
    /// hour in either half of the day ("9am", "9pm").
    pub fn same_time(&self, other: &DateFact) -> bool {
        // Only a bare hour's key ends with "?": the hour compare, kept out of line so that
        // the callers' loops stay small, is reached only when one of the two is one.
        self.key == other.key
            || in_the_afternoon_or_evening(&self.key, &other.key)
            || (self.key.ends_with('?') || other.key.ends_with('?'))
                && (bare_hour_matches(&self.key, &other.key)
                    || bare_hour_matches(&other.key, &self.key))
    }
}

/// One key is "PM" and the other the afternoon or the evening ("in the evening" = "PM").
fn in_the_afternoon_or_evening(a: &str, b: &str) -> bool {
    matches!((a, b), ("pm", "aft" | "eve") | ("aft" | "eve", "pm"))
}

/// `bare` is a bare hour's key (`h9?`) and `key` names that hour, morning or evening.
#[inline(never)]
fn bare_hour_matches(bare: &str, key: &str) -> bool {
    // The hour and the minutes after a colon ("h8:30" is 8 and 30; "h9" 9 and 0).
    let hour = |k: &str| {
        let k = k.strip_prefix('h')?;
        let (h, m) = k.split_once(':').unwrap_or((k, "0"));
        Some((h.parse::<u32>().ok()?, m.parse::<u32>().ok()?))
    };
    // `key` is parsed only once `bare` is a bare hour (most keys are not): the answer needs
    // both hours, so asking in this order changes none.
    let Some((b, bm)) = bare.strip_suffix('?').and_then(hour) else {
        return false;
    };
    hour(key).is_some_and(|(k, km)| b % 12 == k % 12 && bm == km)
}

/// One content word: its stem and where it is.
#[derive(Debug, Clone)]
pub(crate) struct Word {
    pub stem: Stem,
    pub range: Range<usize>,
    /// The next token is a content word (so this one may be its modifier).
    pub modifies_next: Option<Stem>,
}

/// Everything the check needs about one sentence.
///
/// The fields every comparison reads of a cached original's sentences come first, in
/// declaration order (`repr(C)`), and a clause starts on a 128-byte boundary: its range,
/// negation and conditions fill the first cache line, its dates, numbers and flags the
/// second, and the two are one aligned pair, which the processor loads together. A decision
/// over one of many cached spans then loads one pair per sentence, not a line per field.
#[derive(Debug, Clone, Default)]
#[repr(C, align(128))]
pub(crate) struct Clause {
    pub range: Range<usize>,
    /// First negation marker.
    pub negation: Option<Range<usize>>,
    pub conditions: Vec<(CondGroup, Range<usize>)>,
    pub dates: Vec<DateFact>,
    pub numbers: Vec<NumberFact>,
    /// The classifier found a decisive cue in it.
    pub binding: bool,
    /// A past or measured report ("caught up by 22:40"): its dates are not deadlines.
    pub past: bool,
    /// "leave" or "between" is in it: a relation to a place that no place letters show
    /// ("data must never leave the EU", "swim only between the flags").
    pub names_a_place: bool,
    /// First strong modality marker (must, never, always, an imperative...).
    pub strong: Option<Range<usize>>,
    /// Hedges (should, probably, seldom, try, ideally...), lower-cased, with ranges.
    pub hedges: Vec<(String, Range<usize>)>,
    pub restrictive: Option<Range<usize>>,
    /// Universal quantifiers (all, every, each, any) and partial ones (some, most, a few, "the
    /// first").
    pub quantifiers: Vec<(bool, Range<usize>)>,
    pub words: Vec<Word>,
    /// Words before a leading `Label:` (telegraphic headings), ignored for scope.
    pub label_words: Vec<Stem>,
    /// Approximation words ("a handful", "about", "several").
    pub approximations: Vec<Range<usize>>,
    /// Where a second or later order of the sentence starts, in text order: the byte offset
    /// of its verb ("Reply in English and cite your sources": "cite").
    pub order_starts: Vec<usize>,
    /// Whether its text holds the letters of "inside", "outside" or "within" (a relation to
    /// a place may be turned), looked for on first ask and kept
    /// ([`super::opposites::place_letters`]): an original's sentences answer once for all
    /// their comparisons, and a rewrite's sentence is not searched unless asked.
    pub place_letters: OnceLock<bool>,
    /// Whether it lifts an obligation ([`super::restatements::lifts_an_obligation`]), asked
    /// at most once and kept (see [`super::restatements::lifts_an_obligation_kept`]).
    pub lifts_an_obligation: OnceLock<bool>,
    /// Its first permission word ([`super::restatements::permission_word`]), looked for at
    /// most once and kept (see [`super::restatements::permission_kept`]).
    pub permission: OnceLock<Option<Range<usize>>>,
    /// The initials of its words and counted units, for the abbreviation search
    /// ([`super::overlap::initials`]), gathered at most once (most sentences hold fewer than
    /// 32 bytes of them: no allocation).
    pub initials: OnceLock<super::overlap::Initials>,
    /// Whether a content word of it is a verb that undoes keeping ("delete", "block"...;
    /// [`super::restatements::holds_an_undoing_verb`]), asked at most once and kept: an
    /// original's sentences answer once for every rewrite, a rewrite's once for every
    /// original it replaces.
    pub undoing_verb: OnceLock<bool>,
    /// Its first word that keeps a state ("keep", "leave", "stay", "remain"...;
    /// [`super::restatements::keeping_word_kept`]), looked for at most once and kept.
    pub keeping_word: OnceLock<Option<Range<usize>>>,
    /// The phrases holding it to one occasion ("this week") and making it standing ("every
    /// week"), as byte ranges ([`super::standing::occasions`]), read at most once and kept.
    pub occasions: OnceLock<super::standing::Occasions>,
    /// Whether a negation follows its first one ("Don't ship orders that haven't been
    /// paid"; [`super::condition_logic::negated_again`]), asked at most once and kept.
    pub negated_again: OnceLock<bool>,
    /// Whether it holds " and " or " or " ([`super::said_again::holds_a_conjunction`]),
    /// looked for at most once and kept.
    pub conjunction: OnceLock<bool>,
    /// Whether it says things happen together ("at the same time") and whether one after
    /// another ("one at a time"; [`super::shorthand::together_turned_serial`]), read at most
    /// once and kept.
    pub together_or_serial: OnceLock<(bool, bool)>,
}

impl Clause {
    /// How many of this sentence's words share a stem with a word of `other`: two sentences
    /// sharing two or more say the same thing about the same things.
    pub(crate) fn words_shared_with(&self, other: &Clause) -> usize {
        self.words
            .iter()
            .filter(|x| {
                other
                    .words
                    .iter()
                    .any(|w| super::stems::stems_match(&w.stem, &x.stem))
            })
            .count()
    }

    /// The ranges of this sentence's conditions of one group ("if", "unless", "only if"...).
    pub(crate) fn conditions_of(&self, group: CondGroup) -> impl Iterator<Item = &Range<usize>> {
        self.conditions
            .iter()
            .filter(move |(g, _)| *g == group)
            .map(|(_, range)| range)
    }

    /// Where the condition at `range` ends: where the sentence's next condition starts, else
    /// the sentence's end (never before the condition's own words end).
    pub(crate) fn condition_end(&self, range: &Range<usize>) -> usize {
        self.conditions
            .iter()
            .map(|(_, c)| c.start)
            .filter(|&s| s > range.start)
            .min()
            .unwrap_or(self.range.end)
            .max(range.end)
    }

    /// The sentence's first number at or after byte `at`, when a comparator bounds it ("if >
    /// $200", "when amount over 50").
    pub(crate) fn bound_after(&self, at: usize) -> Option<&NumberFact> {
        self.numbers
            .iter()
            .find(|n| n.range.start >= at)
            .filter(|n| n.compared)
    }

    /// The part `range` of this binding sentence with the numbers and dates in it, for
    /// comparing them alone (a rule clause said again word for word: see
    /// [`super::said_again::rule_clause_said_again`]).
    pub(super) fn part(&self, range: Range<usize>) -> Clause {
        let inside = |r: &Range<usize>| r.start >= range.start && r.end <= range.end;
        Clause {
            binding: true,
            numbers: self
                .numbers
                .iter()
                .filter(|n| inside(&n.range))
                .cloned()
                .collect(),
            dates: self
                .dates
                .iter()
                .filter(|d| inside(&d.range))
                .cloned()
                .collect(),
            range,
            ..Clause::default()
        }
    }
}

/// What the polarity check reads from one text, sentence by sentence: whether each sentence
/// binds, its negation, modality, conditions, numbers, dates and content words.
///
/// Extract it once per original ([`Facts::extract`]) and compare any number of proposed
/// rewrites against it ([`Facts::compare`]); [`check_rewrite`](super::check_rewrite) does both.
///
/// ```
/// use guard_core::polarity::Facts;
///
/// let original = "Do not call the payments API without an idempotency key.";
/// let facts = Facts::extract(original);
/// assert!(facts.compare(original, "User mentioned API caution.").polarity_changed());
/// assert!(!facts.compare(original, "Don't call the payments API w/o an idempotency key.").polarity_changed());
/// ```
#[derive(Debug, Clone, Default)]
pub struct Facts {
    /// One entry per sentence, in text order.
    pub(crate) clauses: Vec<Clause>,
    /// The text is in a script or language the classifier does not read.
    pub(crate) unreadable: bool,
    /// Every stem of `clauses` (content and label words), for [`Facts::has_stem`] and alignment;
    /// indexed on first use (a narrative comparison never asks).
    stems: OnceLock<StemIndex>,
    /// The zones the text names after clock times ([`Facts::zones`]), read on first use: a
    /// span's facts answer for every rewrite proposed for it.
    zones: OnceLock<super::zones::Zones>,
    /// Where the text's sentences not read as rules may say who does what
    /// ([`Facts::practices`]), read on first use.
    practices: OnceLock<Option<super::said_again::Practices>>,
    /// What the screens of two rare checks found in the text ([`Facts::screens`]: "soft" or
    /// "hard", a contrast ", not Name"), searched at most once: a span's facts answer for
    /// every rewrite proposed for it.
    pub(super) screens: OnceLock<u8>,
    /// The trigger words the text holds of the readings behind [`super::screened::screen`],
    /// searched at most once.
    pub(super) screen_bits: OnceLock<u16>,
    /// The readings of the text from the two texts alone make of it (its words, their keys,
    /// its word shapes: [`Facts::kept_reading`]), read at most once.
    kept_reading: super::words::KeptReading,
}

impl Facts {
    /// Extract the facts of `text`. Never panics; linear in the length of `text`.
    pub fn extract(text: &str) -> Facts {
        Facts::read(text, true)
    }

    /// The facts of `text`'s binding sentences only (those with a decisive cue): all a
    /// comparison needs of a rewrite when the original states no rule and no deadline.
    pub(crate) fn extract_binding(text: &str) -> Facts {
        Facts::read(text, false)
    }

    fn read(text: &str, keep_narrative: bool) -> Facts {
        // A JSON object, chat decorations, words broken across lines: read as prose, the
        // same length, so every range still quotes `text`.
        let prose = super::layout::readable(text);
        let text: &str = &prose;
        // The lower-cased text and one buffer for every sentence's token facts, one for its
        // bounds: the last read's on this thread (`recycle`).
        let mut buffers = recycle::take_buffers();
        let ReadBuffers {
            low,
            tokens,
            bounds,
        } = &mut buffers;
        low.clear();
        low.push_str(text);
        low.make_ascii_lowercase(); // `str::to_ascii_lowercase`, into the kept buffer
        // The sentences of facts dropped earlier on this thread, refilled in place, so their
        // lists' memory is reused; new ones are added when they run out.
        let mut clauses = recycle::take_clauses();
        let mut read = 0;
        let unreadable = for_each_analyzed_sentence(text, low, |toks, cues, found_bounds| {
            if keep_narrative || !cues.is_empty() {
                if read == clauses.len() {
                    clauses.push(Clause::default());
                }
                read_clause(
                    &mut clauses[read],
                    text,
                    toks,
                    cues,
                    found_bounds,
                    tokens,
                    bounds,
                );
                read += 1;
            }
        });
        clauses.truncate(read);
        recycle::give_back_buffers(buffers);
        Facts {
            stems: OnceLock::new(),
            zones: OnceLock::new(),
            practices: OnceLock::new(),
            screens: OnceLock::new(),
            screen_bits: OnceLock::new(),
            kept_reading: Default::default(),
            clauses,
            unreadable,
        }
    }

    /// The ranges of the sentences no rule was read in ("The tenant pays gas and internet"):
    /// the checks of a sentence said again look at these.
    pub(crate) fn unread_sentences(&self) -> impl Iterator<Item = Range<usize>> + '_ {
        self.clauses
            .iter()
            .filter(|c| !c.binding)
            .map(|c| c.range.clone())
    }

    /// True when any stem of the span matches `stem` ([`stems_match`](super::stems::stems_match)).
    pub(crate) fn has_stem(&self, stem: &str) -> bool {
        self.stems().has(stem)
    }

    /// Every number of the span's sentences, in text order.
    pub(crate) fn numbers(&self) -> impl Iterator<Item = &NumberFact> + Clone {
        self.clauses.iter().flat_map(|c| &c.numbers)
    }

    /// True when a number of the span counts in a unit whose stem matches `stem`: "two jobs"
    /// in "more than two jobs in parallel" is a bound's unit, not a content word, while "two
    /// parallel jobs" makes "parallel" the unit and "jobs" the word.
    pub(crate) fn has_unit_stem(&self, word_stem: &str) -> bool {
        self.numbers().any(|n| {
            n.unit
                .as_deref()
                .is_some_and(|u| super::stems::stems_match(&stem(u), word_stem))
        })
    }

    /// The index of every stem of the span.
    pub(crate) fn stems(&self) -> &StemIndex {
        self.stems.get_or_init(|| StemIndex::new(&self.clauses))
    }

    /// The zones `text` names after clock times ([`super::zones::original_zones`]), read on
    /// the first call. `text` must be the text these facts were extracted from.
    pub(super) fn zones(&self, text: &str) -> &[super::zones::ZoneAfterTime] {
        self.zones
            .get_or_init(|| super::zones::original_zones(text))
    }

    /// What the readings from the two texts alone read of the text these facts were
    /// extracted from, kept for every rewrite proposed for it
    /// ([`super::words::TextReading::with_kept`]).
    pub(super) fn kept_reading(&self) -> &super::words::KeptReading {
        &self.kept_reading
    }

    /// Where the sentences of `text` not read as rules may name an actor before a practice's
    /// verb ([`super::said_again::practices`]), read on the first call. `text` must be the
    /// text these facts were extracted from.
    pub(super) fn practices(&self, text: &str) -> Option<&super::said_again::Practices> {
        self.practices
            .get_or_init(|| super::said_again::practices(text, self.unread_sentences()))
            .as_ref()
    }
}

impl Drop for Facts {
    /// Hand the sentences to the next read on this thread (`recycle`), which reuses their
    /// lists' memory.
    fn drop(&mut self) {
        recycle::give_back_clauses(std::mem::take(&mut self.clauses));
    }
}

/// Read the facts of one sentence `t` with its classifier cues into `c`, replacing every one
/// of its fields (its lists are cleared, their memory kept). `found_bounds` are the
/// sentence's comparator bounds when the classifier's rules found them (they are not
/// looked for again); `tokens` and `bounds` are buffers, their contents are replaced.
fn read_clause(
    c: &mut Clause,
    text: &str,
    t: &[Tok<'_>],
    cues: &[Cue],
    found_bounds: Option<&[numbers::Bound]>,
    tokens: &mut Vec<TokenFacts>,
    bounds: &mut Vec<numbers::Bound>,
) {
    // Quotation marks carry nothing the check compares. Most sentences hold none: those are
    // read in place, not copied.
    let unquoted: Vec<Tok<'_>>;
    let t = if t.iter().any(|x| x.kind == TokKind::Quote) {
        unquoted = t
            .iter()
            .filter(|x| x.kind != TokKind::Quote)
            .cloned()
            .collect();
        &unquoted[..]
    } else {
        t
    };
    let range = t.first().map_or(0..0, |f| {
        f.range.start..t.last().map_or(f.range.end, |l| l.range.end)
    });
    // Every field is listed (a field added to `Clause` and not set here does not compile):
    // nothing of the sentence read before into `c` is left.
    let Clause {
        range: clause_range,
        binding,
        negation,
        strong,
        hedges,
        conditions,
        numbers: number_facts,
        dates,
        restrictive,
        quantifiers,
        words,
        past,
        label_words,
        approximations,
        order_starts,
        names_a_place,
        place_letters,
        lifts_an_obligation,
        permission,
        initials,
        undoing_verb,
        keeping_word,
        occasions,
        negated_again,
        conjunction,
        together_or_serial,
    } = &mut *c;
    *clause_range = range;
    *binding = !cues.is_empty();
    *negation = None;
    *strong = cues
        .iter()
        .find(|q| {
            matches!(
                q.kind,
                CueKind::Imperative
                    | CueKind::NegatedAction
                    | CueKind::Prohibition
                    | CueKind::StandingRule
            )
        })
        .map(|q| q.range.clone());
    hedges.clear();
    conditions.clear();
    number_facts.clear();
    dates.clear();
    *restrictive = None;
    // Not asked yet of this sentence (the one read into `c` before may have been).
    *lifts_an_obligation = OnceLock::new();
    *permission = OnceLock::new();
    *initials = OnceLock::new();
    *undoing_verb = OnceLock::new();
    *keeping_word = OnceLock::new();
    *occasions = OnceLock::new();
    *negated_again = OnceLock::new();
    *conjunction = OnceLock::new();
    *together_or_serial = OnceLock::new();
    *names_a_place = t
        .iter()
        .any(|x| matches!(&*x.text, "leave" | "leaves" | "leaving" | "between"));
    *place_letters = OnceLock::new();
    *past = t.iter().any(|x| {
        x.class & lexicon::PAST_MARKER != 0 || may_look_past(x) && lexicon::looks_past(&x.text)
    });
    quantifiers.clear();
    // One content word per word token at most, unless a hyphen splits one: one allocation.
    words.clear();
    // Room for every token (at least every word: no pass to count them).
    words.reserve(t.len());
    label_words.clear();
    approximations.clear();
    // Thanks closing the sentence ("..., thank you for understanding"): read past.
    let thanks_from = closing_thanks(t).unwrap_or(t.len());
    read_order_starts(&t[..thanks_from], order_starts);
    let bounds = match found_bounds {
        Some(found) => found,
        None => {
            numbers::bounds_into(t, bounds);
            &bounds[..]
        }
    };
    tokens.clear();
    // Grown at once to hold most sentences (and kept from read to read, `recycle`).
    tokens.reserve(t.len().max(64));
    tokens.extend((0..t.len()).map(|i| TokenFacts::read(t, i, bounds)));
    // Read once for the two readers that skip a leading label.
    let label_end = label_end(t);
    read_tokens(c, text, t, bounds, tokens, label_end, thanks_from);
    read_bounds(c, text, t, bounds, tokens);
    read_bare_numbers(c, text, t, bounds, tokens, label_end);
    turn_negated_bounds(c, t);
    drop_pair_spaced_by_a_window(c, t);
    turn_referenced_ceiling(c, t);
    share_joined_bounds(c, t);
    split_hours_and_minutes(c);
}

/// "2h40", "1h30m": a time in hours and minutes written as one token, read as "2 h 40 min" is
/// (two numbers, the same side), so that either form answers the other.
fn split_hours_and_minutes(c: &mut Clause) {
    let mut k = 0;
    while k < c.numbers.len() {
        if let Some(minutes) = minutes_after_hours(c.numbers[k].unit.as_deref()) {
            let mut minutes_part = c.numbers[k].clone();
            minutes_part.value = minutes;
            minutes_part.unit = Some(Cow::Borrowed("min"));
            c.numbers[k].unit = Some(Cow::Borrowed("h"));
            c.numbers.insert(k + 1, minutes_part);
            k += 1;
        }
        k += 1;
    }
}

/// The minutes of a unit read after a number of hours written with them ("h40" of "2h40",
/// "h30m" of "1h30m"): one or two digits under 60 after the "h".
fn minutes_after_hours(unit: Option<&str>) -> Option<f64> {
    let rest = unit?.strip_prefix('h')?;
    let digits = rest
        .strip_suffix("min")
        .or_else(|| rest.strip_suffix('m'))
        .unwrap_or(rest);
    let minutes: u8 = (1..=2)
        .contains(&digits.len())
        .then(|| digits.parse().ok())
        .flatten()?;
    (digits.bytes().all(|b| b.is_ascii_digit()) && minutes < 60).then_some(f64::from(minutes))
}

/// How many of the numbers read before it [`share_joined_bounds`] looks through for a bare
/// number's bound.
const SHARED_BOUND_LOOKBACK: usize = 8;

/// "Don't book them for more than 10 hours a day or 60 hours a week": a bare number right
/// after "or" or "and" shares the bound before it in the same unit (its side, the side it
/// leaves out, and the negation that turned it).
fn share_joined_bounds(c: &mut Clause, t: &[Tok<'_>]) {
    for k in 1..c.numbers.len() {
        let (before, rest) = c.numbers.split_at_mut(k);
        let n = &mut rest[0];
        let joined = || {
            t.partition_point(|x| x.range.start < n.range.start)
                .checked_sub(1)
                .is_some_and(|j| matches!(&*t[j].text, "or" | "and"))
        };
        if n.compared || n.unit.is_none() || !joined() {
            continue;
        }
        // The last number before it in the text (bounds were read before bare numbers),
        // among the few read last: linear in the numbers of a long sentence.
        let last = before
            .iter()
            .rev()
            .take(SHARED_BOUND_LOOKBACK)
            .filter(|b| b.range.end <= n.range.start)
            .max_by_key(|b| b.range.start);
        let Some(bound) =
            last.filter(|b| b.compared && b.direction != Direction::Exact && b.unit == n.unit)
        else {
            continue;
        };
        n.direction = bound.direction;
        n.excludes = bound.excludes;
        n.turned = bound.turned;
        n.compared = true;
    }
}

/// Where a leading "Label:" of a telegraphic sentence ends (its colon, at most the fourth
/// token, or the seventh after a note's opener, "Quick note before you start:", or in a
/// heading for one thing, "For the Henderson wedding:"; not the last), or a role's "As a
/// travel agent for our team," or a greeting's "Kia ora team," (its comma), or a tag's
/// "\[pref\]" (its bracket), or 0 without one.
fn label_end(t: &[Tok<'_>]) -> usize {
    // "The main thing is that ...", "the key point is": a frame naming the topic, read as a
    // label ending at "that" (or "is").
    let w = |k: usize| t.get(k).map_or("", |x| &*x.text);
    if w(0) == "the"
        && matches!(w(1), "main" | "key" | "important" | "only" | "big")
        && matches!(w(2), "thing" | "point" | "rule")
        && w(3) == "is"
    {
        return if w(4) == "that" { 4 } else { 3 };
    }
    // A note's opener, or the speaker's own frame: "I told you yesterday:", "as I said:".
    let note = t.first().is_some_and(|x| {
        matches!(
            &*x.text,
            "quick"
                | "note"
                | "fyi"
                | "heads"
                | "reminder"
                | "btw"
                | "ps"
                | "one"
                | "i"
                | "as"
                | "like"
        )
    });
    // "As a travel agent for our team, book ...": the role the speaker casts, a heading
    // ending at its comma.
    if w(0) == "as"
        && matches!(w(1), "a" | "an" | "the" | "our" | "my" | "your")
        && let Some(comma) = t.iter().take(9).position(|x| x.is_punct(','))
        && comma + 1 < t.len()
    {
        return comma;
    }
    // "[voice memo] ...", "- [pref] ...": a tag in brackets opening the sentence (after a
    // list's bullet) names its kind, as a label does.
    if let Some(open) = t
        .iter()
        .take(2)
        .position(|x| x.kind == TokKind::Symbol('['))
        && let Some(close) = t
            .iter()
            .take(open + 5)
            .skip(open + 1)
            .position(|x| x.kind == TokKind::Symbol(']'))
        && open + 2 + close < t.len()
    {
        let close = open + 1 + close;
        // "[10:03] kagiso: and leave out ...": a chat line's time stamp, then its speaker's
        // name and a colon (corpus30): the label reaches the colon.
        if let Some(colon) = t
            .iter()
            .skip(close + 1)
            .take(3)
            .position(|x| x.is_punct(':'))
            .map(|k| close + 1 + k)
            .filter(|&k| k + 1 < t.len() && t[close + 1..k].iter().all(|x| x.kind == TokKind::Word))
        {
            return colon;
        }
        return close;
    }
    let greeting = greeting_end(t);
    // "Hey, heads up from Deb on days — ...": a note passed on from someone, its source
    // reaching a dash or a colon (after a greeting or at the start).
    if let Some(end) = passed_on_note_end(t, greeting.map_or(0, |comma| comma + 1)) {
        return end;
    }
    if let Some(comma) = greeting {
        return comma;
    }
    // "For the Henderson wedding:", "For the household agent:": a heading naming the one
    // event, project or reader the whole message is for reaches as far as a note's opener
    // (not a class of things: "For the Toronto stores:" binds the rule to them).
    let for_one = |colon: usize| {
        w(0) == "for" && {
            let head = w(colon - 1);
            !head.ends_with('s') || head.ends_with("ss")
        }
    };
    // "User (turn 9):", "Assistant (turn 4):": a speaker of a conversation and the turn in
    // brackets (not "create_ticket(title, body):", nor "PRs (docketing tool):" naming what
    // the rule covers).
    let speaker_noted = |colon: usize| {
        colon > 3
            && matches!(
                w(0),
                "user" | "assistant" | "agent" | "system" | "human" | "customer" | "client"
            )
            && t.get(1).is_some_and(|x| x.is_punct('('))
            && t[colon - 1].is_punct(')')
            // "User (turn 9):", and "User (later):" (corpus30), one word in the brackets.
            && (w(2) == "turn" || colon == 4 && t[2].kind == TokKind::Word)
    };
    // Only the first seven tokens are searched: a first colon past them is no label's, and
    // the answer is 0 either way (the whole sentence was searched before).
    t.iter()
        .take(7)
        .position(|x| x.is_punct(':'))
        .filter(|&k| k + 1 < t.len() && (k <= 3 || note || for_one(k) || speaker_noted(k)))
        .map_or_else(
            || addressee_end(t, 0).unwrap_or(0),
            |k| addressee_end(t, k + 1).unwrap_or(k),
        )
}

/// Where an address to the agent at token `from` ends: "agent," (or "bot,", "assistant,")
/// opening the sentence or right after a speaker's label ("kagiso: agent, for the Q3 report
/// use ..."; corpus30) names who is asked, no word of the rule. The comma's token.
fn addressee_end(t: &[Tok<'_>], from: usize) -> Option<usize> {
    let addressed = t
        .get(from)
        .is_some_and(|x| matches!(&*x.text, "agent" | "bot" | "assistant"))
        && t.get(from + 1).is_some_and(|x| x.is_punct(','))
        && from + 2 < t.len();
    addressed.then_some(from + 1)
}

/// Where a greeting or an address opening the sentence ends: the comma closing at most
/// [`GREETING_REACH`] words that open with a greeting ("Hi Sam,", "Morning all,") or close
/// with a group addressed ("Kia ora team,", "Hey folks,"), with no determiner among them
/// (not "The support team, ..." naming who the rule binds).
fn greeting_end(t: &[Tok<'_>]) -> Option<usize> {
    const GREETINGS: &[&str] = &[
        "hi",
        "hey",
        "hello",
        "morning",
        "afternoon",
        "evening",
        "dear",
        "greetings",
        "howdy",
        "yo",
        "g'day",
    ];
    const ADDRESSED: &[&str] = &[
        "team",
        "all",
        "everyone",
        "everybody",
        "folks",
        "guys",
        "y'all",
        "people",
    ];
    let comma = t
        .iter()
        .take(GREETING_REACH + 1)
        .position(|x| x.is_punct(','))
        .filter(|&k| k > 0 && k + 1 < t.len())?;
    let opening = &t[..comma];
    let addressed = ADDRESSED.contains(&&*opening[comma - 1].text);
    // (The group addressed may be "all": "Morning all,".)
    let named = if addressed {
        &opening[..comma - 1]
    } else {
        opening
    };
    let greeting = addressed || GREETINGS.contains(&&*opening[0].text);
    (greeting
        && opening.iter().all(|x| x.kind == TokKind::Word)
        && !named
            .iter()
            .any(|x| super::scope::DETERMINERS.contains(&&*x.text)))
    .then_some(comma)
}

/// How many words a greeting opening a sentence holds at most ([`greeting_end`]).
const GREETING_REACH: usize = 4;

/// Where a note's opener naming who passes the rule on ends: "heads up from Deb on days —",
/// "a note from the office:" at token `from` (the sentence's start or past a greeting), its
/// dash or colon after at most [`SOURCE_REACH`] words past the "from", before more of the
/// sentence. Not "On days — ..." (a scope, no note from anyone), nor "heads up: from
/// Monday, ..." (no "from" right after the opener).
fn passed_on_note_end(t: &[Tok<'_>], from: usize) -> Option<usize> {
    let w = |k: usize| t.get(k).map_or("", |x| &*x.text);
    let opener = match w(from) {
        "heads" if w(from + 1) == "up" => 2,
        "heads-up" | "note" | "reminder" | "message" | "word" => 1,
        "a" if matches!(w(from + 1), "note" | "reminder" | "message" | "word") => 2,
        _ => return None,
    };
    let source = from + opener;
    if w(source) != "from" {
        return None;
    }
    let end = t
        .iter()
        .enumerate()
        .skip(source + 1)
        .take(SOURCE_REACH + 1)
        .find(|(_, x)| x.kind != TokKind::Word)
        .filter(|(k, x)| *k > source + 1 && (x.is_punct('—') || x.is_punct(':')))?
        .0;
    (end + 1 < t.len()).then_some(end)
}

/// How many words the source of a passed-on note holds at most ([`passed_on_note_end`]).
const SOURCE_REACH: usize = 5;

/// Whether token `i` is one of the two words after an "of" ("one hour of TV at most", "$50 of
/// petty cash max"): the noun a bound counts, a word of the rule.
fn counted_by_an_of_phrase(t: &[Tok<'_>], i: usize) -> bool {
    t[i.saturating_sub(2)..i].iter().any(|x| x.text == "of")
}

/// Whether token `i` is part of one of `bounds`.
///
/// The bounds come in their comparators' order (the number reader finds them token by token)
/// and each spans a few tokens around its comparator, so only those whose comparator lies
/// within [`BOUND_REACH`] tokens of `i` are asked: a sentence of thousands of bounds is read in
/// linear time.
fn in_bound(bounds: &[numbers::Bound], i: usize) -> bool {
    // Most sentences have a bound or two: those are asked in turn.
    if bounds.len() <= 8 {
        return bounds.iter().any(|b| b.start <= i && i <= b.end);
    }
    let near = bounds.partition_point(|b| b.comparator + BOUND_REACH < i);
    bounds[near..]
        .iter()
        .take_while(|b| b.comparator <= i + BOUND_REACH)
        .any(|b| b.start <= i && i <= b.end)
}

/// Further than any bound reaches from its comparator: a number within five words of it,
/// spelled in a few words, and its unit.
const BOUND_REACH: usize = 32;

/// A name or a noun with a contracted "will" or "have" glued on ("Tam'll", "the lads've"):
/// the word without it, whose stem the rewrite's "Tam" or "lads" shares ("then Tam'll take it
/// from there" -> "then Tam takes over", s67b); `None` for any other word (a cheap screen
/// first: its last letter).
fn without_contracted_auxiliary(word: &str) -> Option<&str> {
    if !matches!(word.as_bytes().last(), Some(b'l' | b'e')) {
        return None;
    }
    ["'ll", "\u{2019}ll", "'ve", "\u{2019}ve"]
        .iter()
        .find_map(|aux| word.strip_suffix(aux))
        .filter(|base| base.len() > 1)
}

/// The stem of `part`, a token's text or a part of it (`range` is the token's in `text`):
/// an initialism's plural, whose "s" the stem keeps on a three-letter word ("bus", "gas"),
/// stems as the initialism: a whole three-letter word, two capitals and a small "s" ("CVs",
/// "QAs"), or two letters the second of them no vowel and an "s", as a lower-cased or
/// shouted initialism is written ("ids", "dms", "IDS"; not "bus", "gas", "yes", "BAS", nor a
/// unit's clipped plural, "hrs", "wks", "lbs"). Only a three-letter part is looked at again.
fn stem_of(text: &str, range: &Range<usize>, part: &str) -> Stem {
    let part = without_elided_article(part);
    if part.len() == 3
        && part.ends_with('s')
        && text.get(range.clone()).is_some_and(|whole| {
            let b = whole.as_bytes();
            b.len() == 3
                && b[0].is_ascii_alphabetic()
                && b[1].is_ascii_alphabetic()
                && (b[0].is_ascii_uppercase() && b[1].is_ascii_uppercase() && b[2] == b's'
                    || !matches!(
                        b[1].to_ascii_lowercase(),
                        b'a' | b'e' | b'i' | b'o' | b'u' | b'y'
                    ) && !["hrs", "yrs", "wks", "mos", "lbs", "kgs", "pts"]
                        .iter()
                        .any(|unit| whole.eq_ignore_ascii_case(unit)))
        })
    {
        return stem(&part[..2]);
    }
    // "flyin'", "lettin'": a dialect participle read as its "-ing" word (session 37).
    if let Some(participle) = super::dialect_words::dropped_g_participle(text, range, part) {
        return participle;
    }
    stem(part)
}

/// Token by token: hedges, strong modality, negation, conditions, restrictions, quantifiers,
/// approximations and content words. `label_end` is [`label_end`] of `t`; tokens from
/// `thanks_from` on ([`closing_thanks`]) are read past.
fn read_tokens(
    c: &mut Clause,
    text: &str,
    t: &[Tok<'_>],
    bounds: &[numbers::Bound],
    tokens: &[TokenFacts],
    label_end: usize,
    thanks_from: usize,
) {
    let w = |i: usize| t.get(i).map_or("", |x| &*x.text);
    let in_bound = |i: usize| in_bound(bounds, i);
    // "Sorry to bug you again, but could you ...", "Apologies for the noise — ...": an apology
    // leading the request names nothing the rule is about; it is read past.
    let mut skip_until = apology_lead_end(t).unwrap_or(0);
    // Inside "unless the user asks...": words there belong to the condition, not the action.
    let mut in_condition = false;
    // The stem of the next token, when a content word read it as the word it modifies: that
    // token's own stem is the same (`stem` is a function of the text), not cut again.
    let mut next_stem: Option<(usize, Stem)> = None;
    for i in 0..t.len() {
        let x = &t[i];
        let word = w(i);
        if i < skip_until || i >= thanks_from {
            continue;
        }
        // Most content words are in none of the marker-word lists tested below: those lists
        // are not asked for them (each would answer "no").
        let marker = tokens[i].marker;
        // Hedges, including "if possible" / "where possible".
        if marker
            && matches!(word, "if" | "when" | "where" | "whenever")
            && matches!(
                w(i + 1),
                "possible"
                    | "feasible"
                    | "practical"
                    | "convenient"
                    | "needed"
                    | "necessary"
                    | "appropriate"
                    | "you"
            )
            && (w(i + 1) != "you" || w(i + 2) == "can")
        {
            c.hedges.push((
                format!("{word} {}", w(i + 1)),
                x.range.start..t[i + 1].range.end,
            ));
            skip_until = i + 2 + usize::from(w(i + 1) == "you");
            continue;
        }
        // "when space allows", "if time permits", "as the budget allows": done only when a
        // resource spares it, a hedge (not "if the client allows", a party's leave).
        if marker
            && matches!(word, "if" | "when" | "where" | "as")
            && let Some(len) = resource_spares_it(t, i)
        {
            c.hedges.push((
                RESOURCE_HEDGE.to_string(),
                x.range.start..t[i + len].range.end,
            ));
            skip_until = i + 1 + len;
            continue;
        }
        // "oh, before I forget -", "while I remember,": a remark of the speaker's that sets
        // no time or condition for the rule after it; read past.
        if marker
            && matches!(word, "before" | "while")
            && let Some(len) = aside_after(t, i)
        {
            skip_until = i + 1 + len;
            continue;
        }
        // "if it's not too much trouble", "if you don't mind": a courtesy around a request, no
        // condition, no negation; read past.
        if marker
            && matches!(word, "if" | "when")
            && let Some(len) = courtesy_after(t, i)
        {
            skip_until = i + 1 + len;
            continue;
        }
        // "when you get a chance", "if you have a moment": the act left to the doer's leisure,
        // as soft as "when convenient" ("must re-torque the bolts" -> "re-torque the bolts if
        // you get a chance" is weakened, pol64).
        if marker
            && matches!(word, "if" | "when")
            && let Some(len) = leisure_after(t, i)
        {
            c.hedges.push((
                "when convenient".to_string(),
                x.range.start..t[i + len].range.end,
            ));
            skip_until = i + 1 + len;
            continue;
        }
        // "Best to check with Dana", "it's best to ask first": advice, as soft as "ideally".
        if word == "best"
            && w(i + 1) == "to"
            && (i == 0 || matches!(w(i - 1), "it's" | "its" | "is" | "'s" | "probably" | "prob"))
        {
            c.hedges
                .push(("ideally".to_string(), x.range.start..t[i + 1].range.end));
        }
        // "It's good practice to re-weigh the dough", "best practice to ...": advice, as soft
        // as "ideally" (not "practice the scales", a verb, nor "in practice").
        if word == "practice"
            && w(i + 1) == "to"
            && i >= 1
            && matches!(w(i - 1), "good" | "best" | "recommended" | "standard")
        {
            c.hedges.push((
                "ideally".to_string(),
                t[i - 1].range.start..t[i + 1].range.end,
            ));
        }
        // "It's a good idea to schedule it by the 10th": advice, as soft as "ideally".
        if word == "idea" && w(i + 1) == "to" && i >= 2 && w(i - 1) == "good" && w(i - 2) == "a" {
            c.hedges.push((
                "ideally".to_string(),
                t[i - 2].range.start..t[i + 1].range.end,
            ));
        }
        // "most of the time", "in most cases", "for the most part": "usually" in more words.
        if marker && word == "most" {
            let after = |k: usize| w(i + k);
            let before = |k: usize| if i >= k { w(i - k) } else { "" };
            let phrase =
                if after(1) == "of" && after(2) == "the" && matches!(after(3), "time" | "times") {
                    Some((i, i + 3))
                } else if before(1) == "in"
                    && matches!(after(1), "cases" | "situations" | "instances")
                {
                    Some((i - 1, i + 1))
                } else if before(2) == "for" && before(1) == "the" && after(1) == "part" {
                    Some((i - 2, i + 1))
                } else {
                    None
                };
            if let Some((start, end)) = phrase.filter(|&(_, end)| end < t.len()) {
                c.hedges.push((
                    "usually".to_string(),
                    t[start].range.start..t[end].range.end,
                ));
            }
        }
        // "from time to time", "now and then": "occasionally" in more words (not "every
        // time", which it may stand for in a rewrite).
        if marker && let Some(len) = occasionally_at(t, i) {
            c.hedges.push((
                "occasionally".to_string(),
                x.range.start..t[i + len - 1].range.end,
            ));
            skip_until = i + len;
            continue;
        }
        // "are expected to", "is supposed to": an obligation as soft as "should".
        if marker && matches!(word, "expected" | "supposed") && w(i + 1) == "to" {
            c.hedges.push(("should".to_string(), x.range.clone()));
        }
        // "where relevant" is a condition of scope, not a hedge ("where possible" is, above).
        // "doesn't want restaurants with loud music suggested": a participle after its object,
        // not "is suggested", "recommended: ..." or "suggested that".
        let object_participle = matches!(word, "suggested" | "recommended")
            && i > 0
            && t[i - 1].kind == TokKind::Word
            && !matches!(
                w(i - 1),
                "is" | "are" | "be" | "'s" | "it's" | "was" | "were"
            )
            && !matches!(w(i + 1), "to" | "that" | ":")
            && (wanted_before(t, i) || before_its_noun(t, i));
        if is_hedge(x) && word != "where" && !object_participle {
            // "prefer aisle seats" and "aisle seats preferred" hedge alike.
            let name = match word {
                "preferred" | "preferably" | "prefers" => "prefer",
                other => other,
            };
            c.hedges.push((name.to_string(), x.range.clone()));
        } else if marker && word == "shouldn't" {
            // "visitors shouldn't touch the water": the hedge "should" with its negation glued
            // on, as "should not" says it (the negation is read below; pol69c).
            c.hedges.push(("should".to_string(), x.range.clone()));
        }
        if marker && c.strong.is_none() && is_strong(word) {
            c.strong = Some(x.range.clone());
        }
        // "no larger than 5 MB": a comparator the bound reader read, not a ban.
        if marker
            && c.negation.is_none()
            && (is_negator(t, i) || not_past_a_place(t, i, bounds))
            && !bounds.iter().any(|b| b.comparator == i)
            && !in_quoted_name(t, i)
            && !in_reason_clause(t, i)
        {
            c.negation = Some(x.range.clone());
        }
        // A label's words name the topic: "Quick note before you start:" sets no condition.
        let condition = if marker && i >= label_end {
            condition_at(t, i, bounds)
        } else if x.kind == TokKind::Symbol('>') && i > 0 && t[i - 1].kind == TokKind::Symbol('-') {
            // "incident mentioned -> escalate": the arrow makes what precedes a condition.
            Some((CondGroup::Condition, 1))
        } else {
            None
        };
        if let Some((group, len)) = condition {
            c.conditions
                .push((group, x.range.start..t[i + len - 1].range.end));
            in_condition = true;
        } else if matches!(x.kind, TokKind::Punct(_)) {
            in_condition = false;
        }
        if marker
            && condition.is_none()
            && c.restrictive.is_none()
            && let Some(len) = restriction_at(t, i)
        {
            c.restrictive = Some(x.range.start..t[i + len - 1].range.end);
        }
        match word {
            _ if !marker => {}
            // "Nobody" quantifies over everyone too: "interns must not" became "nobody must".
            // "no peanuts at all": an intensifier, not a quantifier ("at all times" is one).
            "all"
                if i > 0
                    && w(i - 1) == "at"
                    && t.get(i + 1).is_none_or(|n| n.kind != TokKind::Word) => {}
            "all" | "every" | "each" | "any" | "always" | "everyone" | "everything" | "anyone"
            | "everybody" | "anybody" | "anywhere" | "nobody" | "throughout" | "everywhere" => {
                c.quantifiers.push((true, x.range.clone()))
            }
            // "no one" = "nobody"; "no exceptions" = for everyone.
            "no" if matches!(w(i + 1), "one" | "exception" | "exceptions") => {
                c.quantifiers.push((true, x.range.clone()))
            }
            // "at most 200 words" is a bound, not a quantifier.
            "most" if i > 0 && w(i - 1) == "at" => {}
            "some" | "most" | "certain" | "several" | "few" | "sometimes" | "many"
            | "occasionally" => c.quantifiers.push((false, x.range.clone())),
            // "the first stop", "their first visit" pick one of many, as "some" does (not
            // "the first 3 days", a bound's window).
            "first"
                if i > 0
                    && super::said_again::is_determiner(w(i - 1))
                    && t.get(i + 1).is_some_and(|n| n.kind == TokKind::Word) =>
            {
                c.quantifiers
                    .push((false, t[i - 1].range.start..x.range.end))
            }
            _ => {}
        }
        // "about 12" hedges a number; "concerns about exports" does not. Asked only of an
        // approximation word (a pure test: when it is asked changes no answer).
        let hedges_no_number = || {
            matches!(
                word,
                "about" | "around" | "roughly" | "approximately" | "nearly" | "almost"
            ) && !numbers::is_quantity_at(t, i + 1)
                && !(w(i + 1) == "a" && numbers::is_quantity_at(t, i + 2))
        };
        if is_approximation(x)
            && !matches!(
                word,
                "or" | "so" | "more" | "less" | "fewer" | "limited" | "short"
            )
            && !hedges_no_number()
            || word == "~"
        {
            c.approximations.push(x.range.clone());
        }
        // The unit test reads up to three quantities: asked last.
        // The number may end right before the unit, or before a "+" ("14+ days").
        let is_unit = || {
            let end = if i > 0 && t[i - 1].kind == TokKind::Symbol('+') {
                i - 1
            } else {
                i
            };
            end > 0
                && (1..4).any(|back| {
                    end >= back
                        && tokens[end - back]
                            .number
                            .is_some_and(|n| end - back + n.len == end)
                        // "hours in a day": the rate's period is a word, as in "per day".
                        && !article_of_a_rate(t, tokens, end - back)
                })
                && super::is_measure_unit(&numbers::normalize_unit(word))
        };
        // Cheapest tests first (each is a pure test of the token: the order changes no answer).
        // "no one", "any one": a pronoun, not the word "one".
        let pronoun_one =
            || word == "one" && i > 0 && matches!(w(i - 1), "no" | "any" | "every" | "some");
        // A closing "every time" says "always": "time" names nothing the rule is about.
        let every_time = || {
            word == "time"
                && i > 0
                && matches!(w(i - 1), "every" | "each")
                && t.get(i + 1).is_none_or(|n| n.kind != TokKind::Word)
        };
        // "don't forget to lock it" = "remember to lock it" = "lock it": the reminder names
        // nothing the rule is about.
        let reminder = || {
            word == "forget" && i > 0 && matches!(w(i - 1), "don't" | "dont" | "never" | "not")
                || word == "remember" && w(i + 1) == "to"
        };
        // "for example", "for instance": a phrase that introduces examples ("e.g."), no
        // scope of its own.
        let for_example = || matches!(word, "example" | "instance") && i > 0 && w(i - 1) == "for";
        // "45 min maximum on account of the air": "on account of" says "because of", a reason
        // connective with no scope of its own, as "owing to" and "due to" are (pol68c; not
        // "the customer's account", nor "bought on account").
        let on_account_of = || word == "account" && i > 0 && w(i - 1) == "on" && w(i + 1) == "of";
        // "Close the front door", "end the call": a date name that is the verb or object of
        // the rule (not "by close", "before the end of the sprint", "after lunch").
        let verb_not_date = || {
            matches!(word, "close" | "end" | "launch")
                && !(i > 0
                    && matches!(
                        w(i - 1),
                        "by" | "at" | "before" | "after" | "until" | "till" | "the" | "of"
                    ))
        };
        // "by end of day", "close of business": the period a deadline ends, keyed with it.
        let period_ended = || {
            (2..=3).any(|back| {
                i >= back && period_after_end(t, i - back).is_some_and(|(noun, _)| noun == i)
            })
        };
        // "quarter past nine", "quarter to five": the clock time's, no word of the rule.
        let clock_quarter = || {
            word == "quarter"
                && matches!(w(i + 1), "past" | "to")
                && tokens.get(i + 2).is_some_and(|f| f.number.is_some())
        };
        // "17:00 Eastern (Time)", "5 pm ET": a zone after a clock time is the time's,
        // compared as a zone (`zones::zone_changed`), no word of the rule.
        let zone_after_clock = || {
            // (Screened by the last byte of the word before: a clock time ends in a digit,
            // "am", "pm", "noon" or "midnight".)
            i > 0
                && w(i - 1)
                    .as_bytes()
                    .last()
                    .is_some_and(|b| b.is_ascii_digit() || matches!(b, b'm' | b'n' | b't' | b'.'))
                && super::zones::is_zone_abbreviation(word)
                && super::zones::ends_a_clock_time(w(i - 1))
                || super::zones::is_spelled_zone_word(word) && {
                    let mut k = i;
                    while k > 0 && super::zones::is_spelled_zone_word(w(k - 1)) {
                        k -= 1;
                    }
                    k > 0
                        && super::zones::is_region(w(k))
                        && super::zones::ends_a_clock_time(w(k - 1))
                }
        };
        // "that costs more than $20" = "over $20": the verb the bound measures by names
        // nothing the bound does not.
        let measured_by_the_bound = || {
            matches!(
                word,
                "cost"
                    | "costs"
                    | "costing"
                    | "weigh"
                    | "weighs"
                    | "weighing"
                    | "measure"
                    | "measures"
                    | "measuring"
            ) && bounds.iter().any(|b| b.start == i + 1)
        };
        if x.kind == TokKind::Word
            && !is_function_token(x)
            && tokens[i].number.is_none()
            // A qualifier of what a bound counts ("more than 3 consecutive days") is a word,
            // and so is the noun an "of" phrase counts ("one hour of TV at most").
            && (!in_bound(i)
                || numbers::is_count_qualifier(word)
                || counted_by_an_of_phrase(t, i))
            && (!tokens[i].date_word || verb_not_date())
            && !is_part_of_day(word)
            // "a.m.", "p.m.": the half of the day, as "am" and "pm" (function words) are.
            && !matches!(word, "a.m" | "p.m")
            && !is_unit()
            && !pronoun_one()
            && !every_time()
            // "the moment a box arrives": "as soon as", no word of the scope.
            && !(matches!(word, "moment" | "minute" | "instant") && moment_opens_a_clause(t, i))
            && !clock_quarter()
            && !period_ended()
            && !date_names_joined(word)
            && !reminder()
            && !for_example()
            && !on_account_of()
            && dosing_interval(word).is_none()
            && !zone_after_clock()
            && !measured_by_the_bound()
            // "nobody's" read as "nobody is" is the negation, no word of the scope.
            && !(word == "nobody's" && c.negation.as_ref() == Some(&x.range))
            // "You'd better lock up": the modal, no word of the scope.
            && !(matches!(word, "better" | "best")
                && crate::classify::had_better_at(t, i).is_some())
        {
            // "euros/trip", "read/write": each side of a slash is a word of its own.
            // ("m/bikes" is one word cut to an initial, pol62.)
            let split_hyphens = tokens[i].hyphen && !word.starts_with("p9")
                || word.as_bytes().contains(&b'/') && !super::shorthand::cut_to_an_initial(word);
            // Unsplit, the only part is the whole word, whose stem may be known already.
            let whole_stem = next_stem
                .filter(|(k, _)| *k == i && !split_hyphens)
                .map(|(_, s)| s);
            // A modifier follows a determiner or another content word ("the release
            // branch"); a verb after a modal does not modify ("must wear safety glasses").
            // "Support agents ...": a sentence-initial word before the actor modifies it.
            let actor_modifier = i == 0
                && t.get(1)
                    .is_some_and(|n| n.class & lexicon::AGENT_SUBJECT != 0);
            let after_determiner = actor_modifier
                || i > 0
                    && t[i - 1].kind == TokKind::Word
                    && !(tokens[i - 1].marker
                        && matches!(
                            &*t[i - 1].text,
                            "must"
                                | "should"
                                | "shall"
                                | "will"
                                | "would"
                                | "can"
                                | "could"
                                | "may"
                                | "might"
                                | "'ll"
                                | "to"
                                | "do"
                                | "does"
                                | "don't"
                                | "doesn't"
                                | "never"
                                | "not"
                                | "always"
                                | "please"
                                | "you"
                                | "we"
                                | "i"
                                | "they"
                                | "he"
                                | "she"
                                | "it"
                                | "let's"
                                | "and"
                                | "or"
                                | "cannot"
                                | "can't"
                                | "won't"
                                | "mustn't"
                                | "shouldn't"
                                | "need"
                                | "needs"
                                | "kindly"
                                | "just"
                                | "also"
                                | "only"
                                | "avoid"
                                | "stop"
                                | "skip"
                        ))
                    && !after_nobody(t, i);
            // Each part of the word that is a content word: the word itself (a content word,
            // tested above, and never empty), or its pieces between hyphens.
            let mut read_part = |part: &str| {
                if i < label_end {
                    c.label_words
                        .push(whole_stem.unwrap_or_else(|| stem_of(text, &x.range, part)));
                } else {
                    let next = t
                        .get(i + 1)
                        .filter(|n| {
                            after_determiner
                                && !in_condition
                                && n.kind == TokKind::Word
                                && !has_function_class(n.class)
                        })
                        .map(|n| {
                            let s = stem_of(text, &n.range, &n.text);
                            next_stem = Some((i + 1, s));
                            s
                        });
                    c.words.push(Word {
                        stem: whole_stem.unwrap_or_else(|| stem_of(text, &x.range, part)),
                        range: x.range.clone(),
                        modifies_next: next,
                    });
                }
            };
            if split_hyphens {
                let mut at = 0;
                for part in word.split(['-', '/']) {
                    // "sheets/min", "sheets/h": a period after a slash is what the rate counts
                    // by, the word "per minute" says (session 29; "min" alone is no word).
                    let after_slash = at > 0 && word.as_bytes().get(at - 1) == Some(&b'/');
                    at += part.len() + 1;
                    if after_slash
                        && part.len() <= 7
                        && let Some(period) =
                            numbers::period_after_slash(&part.to_ascii_lowercase())
                    {
                        read_part(period);
                        continue;
                    }
                    // "walk-in's": the possessive of a function word is one too, and so is
                    // its plural ("sign-offs", "check-ins").
                    let bare = part.strip_suffix("'s").unwrap_or(part);
                    let function_word = |w: &str| {
                        is_function_word(w)
                            || w.strip_suffix('s').is_some_and(|one| {
                                one.len() > 1 && is_function_word(one) && !is_negative_prefix(one)
                            })
                    };
                    if !part.is_empty() && (!function_word(bare) || is_negative_prefix(bare)) {
                        read_part(part);
                    }
                }
            } else {
                read_part(without_contracted_auxiliary(word).unwrap_or(word));
            }
        } else if x.kind == TokKind::Word && i >= label_end && numbers::is_frequency_adverb(word) {
            // "twice daily" read as the count's unit: its period ("day") is still a word of the
            // rule, as in "twice a day".
            c.words.push(Word {
                stem: stem(word),
                range: x.range.clone(),
                modifies_next: None,
            });
        } else if (x.kind == TokKind::Number || x.kind == TokKind::Word && !is_function_token(x))
            && i >= label_end
            && !date_names_joined(word)
            && let Some((_, per)) = word.split_once('/')
        {
            // "€2,000/year", "100 calls/day", "50k/user/week", "3x/wk": what the rate counts
            // by is a word of the rule, as in "per year" (the unit before the slash is the
            // number's); a short period is spelled out.
            let parts: SmallVec<[&str; 2]> = if let Some(period) = numbers::period_after_slash(per)
            {
                smallvec::smallvec![period]
            } else if numbers::rate_after_slash(per) {
                per.split('/')
                    .filter(|part| !is_function_word(part))
                    .collect()
            } else {
                SmallVec::new()
            };
            for part in parts {
                c.words.push(Word {
                    stem: stem(part),
                    range: x.range.clone(),
                    modifies_next: None,
                });
            }
        }
    }
}

/// The numbers and dates the comparators bound ("at most 3", "by Friday").
fn read_bounds(
    c: &mut Clause,
    text: &str,
    t: &[Tok<'_>],
    bounds: &[numbers::Bound],
    tokens: &[TokenFacts],
) {
    for b in bounds {
        let range = t[b.start].range.start..t[b.end].range.end;
        // Read once: the date test, the date's key and the number fact all ask for it. The
        // token facts hold the number read at every token (the bound's number is one).
        let quantity = tokens.get(b.number).and_then(|f| f.quantity(t, b.number));
        // "between 9 and 5": the window's two hours (the second is passed over as a bare
        // number).
        if let Some(keys) = hour_window(t, b.number) {
            for (k, (key, direction)) in keys
                .into_iter()
                .zip([Direction::Between, Direction::Exact])
                .enumerate()
            {
                c.dates.push(DateFact {
                    key,
                    direction,
                    flips: false,
                    range: t[b.number + 2 * k].range.clone(),
                });
            }
            continue;
        }
        // "between eight and ten in the morning": the window's first hour, in the half of the
        // day said after its second (read as a time of its own).
        if t[b.comparator].text == "between"
            && let Some(q) = quantity.as_ref().filter(|q| is_bare_hour(q))
            && let Some(pm) = half_of_the_day_of_a_window(t, b.number, q.value)
        {
            c.dates.push(DateFact {
                key: format!("h{}", q.value as i64 % 12 + if pm { 12 } else { 0 }),
                direction: Direction::Lower,
                flips: false,
                range: t[b.comparator].range.start..t[b.number].range.end,
            });
            continue;
        }
        // "within 480-520 °C": a range after "within" bounds it on both sides, as the range
        // alone does (corpus33); a span of time after "within" is a deadline, read below.
        if t[b.comparator].text == "within"
            && let Some((low, high, unit)) = numbers::range_at(t, b.number)
            && !unit.as_deref().is_some_and(numbers::is_time_unit_name)
        {
            for (value, direction) in [(low, Direction::Lower), (high, Direction::Upper)] {
                c.numbers.push(NumberFact::plain(
                    value,
                    direction,
                    unit.clone(),
                    t[b.number].range.clone(),
                ));
            }
            continue;
        }
        // "max 8/24 h": a count over a period, no date.
        if let Some(rate) = rate_over_a_period(t, b.number) {
            rate.push(c, t, b.direction, t[b.comparator].range.start);
            continue;
        }
        // "no later than 18 August": a day of the month is a date whatever the comparator.
        if b.temporal
            || month_after_day(t, b.number).is_some()
            || numbers::is_time_or_date_quantity(t, b.number, quantity.as_ref())
                && !quantity.as_ref().is_some_and(|q| {
                    q.unit.as_deref().is_some_and(|u| {
                        matches!(u, "day" | "week" | "month" | "year" | "h" | "min")
                    })
                })
        {
            // "by March 14", "by 14 March": the date's day or month after the bound's word.
            let date_end = day_after_month(t, b.number).or_else(|| month_after_day(t, b.number));
            let end = date_end.map_or(b.end, |d| d.max(b.end));
            c.dates.push(DateFact {
                key: date_key(t, b.number, quantity.as_ref()),
                direction: side_closed_after(t, end).unwrap_or(b.direction),
                flips: matches!(
                    &*t[b.comparator].text,
                    "after" | "before" | "prior" | "until" | "till"
                ),
                range: range.start..t[end].range.end,
            });
            weekday_after_a_clock_time(c, t, b);
        } else if let Some(q) = quantity {
            let q = speed_per_hour(t, b.number, signed_temperature(text, t, b.number, q));
            // "under 10 miles per hour": the speed's words are the bound's.
            let range = t.get(b.number + q.len - 1).map_or(range.clone(), |last| {
                range.start..range.end.max(last.range.end)
            });
            let (direction, turned) = literal_direction(t, b);
            c.numbers.push(NumberFact {
                value: q.value,
                direction,
                unit: q.unit,
                compared: true,
                approximate: is_approximate(text, t, b.number, q.len),
                // "exceeds 500" leaves 500 out as "over 500" does (corpus33b).
                excludes: b
                    .excludes
                    .or_else(|| exceeds_leaves_out(&t[b.comparator].text)),
                turned,
                range,
            });
        }
    }
}

/// Bare counts and dates outside any comparator. `label_end` is [`label_end`] of `t`.
fn read_bare_numbers(
    c: &mut Clause,
    text: &str,
    t: &[Tok<'_>],
    bounds: &[numbers::Bound],
    tokens: &[TokenFacts],
    label_end: usize,
) {
    let w = |i: usize| t.get(i).map_or("", |x| &*x.text);
    // A number in a leading label counts nothing: "One thing:", "Step 2:"; a day, a month or
    // a day's clock time it names is a date all the same ("Friday restaurant:", "Monday
    // cut-off:", "Farrier Thurs 9am:", pol67b).
    let mut i = 0;
    // Most tokens are words that start no number and name no date: every test below answers
    // "nothing here" for them (a range, a written date and an ordinal are number tokens), so
    // they are passed over without asking each, in one scan of the slices.
    while let Some(skipped) = t
        .get(i..)
        .unwrap_or_default()
        .iter()
        .zip(tokens.get(i..).unwrap_or_default())
        .position(|(x, f)| {
            x.kind == TokKind::Number
                || f.number.is_some()
                || f.date_word
                || is_part_of_day(&x.text)
                || part_of_day_after_slash(&x.text).is_some()
                || x.text.len() >= 7
                    && (date_names_joined(&x.text)
                        || x.hyphen && weekday_compound(&x.text).is_some())
                || matches!(
                    &*x.text,
                    "am" | "pm" | "a.m" | "p.m" | "half" | "quarter" | "third"
                )
                || x.text.starts_with('q') && dosing_interval(&x.text).is_some()
        })
    {
        i += skipped;
        if i < label_end
            && !tokens.get(i).is_some_and(|f| f.date_word)
            && !day_and_clock_time(t, tokens, i)
            || in_bound(bounds, i)
            || numbers_a_list_item(t, i)
            || numbers_a_section(text, t, i)
            || article_of_a_rate(t, tokens, i)
            || completes_a_date(t, i)
            || i >= 2 && hour_window(t, i - 2).is_some()
        {
            i += 1;
            continue;
        }
        // "half a cup", "a quarter of a pill": a count of a part of the unit after it ("half
        // an hour" is read as a number already).
        // (The scan stops at "quarter" or "third": the part starts at the article before.)
        let part_start = if matches!(w(i), "quarter" | "third") {
            i.saturating_sub(1)
        } else {
            i
        };
        if let Some((value, len)) = part_of_a_unit(t, tokens, part_start) {
            let unit = part_start + len - 1;
            c.numbers.push(NumberFact::plain(
                value,
                Direction::Exact,
                Some(Cow::Owned(numbers::normalize_unit(w(unit)).into_owned())),
                t[part_start].range.start..t[unit].range.end,
            ));
            i = part_start + len;
            continue;
        }
        // "q8h", "q4-6h": every 8 hours, every 4 to 6 hours (a range's two ends bound it).
        if let Some((low, high)) = dosing_interval(w(i)) {
            let first = if high.is_some() {
                Direction::Lower
            } else {
                Direction::Exact
            };
            let ends =
                std::iter::once((low, first)).chain(high.map(|high| (high, Direction::Upper)));
            for (value, direction) in ends {
                c.numbers.push(NumberFact::plain(
                    value,
                    direction,
                    Some(Cow::Borrowed("h")),
                    t[i].range.clone(),
                ));
            }
            i += 1;
            continue;
        }
        // "One thing: ...", "one more thing", "quick one": a way of speaking, no count.
        if w(i) == "one" && matches!(w(i + 1), "thing" | "more" | "last" | "quick" | "small")
            || w(i) == "one" && i > 0 && w(i - 1) == "quick"
            || one_stands_for_a_noun(t, i)
        {
            i += 1;
            continue;
        }
        // "1am-4am", "09:00-17:00": a window of two clock times, read as "between 1am and
        // 4am" is.
        if let Some(keys) = clock_window(&t[i]) {
            for (key, direction) in keys.into_iter().zip([Direction::Between, Direction::Exact]) {
                c.dates.push(DateFact {
                    key,
                    direction,
                    flips: false,
                    range: t[i].range.clone(),
                });
            }
            i += 1;
            continue;
        }
        // "100-200 words" is "between 100 and 200 words": two bounds (read before dates:
        // "2-4 days" is no date).
        if let Some((low, high, unit)) = numbers::range_at(t, i) {
            for (value, direction) in [(low, Direction::Lower), (high, Direction::Upper)] {
                c.numbers.push(NumberFact::plain(
                    value,
                    direction,
                    unit.clone(),
                    t[i].range.clone(),
                ));
            }
            i += 1;
            continue;
        }
        // "a Sunday-open pharmacy", "Friday-evening slots": the day opening the word, and the
        // part of the day after it.
        if t[i].hyphen
            && let Some((day, rest)) = weekday_compound(&t[i].text)
        {
            let start = t[i].range.start;
            c.dates.push(DateFact {
                key: day[..3].to_string(),
                direction: Direction::Exact,
                flips: false,
                range: start..start + day.len(),
            });
            if let Some(key) = part_of_day_key(rest) {
                c.dates.push(DateFact {
                    key: key.to_string(),
                    direction: Direction::Exact,
                    flips: false,
                    range: start + day.len() + 1..t[i].range.end,
                });
            }
            i += 1;
            continue;
        }
        // "≤6 slots/afternoon": a rate over a part of the day, as "per afternoon" is read
        // (corpus30b); the word before the slash is read as it would be.
        if t[i].kind == TokKind::Word
            && let Some(part) = part_of_day_after_slash(&t[i].text)
            && let Some(key) = part_of_day_key(part)
        {
            c.dates.push(DateFact {
                key: key.to_string(),
                direction: Direction::Exact,
                flips: false,
                range: t[i].range.end - part.len()..t[i].range.end,
            });
            i += 1;
            continue;
        }
        // "Tues/Fri", "Sat/Sun": days written as one word, each a date of its own.
        if t[i].kind == TokKind::Word && date_names_joined(&t[i].text) {
            let start = t[i].range.start;
            let mut at = 0;
            for part in t[i].text.split('/') {
                c.dates.push(DateFact {
                    key: part[..part.len().min(3)].to_string(),
                    direction: Direction::Exact,
                    flips: false,
                    range: start + at..start + at + part.len(),
                });
                at += part.len() + 1;
            }
            i += 1;
            continue;
        }
        if let Some(month) = month_after_day(t, i) {
            // "14 March", "the 3rd of May".
            c.dates.push(DateFact {
                key: month_day_key(&t[month].text, &t[i].text),
                direction: Direction::Exact,
                flips: false,
                range: t[i].range.start..t[month].range.end,
            });
            i = month + 1;
            continue;
        }
        // "8/24 h": a count over a period, no date.
        if let Some(rate) = rate_over_a_period(t, i) {
            let end = rate.unit;
            rate.push(c, t, Direction::Exact, t[i].range.start);
            i = end + 1;
            continue;
        }
        // "2025-12-15", "18:00", "03/04": a date or time written in digits.
        let numeric_date = t[i].kind == TokKind::Number
            && t[i].text.as_bytes().windows(3).any(|b| {
                b[0].is_ascii_digit() && matches!(b[1], b'-' | b'/' | b':') && b[2].is_ascii_digit()
            })
            && numbers::is_time_or_date(t, i);
        if tokens[i].date_word && !matches!(w(i), "end" | "close" | "morning" | "lunch" | "launch")
            // (Not the greeting "Good morning".)
            || t[i].kind == TokKind::Word && is_part_of_day(w(i)) && !(i > 0 && w(i - 1) == "good")
            // "Thursday AM", "every AM", "1/2 cup AM", "in the a.m.": the half of the day,
            // after no number (where it is the number's unit) and not the verb of "I am".
            || matches!(w(i), "am" | "pm" | "a.m" | "p.m")
                && i > 0
                && t[i - 1].kind != TokKind::Number
                && tokens[i - 1].number.is_none()
                && !matches!(w(i - 1), "i" | "what" | "where" | "who" | "how")
            || numbers::is_ordinal(t, i)
            || numeric_date
        {
            // "March 14": the day is part of the date, no count of its own.
            let end = day_after_month(t, i).unwrap_or(i);
            c.dates.push(DateFact {
                key: date_key(t, i, tokens[i].quantity(t, i).as_ref()),
                direction: side_closed_after(t, end)
                    .or_else(|| open_span_from(t, i))
                    .unwrap_or(Direction::Exact),
                flips: false,
                range: t[i].range.start..t[end].range.end,
            });
            i = end;
        } else if let Some(q) = tokens[i].quantity(t, i) {
            // "by half past eight", "at quarter to five": a clock time said in words.
            if let Some((date, end)) = clock_time_in_words(t, i, &q) {
                c.dates.push(date);
                i = end + 1;
                continue;
            }
            // "before 9", "after 5": a bare hour bounded by a preposition of time, in either
            // half of the day.
            if let Some(direction) = bare_hour_side(t, i, &q) {
                // "before 9 in the morning" is "before 9am": the half of the day said after.
                let half = half_of_the_day_after(t, i).or_else(|| {
                    half_of_the_day_of_a_window(t, i, q.value).map(|pm| (pm, i + q.len - 1))
                });
                let (key, end) = match half {
                    Some((pm, end)) => (
                        format!("h{}", q.value as i64 % 12 + if pm { 12 } else { 0 }),
                        end,
                    ),
                    None => (format!("h{}?", q.value), i + q.len - 1),
                };
                // ("No bikes till 6" turns with its negation as "until 6pm" does; not a
                // window's second hour, "from six until eight in the evening".)
                let window = i >= 3 && numbers::quantity_at(t, i - 2).is_some();
                c.dates.push(DateFact {
                    key,
                    direction,
                    flips: match &*t[i - 1].text {
                        "before" | "after" => true,
                        "until" | "till" => !window,
                        _ => false,
                    },
                    range: t[i - 1].range.start..t[end].range.end,
                });
                i = end + 1;
                continue;
            }
            // "from 10 pm to 7 am": a clock time is a date, as it is after a comparator
            // ("between 10 pm and 7 am").
            if matches!(q.unit.as_deref(), Some("am" | "pm" | "o'clock")) {
                c.dates.push(DateFact {
                    key: date_key(t, i, Some(&q)),
                    direction: open_span_from(t, i).unwrap_or(Direction::Exact),
                    flips: false,
                    range: t[i].range.start..t[i + q.len - 1].range.end,
                });
                i += q.len;
                continue;
            }
            let q = speed_per_hour(t, i, signed_temperature(text, t, i, q));
            let limited = is_limited_to(t, i);
            // (A currency's letters glued before its sign are passed over: "C$0.28".)
            let glued_prefix =
                i > 0 && t[i - 1].kind == TokKind::Word && t[i - 1].range.end == t[i].range.start;
            let of = i.checked_sub(1 + usize::from(glued_prefix));
            let age = of
                .filter(|&k| w(k) == "of")
                .and_then(|k| side_of_a_named_amount(t, k));
            let named = side_named_before(t, i)
                .or(age)
                .or_else(|| side_said_first(t, i, &q))
                .or_else(|| open_range_after(t, i, &q));
            c.numbers.push(NumberFact {
                value: q.value,
                direction: if limited {
                    Direction::Upper
                } else {
                    named.unwrap_or(Direction::Exact)
                },
                unit: q.unit,
                compared: limited || named.is_some(),
                approximate: is_approximate(text, t, i, q.len),
                // "under the age of 16" leaves 16 out, as "under 16" does.
                excludes: age,
                turned: false,
                // A capped number is quoted with its preposition: "at 120 words".
                range: t[if limited { i - 1 } else { i }].range.start..t[i + q.len - 1].range.end,
            });
            i += q.len;
            continue;
        }
        i += 1;
    }
}

/// The number at `t[i]` numbers an item of a list written inline, no count: a number of one
/// or two digits closed by ")" (or held in parentheses) at the start of the sentence or after
/// a colon, comma, semicolon or "and": "Checklist: 1) verify ID, 2) run screening, (3) ...".
/// Not "sixty (60) days", whose number stands after a word.
fn numbers_a_list_item(t: &[Tok<'_>], i: usize) -> bool {
    let number = &t[i];
    if !(number.kind == TokKind::Number
        && number.text.len() <= 2
        && number.text.bytes().all(|b| b.is_ascii_digit())
        && t.get(i + 1).is_some_and(|n| n.kind == TokKind::Punct(')')))
    {
        return false;
    }
    let opening = if i > 0 && t[i - 1].kind == TokKind::Punct('(') {
        i - 1
    } else {
        i
    };
    opening == 0
        || matches!(t[opening - 1].kind, TokKind::Punct(':' | ',' | ';'))
        || &*t[opening - 1].text == "and"
}

/// The "one" at `t[i]` closes its clause as a pronoun or a particle, no count: after a
/// determiner ("this one"), after a describing word a determiner or a degree word opens ("the
/// red one", "the condo management very strict one"). Not "take one", nor "just one".
fn one_stands_for_a_noun(t: &[Tok<'_>], i: usize) -> bool {
    let w = |k: usize| t.get(k).map_or("", |x| &*x.text);
    if w(i) != "one"
        || i == 0
        || !t
            .get(i + 1)
            .is_none_or(|x| matches!(x.kind, TokKind::Punct(_)))
    {
        return false;
    }
    let opens = |k: usize| {
        matches!(
            w(k),
            "the" | "this" | "that" | "which" | "very" | "so" | "too" | "quite" | "really"
        )
    };
    opens(i - 1)
        || i >= 2 && t[i - 1].kind == TokKind::Word && !is_function_token(&t[i - 1]) && opens(i - 2)
}

/// A count over a period written with a slash ("8/24 h", "5/1h", "3/7 days"): the count, the
/// period's length and unit, and the tokens they take.
struct RateOverAPeriod {
    count: f64,
    period: f64,
    /// The token of the count and the period ("8/24").
    at: usize,
    /// The token the unit ends at (the same token when glued: "8/24h").
    unit: usize,
    unit_name: Cow<'static, str>,
}

impl RateOverAPeriod {
    /// Push the count, on side `direction` of its comparator (quoted from `start`), and the
    /// period with its unit, as "8 per 24 h" reads them.
    fn push(self, c: &mut Clause, t: &[Tok<'_>], direction: Direction, start: usize) {
        let number = &t[self.at];
        let slash = number.range.start + number.text.find('/').unwrap_or(0);
        c.numbers
            .push(NumberFact::plain(self.count, direction, None, start..slash));
        c.numbers.push(NumberFact::plain(
            self.period,
            Direction::Exact,
            Some(self.unit_name),
            slash + 1..t[self.unit].range.end,
        ));
    }
}

/// The digit token at `t[i]` is a count over a period, "N/M" with a unit of time glued
/// ("8/24h") or after it ("8/24 h", "3/7 days"): not a date such as "12/05" (no unit of time
/// after it), nor a part of the unit ("3/4 hour").
fn rate_over_a_period(t: &[Tok<'_>], i: usize) -> Option<RateOverAPeriod> {
    let x = t.get(i).filter(|x| x.kind == TokKind::Number)?;
    let (count, rest) = x.text.split_once('/')?;
    let digits = rest.bytes().take_while(u8::is_ascii_digit).count();
    let (period, glued) = rest.split_at(digits);
    let (count, period) = (count.parse::<f64>().ok()?, period.parse::<f64>().ok()?);
    let (unit, name) = if glued.is_empty() {
        (i + 1, &*t.get(i + 1)?.text)
    } else {
        (i, glued)
    };
    let unit_name = numbers::normalize_unit(name);
    // (Not "3/4 hour", "1/2 day": a part of the unit.)
    let fraction = count < period && period <= 4.0;
    (count >= 1.0 && !fraction && numbers::is_time_unit_name(&unit_name)).then(|| RateOverAPeriod {
        count,
        period,
        at: i,
        unit,
        unit_name: Cow::Owned(unit_name.into_owned()),
    })
}

/// The "a" or "an" at `t[i]` names the period of a rate, no count: "in a day" right after a
/// quantity ("more than six hours in a day" = "six hours a day"); not "finish it in a day", a
/// deadline of one day. `tokens` holds the number read at each token.
fn article_of_a_rate(t: &[Tok<'_>], tokens: &[TokenFacts], i: usize) -> bool {
    let w = |k: usize| t.get(k).map_or("", |x| &*x.text);
    matches!(w(i), "a" | "an")
        && i > 1
        && w(i - 1) == "in"
        && numbers::is_time_unit(w(i + 1))
        // The number ends right before "in", or before its unit ("6h in", "six hours in").
        && (i.saturating_sub(4)..i - 1).any(|k| {
            tokens
                .get(k)
                .and_then(|f| f.number)
                .is_some_and(|n| k + n.len == i - 1 || k + n.len == i - 2)
        })
}

/// The number at `t[i]` (ranges into `text`) numbers a clause or a section of a document,
/// no count: a dotted number ("7.2", "3.1.4") opening the sentence before a capitalised word
/// ("7.2 The Renter shall not ...").
fn numbers_a_section(text: &str, t: &[Tok<'_>], i: usize) -> bool {
    let number = &t[i];
    i == 0
        && number.kind == TokKind::Number
        && number.text.contains('.')
        && number.text.bytes().all(|b| b.is_ascii_digit() || b == b'.')
        && t.get(1).is_some_and(|next| {
            next.kind == TokKind::Word
                && text
                    .get(next.range.clone())
                    .is_some_and(|w| w.starts_with(|ch: char| ch.is_ascii_uppercase()))
        })
}

/// "My budget is $1,500, don't go over it": an amount stated before a ban on exceeding "it"
/// is a ceiling, as "$1,500 max" is.
fn turn_referenced_ceiling(c: &mut Clause, t: &[Tok<'_>]) {
    // Only an exact amount can be turned: without one (most sentences) the ban is not looked for.
    if !c.numbers.iter().any(|n| n.direction == Direction::Exact) {
        return;
    }
    let Some(k) = (1..t.len().saturating_sub(1)).find(|&k| {
        matches!(&*t[k + 1].text, "it" | "that" | "this")
            && is_exceeding_word(&t[k].text)
            && (k.saturating_sub(3)..k).any(|j| {
                matches!(
                    &*t[j].text,
                    "not" | "don't" | "never" | "mustn't" | "shouldn't" | "can't" | "cannot"
                )
            })
    }) else {
        return;
    };
    let at = t[k].range.start;
    for n in c
        .numbers
        .iter_mut()
        .filter(|n| n.direction == Direction::Exact && n.range.start < at)
    {
        n.direction = Direction::Upper;
        n.compared = true;
    }
}

/// "may not create more than three" is the bound "at most three", not a negated action.
fn turn_negated_bounds(c: &mut Clause, t: &[Tok<'_>]) {
    if let Some(neg) = c.negation.clone() {
        let mut flipped = false;
        // "No gambling ads for users under 18": a bound qualifying the one a "for" phrase
        // names is not the negated quantity ("don't wait for more than 5 minutes" is).
        let qualifies_a_beneficiary = |start: usize| {
            t.windows(2).any(|pair| {
                pair[0].text == "for"
                    && pair[0].range.start >= neg.end
                    && pair[1].range.start < start
            })
        };
        // (A denial with a condition after it is a requirement, no ban on the bound's
        // subject: "Refunds over $500 can't go out without a manager signing off".)
        let conditioned_after = c.conditions.iter().any(|(_, r)| r.start > neg.start);
        // Not a bound inside a condition after it: "don't page unless lag exceeds 60 s", nor
        // in an order of its own after it: "avoid bullets and keep it under 200 words".
        let conditions = &c.conditions;
        let next_order = c
            .order_starts
            .iter()
            .copied()
            .find(|&start| start >= neg.end);
        // Nor past a comma or a semicolon that closes the negated phrase: "Interviews: not on
        // Fridays, under 45 minutes", "no calls before 9am; orders under $2,000" ("never,
        // under any circumstances, send more than 5" still turns).
        // An aside in parentheses giving a reason closes it too: "don't give her honey (she's
        // under 1)".
        let closed_before = |start: usize| {
            t.iter()
                .enumerate()
                .position(|(k, x)| {
                    (x.is_punct(',') || x.is_punct(';') || opens_a_reason_aside(t, k))
                        && x.range.start > neg.end
                        && x.range.start < start
                })
                .is_some_and(|comma| {
                    t[..comma]
                        .iter()
                        .any(|x| x.kind == TokKind::Word && x.range.start >= neg.end)
                })
        };
        // "..., no commented-out code, and no PR over 400 lines": a negation of the bound's
        // own part of a list, past the sentence's first one.
        // (Tokens are in text order: the ones before the bound are a prefix.)
        let negated_in_its_part = |start: usize| {
            t[..t.partition_point(|x| x.range.start < start)]
                .iter()
                .enumerate()
                .rev()
                .take_while(|(_, x)| !(x.is_punct(',') || x.is_punct(';')))
                .any(|(k, x)| x.range.start > neg.start && is_negator(t, k))
        };
        for n in c.numbers.iter_mut().filter(|n| {
            n.compared
                && ((n.range.start > neg.start
                    || bounds_a_passive_subject(t, &n.range, &neg)
                    || !conditioned_after && bounds_the_subject_of_a_denied_act(t, &n.range, &neg))
                    && next_order.is_none_or(|order| n.range.start < order)
                    && !qualifies_a_beneficiary(n.range.start)
                    && !closed_before(n.range.start)
                    && !conditions
                        .iter()
                        .any(|(_, r)| r.start > neg.start && r.start < n.range.start)
                    || negated_in_its_part(n.range.start))
        }) {
            n.direction = match n.direction {
                Direction::Lower => Direction::Upper,
                Direction::Upper => Direction::Lower,
                other => other,
            };
            n.turned = true;
            flipped = true;
        }
        // "No meetings after 5pm" is the deadline "by 5pm" (not "no weekend reminders;
        // weekdays OK after 8am", a bound past the negated phrase; but "..., and do not
        // deploy after 4pm", negated in its own part).
        // "not before 9 am" is "no earlier than 9 am": a "not" right before the date's
        // comparator is the bound's own, as a negation that turned a number is (not "schedule
        // nothing before 2 pm", whose negation is what is scheduled).
        let right_after_the_negation = |start: usize| {
            let mut after = t.iter().skip_while(|x| x.range.end <= neg.start);
            after.next().is_some_and(|x| x.text == "not")
                && after.next().is_some_and(|x| x.range.start == start)
        };
        // "Flights must leave after 10am, and don't book a Saturday-night stay": a date in an
        // earlier part of the sentence, closed by a comma or a semicolon before the negation,
        // is not what it denies; a date that opens the sentence or its part is ("After 8pm,
        // don't call").
        let in_an_earlier_part = |range: &Range<usize>| {
            range.end <= neg.start
                && t.iter().any(|x| {
                    (x.is_punct(',') || x.is_punct(';'))
                        && x.range.start >= range.end
                        && x.range.start < neg.start
                })
                && t.iter()
                    .rev()
                    .find(|x| x.range.end <= range.start)
                    .is_some_and(|x| {
                        !(x.is_punct(',') || x.is_punct(';') || x.is_punct(':') || x.text == "and")
                    })
        };
        // "Call me before 5pm if they refuse": the negation is the later condition's own
        // (no comma between it and its condition), no denial of the date before it
        // (corpus31b; "After 8pm, if they call, don't answer" still turns).
        let denied_in_a_later_condition = |range: &Range<usize>| {
            range.end <= neg.start
                && c.conditions.iter().any(|(_, cond)| {
                    cond.start >= range.end
                        && cond.end <= neg.start
                        && !t.iter().any(|x| {
                            (x.is_punct(',') || x.is_punct(';'))
                                && x.range.start >= cond.end
                                && x.range.start < neg.start
                        })
                })
        };
        for d in c.dates.iter_mut().filter(|d| {
            d.flips
                && (!closed_before(d.range.start) || negated_in_its_part(d.range.start))
                && !in_an_earlier_part(&d.range)
                && !in_an_earlier_labelled_part(t, &d.range, &neg)
                && !denied_in_a_later_condition(&d.range)
                && !in_an_earlier_order(t, &d.range, &neg)
        }) {
            d.direction = match d.direction {
                Direction::Lower => Direction::Upper,
                Direction::Upper => Direction::Lower,
                other => other,
            };
            flipped |= right_after_the_negation(d.range.start);
        }
        // The negation made the bound; a later one of the sentence is its negation now
        // ("don't book flights over $600, avoid red-eyes"), unless it bans the same things
        // again by a pronoun ("don't accept pallets that arrive above 5 °C — log them and
        // refuse them"; corpus30).
        let same_again = |k: usize| {
            t.get(k + 1)
                .is_some_and(|x| matches!(&*x.text, "them" | "it" | "those" | "these"))
        };
        if flipped {
            let past = c
                .numbers
                .iter()
                .filter(|n| n.compared)
                .map(|n| n.range.end)
                .max()
                .unwrap_or(neg.end)
                .max(neg.end);
            c.negation = t
                .iter()
                .enumerate()
                .find(|(k, x)| x.range.start >= past && is_negator(t, *k))
                .filter(|(k, _)| !same_again(*k))
                .map(|(_, x)| x.range.clone());
        }
    }
}

/// The date at `range` closes a ";"-part of its own that opens with a label ("Flour
/// deliveries: before 07:00; drivers never via front entrance"): the negation after the ";"
/// is another rule's, no denial of the date (corpus32; "After 8pm; never call" has no label
/// and still turns, as "After 8pm, don't call" does).
fn in_an_earlier_labelled_part(t: &[Tok<'_>], range: &Range<usize>, neg: &Range<usize>) -> bool {
    if range.end > neg.start {
        return false;
    }
    let at = t.partition_point(|x| x.range.start < range.start);
    let closed = t[at..]
        .iter()
        .take_while(|x| x.range.start < neg.start)
        .any(|x| x.is_punct(';'));
    // A word, then a colon, before the date in its own part.
    let mut seen_colon = false;
    let labelled = t[..at]
        .iter()
        .rev()
        .take_while(|x| !x.is_punct(';'))
        .any(|x| {
            seen_colon |= x.is_punct(':');
            seen_colon && x.kind == TokKind::Word
        });
    closed && labelled
}

/// The date at `range` bounds an order before the one the negation `neg` opens after "and"
/// or "but" ("Send the invoices before the 15th and do not mix the vendors", "..., but never
/// on weekends"): the negation denies the later order, not the earlier one's date (not
/// "Before 9am and after 6pm do not call", whose dates the negated order's).
fn in_an_earlier_order(t: &[Tok<'_>], range: &Range<usize>, neg: &Range<usize>) -> bool {
    range.end <= neg.start
        && t[..t.partition_point(|x| x.range.start < neg.start)]
            .iter()
            .rev()
            .find(|x| !matches!(&*x.text, "do" | "please" | "also" | "then"))
            .is_some_and(|x| matches!(&*x.text, "and" | "but") && x.range.start >= range.end)
}

/// "Never give two doses within four hours" = "≥ 4h between doses": the "two" of a pair right
/// before a "within" window a negation turned into a least gap names the things spaced
/// apart, no count of its own (not "send two reminders within a week", no negation).
fn drop_pair_spaced_by_a_window(c: &mut Clause, t: &[Tok<'_>]) {
    let Some(gap) = c
        .numbers
        .iter()
        .find(|n| {
            n.turned
                && n.direction == Direction::Lower
                && t.iter()
                    .find(|x| x.range.start == n.range.start)
                    .is_some_and(|x| x.text == "within")
        })
        .map(|n| n.range.start)
    else {
        return;
    };
    // Only the counted noun between, one or two words ("two doses", "two night shifts").
    let words_before_the_gap = |end: usize| {
        let mut between = t
            .iter()
            .filter(|x| x.range.start >= end && x.range.start < gap);
        between.clone().count() <= 2 && between.all(|x| x.kind == TokKind::Word)
    };
    if let Some(pair) = c.numbers.iter().position(|m| {
        m.value == 2.0
            && !m.compared
            && m.direction == Direction::Exact
            && m.range.end <= gap
            && words_before_the_gap(m.range.end)
    }) {
        c.numbers.remove(pair);
    }
}

/// An opening parenthesis at `k` followed by a pronoun with its verb ("(she's under 1)",
/// "(they're over 65)"): an aside stating a fact about someone, not a part of the order.
fn opens_a_reason_aside(t: &[Tok<'_>], k: usize) -> bool {
    t[k].is_punct('(')
        && t.get(k + 1).is_some_and(|x| {
            matches!(
                &*x.text,
                "he's" | "she's" | "it's" | "they're" | "we're" | "you're" | "i'm"
            )
        })
}

/// "Attachments over 25 MB must not be sent": a bound in the subject of a negated passive,
/// with only auxiliaries between them, is the object's bound of "don't send attachments over
/// 25 MB", so the negation turns it too (not "users over 18 said they never..." : no
/// passive, nor "files over 2 MB are slow and must not be ...": a verb between). The
/// quantity's own adjective may close the bound ("receipts over 90 days old"), and an
/// "-able" adjective stands for the passive ("are not reimbursable").
fn bounds_a_passive_subject(t: &[Tok<'_>], bound: &Range<usize>, neg: &Range<usize>) -> bool {
    if bound.end > neg.start {
        return false;
    }
    let Some(neg_at) = t.iter().position(|x| x.range.start == neg.start) else {
        return false;
    };
    let only_auxiliaries_between = t[..neg_at]
        .iter()
        .rev()
        .take_while(|x| x.range.start >= bound.end)
        .all(|x| {
            matches!(
                &*x.text,
                "must"
                    | "may"
                    | "can"
                    | "should"
                    | "shall"
                    | "will"
                    | "is"
                    | "are"
                    | "old"
                    | "long"
                    | "late"
            )
        });
    // ("Cash payments over €10,000 are not to be accepted": "to be" before it, corpus36.)
    let participle_after = t[neg_at + 1..]
        .iter()
        .take(3)
        .find(|x| !matches!(&*x.text, "be" | "ever" | "to"))
        .is_some_and(|x| {
            lexicon::is_past_participle_form(&x.text)
                || x.text.len() > 6 && (x.text.ends_with("able") || x.text.ends_with("ible"))
        });
    only_auxiliaries_between && participle_after
}

/// "Users under 18 cannot create an account", "Anyone under 18 can't enter the brewhouse":
/// a bound in the subject that opens the sentence (at most two words before it), right
/// before a denied ability or leave ("cannot", "can't", "may not", "must not", "mustn't")
/// and the verb of the act, bounds who may act, as "only users 18 or older can create an
/// account" does, so the negation turns it as it does in a negated passive
/// ([`bounds_a_passive_subject`]). Not "Orders over $100 don't need approval" (no leave
/// denied), nor "Users over 18 said they can't ..." (a verb between).
fn bounds_the_subject_of_a_denied_act(
    t: &[Tok<'_>],
    bound: &Range<usize>,
    neg: &Range<usize>,
) -> bool {
    // (The number reader may take the negator for the bound's unit: "under 18 cannot".)
    if bound.end > neg.end || bound.start >= neg.start {
        return false;
    }
    let Some(neg_at) = t.iter().position(|x| x.range.start == neg.start) else {
        return false;
    };
    let Some(bound_at) = t.iter().position(|x| x.range.start == bound.start) else {
        return false;
    };
    // The subject opens the sentence: one or two words ("Users", "Anyone", "Guests aged").
    let opens = bound_at <= 2 && t[..bound_at].iter().all(|x| x.kind == TokKind::Word);
    // Only the bound's own words and a modal stand between it and the negation.
    let between = &t[bound_at..neg_at];
    let modal_before = |x: &Tok<'_>| matches!(&*x.text, "may" | "can" | "must");
    let denial = match &*t[neg_at].text {
        "cannot" | "can't" | "mustn't" => true,
        "not" => neg_at > 0 && modal_before(&t[neg_at - 1]),
        _ => false,
    };
    let no_verb_between = between.iter().all(|x| {
        x.kind != TokKind::Word
            || matches!(
                &*x.text,
                "under"
                    | "over"
                    | "below"
                    | "above"
                    | "younger"
                    | "older"
                    | "than"
                    | "aged"
                    | "may"
                    | "can"
                    | "must"
            )
            || x.range.end <= bound.end && x.range.start < neg.start
    });
    // The act: a word right after the negation, no participle (a passive is the other test).
    let act_after = t.get(neg_at + 1).is_some_and(|x| {
        x.kind == TokKind::Word
            && !matches!(&*x.text, "be" | "been" | "have" | "need" | "needs")
            && !lexicon::is_past_participle_form(&x.text)
    });
    opens && denial && no_verb_between && act_after
}

/// Fill `out` with where the sentence's second and later orders start: a verb in its base form
/// after "and", "but", "then", "plus", "also", a comma or a semicolon, maybe with a modal
/// between ("..., must include a number"), when something stands before the coordinator; or
/// the subject and the verb of a rule after "but" or a semicolon ("...; final copy must be
/// reviewed"). The byte offset of each, in text order.
fn read_order_starts(t: &[Tok<'_>], out: &mut Vec<usize>) {
    out.clear();
    for k in 1..t.len() {
        if t[k].class & lexicon::BASE_VERB == 0 || t[k].class & lexicon::NOT_A_VERB != 0 {
            continue;
        }
        // "and always cite", "and please add", ", must include".
        let mut j = k - 1;
        while j > 0
            && matches!(
                &*t[j].text,
                "must" | "should" | "always" | "also" | "please" | "to"
            )
        {
            j -= 1;
        }
        let coordinator = t[j].is_punct(',')
            || t[j].is_punct(';')
            || matches!(&*t[j].text, "and" | "but" | "then" | "plus" | "also");
        if coordinator && j > 0 {
            out.push(t[k].range.start);
        }
    }
    // "You can use it for drafts, but final copy has to be reviewed by an editor": a clause
    // after "but" or a semicolon whose subject a modal of duty or ban follows states a rule
    // of its own.
    for j in 1..t.len() {
        if !(t[j].is_punct(';') || t[j].text == "but") {
            continue;
        }
        let subject = (j + 1..t.len())
            .take_while(|&k| t[k].kind == TokKind::Word)
            .find(|&k| !super::scope::DETERMINERS.contains(&&*t[k].text));
        let duty = |k: usize| {
            let w = |i: usize| t.get(i).map_or("", |x| &*x.text);
            matches!(
                w(k),
                "must" | "mustn't" | "cannot" | "can't" | "shouldn't" | "should"
            ) || matches!(w(k), "has" | "have" | "needs" | "need") && w(k + 1) == "to"
                || w(k) == "may" && w(k + 1) == "not"
        };
        // The rule's subject and the verb its modal governs each start a run of words: the
        // subject may stay in the rewrite while the duty goes ("... for drafts and final
        // copy"), or both go.
        let Some(first) = subject.filter(|&k| t[k].class & lexicon::ENGLISH_FUNCTION_WORD == 0)
        else {
            continue;
        };
        let Some(modal) = (first + 1..(first + 4).min(t.len())).find(|&k| duty(k)) else {
            continue;
        };
        out.push(t[first].range.start);
        let verb = (modal + 1..t.len()).find(|&k| {
            t[k].kind == TokKind::Word
                && !matches!(
                    &*t[k].text,
                    "to" | "be" | "not" | "never" | "always" | "only" | "also"
                )
        });
        if let Some(v) = verb {
            out.push(t[v].range.start);
        }
    }
    out.sort_unstable();
    out.dedup();
}

/// What the sentence's readers ask of one token, read once (several of them ask for each).
#[derive(Clone, Copy)]
pub(crate) struct TokenFacts {
    /// The number starting at the token ([`numbers::number_at`]): its length in tokens,
    /// whether a unit follows, and its quantity for the readers of bounds and bare counts,
    /// which would otherwise read it again ([`numbers::quantity_at`]).
    number: Option<numbers::NumberAt>,
    /// The token's text may be one of the marker words ([`screen`]).
    marker: bool,
    /// A word with a hyphen in it ("three-day", "follow-up").
    hyphen: bool,
    /// A word outside the sentence's bounds that names a date ([`numbers::is_date_word`]):
    /// both the content-word and the bare-date readers ask, for such words only.
    date_word: bool,
}

impl TokenFacts {
    /// [`numbers::quantity_at`] of the sentence `t` at this token, token `i` (the number was
    /// read with the token's facts, `number_at` of the same tokens).
    fn quantity(&self, t: &[Tok<'_>], i: usize) -> Option<numbers::Quantity> {
        self.number.map(|n| n.quantity(t, i))
    }

    /// The facts of token `i` of the sentence `t`, whose comparators with numbers are `bounds`.
    fn read(t: &[Tok<'_>], i: usize, bounds: &[numbers::Bound]) -> TokenFacts {
        let x = &t[i];
        // The tokenizer noted the hyphen: the text is not scanned again.
        let hyphen = x.kind == TokKind::Word && x.hyphen;
        // Every marker word is a word: punctuation, signs, numbers and code are none. Only a
        // word can name a date either (a number starts with a digit, other tokens are signs).
        let screened = (x.kind == TokKind::Word).then(|| screen(&x.text));
        TokenFacts {
            number: if may_start_number(t, i, hyphen) {
                numbers::number_at(t, i)
            } else {
                None
            },
            marker: screened.as_ref().is_some_and(|s| s.marker),
            hyphen,
            // The date-name list is asked only of words that pass the date screen.
            date_word: screened.is_some_and(|s| s.date)
                && !in_bound(bounds, i)
                && (numbers::is_date_word(t, i)
                    || numbers::PLURAL_WEEKDAYS.contains(&&*x.text)
                    || heads_the_sentence_as_a_day(t, i)),
        }
    }
}

/// The short weekday at `t[i]` opens the sentence as its label ("Sat: car park closed",
/// "Wed: no deliveries"), a day as "Saturday:" is (not "sat", the verb; "sun" is left out,
/// a label of the weather as often).
fn heads_the_sentence_as_a_day(t: &[Tok<'_>], i: usize) -> bool {
    i == 0
        && matches!(&*t[0].text, "sat" | "wed")
        && t.get(1).is_some_and(|x| x.kind == TokKind::Punct(':'))
}

/// False when no number starts at token `i` of `t` ([`numbers::number_at`] is `None`),
/// decided from the token alone (and, for a currency code, whether a number follows it): most tokens are plain words or punctuation, which the number reader
/// would otherwise look at (and around) one by one. True when a number may start there: digits,
/// a currency sign or code ("USD"), a number word ("seven"), a hyphenated word ("three-day"),
/// "a"/"an" ("a dozen"), "half" ("half hour"). `hyphen` says whether a word's text holds a '-'. The test
/// `only_tokens_that_may_start_a_number_start_one` holds the reader to it.
fn may_start_number(t: &[Tok<'_>], i: usize, hyphen: bool) -> bool {
    let x = &t[i];
    match x.kind {
        TokKind::Word => {
            x.class & lexicon::NUMBER_WORD != 0
                || hyphen
                || matches!(&*x.text, "a" | "an" | "half")
                || t.get(i + 1).is_some_and(|n| n.kind == TokKind::Number)
                    && numbers::currency_code(&x.text).is_some()
                // "R450", "Rs500", "R50k": a currency's letters glued to the amount (its last
                // bytes screen the rest).
                || numbers::may_be_glued_currency(&x.text)
                    && numbers::glued_currency(&x.text).is_some()
        }
        TokKind::Number => true,
        TokKind::Symbol(c) => numbers::currency_sign(c).is_some(),
        TokKind::Punct(_) | TokKind::Quote | TokKind::Code => false,
    }
}

// A token's `class` is what a look-up of its text answers: the tokenizer looked up every word
// and sign; a punctuation or quotation mark, a number and a code span (text "`code`") are in
// no word list and carry 0. The test `tokens_carry_their_classes` holds the tokenizer to it,
// so the three tests below read the class instead of looking the text up again.

/// False when [`lexicon::looks_past`] is false for the token's text, decided from its classes:
/// only an "-ed" form or an irregular participle looks past.
fn may_look_past(x: &Tok<'_>) -> bool {
    x.class & lexicon::IRREGULAR_PARTICIPLE != 0 || x.text.ends_with("ed")
}

/// Token `i` is the verb of "nobody" or "no one" ("Nobody carries cash on the route"): it
/// does not modify the word after it, as a verb after a modal does not.
fn after_nobody(t: &[Tok<'_>], i: usize) -> bool {
    let w = |k: usize| t.get(k).map_or("", |x| &*x.text);
    i > 0
        && (matches!(w(i - 1), "nobody" | "no-one")
            || w(i - 1) == "one" && i > 1 && w(i - 2) == "no")
}

/// Token `i` of `t` opens a clock time written in digits after a day's name: "Thurs 9am",
/// "Mon 10 pm", "Friday 18:00" ("Farrier Thurs 9am: ..."); not a bare number ("Step 2:") nor
/// a clock time alone (a chat's "[11:02] Tomás:", a log's "06:10 feed barge:").
fn day_and_clock_time(t: &[Tok<'_>], tokens: &[TokenFacts], i: usize) -> bool {
    t[i].kind == TokKind::Number
        && i > 0
        && tokens.get(i - 1).is_some_and(|f| f.date_word)
        && (t[i].text.contains(':')
            || tokens
                .get(i)
                .and_then(|f| f.quantity(t, i))
                .is_some_and(|q| matches!(q.unit.as_deref(), Some("am" | "pm" | "o'clock"))))
}

/// "before 13:00 Sat", "by 18:00 Thursday": a weekday the bound read after its clock time
/// is a date of its own, as "before 1pm on Saturday" has one (the bound's key is the hour).
fn weekday_after_a_clock_time(c: &mut Clause, t: &[Tok<'_>], b: &numbers::Bound) {
    if b.end <= b.number {
        return;
    }
    for k in b.number + 1..=b.end.min(t.len() - 1) {
        let w = &*t[k].text;
        let weekday = w.len() >= 3
            && matches!(
                w.get(..3),
                Some("mon" | "tue" | "wed" | "thu" | "fri" | "sat" | "sun")
            )
            && (numbers::names_a_date(w) || matches!(w, "wed" | "sat" | "sun"));
        if weekday {
            c.dates.push(DateFact {
                key: date_key(t, k, None),
                direction: Direction::Exact,
                flips: false,
                range: t[k].range.clone(),
            });
        }
    }
}

/// A participle right before a content word qualifies it ("no cilantro in suggested
/// recipes"), as an adjective does.
fn before_its_noun(t: &[Tok<'_>], i: usize) -> bool {
    t.get(i + 1)
        .is_some_and(|n| n.kind == TokKind::Word && !is_function_word(&n.text))
}

/// A verb of wanting before a participle ("doesn't want podcasts about crypto recommended")
/// makes it its object's participle; without one ("Lamp cleaning: two people on the gallery
/// recommended") the participle hedges the clause.
fn wanted_before(t: &[Tok<'_>], i: usize) -> bool {
    t[..i].iter().any(|x| {
        matches!(
            &*x.text,
            "want" | "wants" | "wanted" | "like" | "likes" | "liked" | "prefer" | "prefers"
        )
    })
}

/// The token's word is a hedge (its class has `lexicon::HEDGE`).
fn is_hedge(x: &Tok<'_>) -> bool {
    x.class & lexicon::HEDGE != 0
}

/// The token's word is an approximation (its class has `lexicon::APPROXIMATION`).
fn is_approximation(x: &Tok<'_>) -> bool {
    x.class & lexicon::APPROXIMATION != 0
}

/// How many tokens a restriction starting at `i` spans: a restrictive "only" (not "not only";
/// the caller has already read "only if", "only after"... as conditions), "exclusively",
/// "solely", "reserved for", "reserve X for", "restricted to", "nobody but", "no one except".
fn restriction_at(t: &[Tok<'_>], i: usize) -> Option<usize> {
    let w = |k: usize| t.get(k).map_or("", |x| &*x.text);
    match w(i) {
        // "X first and only then Y": the order "first ... then" sets, restricting nothing
        // more ("only then" alone says "only after": a restriction).
        "only" => (i == 0
            || w(i - 1) != "not"
                && !(w(i + 1) == "then" && t[..i].iter().any(|x| x.text == "first")))
        .then_some(1),
        "exclusively" | "solely" => Some(1),
        "reserved" if w(i + 1) == "for" => Some(2),
        // "Reserve it for billing disputes": only for them (not "reserve a table for four
        // people" or "for Friday", a booking).
        "reserve" => (i + 1..(i + 6).min(t.len()))
            .find(|&k| w(k) == "for")
            .filter(|&k| !numbers::is_quantity_at(t, k + 1) && !numbers::names_a_date(w(k + 1)))
            .map(|k| k + 1 - i),
        "restricted" if w(i + 1) == "to" => Some(2),
        // "limited to maintainers" (not "limited to 3", a bound).
        "limited" | "confined" | "exclusive"
            if w(i + 1) == "to" && !numbers::is_quantity_at(t, i + 2) =>
        {
            Some(2)
        }
        "nobody" | "none" | "no-one" if matches!(w(i + 1), "but" | "except" | "besides") => Some(2),
        // "for employees and nobody else": only for them; "...; nobody else can approve
        // them": only the ones named may.
        "nobody" | "no-one" if w(i + 1) == "else" && closes_a_list_or_bars_the_rest(t, i) => {
            Some(2)
        }
        "no" if w(i + 1) == "one" && matches!(w(i + 2), "but" | "except" | "besides") => Some(3),
        _ => None,
    }
}

/// "nobody else" at `i` closes a list of the only ones allowed ("for employees and nobody
/// else", "Ana, Ben, nobody else"), or bars everyone but those just named from what a modal
/// grants ("...; nobody else can approve them").
fn closes_a_list_or_bars_the_rest(t: &[Tok<'_>], i: usize) -> bool {
    i > 0 && (t[i - 1].text == "and" || t[i - 1].is_punct(','))
        || t.get(i + 2)
            .is_some_and(|m| matches!(&*m.text, "can" | "may" | "should" | "gets" | "get"))
}

/// A number a limiting verb caps, a few words before it: "cap the reply at 120 words", "limit
/// each run to 3 retries", "keep the summary to two pages", "trim the list to 10 items". An
/// upper bound like "at most", though written with a bare `at` or `to`. ("Keep the count at 3"
/// holds a value: exact.)
fn is_limited_to(t: &[Tok<'_>], number: usize) -> bool {
    let Some(preposition) = number.checked_sub(1) else {
        return false;
    };
    let at = match &*t[preposition].text {
        "at" => true,
        "to" => false,
        _ => return false,
    };
    (preposition.saturating_sub(6)..preposition)
        .rev()
        .take_while(|&k| t[k].kind == TokKind::Word)
        .any(|k| match &*t[k].text {
            "cap" | "caps" | "capped" | "capping" => true,
            "limit" | "limits" | "limited" | "restrict" | "restricts" | "restricted" | "trim"
            | "trims" | "cut" | "cuts" | "keep" | "keeps" | "hold" | "holds" => !at,
            _ => false,
        })
}

/// "Storage floor: 5 GB", "memory ceiling: 2 GB": the limit noun right before the number at
/// `number` (a colon may stand between) names the side it bounds; so does a configuration
/// key's "min" or "max" part before its colon ("min_conditioning_days: 14", "retries_max: 3").
fn side_named_before(t: &[Tok<'_>], number: usize) -> Option<Direction> {
    let mut k = number.checked_sub(1)?;
    let colon = t[k].is_punct(':');
    if colon {
        k = k.checked_sub(1)?;
    }
    let key = &*t[k].text;
    let key_part = |parts: [&str; 2]| {
        colon
            && key.contains('_')
            && parts.iter().any(|part| {
                key.strip_prefix(part)
                    .is_some_and(|rest| rest.starts_with('_'))
                    || key
                        .strip_suffix(part)
                        .is_some_and(|rest| rest.ends_with('_'))
            })
    };
    match key {
        "floor" => Some(Direction::Lower),
        "ceiling" => Some(Direction::Upper),
        _ if key_part(["min", "minimum"]) => Some(Direction::Lower),
        _ if key_part(["max", "maximum"]) => Some(Direction::Upper),
        _ => None,
    }
}

/// "at the earliest 9 am" (lower), "at the latest 3 days after" (upper): "at (the) earliest /
/// latest" said before the quantity at `number`; measured back from an event ("at the latest
/// 60 days before expiry": at least 60 days ahead) the side turns, as after "no later than".
fn side_said_first(t: &[Tok<'_>], number: usize, q: &numbers::Quantity) -> Option<Direction> {
    let w = |k: Option<usize>| k.and_then(|k| t.get(k)).map_or("", |x| &*x.text);
    let word = number.checked_sub(1);
    let side = match w(word) {
        "earliest" => Direction::Lower,
        "latest" => Direction::Upper,
        _ => return None,
    };
    let back = |j: usize| w(number.checked_sub(j));
    if back(2) != "at" && !(back(2) == "the" && back(3) == "at") {
        return None;
    }
    let ahead = matches!(
        w(Some(past_the_quantity(t, number, q))),
        "before" | "prior" | "ahead"
    );
    Some(match (ahead, side) {
        (true, Direction::Lower) => Direction::Upper,
        (true, _) => Direction::Lower,
        (false, side) => side,
    })
}

/// Head nouns that name an amount a comparator can stand before: "under the age of 16",
/// "above the agency floor of C$0.28", "below the threshold of 5%".
const NAMED_AMOUNTS: &[&str] = &[
    "age",
    "floor",
    "ceiling",
    "limit",
    "cap",
    "threshold",
    "minimum",
    "maximum",
    "rate",
    "level",
    "mark",
    "sum",
    "amount",
    "price",
    "value",
    "figure",
    "budget",
    "target",
];

/// Most words that may modify a named amount between its determiner and its head noun
/// ("the posted speed limit of").
const NAMED_AMOUNT_MODIFIERS: usize = 2;

/// "under the age of 16" (upper), "above the agency floor of C$0.28", "exceed the threshold
/// of 5%" (lower): the side a comparator before a noun phrase naming an amount ([`NAMED_AMOUNTS`]) gives the number
/// after the "of" at token `of`, as "under 16" gives it. A comparator of place or time
/// before any other noun is none ("over the course of 3 days", "under the terms of").
fn side_of_a_named_amount(t: &[Tok<'_>], of: usize) -> Option<Direction> {
    let w = |k: Option<usize>| k.and_then(|k| t.get(k)).map_or("", |x| &*x.text);
    let head = of.checked_sub(1);
    if w(Some(of)) != "of" || !NAMED_AMOUNTS.contains(&w(head)) {
        return None;
    }
    let side = |word: &str| match word {
        "under" | "below" | "within" => Some(Direction::Upper),
        "over" | "above" | "beyond" | "exceed" | "exceeds" | "exceeding" => Some(Direction::Lower),
        _ => None,
    };
    // Back over the head's modifiers and its determiner to the comparator.
    let mut k = head.and_then(|h| h.checked_sub(1));
    for _ in 0..NAMED_AMOUNT_MODIFIERS {
        let word = w(k);
        if side(word).is_some()
            || super::said_again::is_determiner(word)
            || k.is_none_or(|j| t[j].kind != TokKind::Word)
        {
            break;
        }
        k = k.and_then(|j| j.checked_sub(1));
    }
    if super::said_again::is_determiner(w(k)) {
        k = k.and_then(|j| j.checked_sub(1));
    }
    // "must not exceed the limit of 40": a "not" before "exceed" is read as no negation (see
    // `is_negator`), so it turns the side here.
    let not_before = w(k.and_then(|j| j.checked_sub(1))) == "not";
    match side(w(k)) {
        Some(Direction::Lower) if not_before && w(k).starts_with("exceed") => {
            Some(Direction::Upper)
        }
        other => other,
    }
}

/// "half a cup" (0.5), "a quarter of a pill" (0.25), "one third of a cup": the part of one
/// unit that starts at token `i`, and its length in tokens with the unit; `None` for anything
/// else, and for a part already read as a number ("half an hour").
fn part_of_a_unit(t: &[Tok<'_>], tokens: &[TokenFacts], i: usize) -> Option<(f64, usize)> {
    let w = |k: usize| t.get(k).map_or("", |x| &*x.text);
    let (value, article) = match (w(i), w(i + 1)) {
        ("half", _) => (0.5, i + 1),
        ("a" | "one", "quarter") if w(i + 2) == "of" => (0.25, i + 3),
        ("a" | "one", "third") if w(i + 2) == "of" => (1.0 / 3.0, i + 3),
        _ => return None,
    };
    let unit = article + 1;
    (matches!(w(article), "a" | "an")
        && tokens.get(article).is_some_and(|f| f.number.is_none())
        && tokens.get(i).is_some_and(|f| f.number.is_none())
        && t.get(unit).is_some_and(|n| n.kind == TokKind::Word))
    .then_some((value, unit + 1 - i))
}

/// The token after quantity `q` at token `number` of `t`, its unit's word included: the
/// unit may follow the quantity's tokens ("10 miles": the number alone).
fn past_the_quantity(t: &[Tok<'_>], number: usize, q: &numbers::Quantity) -> usize {
    let after = number + q.len;
    let unit_word = t.get(after).map_or("", |x| &*x.text);
    after
        + usize::from(
            q.unit
                .as_deref()
                .is_some_and(|u| numbers::normalize_unit(unit_word) == u),
        )
}

/// "kids 8 and up", "ages 5 and under", "20 MB or over", "3 guests at least": the side an
/// open range or a comparator after the number `q` at token `number` (and its unit, when it is
/// a word of its own) leaves open; `None` for anything else.
fn open_range_after(t: &[Tok<'_>], number: usize, q: &numbers::Quantity) -> Option<Direction> {
    let w = |k: usize| t.get(k).map_or("", |x| &*x.text);
    let after = past_the_quantity(t, number, q);
    // "at the least" is "at least".
    let the = usize::from(w(after) == "at" && w(after + 1) == "the");
    match (w(after), w(after + 1 + the)) {
        ("and" | "or", "up" | "over" | "above" | "older" | "higher" | "beyond" | "later")
        | ("or", "more" | "greater" | "longer")
        | ("at", "least") => Some(Direction::Lower),
        ("and" | "or", "under" | "below" | "younger" | "lower" | "less" | "fewer" | "earlier")
        | ("or", "shorter" | "smaller")
        | ("at", "most") => Some(Direction::Upper),
        _ => None,
    }
}

/// A whole number from 1 to 12 said alone, no unit: an hour of the clock, said bare.
fn is_bare_hour(q: &numbers::Quantity) -> bool {
    (q.unit.is_none() && q.len == 1 || is_oclock(q))
        && q.value.fract() == 0.0
        && (1.0..=12.0).contains(&q.value)
}

/// `q` is an hour said with "o'clock" ("eight o'clock", "8 o'clock"): a bare hour as "by
/// eight" is, in either half of the day (pol63; it was keyed by its digits, so "eight
/// o'clock" and "8 o'clock" differed, and neither was "by eight").
fn is_oclock(q: &numbers::Quantity) -> bool {
    q.unit.as_deref() == Some("o'clock")
}

/// "before 9", "after 5": the side a preposition of time bounds of a bare hour at token
/// `number` (a whole number from 1 to 12 with no unit); `None` for any other number.
fn bare_hour_side(t: &[Tok<'_>], number: usize, q: &numbers::Quantity) -> Option<Direction> {
    let bare_hour = is_bare_hour(q);
    let preposition = number.checked_sub(1).map_or("", |k| &*t[k].text);
    match preposition {
        "before" | "until" | "till" | "by" if bare_hour => Some(Direction::Upper),
        "after" if bare_hour => Some(Direction::Lower),
        // "from 11 at night", "at 7 in the morning": an hour only the half of the day after
        // it makes a time ("from 3 vendors" is a count); "from six to eight in the evening":
        // or after the window's second hour.
        "from" | "between"
            if bare_hour && half_of_the_day_of_a_window(t, number, q.value).is_some() =>
        {
            Some(Direction::Lower)
        }
        // The window's second hour: "(from six) to eight in the evening", "(between eight)
        // and ten in the morning".
        "to" | "until" | "till" | "and"
            if bare_hour
                && half_of_the_day_after(t, number).is_some()
                && number >= 3
                && numbers::quantity_at(t, number - 2).is_some_and(|first| {
                    half_of_the_day_of_a_window(t, number - 2, first.value).is_some()
                }) =>
        {
            Some(Direction::Upper)
        }
        // "Thursday at eight", "Friday at 8": an hour said after the day it falls on is a
        // time (pol67b); "at 8 bar" has a unit, "at 8 on the list" no day.
        "at" if bare_hour && number >= 2 && numbers::is_date_word(t, number - 2) => {
            Some(Direction::Exact)
        }
        // "at approximately six in the morning", "around six in the evening": an
        // approximator before the hour reads as "at" does ("approx 6am" is a time too).
        p if (p == "from" || p == "at" || numbers::is_approximator(p))
            && bare_hour
            && half_of_the_day_after(t, number).is_some() =>
        {
            Some(if preposition == "from" {
                Direction::Lower
            } else {
                Direction::Exact
            })
        }
        // "at 7 in the morning and 6 in the evening": the second hour of a list of times.
        "and" | "or"
            if bare_hour
                && half_of_the_day_after(t, number).is_some()
                && follows_an_hour_of_the_day(t, number - 1) =>
        {
            Some(Direction::Exact)
        }
        _ => None,
    }
}

/// Whether the words before the conjunction at token `and` close a time said with its half of
/// the day after "at" ("at 7 in the morning and ..."), so that the hour after the conjunction
/// is a time too (not "post 3 in the morning and 2 in the evening", counts).
fn follows_an_hour_of_the_day(t: &[Tok<'_>], and: usize) -> bool {
    (2..=3).any(|len| {
        and.checked_sub(len + 1).is_some_and(|hour| {
            hour >= 1
                && t[hour - 1].text == "at"
                && t[hour]
                    .text
                    .parse::<u8>()
                    .is_ok_and(|h| (1..=12).contains(&h))
                && half_of_the_day_after(t, hour).is_some_and(|(_, end)| end + 1 == and)
        })
    })
}

/// "half past eight", "half eight", "quarter past nine", "quarter to five" with its hour at token `hour`
/// (a bare hour, 1 to 12): the time, keyed as a bare hour with its minutes ("h8:30?") or,
/// with the half of the day after it, as a clock time ("h20:30"), bounded by the preposition
/// before it ("by", "until", "before": upper; "after", "from": lower; else exact). The token
/// it ends at comes with it.
fn clock_time_in_words(
    t: &[Tok<'_>],
    hour: usize,
    q: &numbers::Quantity,
) -> Option<(DateFact, usize)> {
    let w = |k: usize| t.get(k).map_or("", |x| &*x.text);
    if !is_bare_hour(q) || hour < 1 {
        return None;
    }
    let h = q.value as i64;
    let before_half = hour.checked_sub(2);
    let (h, minutes, lead) = match (before_half.map_or("", w), w(hour - 1)) {
        ("half", "past") => (h, 30, hour - 2),
        ("quarter", "past") => (h, 15, hour - 2),
        ("quarter", "to") => (if h == 1 { 12 } else { h - 1 }, 45, hour - 2),
        // "by half six", "the track closes half nine": "half past" said without "past", as
        // British speech has it; not "one and a half", "in half", "a half" nor "2 half". Not
        // after "until" or "till": a state held until the half hour is told by a summary as
        // the next one from it ("held until half four" -> "rain from 4:30", s65a-p004), which
        // the narrative's turned dates would report.
        (before, "half")
            if !matches!(
                before,
                "a" | "an" | "and" | "one" | "in" | "than" | "of" | "until" | "till"
            ) && before_half.is_none_or(|k| t[k].kind != TokKind::Number) =>
        {
            (h, 30, hour - 1)
        }
        _ => return None,
    };
    let preposition = lead.checked_sub(1).map_or("", w);
    let direction = match preposition {
        "before" | "until" | "till" | "by" => Direction::Upper,
        "after" | "from" => Direction::Lower,
        _ => Direction::Exact,
    };
    let (key, end) = match half_of_the_day_after(t, hour) {
        Some((pm, end)) => (
            format!("h{}:{minutes:02}", h % 12 + if pm { 12 } else { 0 }),
            end,
        ),
        None => (format!("h{h}:{minutes:02}?"), hour),
    };
    let start = if direction == Direction::Exact {
        lead
    } else {
        lead - 1
    };
    Some((
        DateFact {
            key,
            direction,
            flips: matches!(preposition, "before" | "after"),
            range: t[start].range.start..t[end].range.end,
        },
        end,
    ))
}

/// The courtesy after the "if" or "when" at token `k` ("it's not too much trouble", "you
/// don't mind"): its length in tokens.
fn courtesy_after(t: &[Tok<'_>], k: usize) -> Option<usize> {
    const COURTESIES: &[&[&str]] = &[
        &["it's", "not", "too", "much", "trouble"],
        &["it", "is", "not", "too", "much", "trouble"],
        &["you", "don't", "mind"],
        &["you", "do", "not", "mind"],
    ];
    phrase_at(t, k + 1, COURTESIES)
}

/// The doer's leisure after the "if" or "when" at token `k` ("you get a chance", "you have
/// a moment", "you've got a minute"): its length in tokens.
fn leisure_after(t: &[Tok<'_>], k: usize) -> Option<usize> {
    const LEISURE: &[&[&str]] = &[
        &["you", "get", "a", "chance"],
        &["you", "get", "the", "chance"],
        &["you", "have", "a", "moment"],
        &["you", "have", "a", "minute"],
        &["you", "have", "time"],
        &["you", "get", "time"],
        &["you've", "got", "a", "minute"],
        &["you've", "got", "a", "moment"],
    ];
    phrase_at(t, k + 1, LEISURE)
}

/// The speaker's aside after the "before" or "while" at token `k` ("I forget", "I
/// remember", "I think of it"), closed by a comma, dash, colon or the sentence's end: its
/// length in tokens. Not "before you go", which may time the order ("before you go, lock
/// the door").
fn aside_after(t: &[Tok<'_>], k: usize) -> Option<usize> {
    const ASIDES: &[&[&str]] = &[
        &["i", "forget"],
        &["i", "remember"],
        &["i", "think", "of", "it"],
    ];
    phrase_at(t, k + 1, ASIDES).filter(|&len| {
        t.get(k + 1 + len)
            .is_none_or(|x| x.is_punct(',') || x.is_punct('—') || x.is_punct(':'))
    })
}

/// The number of tokens of the first of `phrases` that `t` spells from token `k` on.
fn phrase_at(t: &[Tok<'_>], k: usize, phrases: &[&[&str]]) -> Option<usize> {
    let rest = t.get(k..)?;
    phrases
        .iter()
        .find(|phrase| {
            phrase.len() <= rest.len() && phrase.iter().zip(rest).all(|(p, x)| *p == &*x.text)
        })
        .map(|phrase| phrase.len())
}

/// The number of tokens of a phrase at token `k` of `t` that says "occasionally" ("from time
/// to time", "now and then", "every so often", "once in a while"); `None` elsewhere.
fn occasionally_at(t: &[Tok<'_>], k: usize) -> Option<usize> {
    const PHRASES: &[&[&str]] = &[
        &["from", "time", "to", "time"],
        &["now", "and", "then"],
        &["every", "now", "and", "then"],
        &["every", "so", "often"],
        &["once", "in", "a", "while"],
        &["every", "once", "in", "a", "while"],
    ];
    phrase_at(t, k, PHRASES)
}

/// Where an apology opening the sentence ("Sorry to bother you again", "apologies for the
/// delay") ends: the token after its comma, dash or "but", within twelve tokens; `None` when
/// the sentence opens otherwise or the apology runs on ("Sorry, the build failed" ends at its
/// comma too: what follows is read as usual).
fn apology_lead_end(t: &[Tok<'_>]) -> Option<usize> {
    if !matches!(t.first().map(|x| &*x.text), Some("sorry" | "apologies")) {
        return None;
    }
    t.iter()
        .take(12)
        .position(|x| x.is_punct(',') || x.is_punct('—') || x.text == "but")
        .map(|k| k + 1)
}

/// The most tokens a closing thanks runs ("thank you so much for your understanding").
const MAX_THANKS_TOKENS: usize = 8;

/// Where thanks closing a sentence start, after a comma or a dash ("..., thank you for
/// understanding", "... - thanks so much!"): "thank you" or "thanks", then only words of
/// thanks and a closing mark to the end, no more than [`MAX_THANKS_TOKENS`] tokens ("...,
/// thanks, and never share cards" closes with an order, not thanks).
fn closing_thanks(t: &[Tok<'_>]) -> Option<usize> {
    const OF_THANKS: &[&str] = &[
        "thank",
        "thanks",
        "you",
        "so",
        "very",
        "much",
        "a",
        "lot",
        "for",
        "your",
        "in",
        "advance",
        "again",
        "understanding",
        "help",
        "patience",
        "cooperation",
        "time",
    ];
    let from = t.len().saturating_sub(MAX_THANKS_TOKENS).max(1);
    (from..t.len()).find(|&k| {
        let thanks = t[k].text == "thanks"
            || t[k].text == "thank" && t.get(k + 1).is_some_and(|x| x.text == "you");
        // (Asked in this order: most sentences hold no thanks, and are passed at once.)
        thanks
            && (t[k - 1].is_punct(',') || t[k - 1].is_punct('—'))
            && t[k..]
                .iter()
                .all(|x| OF_THANKS.contains(&&*x.text) || x.is_punct('.') || x.is_punct('!'))
    })
}

/// After the bare hour at token `hour`, the half of the day said in words: "9 in the morning"
/// (before noon), "6 in the evening", "3 in the afternoon", "11 at night" (after noon; "2 at
/// night" is before): whether it is after noon, and the phrase's last token.
fn half_of_the_day_after(t: &[Tok<'_>], hour: usize) -> Option<(bool, usize)> {
    let w = |k: usize| t.get(k).map_or("", |x| &*x.text);
    match (w(hour + 1), w(hour + 2), w(hour + 3)) {
        ("in", "the", "morning") => Some((false, hour + 3)),
        ("in", "the", "afternoon" | "evening") => Some((true, hour + 3)),
        // "after 8 in evening": the article left out, as a learner of English may.
        ("in", "morning", _) => Some((false, hour + 2)),
        ("in", "afternoon" | "evening", _) => Some((true, hour + 2)),
        ("at", "night", _) => {
            // (In digits or words: "10 at night", "ten at night".)
            let after_six = numbers::quantity_at(t, hour).is_some_and(|q| q.value >= 6.0);
            Some((after_six, hour + 2))
        }
        _ => None,
    }
}

/// "from six to eight in the evening" with its first hour, `first` o'clock, at token `hour`:
/// whether that hour is after noon, told by the half of the day said after the window's
/// second hour (a bare hour after "to", "until" or "till", or "and" after "between"). The first hour is in the same half
/// of the day unless it is later on the clock ("from eleven to two at night" starts before
/// midnight); `None` when no half of the day follows the second hour.
fn half_of_the_day_of_a_window(t: &[Tok<'_>], hour: usize, first: f64) -> Option<bool> {
    let between = hour > 0 && t[hour - 1].text == "between";
    let joined = |x: &Tok<'_>| match &*x.text {
        "to" | "until" | "till" => true,
        "and" => between,
        _ => false,
    };
    if !t.get(hour + 1).is_some_and(joined) {
        return None;
    }
    let second = numbers::quantity_at(t, hour + 2).filter(is_bare_hour)?;
    let (pm, _) = half_of_the_day_after(t, hour + 2)?;
    // (12 o'clock opens its half of the day.)
    let later = first % 12.0 > second.value % 12.0;
    Some(pm != later)
}

/// "between 9 and 5" with its first hour at `number`: two whole hours of the clock (1 to 12,
/// no unit), the first later than the second, which only a window of the clock that runs
/// past noon reads ("between 2 and 5" may count). Their keys, as [`bare_hour_side`]'s hours
/// are keyed ("h9?", "h5?").
fn hour_window(t: &[Tok<'_>], number: usize) -> Option<[String; 2]> {
    let hour = |k: usize| {
        t.get(k)
            .filter(|x| x.kind == TokKind::Number)
            .and_then(|x| x.text.parse::<u32>().ok())
            .filter(|h| (1..=12).contains(h))
    };
    let opens = number
        .checked_sub(1)
        .is_some_and(|k| &*t[k].text == "between")
        && t.get(number + 1).is_some_and(|x| &*x.text == "and");
    let (first, second) = (hour(number).filter(|_| opens)?, hour(number + 2)?);
    let unit_after = t
        .get(number + 3)
        .is_some_and(|x| x.kind == TokKind::Word && !is_function_word(&x.text));
    (first > second && !unit_after).then(|| [format!("h{first}?"), format!("h{second}?")])
}

/// "10 miles per hour", "16 kilometres an hour", "1 metre per second": a distance per hour or
/// per second is a speed, in the unit its symbol names ("mph", "km/h", "m/s"), the words "per
/// hour" taken into the quantity.
fn speed_per_hour(t: &[Tok<'_>], number: usize, mut q: numbers::Quantity) -> numbers::Quantity {
    let w = |k: usize| t.get(k).map_or("", |x| &*x.text);
    if !matches!(q.unit.as_deref(), Some("mile" | "km" | "m")) {
        return q;
    }
    let after = past_the_quantity(t, number, &q);
    let per_hour = matches!(w(after + 1), "hour" | "hr" | "h");
    let per_second = matches!(w(after + 1), "second" | "sec" | "s");
    let speed = match q.unit.as_deref() {
        Some("mile") if per_hour => "mph",
        Some("km") if per_hour => "km/h",
        Some("m") if per_second => "m/s",
        _ => return q,
    };
    if matches!(w(after), "per" | "an" | "a") {
        q.unit = Some(Cow::Borrowed(speed));
        q.len = after + 2 - number;
    }
    q
}

/// The number `q` at token `number` of `t` (ranges into `text`) with what the number reader
/// leaves out of a temperature: a minus sign written right before it ("-18", "−18", not the
/// hyphen of "1-2") and a scale after a degree sign ("°C", "°F", "℃", "℉"), read as the
/// unit "°c" or "°f" (`q`'s unit otherwise).
fn signed_temperature(
    text: &str,
    t: &[Tok<'_>],
    number: usize,
    mut q: numbers::Quantity,
) -> numbers::Quantity {
    let start = t[number].range.start;
    let before = text.get(..start).unwrap_or("");
    if let Some(rest) = before
        .strip_suffix('-')
        .or_else(|| before.strip_suffix('−'))
        && !rest.ends_with(|c: char| c.is_alphanumeric())
    {
        q.value = -q.value;
    }
    let end = t.get(number + q.len - 1).map_or(start, |x| x.range.end);
    let after = text.get(end..).unwrap_or("").trim_start();
    // "minus 18 degrees", "minus 18 °C": the sign said as a word before a temperature (not
    // "the total minus 5", a sum, pol64); or after a preposition placing a value on a scale
    // or a copula, where no sum's first term stands ("the room is at minus 5", "down to minus
    // 3", "is minus 2"; not "left minus two wagons", a "without": pol65b).
    if number > 0
        && &*t[number - 1].text == "minus"
        && (after.starts_with(['°', 'º', '℃', '℉'])
            || after
                .get(..6)
                .is_some_and(|w| w.eq_ignore_ascii_case("degree"))
            || number.checked_sub(2).is_some_and(|k| {
                matches!(
                    &*t[k].text,
                    "at" | "to"
                        | "of"
                        | "from"
                        | "below"
                        | "above"
                        | "under"
                        | "over"
                        | "around"
                        | "about"
                        | "between"
                        | "and"
                        | "is"
                        | "are"
                        | "was"
                        | "were"
                        | "be"
                )
            }))
    {
        q.value = -q.value;
    }
    let scale = if let Some(rest) = after.strip_prefix(['°', 'º']) {
        rest.chars().next().map(|c| c.to_ascii_lowercase())
    } else {
        after.chars().next().and_then(|c| match c {
            '℃' => Some('c'),
            '℉' => Some('f'),
            _ => None,
        })
    };
    match scale {
        Some('c') => q.unit = Some(Cow::Borrowed("°c")),
        Some('f') => q.unit = Some(Cow::Borrowed("°f")),
        _ => {}
    }
    q
}

/// Tokens after a date looked through for the other end of its span ("from 9 to 5").
const SPAN_REACH: usize = 4;

/// "from 11 am", "starting Monday": a time at token `date` that opens a span with no end
/// named after it is a lower bound, as "after 11 am" is ("from 10 pm to 7 am" is a window).
fn open_span_from(t: &[Tok<'_>], date: usize) -> Option<Direction> {
    let opens = date
        .checked_sub(1)
        .is_some_and(|k| matches!(&*t[k].text, "from" | "starting"));
    let closed = || {
        t.iter()
            .skip(date + 1)
            .take(SPAN_REACH)
            .any(|x| matches!(&*x.text, "to" | "until" | "till" | "through" | "-" | "–"))
    };
    (opens && !closed()).then_some(Direction::Lower)
}

/// "q8h" (every 8 hours), "q4-6h" (every 4 to 6 hours): a dosing interval in the shorthand
/// of prescriptions, as its hours (a range's two ends); `None` for any other word.
fn dosing_interval(word: &str) -> Option<(f64, Option<f64>)> {
    let hours = word.strip_prefix('q')?.strip_suffix('h')?;
    let number = |s: &str| {
        (!s.is_empty() && s.bytes().all(|b| b.is_ascii_digit()))
            .then(|| s.parse::<f64>().ok())
            .flatten()
    };
    match hours.split_once('-') {
        Some((low, high)) => Some((number(low)?, Some(number(high)?))),
        None => Some((number(hours)?, None)),
    }
}

/// "on Friday at the latest" (upper), "by 9am at the earliest" (lower): the side a closing
/// "at (the) latest" or "at (the) earliest" after the date ending at token `end` bounds it on.
fn side_closed_after(t: &[Tok<'_>], end: usize) -> Option<Direction> {
    let w = |k: usize| t.get(k).map_or("", |x| &*x.text);
    // (A clock time's reading may end on the "at" already: "by 7:30 at the latest".)
    let at = if w(end) == "at" { end } else { end + 1 };
    if w(at) != "at" {
        return None;
    }
    let last = if w(at + 1) == "the" { at + 2 } else { at + 1 };
    match w(last) {
        "latest" => Some(Direction::Upper),
        "earliest" => Some(Direction::Lower),
        _ => None,
    }
}

/// "about 12", "a dozen or so", "12-ish", "~12".
fn is_approximate(text: &str, t: &[Tok<'_>], number: usize, len: usize) -> bool {
    let w = |k: usize| t.get(k).map_or("", |x| &*x.text);
    let before = number.checked_sub(1).map_or("", w);
    let before2 = number.checked_sub(2).map_or("", w);
    // "~150": the tokenizer reads `~` as markup and skips it; the text still has it.
    let tilde = t[number]
        .range
        .start
        .checked_sub(1)
        .is_some_and(|k| text.as_bytes().get(k) == Some(&b'~'));
    tilde
        || numbers::is_approximator(before)
        // "approx. 3 days": the clipped word's full stop between.
        || before == "." && numbers::is_approximator(before2)
        || before == "some"
        // "waited like 40 minutes", "for like twenty minutes": a hedge said in speech
        // (pol67b); not the verb, "I'd like 3 boxes", "we like 2 coats".
        || before == "like" && !is_subject_or_modal(before2)
        || matches!(before2, "about" | "around" | "roughly" | "approximately") && before == "a"
        // "around half a minute": the approximator before the fraction the number reads after.
        || before == "half" && numbers::is_approximator(before2)
        || (number + len..number + len + 3)
            .any(|k| w(k) == "or" && w(k + 1) == "so" || matches!(w(k), "ish" | "-ish"))
}

/// `w` is a subject pronoun or a modal a verb "like" could follow ("I'd like", "we like").
fn is_subject_or_modal(w: &str) -> bool {
    lexicon::is_one_of(
        w,
        &[
            "i", "we", "you", "they", "he", "she", "i'd", "we'd", "you'd", "they'd", "he'd",
            "she'd", "would", "'d", "d", "to", "don't", "didn't", "doesn't", "really", "also",
        ],
    )
}

/// The keys of the two clock times of a window written as one token ("1am-4am",
/// "09:00-17:00", "10:30pm-1am"), as [`date_key`] keys them ("h1", "h4"); `None` for any other
/// token, or when a side is no clock time ("2-4", "9-5": bare hours are read as a range).
fn clock_window(tok: &Tok<'_>) -> Option<[String; 2]> {
    if tok.kind != TokKind::Number {
        return None;
    }
    let (from, to) = tok.text.split_once(['-', '–'])?;
    Some([clock_key(from)?, clock_key(to)?])
}

/// The [`date_key`] of a clock time written in one word: "4am" is "h4", "17:00" "h17",
/// "10:30pm" "h22:30"; a bare number ("9") is no clock time.
fn clock_key(w: &str) -> Option<String> {
    let (digits, pm) = match (w.strip_suffix("am"), w.strip_suffix("pm")) {
        (Some(d), _) => (d, Some(false)),
        (_, Some(d)) => (d, Some(true)),
        _ => (w, None),
    };
    let (hour, minutes) = match digits.split_once(':') {
        Some((h, m)) if m.len() == 2 => (h.parse::<u32>().ok()?, m.parse::<u32>().ok()?),
        None if pm.is_some() => (digits.parse::<u32>().ok()?, 0),
        _ => return None,
    };
    if hour > 24 || minutes > 59 || pm.is_some() && !(1..=12).contains(&hour) {
        return None;
    }
    let hour = pm.map_or(hour, |pm| hour % 12 + if pm { 12 } else { 0 });
    let minutes = if minutes == 0 {
        String::new()
    } else {
        format!(":{minutes:02}")
    };
    Some(format!("h{hour}{minutes}"))
}

/// Normalised key of a date or time at token `k`: "friday", "march 14", "h18" for 6pm / 18:00.
/// `quantity` is [`numbers::quantity_at`]`(t, k)`, which the caller has read.
fn date_key(t: &[Tok<'_>], k: usize, quantity: Option<&numbers::Quantity>) -> String {
    let w = &*t[k].text;
    if let Some(month) = month_after_day(t, k) {
        return month_day_key(&t[month].text, w);
    }
    if let Some(key) = iso_date_key(w) {
        return key;
    }
    // "by 0715" is "by 07:15" ("h7:15"; pol44), "after 12.30" is "after 12:30" (pol60).
    if let Some((hour, minutes)) = numbers::clock_time_without_colon(t, k) {
        return if minutes == 0 {
            format!("h{hour}")
        } else {
            format!("h{hour}:{minutes:02}")
        };
    }
    if let Some(q) = quantity {
        // "8:30" is not "8:00": minutes other than zero are part of the key ("h8:30"), read
        // after a colon or a dot ("10.30pm").
        let clock = w.split_once(':').or_else(|| w.split_once('.'));
        let minutes = clock
            .and_then(|(_, m)| m.get(..2))
            .and_then(|m| m.parse::<u32>().ok())
            .filter(|&m| m != 0)
            .map_or(String::new(), |m| format!(":{m:02}"));
        let hour = |h: i64, pm: bool| format!("h{}{minutes}", h % 12 + if pm { 12 } else { 0 });
        match q.unit.as_deref() {
            Some("pm") => return hour(q.value as i64, true),
            Some("am") => return hour(q.value as i64, false),
            // "at eight o'clock" = "at 8 o'clock" = "at eight": a bare hour.
            Some("o'clock") if is_bare_hour(q) => return format!("h{}?", q.value as i64),
            _ => {}
        }
        if let Some((h, rest)) = w.split_once(':') {
            let h = h.parse::<i64>().unwrap_or(-1);
            // "10:30pm": the half of the day glued after the minutes, or the next word
            // ("8:30 pm").
            let next = t.get(k + 1).map_or("", |x| &*x.text);
            return match rest.get(2..) {
                Some("pm") => hour(h, true),
                Some("am") => hour(h, false),
                _ if matches!(next, "pm" | "p.m" | "p.m.") => hour(h, true),
                _ if matches!(next, "am" | "a.m" | "a.m.") => hour(h, false),
                // "after 4:30" with no half of the day: morning or afternoon, keyed as a bare
                // hour ("h4:30?", the same time as "16:30" or "4:30am"); not "04:30" nor
                // "16:30", which say the half (corpus30b).
                _ if (1..=11).contains(&h) && !w.starts_with('0') => format!("h{h}{minutes}?"),
                _ => format!("h{h}{minutes}"),
            };
        }
        // "after 30 days" and "after 30 hours" are different times; "after 24 hours" and
        // "after one day" the same.
        if let Some(unit) = q.unit.as_deref().filter(|u| numbers::is_time_unit_name(u)) {
            return match super::unit_scale(unit) {
                Some(super::Scale::Seconds(s)) => format!("t{}", q.value * s),
                _ => format!("{} {unit}", q.value),
            };
        }
        return w
            .trim_end_matches(|c: char| c.is_ascii_alphabetic())
            .to_string();
    }
    // "end of day" = "close of business" = "EOD" = "COB"; "end of play" = "EOP"; "end of the
    // week" = "EOW".
    if let Some((_, key)) = period_after_end(t, k) {
        return key.to_string();
    }
    // "noon" is 12pm and "midnight" 12am, as the hours above are keyed.
    match w {
        "eod" | "cob" | "eob" | "eop" => return "eod".to_string(),
        "noon" | "midday" => return "h12".to_string(),
        // "every AM" = "every morning"; "PM" is the afternoon or the evening.
        "am" | "a.m" => return "mor".to_string(),
        "pm" | "p.m" => return "pm".to_string(),
        "midnight" => return "h0".to_string(),
        // A stretch of the night, no point in it: see [`DateFact::is_vague`].
        "overnight" => return "overnight".to_string(),
        _ => {}
    }
    if let Some(key) = part_of_day_key(w) {
        return key.to_string();
    }
    // "March 14" names a day; "Wednesday 12pm" a weekday and a time.
    match day_after_month(t, k) {
        Some(d) => month_day_key(w, &t[d].text),
        None => w[..w.len().min(3)].to_string(),
    }
}

/// `word` (lower case) is two or more day or month names joined by slashes ("tues/fri",
/// "sat/sun"): a list of dates, no word of the rule.
fn date_names_joined(word: &str) -> bool {
    // Two names of at least three letters and the slash: seven bytes or more.
    word.len() >= 7
        && word.contains('/')
        && word
            .split('/')
            .all(|part| part.len() >= 3 && numbers::names_a_date(part))
}

/// "Sunday-open", "Friday-evening", "Saturday-night": a weekday's name opening a hyphenated
/// word; the name and the rest of the word.
fn weekday_compound(word: &str) -> Option<(&str, &str)> {
    let (day, rest) = word.split_once('-')?;
    (!rest.is_empty() && day.ends_with("day") && numbers::is_date_name(day)).then_some((day, rest))
}

/// After "end" or "close" at token `k`, the period it ends: "end of day", "close of
/// business", "end of the week". The period's token and the key of its end ("eod" for the
/// working day, business and play alike; "eow", "eom", "eoq", "eoy").
fn period_after_end(t: &[Tok<'_>], k: usize) -> Option<(usize, &'static str)> {
    let w = |i: usize| t.get(i).map_or("", |x| &*x.text);
    if !matches!(w(k), "end" | "close") || w(k + 1) != "of" {
        return None;
    }
    let noun = if w(k + 2) == "the" { k + 3 } else { k + 2 };
    let key = match w(noun) {
        "day" | "business" | "play" => "eod",
        "week" => "eow",
        "month" => "eom",
        "quarter" => "eoq",
        "year" => "eoy",
        _ => return None,
    };
    Some((noun, key))
}

/// The key of day `day` ("14", "3rd") of month `month` ("March", "mar"): "mar 14", however
/// the date is written ("March 14th", "14 March", "the 14th of March").
fn month_day_key(month: &str, day: &str) -> String {
    let day = day.trim_end_matches(|c: char| c.is_ascii_alphabetic());
    format!("{} {day}", &month[..month.len().min(3)])
}

/// The key of an ISO date ("2026-02-03", "2026-02-03t09:00", lower case) as
/// [`month_day_key`] keys "3 Feb": a date a JSON record or a log wrote is the one its summary
/// names in words.
fn iso_date_key(word: &str) -> Option<String> {
    const MONTHS: [&str; 12] = [
        "jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec",
    ];
    let date = word.get(..10)?;
    let (year, rest) = date.split_once('-')?;
    let (month, day) = rest.split_once('-')?;
    let digits =
        |part: &str, len: usize| part.len() == len && part.bytes().all(|b| b.is_ascii_digit());
    if !digits(year, 4)
        || !digits(month, 2)
        || !digits(day, 2)
        || word.len() > 10 && !word[10..].starts_with('t')
    {
        return None;
    }
    let month = MONTHS.get(month.parse::<usize>().ok()?.checked_sub(1)?)?;
    let day = day.parse::<u8>().ok().filter(|d| (1..=31).contains(d))?;
    Some(format!("{month} {day}"))
}

/// `word` (lower case) names a month ("march", "mar", "sept").
pub(super) fn is_month(word: &str) -> bool {
    numbers::is_date_name(word)
        && matches!(
            word.get(..3),
            Some(
                "jan"
                    | "feb"
                    | "mar"
                    | "apr"
                    | "may"
                    | "jun"
                    | "jul"
                    | "aug"
                    | "sep"
                    | "oct"
                    | "nov"
                    | "dec"
            )
        )
        || word == "may"
}

/// Token `k` is a day of a month, one or two digits from 1 to 31 with or without an ordinal
/// suffix ("14", "3rd"): not a year ("March 2026") nor a count.
fn is_day_of_month(t: &[Tok<'_>], k: usize) -> bool {
    t.get(k)
        .is_some_and(|x| x.kind == TokKind::Number && is_day_number(&x.text))
}

/// `word` is a day of a month in digits from 1 to 31, with or without an ordinal suffix
/// ("14", "3rd", "21st"; not "5pm", "2026").
pub(super) fn is_day_number(word: &str) -> bool {
    let digits = word.trim_end_matches(|c: char| c.is_ascii_alphabetic());
    matches!(&word[digits.len()..], "" | "st" | "nd" | "rd" | "th")
        && matches!(digits.parse::<u8>(), Ok(1..=31))
}

/// Where the day of month `k` is when it follows the month ("March 14", "Mar 3rd").
fn day_after_month(t: &[Tok<'_>], k: usize) -> Option<usize> {
    (is_month(&t[k].text) && is_day_of_month(t, k + 1)).then_some(k + 1)
}

/// Token `k` is the day after a month ("March 14") or the month after a day ("14 March",
/// "14th of March"): the date read at the token before took it in.
fn completes_a_date(t: &[Tok<'_>], k: usize) -> bool {
    k > 0 && day_after_month(t, k - 1) == Some(k)
        || (1..=2).any(|back| k >= back && month_after_day(t, k - back) == Some(k))
}

/// Where the month is when day `k` comes before it ("14 March", "3rd of May").
fn month_after_day(t: &[Tok<'_>], k: usize) -> Option<usize> {
    if !is_day_of_month(t, k) {
        return None;
    }
    let month = if t.get(k + 1).is_some_and(|x| x.text == "of") {
        k + 2
    } else {
        k + 1
    };
    t.get(month).filter(|m| is_month(&m.text)).map(|_| month)
}

fn is_strong(w: &str) -> bool {
    matches!(
        w,
        "must"
            | "shall"
            | "required"
            | "mandatory"
            | "always"
            | "never"
            | "mustn't"
            | "cannot"
            | "can't"
            | "forbidden"
            | "prohibited"
            | "banned"
            | "strictly"
            | "compulsory"
            | "obligatory"
            | "only"
            // In a binding sentence, "will" states a policy ("requests without a key will be
            // rejected"): "may" in its place weakens it.
            | "will"
    )
}

/// A noun whose instances are told apart by a number ("version no.", "booking no.").
pub(super) fn is_numbered_noun(w: &str) -> bool {
    matches!(
        w,
        "version"
            | "confirmation"
            | "phone"
            | "order"
            | "invoice"
            | "account"
            | "reference"
            | "ref"
            | "ticket"
            | "room"
            // Tax and trade codes an invoice or a record quotes ("IEC no.", "GST no.", "PO
            // no."; session 30), and people's numbered records.
            | "iec"
            | "gst"
            | "gstin"
            | "vat"
            | "tax"
            | "po"
            | "pan"
            | "ein"
            | "tin"
            | "abn"
            | "sku"
            | "imei"
            | "nhs"
            | "ssn"
            | "passport"
            | "contract"
            | "claim"
            | "patient"
            | "customer"
            | "employee"
            | "student"
            | "badge"
            | "serial"
            | "model"
            | "policy"
            | "case"
            | "item"
            | "part"
            | "tracking"
            | "booking"
            | "flight"
            | "seat"
            | "member"
            | "membership"
            | "registration"
            | "license"
            | "licence"
            | "pen"
            | "tank"
            | "cage"
            | "plate"
            | "pl"
            | "build"
            | "desk"
            | "year"
            | "gate"
            | "bay"
            | "platform"
            | "lane"
            | "ward"
            | "bed"
            | "table"
            | "berth"
            | "dock"
            | "pier"
            | "floor"
            | "level"
            | "zone"
            | "block"
            | "route"
            | "bus"
            | "track"
            | "aisle"
            | "court"
            | "pitch"
            | "studio"
            | "terminal"
            | "locker"
            | "pump"
            | "shelf"
            | "rack"
            | "ext"
            | "extension"
            | "apt"
            | "flat"
            | "suite"
            | "cabin"
            | "rm"
            | "nr"
            // "Client requirements for batch 7:": a batch, lot, sprint or phase by its number.
            | "batch"
            | "lot"
            | "sprint"
            | "phase"
    )
}

/// Most tokens read after a verb of removing for the limit it removes ("removed the
/// three-quote limit").
const LIMIT_NOUN_REACH: usize = 4;

/// Token `i` is one of at most three words between quotation marks: the name of a status, a
/// button or a sign ("mark it 'Cannot Reproduce'", "set it to 'Won't Fix'", "the 'Do Not
/// Disturb' sign"), or a word quoted as said ("reply 'no'"), that denies nothing of the rule
/// (not a quoted order of more words: "she said 'don't touch the server'").
fn in_a_quoted_name(t: &[Tok<'_>], i: usize) -> bool {
    let quoted_word = |x: &&Tok<'_>| x.quoted && x.kind != TokKind::Quote;
    let before = t[..i].iter().rev().take_while(quoted_word).count();
    let after = t[i + 1..].iter().take_while(quoted_word).count();
    before + 1 + after <= 3
}

/// A noun naming a limit or a rule that a revocation ends ("limit", "cap", "rule").
fn is_limit_noun(w: &str) -> bool {
    matches!(
        w,
        "limit" | "limits" | "cap" | "caps" | "ceiling" | "restriction" | "restrictions" | "rule"
    )
}

/// Token `i` lies in a short quoted name of a few words, a status, button or label ("mark
/// it 'Cannot Reproduce'", "set it to \"Won't Fix\""): the name's words negate nothing (not a
/// quoted order of more words, "she said \"don't touch the router\"").
fn in_quoted_name(t: &[Tok<'_>], i: usize) -> bool {
    if !t[i].quoted {
        return false;
    }
    let start = t[..i].iter().rposition(|x| !x.quoted).map_or(0, |k| k + 1);
    let end = t[i..]
        .iter()
        .position(|x| !x.quoted)
        .map_or(t.len(), |k| i + k);
    end - start <= QUOTED_NAME_WORDS && (start > 0 || end < t.len())
}

/// Token `i` lies in a clause giving the reason for the rule ("leave the home office ones
/// aside because I haven't decided yet"): its negation is the reason's, not the rule's (the
/// rule's own negation, "don't touch it because ...", comes first and is the one read).
fn in_reason_clause(t: &[Tok<'_>], i: usize) -> bool {
    t[..i]
        .iter()
        .rev()
        .take_while(|x| !matches!(x.kind, TokKind::Punct(',' | ';' | ':' | '.')))
        .any(|x| matches!(&*x.text, "because" | "cos" | "coz" | "'cause"))
}

/// The most words of a quoted name ("Do Not Disturb").
const QUOTED_NAME_WORDS: usize = 3;

/// The negated auxiliary at token `i` opens a question tag: after a comma, a personal
/// pronoun after it, then the sentence's end ("..., isn't it.", "..., won't you?"; not
/// "..., don't touch it", an order after the comma).
fn is_question_tag(t: &[Tok<'_>], i: usize) -> bool {
    i > 0
        && t[i - 1].is_punct(',')
        && t.get(i + 1).is_some_and(|x| {
            matches!(
                &*x.text,
                "it" | "you" | "they" | "we" | "he" | "she" | "i" | "there" | "ya" | "y'all"
            )
        })
        && t.get(i + 2)
            .is_none_or(|x| x.is_punct('?') || x.is_punct('.') || x.is_punct('!'))
}

/// A negation with scope over an action, at token `i`.
fn is_negator(t: &[Tok<'_>], i: usize) -> bool {
    let w = |k: usize| t.get(k).map_or("", |x| &*x.text);
    let word = w(i);
    if t[i].quoted && in_a_quoted_name(t, i) {
        return false;
    }
    let negator = match word {
        "not" => !matches!(
            w(i + 1),
            "more"
                | "less"
                | "fewer"
                | "only"
                | "just"
                | "later"
                | "earlier"
                | "sooner"
                | "exceed"
                | "exceeding"
                | "sure"
                // "my English is not great": a judgement, not a ban.
                | "great"
                | "good"
                | "ideal"
                | "perfect"
                | "bad"
        ),
        // "no longer" after a modal takes leave back ("you may no longer use it"); "no rush",
        // "no worries": a way of speaking, no ban.
        "no" if w(i + 1) == "longer" => {
            i > 0
                && matches!(
                    w(i - 1),
                    "may" | "can" | "could" | "will" | "should" | "must"
                )
        }
        // ("no matter the size" = "regardless of the size".)
        "no" if matches!(
            w(i + 1),
            "rush" | "worries" | "worry" | "problem" | "pressure" | "hurry" | "matter"
        ) =>
        {
            false
        }
        // "with no acknowledgement": "without", a condition (see `condition_at`).
        "no" if i > 0 && w(i - 1) == "with" => false,
        // "Wash your hands between patients, no?": a question tag asking agreement, after a
        // comma and closed by "?", negates nothing (pol63).
        "no" if i > 0
            && t[i - 1].is_punct(',')
            && t.get(i + 1).is_some_and(|x| x.is_punct('?')) =>
        {
            false
        }
        // "Max two in the cage at once, isn't it.", "Sign the sheet, won't you?": a tag asking
        // agreement, after a comma, closing its sentence, negates nothing (pol64).
        "isn't" | "aren't" | "don't" | "doesn't" | "won't" | "wasn't" | "weren't" | "didn't"
        | "can't" | "wouldn't" | "couldn't" | "shouldn't" | "haven't" | "hasn't"
            if is_question_tag(t, i) =>
        {
            false
        }
        // "No, 7:30 at the earliest": an answer turning a proposal down, the value said after
        // it the rule (not "No, not yet", whose "not" is the negation read).
        "no" if i == 0
            && t.get(1).is_some_and(|x| x.is_punct(','))
            && t.get(2).is_some_and(|x| x.kind == TokKind::Number) =>
        {
            false
        }
        // "version no., e.g. v2.3.1", "confirmation no. in the note", "room no. 5": the
        // abbreviation of "number".
        "no" if t.get(i + 1).is_some_and(|x| x.kind == TokKind::Punct('.'))
            && (t
                .get(i + 2)
                .is_some_and(|x| matches!(x.kind, TokKind::Punct(',') | TokKind::Number))
                || i > 0 && is_numbered_noun(w(i - 1))) =>
        {
            false
        }
        "no" => {
            !matches!(
                w(i + 1),
                "more" | "fewer" | "less" | "later" | "earlier" | "sooner" | "longer"
            )
            // "no more apologies": none from now on (not "no more than two", a bound).
            || w(i + 1) == "more"
                && t[i + 2..]
                    .iter()
                    .take(6)
                    .take_while(|x| x.kind != TokKind::Punct('.'))
                    .all(|x| x.text != "than")
        }
        "nobody" if w(i + 1) == "else" && closes_a_list_or_bars_the_rest(t, i) => false,
        // "nobody's rostered there for more than 4 nights": "nobody is", the subject opening
        // its clause (not the possessive of "it's nobody's business", "nobody's fault").
        "nobody's" => {
            (i == 0
                || t[i - 1].kind != TokKind::Word
                || matches!(
                    w(i - 1),
                    "and" | "but" | "so" | "or" | "also" | "then" | "because"
                ))
                && t.get(i + 1).is_some_and(|x| x.kind == TokKind::Word)
                && !matches!(
                    w(i + 1),
                    "fault" | "business" | "problem" | "job" | "concern" | "idea" | "friend"
                )
        }
        "don't" | "dont" | "doesn't" | "never" | "nobody" | "nothing" | "none" | "neither"
        | "nor" | "cannot" | "can't" | "mustn't" | "shouldn't" | "won't" | "isn't" | "aren't"
        | "wasn't" | "weren't" | "hasn't" | "haven't" | "hadn't" | "didn't" | "wouldn't"
        | "couldn't" | "needn't" | "shan't" | "forbidden" | "prohibited" | "banned"
        | "disallowed" | "off-limits" | "hands-off" | "avoid" | "refrain" | "seldom" | "rarely"
        | "hardly" | "omit" | "exclude" | "no-go" | "refuse" | "decline" | "reject" | "without"
        | "w/o" => true,
        // "leave it alone"; "leave shellfish out of every recipe" = "exclude it".
        "leave" => t[i + 1..]
            .iter()
            .take(5)
            .any(|x| x.text == "alone" || x.text == "out"),
        // "hold off", and "hold all outbound emails until legal has reviewed them": not
        // before then.
        "hold" => w(i + 1) == "off" || t[i + 1..].iter().take(8).any(|x| x.text == "until"),
        // "stop merging", "asked us to stop merging": before a gerund it is always "do not".
        "stop" | "skip" => {
            i == 0
                || !t[i - 1].kind.eq(&TokKind::Word)
                || matches!(
                    w(i - 1),
                    "please" | "and" | "but" | "always" | "just" | "then" | "so" | "also" | "now"
                )
                || word == "stop" && w(i + 1).len() > 4 && w(i + 1).ends_with("ing")
        }
        // "off the table", "off limits" (spelled apart).
        "off" => w(i + 1) == "the" && w(i + 2) == "table" || w(i + 1) == "limits",
        "ignore" => true,
        // "we're unable to refund it" = "we can't refund it".
        "unable" => w(i + 1) == "to",
        // "forget about locking it", "forget the 100-line rule": a revocation (not "don't
        // forget", read at its "don't").
        // After a speaker's label too ("User (later): actually forget the rule ...").
        "forget" => {
            i == 0
                || matches!(
                    w(i - 1),
                    "please" | "just" | "and" | "so" | "then" | "now" | "actually" | ":"
                )
        }
        // "removed the three-quote limit", "lift the cap": a limit revoked, as "forget the
        // limit" is (not "remove the logs").
        // (Not a compound's noun: "the two-person lift rule", "the lift limit is 200 kg".)
        "remove" | "removed" | "lift" | "lifted" => {
            !(i > 0 && word == "lift" && t.get(i + 1).is_some_and(|x| is_limit_noun(&x.text)))
                && t[i + 1..]
                    .iter()
                    .take(LIMIT_NOUN_REACH)
                    .take_while(|x| !matches!(x.kind, TokKind::Punct(_)))
                    .any(|x| is_limit_noun(&x.text))
        }
        // "treat any write as out of bounds" = "off limits"; "keep the dog out of the
        // kitchen" (not "keep it cool; if it drifts out of range", another clause's "keep").
        "out" => w(i + 1) == "of" && (w(i + 2) == "bounds" || kept_out_of(t, i)),
        // "quarantine it instead of deleting it", "archive rather than deleting": the action
        // after it is the one not to do.
        // "bullet points instead of paragraphs", "escalate rather than guess": a bare verb or
        // a noun after "instead of" and "rather than" too (not a function word, not "sooner
        // rather than later").
        "instead" => {
            w(i + 1) == "of" && (w(i + 2).ends_with("ing") || names_the_other_choice(t, i + 2))
        }
        "rather" => w(i + 1) == "than" && names_the_other_choice(t, i + 2),
        // "prefers bullet points over paragraphs": the choice not to make, after a verb of
        // preference (not "over 2 MB", a bound).
        "over" => {
            names_the_other_choice(t, i + 1)
                && t[i.saturating_sub(6)..i].iter().any(|x| {
                    matches!(
                        &*x.text,
                        "prefer"
                            | "prefers"
                            | "preferred"
                            | "favor"
                            | "favors"
                            | "favour"
                            | "favours"
                    )
                })
        }
        _ => false,
    };
    if !negator || matches!(word, "without" | "w/o") {
        // "without" negates the condition, not the action: counted as a condition.
        return false;
    }
    // "don't exceed 12" is a bound, not a negated action.
    let mut v = i + 1;
    while is_between_negation_and_bound(w(v)) {
        v += 1;
    }
    // "don't forget to lock the door" orders the locking: two negatives, no ban.
    // ("Don't top up the barrels", "never top off the tank": the verb "top up", no bound.)
    let tops_up = w(v) == "top" && matches!(w(v + 1), "up" | "off");
    (tops_up || !is_exceeding_word(w(v))) && w(i + 1) != "forget"
}

/// The hedge a rule done only when a resource spares it is recorded as ("when space
/// allows", "if time permits"; see [`resource_spares_it`]).
pub(crate) const RESOURCE_HEDGE: &str = "when it allows";

/// After the condition word at `i`, a resource ("time", "space", "the budget") and "allows"
/// or "permits": how many tokens that phrase takes after `i` ("when space allows": 2).
fn resource_spares_it(t: &[Tok<'_>], i: usize) -> Option<usize> {
    let w = |k: usize| t.get(k).map_or("", |x| &*x.text);
    let noun = i + 1 + usize::from(matches!(w(i + 1), "the" | "our" | "your"));
    (matches!(
        w(noun),
        "time"
            | "space"
            | "room"
            | "budget"
            | "weather"
            | "capacity"
            | "schedule"
            | "stock"
            | "workload"
            | "staffing"
    ) && matches!(w(noun + 1), "allows" | "permits" | "allow" | "permit"))
    .then_some(noun + 1 - i)
}

/// The "out" at token `out` (before "of") is what a "keep" earlier in its own clause orders
/// ("keep the dogs out of the kitchen"): no semicolon nor condition word ("if", "when",
/// "unless", ...) between them, which would open another clause ("keep it between 2 and 8
/// °C; if it drifts out of range, ...").
fn kept_out_of(t: &[Tok<'_>], out: usize) -> bool {
    t[..out]
        .iter()
        .rev()
        .take_while(|x| {
            x.kind != TokKind::Punct(';')
                && !matches!(
                    &*x.text,
                    "if" | "when" | "whenever" | "unless" | "once" | "should"
                )
        })
        .any(|x| {
            // "the starter stays out of the walk-in" = "keep the starter out of the walk-in"
            // (corpus32).
            matches!(&*x.text, "keep" | "stay" | "stays" | "remain" | "remains")
        })
}

/// Token `k` names the other choice of a contrast ("rather than paragraphs", "instead of
/// MySQL", "in the body rather than the subject": read past an article): a word, not a
/// function word nor "later", "sooner" or "now".
fn names_the_other_choice(t: &[Tok<'_>], k: usize) -> bool {
    let k = k + usize::from(
        t.get(k)
            .is_some_and(|x| matches!(&*x.text, "the" | "a" | "an")),
    );
    t.get(k).is_some_and(|x| {
        x.kind == TokKind::Word
            && !matches!(&*x.text, "later" | "sooner" | "now")
            && x.class & lexicon::ENGLISH_FUNCTION_WORD == 0
    })
}

/// Words that may stand between a negation and the bound it makes: "don't ever go over",
/// "never let it exceed", "must not be above".
fn is_between_negation_and_bound(w: &str) -> bool {
    matches!(
        w,
        "ever" | "be" | "to" | "go" | "not" | "let" | "it" | "the" | "you"
    )
}

/// Comparators that read "more than" on their own: a negation before them makes the bound
/// Token `i` is a "not" before "past" or "beyond" that no bound reads as its comparator, a
/// word after it ("Ute: not past hut gate after 16:00", "vehicles not beyond the car park";
/// corpus30): a place not to go past, a ban, where "not past 5pm" is a bound.
fn not_past_a_place(t: &[Tok<'_>], i: usize, bounds: &[numbers::Bound]) -> bool {
    t[i].text == "not"
        && t.get(i + 1)
            .is_some_and(|x| matches!(&*x.text, "past" | "beyond"))
        && t.get(i + 2).is_some_and(|x| x.kind == TokKind::Word)
        && !bounds.iter().any(|b| b.comparator == i + 1)
}

/// The side "exceeds" ("exceed", "exceeded", "surpasses") leaves its own number out of, as
/// "exceeding" and "over" do ("exceeds 500" is "> 500"; a negation in front still makes the
/// ceiling inclusive: "must not exceed 40" is "≤ 40").
fn exceeds_leaves_out(w: &str) -> Option<Direction> {
    matches!(
        w,
        "exceed" | "exceeds" | "exceeded" | "surpass" | "surpasses"
    )
    .then_some(Direction::Lower)
}

/// ([`is_negator`] does not count it as a negated action).
fn is_exceeding_word(w: &str) -> bool {
    matches!(
        w,
        "exceed"
            | "exceeds"
            | "exceeding"
            | "surpass"
            | "over"
            | "above"
            | "beyond"
            | "past"
            | "top"
    )
}

/// The direction of the bound `b` as its words read, and whether a negation made it: "exceeds
/// 80%" is above 80% like "over 80%", and a negation in front ("must not exceed 2 MB", "never
/// go over 100", "nothing over €200") makes either a ceiling. Other comparators keep the
/// direction their words give.
fn literal_direction(t: &[Tok<'_>], b: &numbers::Bound) -> (Direction, bool) {
    if !is_exceeding_word(&t[b.comparator].text) {
        return (b.direction, false);
    }
    let mut k = b.comparator;
    while k > 0 && is_between_negation_and_bound(&t[k - 1].text) && t[k - 1].text != "not" {
        k -= 1;
    }
    let negated = k > 0
        && matches!(
            &*t[k - 1].text,
            "not"
                | "no"
                | "don't"
                | "dont"
                | "doesn't"
                | "never"
                | "cannot"
                | "can't"
                | "mustn't"
                | "shouldn't"
                | "won't"
                // "nothing over €200 a night", "none above 5 MB": whatever exceeds it is out.
                | "nothing"
                | "none"
        );
    if negated {
        (Direction::Upper, true)
    } else {
        (Direction::Lower, false)
    }
}

/// A condition or ordering marker at `i` (not a temporal bound's comparator).
///
/// Dispatches on the word at `i` once, instead of comparing it with the first word of every
/// phrase in turn: a phrase ("except for") still wins over its first word alone ("except"),
/// and the comparator test, which only ever turns an answer into `None`, comes last.
fn condition_at(t: &[Tok<'_>], i: usize, bounds: &[numbers::Bound]) -> Option<(CondGroup, usize)> {
    let w = |k: usize| t.get(k).map_or("", |x| &*x.text);
    let next = w(i + 1);
    let found = match w(i) {
        "as" | "so" if next == "long" && w(i + 2) == "as" => Some((CondGroup::Condition, 3)),
        // "..., long as it goes insured": "as long as" without its first "as", after a comma
        // or a dash (corpus36).
        "long"
            if next == "as"
                && i.checked_sub(1)
                    .and_then(|p| t.get(p))
                    .is_some_and(|p| matches!(p.kind, TokKind::Punct(',' | '—' | '-' | ';'))) =>
        {
            Some((CondGroup::Condition, 2))
        }
        // "as soon as possible" is "ASAP", an urgency, not an event to wait for.
        "as" if next == "soon"
            && w(i + 2) == "as"
            && !matches!(w(i + 3), "possible" | "feasible") =>
        {
            Some((CondGroup::Ordering, 3))
        }
        "only" => match next {
            "if" | "when" | "with" => Some((CondGroup::Condition, 2)),
            "after" | "once" => Some((CondGroup::Ordering, 2)),
            _ => None,
        },
        "on" if next == "condition" => Some((CondGroup::Condition, 2)),
        // "with no acknowledgement" = "without acknowledgement".
        "with" if next == "no" => Some((CondGroup::Condition, 2)),
        "other" if next == "than" => Some((CondGroup::Condition, 2)),
        // "apart from ones tagged security" = "except ones tagged security".
        "apart" | "aside" if next == "from" => Some((CondGroup::Condition, 2)),
        "in" if next == "case" => Some((CondGroup::Condition, 2)),
        // "announce it in advance" orders the announcement before the change.
        "in" if next == "advance" => Some((CondGroup::Ordering, 2)),
        // "except when the user writes in another language" = "unless ...".
        "except" if matches!(next, "for" | "when" | "if" | "where" | "while") => {
            Some((CondGroup::Condition, 2))
        }
        "prior" if next == "to" => Some((CondGroup::Ordering, 2)),
        // "prior review", "prior approval": the step comes first.
        // "prior approval", "advance notice": the step comes first.
        // ("advance manager approval": one word may name whose.)
        "prior" | "advance"
            if [next, w(i + 2)].iter().any(|w| {
                matches!(
                    *w,
                    "review" | "approval" | "sign-off" | "notice" | "consent" | "confirmation"
                )
            }) =>
        {
            Some((CondGroup::Ordering, 1))
        }
        // "everyone but admins" = "everyone except admins".
        "but"
            if i > 0
                && matches!(
                    &*t[i - 1].text,
                    "everyone" | "everybody" | "anyone" | "anybody" | "all" | "nobody" | "none"
                ) =>
        {
            Some((CondGroup::Condition, 1))
        }
        // "must be preceded by cargo fmt" orders the steps as "before" does.
        "preceded" | "followed" if next == "by" => Some((CondGroup::Ordering, 2)),
        // "every time the flags change" = "whenever the flags change".
        "every" | "each" if next == "time" => Some((CondGroup::Ordering, 2)),
        // "any time the pump runs" = "whenever the pump runs" (not "at any time", "from any
        // time", a frequency or a start, nor "any time." closing its clause).
        "any"
            if next == "time"
                && !(i > 0 && matches!(&*t[i - 1].text, "at" | "from" | "by" | "for"))
                && t.get(i + 2).is_some_and(|x| opens_a_clause(&x.text)) =>
        {
            Some((CondGroup::Ordering, 2))
        }
        // "the moment a box arrives" = "as soon as a box arrives" (`moment_opens_a_clause`).
        "moment" | "minute" | "instant" if moment_opens_a_clause(t, i) => {
            Some((CondGroup::Ordering, 1))
        }
        "not" if next == "until" => Some((CondGroup::Ordering, 2)),
        word => one_word_condition(t, i, word, next),
    };
    found.filter(|_| !bounds.iter().any(|b| b.comparator == i))
}

/// The "moment" (or "minute", "instant") at `t[i]` follows "the" and opens a clause: a
/// determiner or a pronoun after it ("the moment a box arrives", "the minute you see smoke"):
/// "as soon as" said by the time it names. Not "the minute hand", "wait a moment", "the
/// moment of truth".
fn moment_opens_a_clause(t: &[Tok<'_>], i: usize) -> bool {
    i > 0 && &*t[i - 1].text == "the" && t.get(i + 1).is_some_and(|n| opens_a_clause(&n.text))
}

/// `word` (lower-cased) is a determiner or a subject pronoun that opens the clause after a
/// conjunction of time ("any time the pump runs", "the moment you see smoke"); not "but",
/// "of", a verb or a noun ("any time but now", "the minute hand").
fn opens_a_clause(word: &str) -> bool {
    matches!(
        word,
        "a" | "an"
            | "the"
            | "you"
            | "it"
            | "they"
            | "we"
            | "he"
            | "she"
            | "i"
            | "your"
            | "their"
            | "its"
            | "my"
            | "our"
            | "his"
            | "her"
            | "this"
            | "that"
            | "each"
            | "every"
            | "any"
            | "anyone"
            | "someone"
    )
}

/// A condition or ordering marker of one word, `word` at `i`, followed by `next`.
fn one_word_condition(
    t: &[Tok<'_>],
    i: usize,
    word: &str,
    next: &str,
) -> Option<(CondGroup, usize)> {
    match word {
        "if" | "unless" | "except" | "without" | "w/o" | "lacking" | "provided" | "providing"
        | "excluding" | "with"
            if word != "with" || i > 0 && &*t[i - 1].text == "only" =>
        {
            // "the URLs the user provided", "files provided by legal": a verb, not
            // "provided (that) ...".
            let provided_as_verb = matches!(word, "provided" | "providing")
                && (t
                    .get(i + 1)
                    .is_none_or(|n| matches!(n.kind, TokKind::Punct(_)))
                    || matches!(next, "by" | "in" | "to" | "for" | "with"));
            if provided_as_verb
                || matches!(
                    next,
                    "possible"
                        | "feasible"
                        | "practical"
                        | "needed"
                        | "necessary"
                        | "relevant"
                        | "applicable"
                        | "appropriate"
                )
            {
                None
            } else {
                Some((CondGroup::Condition, 1))
            }
        }
        // "all rentals back by four, bar the multi-day ones", "barring emergencies": "except"
        // said with "bar" (after a comma or a dash, before a determiner; "bar none" excepts
        // nothing, "the bar" is a noun) or "barring" (pol69c).
        "barring" => Some((CondGroup::Condition, 1)),
        "bar"
            if (matches!(next, "the" | "any" | "those" | "one" | "two")
                || without_elided_article(next).len() < next.len())
                && i.checked_sub(1)
                    .and_then(|p| t.get(p))
                    .is_some_and(|p| matches!(p.kind, TokKind::Punct(',' | '—' | '-' | ';'))) =>
        {
            Some((CondGroup::Condition, 1))
        }
        // "staff are exempt", "visitors excepted", "drivers are excused": who the rule does
        // not bind, as "except staff" says.
        "exempt" | "exempted" | "excepted" | "excused" => Some((CondGroup::Condition, 1)),
        // "run three jobs at once" is "simultaneously".
        "once" if !(numbers::is_quantity_at(t, i) || i > 0 && &*t[i - 1].text == "at") => {
            Some((CondGroup::Ordering, 1))
        }
        // "during 9 am to 5 pm": a window the numbers state.
        "during" if numbers::is_quantity_at(t, i + 1) => None,
        "beforehand" => Some((CondGroup::Ordering, 1)),
        // "since then", "since May": from a time on (not "since it's late", a reason).
        "since"
            if next == "then" || numbers::is_date_word(t, i + 1) || numbers::names_a_date(next) =>
        {
            Some((CondGroup::Ordering, 1))
        }
        // "14 days ahead", "24 hours or more ahead", "ahead of the launch" (not "go ahead").
        "ahead"
            if next == "of"
                || i > 0 && numbers::is_time_unit(&t[i - 1].text)
                || i > 2
                    && matches!(&*t[i - 1].text, "more" | "longer")
                    && (i - 3..i - 1).any(|k| numbers::is_time_unit(&t[k].text)) =>
        {
            Some((CondGroup::Ordering, 1))
        }
        // The second word of "except when" ([`condition_at`]) opens no ordering of its own,
        // and a closing "then" means "at that time" ("no deliveries can be scheduled then").
        "when" | "while" if i > 0 && &*t[i - 1].text == "except" => None,
        // "cite sources when relevant" = "where relevant": a scope, no event.
        "when" | "whenever" if matches!(next, "relevant" | "applicable" | "appropriate") => None,
        "then"
            if t.get(i + 1)
                .is_none_or(|n| matches!(n.kind, TokKind::Punct(_))) =>
        {
            None
        }
        // "as we covered before, ...": "earlier", no event (not "the night before", nor
        // "before, during and after meals").
        "before" if adverb_of_earlier(t, i) => None,
        // "the following month" names a time, it orders nothing.
        // "the following month", "5th of following month", "following week": an adjective.
        "following"
            if i > 0 && matches!(&*t[i - 1].text, "the" | "of")
                || t.get(i + 1).is_some_and(|n| {
                    matches!(
                        &*n.text,
                        "day" | "week" | "month" | "year" | "morning" | "business" | "working"
                    )
                }) =>
        {
            None
        }
        // "max 7 days' supply pending GP review" = "until the GP reviews it": "pending" before
        // an article or a noun of an event (not "pending orders", an adjective), within four
        // words ("pending tomorrow's water test results").
        "pending"
            if !(i > 0 && super::scope::DETERMINERS.contains(&&*t[i - 1].text))
                && t[i + 1..(i + 5).min(t.len())]
                    .iter()
                    .take_while(|x| x.kind == TokKind::Word)
                    .any(|x| names_an_awaited_event(&x.text)) =>
        {
            Some((CondGroup::Ordering, 1))
        }
        // "until 7 in the morning": a clock time bounded as "until 7am" is, no event.
        "after" | "before" | "until" | "till" if half_of_the_day_after(t, i + 1).is_some() => None,
        // "each chaperone looks after eight students", "a street named after a poet": the
        // verb's own preposition, no time.
        "after" if i > 0 && after_belongs_to_the_verb(&t[i - 1].text) => None,
        // "not in the first aid bag": a kit named, no order.
        "first" if t.get(i + 1).is_some_and(|x| x.text == "aid") => None,
        "after" | "before" | "until" | "till" | "when" | "whenever" | "while" | "following"
        | "during" | "then" | "afterwards" | "first" => Some((CondGroup::Ordering, 1)),
        _ => None,
    }
}

/// `word` is an article or a noun of an event one waits for ("review", "approval",
/// "confirmation", "payment", "sign-off", "return", "GP letter", "label fix", "test
/// results"): what "pending" awaits.
fn names_an_awaited_event(word: &str) -> bool {
    matches!(
        word,
        "the"
            | "a"
            | "an"
            | "review"
            | "sign-off"
            | "return"
            | "receipt"
            | "approval"
            | "letter"
            | "fix"
            | "result"
            | "results"
            | "clearance"
            | "release"
            | "decision"
            | "signature"
            | "go-ahead"
            | "reply"
            | "response"
            | "outcome"
    ) || word.ends_with("tion") && !word.ends_with("tions")
        || word.ends_with("ment") && !word.ends_with("ments")
}

/// `verb` takes an "after" that says no time but what the verb is about: "look after"
/// (care for), "named after", "sought after", "chase after". Not "ask" or "take", whose
/// "after" is often a time ("take after meals").
fn after_belongs_to_the_verb(verb: &str) -> bool {
    matches!(
        verb,
        "look"
            | "looks"
            | "looked"
            | "looking"
            | "named"
            | "sought"
            | "chase"
            | "chases"
            | "chased"
            | "chasing"
    )
}

/// The "before" at `t[i]` closes its clause with no event after it and no time before it
/// ("we covered this before, ...", "as before."): it says "earlier". Not after a time ("the
/// day before", "two weeks before") nor before a list of orderings ("before, during and
/// after").
fn adverb_of_earlier(t: &[Tok<'_>], i: usize) -> bool {
    let closes = t
        .get(i + 1)
        .is_none_or(|n| matches!(n.kind, TokKind::Punct(_)));
    let listed = t.get(i + 2).is_some_and(|n| {
        matches!(
            &*n.text,
            "during" | "after" | "and" | "or" | "while" | "until" | "between"
        )
    });
    let after_a_time = i.checked_sub(1).is_some_and(|k| {
        numbers::is_time_unit(&t[k].text)
            || matches!(
                &*t[k].text,
                "night" | "evening" | "morning" | "afternoon" | "weekend" | "shift" | "meeting"
            )
    });
    closes && !listed && !after_a_time && !closes_a_ban(t, i)
}

/// The "before" at `t[i]` closes a ban (a negation earlier in its clause, no perfect or
/// "ever" that tells of the past): "no sales before.", "nobody sells it before." ban the act
/// before a time said earlier, as "before then" does (s67a-p159, pol67c). Not "we've never
/// done this before.", "nothing like it ever before."
fn closes_a_ban(t: &[Tok<'_>], i: usize) -> bool {
    let clause = t[..i]
        .iter()
        .rev()
        .take_while(|x| !matches!(x.kind, TokKind::Punct(_)));
    let mut negated = false;
    for x in clause {
        let w = &*x.text;
        if matches!(
            w,
            "ever" | "have" | "has" | "had" | "haven't" | "hasn't" | "hadn't"
        ) || w.ends_with("'ve")
        {
            return false;
        }
        negated |= super::is_negation_word(w);
    }
    negated
}

/// Words that carry no scope: function words, modals, negators, markers, light verbs.
pub(super) fn is_function_word(w: &str) -> bool {
    has_function_class(lexicon::classes(w))
}

/// Whether word classes `class` (a token's, looked up when it was read) make it a function word.
fn has_function_class(class: u32) -> bool {
    class & (lexicon::ENGLISH_FUNCTION_WORD | lexicon::NOT_A_VERB | lexicon::NO_CONTENT) != 0
}

/// Token `x` is a function word ([`has_function_class`]), except the nouns the classifier lists
/// as no verbs only so that they open no order ("Summary: ...", "Status: ..."): as the object
/// of a rule they carry its scope ("put the summary first"); and a quoted word, a term the
/// rule names ('the word "simply"') whatever its class.
/// The "-body" pronouns are function words as their "-one" twins are ("anybody" = "anyone",
/// pol69c).
fn is_function_token(x: &Tok<'_>) -> bool {
    (has_function_class(x.class) || matches!(&*x.text, "anybody" | "somebody" | "everybody"))
        && !x.quoted
        && !matches!(&*x.text, "summary" | "status" | "update")
}

/// `part` of a hyphenated word is the negative prefix "non" ("non-refundable", "Non-members"):
/// a word of the rule, so that a rewrite dropping it ("refundable") changes its scope.
fn is_negative_prefix(part: &str) -> bool {
    part.eq_ignore_ascii_case("non")
}

/// A part of the day ("in the morning", "every evening"): a time of the rule, read as a date
/// and not as a word of its scope.
fn is_part_of_day(word: &str) -> bool {
    part_of_day_key(word).is_some()
}

/// The part of the day after the last slash of `word` ("afternoon" in "slots/afternoon"),
/// or `None`. (A screen first, of the length and the last byte: every part of the day ends
/// in "g", "n", "s" or "o", and the shortest such word, "x/arvo", has six bytes.)
fn part_of_day_after_slash(word: &str) -> Option<&str> {
    if word.len() < 6 || !matches!(word.as_bytes()[word.len() - 1], b'g' | b'n' | b's' | b'o') {
        return None;
    }
    let (_, part) = word.rsplit_once('/')?;
    part_of_day_key(part).map(|_| part)
}

/// The date key of the part of the day `word` (lower case) names: "mor", "aft" or "eve"
/// (the Australian "arvo" is the afternoon), or `None` for another word.
pub(super) fn part_of_day_key(word: &str) -> Option<&'static str> {
    Some(match word {
        "morning" | "mornings" => "mor",
        "afternoon" | "afternoons" | "arvo" | "arvos" => "aft",
        "evening" | "evenings" => "eve",
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::classify::text::{SideText, for_each_sentence};
    use proptest::prelude::*;

    /// A note's opener with its source before a dash ("Hey, heads up from Deb on days —")
    /// says who passes the rule on, not its scope (s51b-p118); a scope before the dash with
    /// no note from anyone, or after the opener's colon, is still a scope changed.
    #[test]
    fn a_passed_on_notes_source_is_no_scope() {
        use crate::polarity::tests::{assert_changed, assert_faithful};
        assert_faithful(&[
            (
                "Hey, heads up from Deb on days — the basket is cleaned before each strike.",
                "Basket: clean before each strike (Deb).",
            ),
            (
                "A note from Sam on nights: the basket is cleaned before each strike.",
                "Basket: clean before each strike.",
            ),
        ]);
        assert_changed(&[
            (
                "On days — the basket is cleaned before each strike.",
                "Basket: clean before each strike.",
            ),
            (
                "Hey, heads up from Deb: the basket is cleaned before each strike on days.",
                "Basket: clean before each strike (Deb).",
            ),
            (
                "Heads up from Monday on — the basket is cleaned before each strike.",
                "Basket: clean before each strike.",
            ),
        ]);
    }

    /// A name with a contracted "will" glued on ("Tam'll") is the name: the rewrite's "Tam"
    /// keeps it (s67b); another name is still a scope changed.
    #[test]
    fn a_name_with_a_contracted_will_is_the_name() {
        use crate::polarity::tests::{assert_changed, assert_faithful};
        let o = "Keep the kiln below 1100 degrees for the first 12 hours, then Tam'll take it \
                 from there.";
        assert_faithful(&[
            (o, "Kiln <1100° first 12 hrs, then Tam takes over."),
            (
                o,
                "Kiln below 1100 degrees for the first 12 hours, then Tam will take it from there.",
            ),
        ]);
        assert_changed(&[(
            o,
            "Kiln below 1100 degrees for the first 12 hours, then Jo will take it from there.",
        )]);
        assert_eq!(without_contracted_auxiliary("tam'll"), Some("tam"));
        assert_eq!(without_contracted_auxiliary("lads\u{2019}ve"), Some("lads"));
        assert_eq!(without_contracted_auxiliary("'ll"), None);
        assert_eq!(without_contracted_auxiliary("well"), None);
    }

    /// Session 69 (pol69c): the Northern "t'" article glued to a word ("t'bell", "t'ice") is
    /// no part of it: "the bell" or "bell" says the word again. Another word there ("t'loft",
    /// "the loft") stays a change, and so does a word of its own that opens with a "t".
    #[test]
    fn word_after_an_elided_article() {
        use crate::polarity::tests::{assert_changed, assert_faithful};
        let o = "Nobody's to go up t'bell tower on their own.";
        assert_faithful(&[
            (o, "Never go up the bell tower alone."),
            (
                "Two stewards on t'ice at all times.",
                "2 stewards on ice at all times.",
            ),
        ]);
        assert_changed(&[
            (o, "Never go up the loft tower alone."),
            (
                "Two stewards on t'ice at all times.",
                "2 stewards on deck at all times.",
            ),
        ]);
        assert_eq!(without_elided_article("t'bell"), "bell");
        assert_eq!(without_elided_article("T\u{2019}ice"), "ice");
        assert_eq!(without_elided_article("t'"), "t'");
        assert_eq!(without_elided_article("t'a"), "t'a");
        assert_eq!(without_elided_article("tower"), "tower");
    }

    /// Session 69 (pol69c): "shouldn't" hedges as "should not" does: "must not" said with it
    /// is weakened; "should not" said with it, or it said again, is the same force.
    #[test]
    fn shouldnt_hedges_as_should_not() {
        use crate::polarity::tests::{assert_faithful, assert_reports};
        assert_reports(
            "modality weakened",
            &[
                (
                    "Visitors must not touch the water in any tank.",
                    "Visitors shouldn't touch tank water.",
                ),
                (
                    "Visitors must not touch the water.",
                    "Visitors shouldn't touch the water.",
                ),
            ],
        );
        assert_faithful(&[
            (
                "Visitors should not touch the water.",
                "Visitors shouldn't touch the water.",
            ),
            (
                "Visitors shouldn't touch the water.",
                "Visitors should not touch the water.",
            ),
        ]);
    }

    /// Session 69 (pol69c): the "-body" pronouns read as their "-one" twins: "anybody" said
    /// "anyone" keeps the scope; "someone" for "anybody", or a group for "everybody", does not.
    #[test]
    fn body_pronouns_read_as_one_pronouns() {
        use crate::polarity::tests::{assert_changed, assert_faithful};
        assert_faithful(&[
            (
                "Don't tattoo over fresh sunburn. Don't tattoo anybody who's been drinkin, either.",
                "No tattooing over fresh sunburn, nor anyone who's been drinking.",
            ),
            (
                "Don't serve anybody who's drunk.",
                "Don't serve anyone who's drunk.",
            ),
            (
                "Everybody signs in at the gate.",
                "Everyone signs in at the gate.",
            ),
        ]);
        assert_changed(&[
            (
                "Don't serve anybody who's drunk.",
                "Don't serve someone who's drunk.",
            ),
            (
                "Everybody signs in at the gate.",
                "Someone signs in at the gate.",
            ),
            (
                "Everybody signs in at the gate.",
                "Visitors sign in at the gate.",
            ),
        ]);
    }

    /// Session 69 (pol69c): "bar the ..." after a comma and "barring ..." except a case as
    /// "except" does: dropping it drops a condition ("bar t'multi-day 'uns", s69b). "Bar"
    /// as a noun ("at the bar the night before") and "bar none" open no condition.
    #[test]
    fn bar_and_barring_except_a_case() {
        use crate::polarity::tests::{assert_changed, assert_faithful, assert_reports};
        assert_reports(
            "condition dropped",
            &[
                (
                    "Aw t'rentals back by four, bar t'multi-day 'uns.",
                    "All rentals back by 4.",
                ),
                (
                    "All rentals back by four, bar the multi-day ones.",
                    "All rentals back by 4.",
                ),
                (
                    "Boats must be in by dusk, barring emergencies.",
                    "Boats must be in by dusk.",
                ),
            ],
        );
        assert_faithful(&[
            (
                "All rentals back by four, bar the multi-day ones.",
                "All rentals back by 4, except multi-day ones.",
            ),
            (
                "Meet at the bar the night before.",
                "Meet at the bar the night before.",
            ),
            (
                "Everyone signs in, bar none.",
                "Everyone signs in, bar none.",
            ),
        ]);
        assert_changed(&[(
            "All rentals back by four, bar the multi-day ones.",
            "All rentals back by 4, bar the weekly ones.",
        )]);
    }

    /// Session 67 (pol67b): an hour said after its day ("Thursday at eight"), half past said
    /// short ("from half seven") and a day's clock time in a label ("Farrier Thurs 9am:") are
    /// times; another hour is a changed date. A bare number after "at" with no day, a chat's
    /// timestamp and "in half seven times" are none.
    #[test]
    fn hours_said_after_a_day_or_as_half_seven() {
        use super::super::tests::{assert_faithful, assert_reports};
        let o = "The farrier's coming Thursday at eight, have the grey mare in her box.";
        let gate = "Barrels go Friday at 8, so have them up by the gate from half seven.";
        assert_reports(
            "date changed",
            &[
                (o, "Farrier Thurs 9am: grey mare in box."),
                (gate, "Barrels Fri 8am; at gate from 8:30."),
            ],
        );
        assert_faithful(&[
            (o, "Farrier Thurs 8am: grey mare in box."),
            (o, "Farrier Thursday at 8: grey mare in box."),
            (gate, "Barrels Fri 8am; at gate from 7:30."),
            (gate, "Barrels Fri 8am; at gate from half past seven."),
            (
                "Second round at half nine, be there.",
                "Second round 09:30, be there.",
            ),
        ]);
        let dates = |text: &str| Facts::extract(text).clauses[0].dates.len();
        assert_eq!(
            dates("The weather held until half four, then it bucketed."),
            0
        );
        assert_eq!(dates("Weigh the flour at 8 on the list."), 0);
        assert_eq!(dates("Cut the dough in half seven times."), 0);
        assert_eq!(dates("[11:02] Tomás: should I re-export the textures?"), 0);
        assert_eq!(dates("06:10 feed barge: pen 1 fed."), 0);
    }

    /// "top up" and "top off" are verbs, no comparator: a negation before them bans the act
    /// (session 44, pol44), and dropping it is reported; "don't top 40 km/h" is still a bound.
    #[test]
    fn a_negation_before_top_up_bans_the_act() {
        let negated = |text: &str| Facts::extract(text).clauses[0].negation.is_some();
        for text in [
            "Don't top up the Pinot barrels with the 2022 — that's reserved for the blend.",
            "Never top off the fuel tank before a hot-work permit is signed.",
            "Do not top up the coolant while the engine is hot.",
        ] {
            assert!(negated(text), "{text}");
        }
        assert!(!negated("Don't top 40 km/h in the yard."));
        assert!(
            super::super::check_rewrite(
                "Don't top up the Pinot barrels with the 2022 — that's reserved for the blend.",
                "Top up the Pinot barrels with the 2022, reserved for the blend.",
            )
            .polarity_changed()
        );
        assert!(
            super::super::check_rewrite(
                "Do not top up the coolant while the engine is hot.",
                "Top up the coolant while the engine is hot.",
            )
            .polarity_changed()
        );
    }

    /// A 24-hour clock time in four digits after a word of time ("by 0715", "is 0630") is a
    /// time, keyed as "07:15" is (session 44, pol44): moved, it is a date changed; said with a
    /// colon or as "7am", the same time. A batch number or a count after "by" is none.
    #[test]
    fn a_clock_time_in_four_digits_is_a_time() {
        let changed = |o: &str, r: &str| super::super::check_rewrite(o, r).polarity_changed();
        assert!(changed(
            "Call time for principal cast is 0630; hair and make-up wrapped by 0715.",
            "Principal cast call 0630, HMU done by 0745.",
        ));
        assert!(changed(
            "Crew to be on set by 0715.",
            "Crew to be on set by 0815."
        ));
        assert!(changed(
            "Runway inspection complete by 0545 hrs.",
            "Runway inspection complete by 0645 hrs."
        ));
        assert!(!changed(
            "Crew to be on set by 0715.",
            "Crew to be on set by 07:15."
        ));
        assert!(!changed(
            "Crew to be on set by 0700.",
            "Crew on set by 7am."
        ));
        let dated = |text: &str| !Facts::extract(text).clauses[0].dates.is_empty();
        assert!(dated("Gates locked by 0600."));
        assert!(!dated("Batch 0715 stays in quarantine."));
        assert!(!dated("Cut the run by 1500."));
        assert!(!dated("Set the valve to 0780."));
    }

    #[test]
    fn the_fields_every_comparison_reads_share_a_clause_s_first_aligned_pair_of_lines() {
        use std::mem::{align_of, offset_of, size_of};
        assert_eq!(align_of::<Clause>(), 128);
        let hot_ends = [
            offset_of!(Clause, range) + size_of::<Range<usize>>(),
            offset_of!(Clause, negation) + size_of::<Option<Range<usize>>>(),
            offset_of!(Clause, conditions) + size_of::<Vec<(CondGroup, Range<usize>)>>(),
            offset_of!(Clause, dates) + size_of::<Vec<DateFact>>(),
            offset_of!(Clause, numbers) + size_of::<Vec<NumberFact>>(),
            offset_of!(Clause, binding) + 1,
            offset_of!(Clause, past) + 1,
        ];
        assert!(hot_ends.iter().all(|&end| end <= 128), "{hot_ends:?}");
    }

    /// Words, numbers, number words, hyphenated words, signs and punctuation, as a span mixes them.
    const PIECES: &[&str] = &[
        "R450",
        "Rs500",
        "R20,000",
        "R1,500",
        "R50k",
        "KR1",
        "a",
        "an",
        "A",
        "dozen",
        "seven",
        "twice",
        "once",
        "one",
        "none",
        "three-day",
        "day",
        "two-space",
        "well-known",
        "retries",
        "words",
        "MB",
        "3",
        "150",
        "2.5",
        "1,000",
        "6pm",
        "18:00",
        "2026-03-02",
        "3e-4",
        "€",
        "$",
        "£",
        "¥",
        "€500",
        "$20",
        "%",
        "~",
        "-",
        ".",
        ",",
        ":",
        "(",
        ")",
        "\"",
        "'",
        "`code`",
        "at",
        "most",
        "no",
        "more",
        "than",
        "keep",
        "under",
        "hundred",
        "twenty",
        "five",
        "first",
        "5th",
        "May",
        "Friday",
        "é",
        "naïve",
        "-ish",
    ];

    /// A token's classes are what a look-up of its text answers, whatever its kind (the
    /// hedge, approximation and past tests read them), and no token but a word is a marker
    /// word.
    #[test]
    fn tokens_carry_their_classes() {
        let text = "Keep it (about 3-4 MB, ~2k rows); don't \"push\" `main` — ever! Is 1,000 ok? \
                    Roughly 5 or so… «maybe» ‘fine’ – 2.5% + 3e-4 ≤ 7 ≥ 1 < 2 > 0 @ # & * / \\ 6pm. \
                    By 5th May, 2nd run, 3rd try, 1st of 24/7 ops, 10x faster, 2mb, 9am, 4k, 1e6, \
                    0.5ms, 404s, 3d, 12h, 100%, 7-day, 2026-03-02, 18:00, v2, 3ed.";
        let low = text.to_ascii_lowercase();
        let mut kinds = Vec::new();
        for_each_sentence(text, &low, &SideText::new(), |toks, _| {
            for x in toks {
                kinds.push(std::mem::discriminant(&x.kind));
                assert_eq!(x.class, lexicon::classes(&x.text), "{:?}", x.text);
                if x.kind != TokKind::Word {
                    assert!(!super::super::markers::MARKER_WORDS.contains(&&*x.text));
                }
            }
        });
        // Every kind of token was read.
        for kind in [
            TokKind::Word,
            TokKind::Number,
            TokKind::Punct('.'),
            TokKind::Quote,
            TokKind::Symbol('~'),
            TokKind::Code,
        ] {
            assert!(kinds.contains(&std::mem::discriminant(&kind)), "{kind:?}");
        }
    }

    proptest! {
        #[test]
        fn only_tokens_that_may_start_a_number_start_one(
            picks in prop::collection::vec(0..PIECES.len(), 0..24),
            glue in prop::collection::vec(prop::bool::ANY, 24),
        ) {
            let mut text = String::new();
            for (k, p) in picks.iter().enumerate() {
                if k > 0 && glue[k] {
                    text.push(' ');
                }
                text.push_str(PIECES[*p]);
            }
            let low = text.to_ascii_lowercase();
            let mut wrongly_ruled_out = Vec::new();
            for_each_sentence(&text, &low, &SideText::new(), |toks, _| {
                for i in 0..toks.len() {
                    let hyphen = toks[i].text.contains('-');
                    if !may_start_number(toks, i, hyphen)
                        && numbers::number_at(toks, i).is_some()
                    {
                        wrongly_ruled_out.push(toks[i].text.to_string());
                    }
                }
            });
            prop_assert!(wrongly_ruled_out.is_empty(), "{:?}: {:?}", text, wrongly_ruled_out);
        }
    }

    /// An ISO date is the day its summary names in words; another day, in either form, is
    /// still a changed date, and text around a date-like figure is no date.
    #[test]
    fn an_iso_date_is_keyed_as_the_day_it_names() {
        assert_eq!(iso_date_key("2026-02-03").as_deref(), Some("feb 3"));
        assert_eq!(iso_date_key("2026-12-14t09:00").as_deref(), Some("dec 14"));
        for not_a_date in [
            "2026-13-01",
            "2026-02-00",
            "26-02-03",
            "2026-02-031",
            "ab-cd-efgh",
        ] {
            assert_eq!(iso_date_key(not_a_date), None, "{not_a_date}");
        }
        use crate::polarity::tests::{assert_faithful, assert_reports};
        assert_faithful(&[
            (
                "Submit the report by 2026-03-31.",
                "Submit the report by 31 March.",
            ),
            ("Next visit 2026-12-14.", "Next visit 14 Dec 2026."),
        ]);
        assert_reports(
            "date changed",
            &[
                (
                    "Submit the report by 2026-03-31.",
                    "Submit the report by 30 March.",
                ),
                (
                    "Submit the report by 2026-03-31.",
                    "Submit the report by 2026-03-30.",
                ),
            ],
        );
        // A sample date after "e.g." is no time the rule names; a date added is one.
        assert_faithful(&[(
            "Log each incident in the register.",
            "Log each incident in the register (e.g. 2026-03-31: forklift near miss).",
        )]);
        assert_reports(
            "bound added",
            &[(
                "Log each incident in the register.",
                "Log each incident in the register by 2026-03-31.",
            )],
        );
    }

    /// "recommended" closing a labelled line is the line's verdict, a hedge ("Lesson plans:
    /// head instructor sign-off recommended" softens "needs to be signed off"); after its
    /// object in a sentence with a verb it is no hedge, nor where recommending is the act.
    #[test]
    fn a_participle_closing_a_labelled_line_hedges() {
        use crate::polarity::tests::{assert_faithful, assert_reports};
        assert_reports(
            "modality weakened",
            &[
                (
                    "Each lesson plan needs to be signed off by the head instructor.",
                    "Lesson plans: head instructor sign-off recommended.",
                ),
                (
                    "Lesson plans must be signed off by the head instructor.",
                    "Lesson plans: head instructor sign-off suggested.",
                ),
                ("Don't take the ferry.", "Ferry: not recommended."),
            ],
        );
        assert_faithful(&[
            (
                "Each lesson plan needs to be signed off by the head instructor.",
                "Lesson plans: head instructor sign-off required.",
            ),
            ("Don't recommend the ferry.", "Ferry: not recommended."),
        ]);
    }

    /// "recommended" closing a verbless rule ("Lamp cleaning: two people on the gallery
    /// recommended") hedges it; after a verb of wanting ("doesn't want podcasts about crypto
    /// recommended") or before its noun ("suggested recipes") it is a participle, no hedge.
    #[test]
    fn a_participle_closing_a_verbless_rule_hedges_it() {
        use super::super::tests::{assert_changed, assert_faithful};
        let lead = "[lead] Two people need to be on the gallery whenever the lamp's being \
                    cleaned. That's not optional.\n[vol] understood";
        assert_changed(&[
            (
                lead,
                "Lamp cleaning: two people on the gallery recommended.",
            ),
            (
                "Two people need to be on the gallery.",
                "Two people on the gallery recommended for safety.",
            ),
            (
                "Lamp cleaning: two people must be on the gallery.",
                "Lamp cleaning: two people on the gallery recommended.",
            ),
            (
                "Always use the EU region.",
                "Using the EU region is recommended.",
            ),
        ]);
        assert_faithful(&[
            (
                "Two people need to be on the gallery.",
                "Two people on the gallery required.",
            ),
            (
                "Stop recommending podcasts about crypto.",
                "User doesn't want podcasts about crypto recommended.",
            ),
            (
                "I'm vegetarian and I can't stand cilantro, so keep both out of any recipe you suggest.",
                "User: vegetarian, dislikes cilantro — no meat or cilantro in suggested recipes.",
            ),
        ]);
    }

    /// The verb of "nobody" ("Nobody carries cash on the route") does not modify the word
    /// after it, as a verb after a modal does not: "No cash on route" says the ban, as for
    /// "Nobody may carry cash on the route".
    #[test]
    fn the_verb_of_nobody_modifies_nothing() {
        use super::super::tests::{assert_changed, assert_faithful};
        let original = "Nobody carries cash on the route.";
        assert_faithful(&[
            (original, "No cash on route."),
            (
                "Wambui says: the Kibera drop is Mondays only. Nobody carries cash on the route \
                 — M-Pesa only. Two volunteers minimum per van.",
                "Kibera drop: Mon only; no cash on route, M-Pesa only; ≥2 volunteers per van.",
            ),
        ]);
        assert_changed(&[
            (original, "No cards on route."),
            (original, "Nobody carries cards on the route."),
            (original, "No cash on route after dark."),
            (original, "Cash on the route."),
            (original, "Staff carry cash on the route."),
        ]);
    }

    /// A weekday the bound reads after its clock time ("before 13:00 Sat") is a date of its
    /// own, compared with the original's ("before 1pm on Saturday").
    #[test]
    fn a_weekday_after_a_clock_time_is_a_date() {
        use super::super::tests::{assert_changed, assert_faithful};
        let original = "The burial must be before 1pm on Saturday.";
        assert_faithful(&[
            (original, "Burial must be before 13:00 Sat."),
            (original, "Burial must be before 13:00 Saturday."),
            (original, "Burial must be before 1pm Sat."),
        ]);
        assert_changed(&[
            (original, "Burial must be before 13:00 Sun."),
            (original, "Burial must be before 14:00 Sat."),
            (original, "Burial must be before 13:00."),
            (original, "Burial must be after 13:00 Sat."),
            ("Deliver by 18:00 UTC Thursday.", "Due 18:00 Fri."),
        ]);
    }

    /// "nobody's" opening its clause is "nobody is": the negation, which turns the bound ("for
    /// more than 4 nights" = "max 4"); the possessive ("nobody's fault") is none.
    #[test]
    fn nobody_s_opening_a_clause_is_nobody_is() {
        use super::super::tests::{assert_changed, assert_faithful};
        let nights = "Nobody's rostered for more than 4 nights.";
        let room = "Nobody's allowed in the lamp room.";
        assert_faithful(&[
            (nights, "Max 4 nights."),
            (
                "Heads up for the Iqaluit pairings, eh: crews need their cold-weather kit checked \
                 before departure, nobody's rostered there for more than 4 nights straight, and \
                 overtime's only approved by Denise.",
                "Iqaluit pairings: cold-weather kit checked pre-departure; max 4 consecutive \
                 nights; OT approval by Denise only.",
            ),
            (room, "Nobody is allowed in the lamp room."),
            (room, "No one may enter the lamp room."),
            ("It's nobody's fault the build broke.", "The build broke."),
        ]);
        assert_changed(&[
            (nights, "Max 5 nights."),
            (nights, "Min 4 nights."),
            (nights, "No more than 3 nights."),
            (room, "Nobody is allowed in the engine room."),
            (room, "Staff are allowed in the lamp room."),
            (room, "Everyone is allowed in the lamp room."),
        ]);
    }

    /// A batch, lot, sprint or phase named by its number ("for batch 7") is named again by it
    /// ("Batch 7:"); another number names another batch.
    #[test]
    fn a_batch_by_its_number() {
        use super::super::tests::{assert_changed, assert_faithful};
        let boxes =
            "Client requirements for batch 7: bounding boxes must be tight to within 2 pixels.";
        assert_faithful(&[(boxes, "Batch 7: boxes tight to ≤2 px.")]);
        assert_changed(&[
            (boxes, "Batch 8: boxes tight to ≤2 px."),
            (boxes, "Batch 7: boxes tight to ≤3 px."),
            (boxes, "Boxes tight to ≤2 px."),
            (boxes, "Batch 7: boxes roughly tight to ≤2 px."),
            ("Ship batch 7 first.", "Ship batch 8 first."),
            ("Ship lot 3 before Friday.", "Ship lot 4 before Friday."),
        ]);
    }

    /// A rule done only when a resource spares it ("when space allows", "if time permits")
    /// is hedged; the same hedge on both sides is faithful, and a party's leave ("if the
    /// client allows it") is no hedge.
    #[test]
    fn a_rule_done_when_a_resource_allows() {
        let mice = "User: always double-bag the feeder mice before they go in the freezer.";
        crate::polarity::tests::assert_reports(
            "modality weakened",
            &[
                (
                    mice,
                    "Memory: double-bag feeder mice for the freezer when space allows.",
                ),
                (
                    "Always double-bag the feeder mice.",
                    "Double-bag the feeder mice if time permits.",
                ),
            ],
        );
        crate::polarity::tests::assert_reports(
            "modality strengthened",
            &[(
                "Run migrations during the maintenance window; take a snapshot if time allows.",
                "From now on, run migrations only during the maintenance window, and always take \
                 a snapshot first.",
            )],
        );
        crate::polarity::tests::assert_faithful(&[
            (
                "Double-bag the feeder mice when space allows.",
                "Double-bag feeder mice if space permits.",
            ),
            (
                "Share the photos only if the client allows it.",
                "Share photos only with the client's permission.",
            ),
        ]);
    }

    /// "on account of" says "because of": its "account" is no word of the rule's scope, so a
    /// rewrite that drops the connective keeps it (pol68c); another bound, or "account" as a
    /// thing ("the customer's account", "bought on account") stays reported.
    #[test]
    fn on_account_of_is_a_reason_connective() {
        let o = "Tunnel tours are 45 min maximum on account of the air.";
        crate::polarity::tests::assert_faithful(&[
            (o, "Tunnel tours forty-five minutes maximum (air)."),
            (o, "Tunnel tours 45 min maximum because of the air."),
        ]);
        crate::polarity::tests::assert_changed(&[
            (o, "Tunnel tours sixty minutes maximum (air)."),
            (o, "Tunnel tours forty-five minutes minimum (air)."),
            (
                "Never charge the repair to the customer's account.",
                "Never charge the repair to the customer's card.",
            ),
            (
                "Sell the seed only on account to members.",
                "Sell the seed only to members.",
            ),
        ]);
    }
}
