//! A ban someone is reported as saying, in the present ("Biosecurity says no soil from other
//! vineyards comes in on boots"), said by the rewrite as a topic raised ("Biosecurity raised
//! boot hygiene and the gate wash-down station"; corpus30). The classifier reads the report
//! as narrative, so the rule comparison never sees the ban turned into a mention.

use std::ops::Range;
use std::sync::LazyLock;

use memchr::memmem::Finder;

use super::extract::Clause;
use super::{is_negation_word, is_one_of, negation_count, stems};

/// "says ", the screen of [`reported_ban_mentioned`] (built once).
static SAYS: LazyLock<Finder<'static>> = LazyLock::new(|| Finder::new(b"says "));

/// Verbs that report a topic brought up, not what was said of it.
const TOPIC_VERBS: &[&str] = &[
    "raised",
    "raises",
    "mentioned",
    "mentions",
    "discussed",
    "discusses",
    "flagged",
    "flags",
    "noted",
    "notes",
    "highlighted",
    "highlights",
    "covered",
    "covers",
    "talked",
    "talks",
    "brought",
    "brings",
    "stressed",
    "emphasised",
    "emphasized",
    "commented",
    "reminded",
    "addressed",
];

/// Words that say no without a negation word ("banned", "avoid", "stop", "only", "w/o"): a
/// rewrite holding one may say a ban again. Read here and by [`super::gates`].
pub(super) const BANS_WITHOUT_A_NEGATION: &[&str] = &[
    "ban",
    "banned",
    "bans",
    "forbidden",
    "prohibited",
    "disallowed",
    "avoid",
    "stop",
    "only",
    "w",
];

/// More words that say no in a reported ban's rewrite: a state kept ("keep ... off", "free
/// of", "out"), "without".
const SAYS_NO: &[&str] = &["keep", "kept", "free", "off", "out", "without"];

/// The original's sentence (not in the past, nor past by its verb) reports someone saying a
/// ban: "says" and, within two words after it, a negation word ("Biosecurity says no soil
/// ... comes in", "Mum says we never feed the dog scraps"). The rewrite holds no negation
/// nor any other word that says no ([`BANS_WITHOUT_A_NEGATION`], [`SAYS_NO`]), and one of its sentences brings the
/// ban's topic up ("raised", "mentioned", "discussed"...) with a word of the sentence kept:
/// the ban became a mention. The reported sentence and the rewrite's.
pub(super) fn reported_ban_mentioned<'a>(
    (original, before): (&str, &[Clause]),
    (rewrite, after): (&str, impl Fn() -> &'a [Clause]),
) -> Option<(Range<usize>, Range<usize>)> {
    let bytes = original.as_bytes();
    let o = SAYS.find_iter(bytes).find_map(|at| {
        if at > 0 && bytes[at - 1].is_ascii_alphanumeric() {
            return None;
        }
        let negated = original[at + 5..]
            .split(' ')
            .filter(|w| !w.is_empty())
            .take(3)
            .any(|w| is_negation_word(w.trim_matches(|c: char| !c.is_alphanumeric() && c != '\'')));
        let o = before.iter().find(|c| c.range.contains(&at))?;
        (negated && !o.past && !o.words.is_empty()).then_some(o)
    })?;
    if negation_count(rewrite) > 0
        || rewrite
            .split(|c: char| !c.is_alphanumeric())
            .any(|w| is_one_of(w, BANS_WITHOUT_A_NEGATION) || is_one_of(w, SAYS_NO))
    {
        return None;
    }
    let r = after().iter().find(|r| {
        let text = rewrite.get(r.range.clone()).unwrap_or("");
        text.split(|c: char| !c.is_alphanumeric())
            .any(|w| is_one_of(w, TOPIC_VERBS))
            && r.words
                .iter()
                .any(|x| o.words.iter().any(|w| stems::stems_match(&w.stem, &x.stem)))
    })?;
    Some((o.range.clone(), r.range.clone()))
}
