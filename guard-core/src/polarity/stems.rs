//! Word stems as the polarity check compares them: a crude stemmer, the match between two
//! stems, and an index of a text's stems that finds the ones a stem can match without scanning
//! the others.

use arrayvec::ArrayString;

use super::extract::Clause;

/// Two stems name the same thing: equal, or one a prefix (at least four letters) of the
/// other ("lint" / "linter").
pub(crate) fn stems_match(a: &str, b: &str) -> bool {
    let (a, b) = (a.as_bytes(), b.as_bytes());
    // Most pairs differ in their first two bytes (the stems of an index group share the first
    // one): decide those without ordering or comparing the rest. Equivalent: a match needs
    // equal first two bytes when both stems have two, and cannot pair a stem of fewer than two
    // bytes with a longer one (a shorter stem opens a longer one only from four bytes on).
    let first_two = |s: &[u8]| s.first_chunk::<2>().map(|c| u16::from_le_bytes(*c));
    if first_two(a) != first_two(b) {
        return false;
    }
    let (short, long) = if a.len() <= b.len() { (a, b) } else { (b, a) };
    // Equal, or the shorter (at least four bytes) starts the longer: either way the shorter's
    // bytes open the longer.
    (short.len() == long.len() || short.len() >= 4) && same_bytes(short, &long[..short.len()])
}

/// `a == b` for two slices of equal length, compared in line: stems are a few bytes long, and a
/// call to the library's `memcmp` costs more than the comparison itself.
fn same_bytes(a: &[u8], b: &[u8]) -> bool {
    a.iter().zip(b).all(|(x, y)| x == y)
}

/// A stem, stored inline: at most six characters, so at most 24 bytes (no allocation per word).
pub(crate) type Stem = ArrayString<24>;

/// Crude stem: lower-case, plural and verb endings off, at most six letters, so "approving",
/// "approvals" and "approve" meet; "self"/"own" meet too.
///
/// Every step only cuts the end of the word, except the plural "-ies" -> "-y", which no verb
/// ending follows ("-y" ends none of them), so the stem is a prefix of the word, sometimes plus
/// a "y": it is sliced, never built up in a `String`.
pub(crate) fn stem(w: &str) -> Stem {
    let w = base_word(w);
    let n = w.len();
    // Each ending below is compared only with words whose last byte is the ending's (one
    // compare rules most words out); the endings are tried in the same order as ever.
    let last = w.as_bytes().last().copied();
    // Plural and third person first: "replies" -> "reply", "approvals" -> "approval".
    if n > 4 && matches!(last, Some(b's' | b'd')) && (w.ends_with("ies") || w.ends_with("ied")) {
        let base = first_chars(&w[..n - 3], 6);
        let mut s = Stem::new();
        s.push_str(base);
        if base.chars().count() < 6 {
            s.push('y');
        }
        // "verifies" meets "verify", and both the synonym "check".
        let canonical = synonym(&s);
        if canonical != s.as_str() {
            let mut c = Stem::new();
            c.push_str(canonical);
            return c;
        }
        return s;
    }
    let mut s = if last != Some(b's') {
        w
    } else if n > 4
        && ["ches", "shes", "sses", "xes"]
            .iter()
            .any(|e| w.ends_with(e))
    {
        &w[..n - 2]
    } else if n > 3 && !w.ends_with("ss") && !w.ends_with("us") {
        &w[..n - 1]
    } else {
        w
    };
    let suffixes: &[&str] = match s.as_bytes().last() {
        Some(b'n') => &["ization", "isation", "ation", "ion"],
        Some(b'g') => &["ing"],
        Some(b'l') => &["al"],
        Some(b'd') => &["ed"],
        Some(b'e') => &["e"],
        _ => &[],
    };
    let mut stripped = false;
    for suffix in suffixes {
        if s.len() > suffix.len() + 2 && s.ends_with(suffix) {
            s = &s[..s.len() - suffix.len()];
            stripped = true;
            break;
        }
    }
    // "tagging" -> "tagg" -> "tag"
    let b = s.as_bytes();
    let n = b.len();
    if stripped && n >= 4 && b[n - 1] == b[n - 2] && !b"aeiouls".contains(&b[n - 1]) {
        // Drop the last character (not just its last byte).
        s = s.char_indices().last().map_or(s, |(i, _)| &s[..i]);
    }
    let mut out = Stem::new();
    out.push_str(synonym(first_chars(s, 6)));
    out
}

/// One stem for the words instructions use interchangeably, so "answer in the customer's
/// language" keeps the scope of "reply in the customer's language". Only words that name the
/// same action or thing in any instruction are joined; a stem that also cuts an unrelated word
/// ("reques" is "request" as in "pull request") is left alone.
///
/// ```text
/// answer, respond -> reply    declare, claim, said -> say    inform, notify, told -> tell
/// remove, erase -> delete     display, expose, reveal, shown -> show
/// modify, alter, edit -> change   verify -> check   purchase -> buy   assist -> help
/// repair -> fix   begin -> start   large -> big   little -> small   fast -> quick
/// past, previous -> last   doc, docs -> document   daily -> day, weekly -> week, monthly ->
/// month, hourly -> hour, yearly, annual -> year   done, finished -> complete (the stem "comple", also "complex")
/// disclose, divulge -> show   throughout -> everywhere   kids -> children   advance -> ahead
/// recommend, propose -> suggest   ask -> request   talk -> discuss   ship, launch -> release
/// irregular past forms -> their verb: worn, wore -> wear; written -> write; sold -> sell ...
/// clipped forms -> the full word: dir, repo, prod, env, db, admin, msg, app, tmp, temp, dev,
/// deps, perms, pw, pwd, impl, spec
/// ```
fn synonym(stem: &str) -> &str {
    match stem {
        "answer" | "respon" => "reply",
        "declar" | "claim" | "said" => "say",
        "inform" | "notify" | "told" => "tell",
        "remov" | "eras" => "delet",
        "displa" | "shown" | "showed" | "expos" | "reve" | "disclo" | "divulg" => "show",
        "modify" | "alter" | "edit" => "chang",
        "verify" => "check",
        "don" | "finish" => "comple",
        "purcha" => "buy",
        "assist" => "help",
        "repair" => "fix",
        "begin" | "began" | "begun" => "start",
        "larg" => "big",
        "littl" => "small",
        "fast" => "quick",
        "past" | "previo" => "last",
        "doc" => "docume",
        "daily" => "day",
        "weekly" => "week",
        "monthl" => "month",
        "hourly" => "hour",
        "yearly" | "annu" | "annual" => "year",
        "throug" | "everyw" => "throug",
        "kid" | "childr" => "child",
        "advanc" => "ahead",
        "recomm" | "propos" => "sugges",
        "ask" => "reques",
        "talk" => "discus",
        "ship" | "launch" => "releas",
        "tag" | "mark" | "labell" => "label",
        "accide" | "inadve" => "mistak",
        "paymen" => "pay",
        "receip" => "receiv",
        "ping" => "pag",
        // Irregular past forms: the stem of the verb ("worn" = "wear").
        "worn" | "wor" => "wear",
        "writte" | "wrot" => "writ",
        "chosen" | "chos" => "choos",
        "spoken" | "spok" => "speak",
        "driven" | "drov" => "driv",
        "frozen" | "froz" => "freez",
        "broken" | "brok" => "break",
        "sold" => "sell",
        "bought" => "buy",
        "brough" => "bring",
        "caught" => "catch",
        "taught" => "teach",
        "paid" => "pay",
        "kept" => "keep",
        "sent" => "send",
        "built" => "build",
        "held" => "hold",
        "hidden" | "hid" => "hid",
        "eaten" | "ate" => "eat",
        "forgot" => "forget",
        "drawn" | "drew" => "draw",
        "thrown" | "threw" => "throw",
        "grown" | "grew" => "grow",
        "known" | "knew" => "know",
        "given" | "gav" => "giv",
        "taken" | "took" => "tak",
        // Clipped forms: the stem of the full word.
        "dir" => "direct",
        "repo" => "reposi",
        "prod" => "produc",
        "env" => "enviro",
        "db" => "databa",
        "admin" => "admini",
        "msg" => "messag",
        "app" => "applic",
        "tmp" | "temp" => "tempor",
        "dev" => "develo",
        "dep" => "depend",
        "perm" => "permis",
        "pw" | "pwd" => "passwo",
        "impl" => "implem",
        "spec" => "specif",
        other => other,
    }
}

/// The word a stem is cut from: possessive and quotes off, "own" = "self", "w/o" = "without".
fn base_word(w: &str) -> &str {
    let mut w = w;
    while let Some(shorter) = w.strip_suffix("'s") {
        w = shorter; // as `trim_end_matches("'s")`, without building a substring searcher
    }
    // `trim_matches('\'')`, on bytes: the quote is one byte, so the cuts are char boundaries.
    let b = w.as_bytes();
    let start = b.iter().take_while(|&&c| c == b'\'').count();
    let end = b.len() - b[start..].iter().rev().take_while(|&&c| c == b'\'').count();
    match &w[start..end] {
        "own" | "self" => "self",
        "prs" | "pr" => "pr",
        "w/o" => "without",
        other => other,
    }
}

/// The first `n` characters of `s`.
fn first_chars(s: &str, n: usize) -> &str {
    if s.len() <= n {
        return s; // no more characters than bytes
    }
    if s.as_bytes()[..n].is_ascii() {
        return &s[..n]; // n one-byte characters, and byte n starts the next one
    }
    s.char_indices().nth(n).map_or(s, |(i, _)| &s[..i])
}

/// How many groups [`StemIndex`] sorts stems into by first byte (the 26 lower-case letters
/// fall into 26 different groups).
const GROUPS: usize = 32;

/// Every stem of a text (content words and label words) with the index of its sentence,
/// grouped by first byte: two stems match only when their first bytes are equal
/// ([`stems_match`]), so a look-up compares a stem with its group only, instead of with every
/// word of every sentence.
#[derive(Debug, Clone)]
pub(crate) struct StemIndex {
    /// The stems with their sentence, group after group, in text order within a group.
    stems: Vec<(Stem, usize)>,
    /// Group `g` is `stems[starts[g]..starts[g + 1]]`.
    starts: [usize; GROUPS + 1],
}

impl Default for StemIndex {
    fn default() -> Self {
        StemIndex::new(&[])
    }
}

impl StemIndex {
    /// Index the stems of `clauses` (a counting sort by group: two passes, no comparisons).
    pub(crate) fn new(clauses: &[Clause]) -> Self {
        let mut starts = [0; GROUPS + 1];
        for_each_stem(clauses, |s, _| starts[group(s) + 1] += 1);
        for g in 0..GROUPS {
            starts[g + 1] += starts[g];
        }
        let mut stems = vec![(Stem::new(), 0); starts[GROUPS]];
        let mut next = starts;
        for_each_stem(clauses, |s, k| {
            let g = group(s);
            stems[next[g]] = (*s, k);
            next[g] += 1;
        });
        StemIndex { stems, starts }
    }

    /// True when an indexed stem matches `stem` ([`stems_match`]).
    pub(crate) fn has(&self, stem: &str) -> bool {
        self.clauses_matching(stem).next().is_some()
    }

    /// The sentence of every indexed stem that matches `stem` (once per matching stem), in
    /// text order.
    pub(crate) fn clauses_matching<'a>(
        &'a self,
        stem: &'a str,
    ) -> impl Iterator<Item = usize> + 'a {
        let g = group(stem);
        self.stems[self.starts[g]..self.starts[g + 1]]
            .iter()
            .filter(move |(s, _)| stems_match(s, stem))
            .map(|(_, k)| *k)
    }
}

/// Every stem of `clauses` (content words, then label words, sentence by sentence) with the
/// index of its sentence.
fn for_each_stem(clauses: &[Clause], mut each: impl FnMut(&Stem, usize)) {
    for (k, c) in clauses.iter().enumerate() {
        for w in &c.words {
            each(&w.stem, k);
        }
        for s in &c.label_words {
            each(s, k);
        }
    }
}

/// The group of a stem in a [`StemIndex`]: equal for any two stems that match, since their
/// first bytes are equal (or both are empty).
fn group(stem: &str) -> usize {
    usize::from(first_byte(stem)) % GROUPS
}

/// A stem's first byte, 0 for the empty stem: equal for any two stems that match (a stem that
/// starts with a 0 byte shares the empty stem's group, and `stems_match` tells them apart).
fn first_byte(stem: &str) -> u8 {
    stem.as_bytes().first().copied().unwrap_or(0)
}

#[cfg(test)]
mod tests {
    use proptest::prelude::*;

    use super::*;

    /// The stemmer's endings as they were written before stems were sliced: every step on a
    /// `String`.
    fn built_up_stem(w: &str) -> String {
        let w = base_word(w);
        let mut s = String::with_capacity(w.len() + 1);
        s.push_str(w);
        // Plural and third person first: "replies" -> "reply", "approvals" -> "approval".
        if s.len() > 4 && (s.ends_with("ies") || s.ends_with("ied")) {
            s.truncate(s.len() - 3);
            let cut = s.char_indices().nth(6).map_or(s.len(), |(i, _)| i);
            s.truncate(cut);
            if s.chars().count() < 6 {
                s.push('y');
            }
            return synonym(&s).to_owned();
        } else if s.len() > 4
            && ["ches", "shes", "sses", "xes"]
                .iter()
                .any(|e| s.ends_with(e))
        {
            s.truncate(s.len() - 2);
        } else if s.len() > 3 && s.ends_with('s') && !s.ends_with("ss") && !s.ends_with("us") {
            s.pop();
        }
        let mut stripped = false;
        for suffix in ["ization", "isation", "ation", "ing", "ion", "al", "ed", "e"] {
            if s.len() > suffix.len() + 2 && s.ends_with(suffix) {
                s.truncate(s.len() - suffix.len());
                stripped = true;
                break;
            }
        }
        // "tagging" -> "tagg" -> "tag"
        let n = s.len();
        if stripped
            && n >= 4
            && s.as_bytes()[n - 1] == s.as_bytes()[n - 2]
            && !b"aeiouls".contains(&s.as_bytes()[n - 1])
        {
            s.pop();
        }
        let cut = s.char_indices().nth(6).map_or(s.len(), |(i, _)| i);
        s.truncate(cut);
        synonym(&s).to_owned()
    }

    #[test]
    fn stems_meet_across_forms() {
        for (word, want) in [
            ("replies", "reply"),
            ("approvals", "approv"),
            ("approving", "approv"),
            ("tagging", "label"),
            ("pushes", "push"),
            ("user's", "user"),
            ("w/o", "withou"),
            ("own", "self"),
            ("studied", "study"),
            ("categories", "catego"),
            ("answered", "reply"),
            ("responds", "reply"),
            ("declaring", "say"),
            ("removes", "delet"),
            ("previous", "last"),
            ("complex", "comple"),
            ("daily", "day"),
            ("verifies", "check"),
            ("modified", "chang"),
            ("weekly", "week"),
        ] {
            assert_eq!(stem(word).as_str(), want, "{word}");
        }
    }

    /// Every group of `synonym` is reached from the words it is meant for: a key that no
    /// word's stem equals ("reveal" is cut to "reve") would be dead.
    #[test]
    fn each_synonym_group_joins_its_words() {
        for group in [
            &["reply", "answer", "respond", "response"][..],
            &[
                "show", "display", "reveal", "reveals", "disclose", "divulge", "expose",
            ],
            &["delete", "remove", "erase"],
            &["change", "modify", "alter", "edit"],
            &["year", "yearly", "annual", "annually"],
            &["throughout", "everywhere"],
            &["children", "kids", "child"],
            &["ahead", "advance"],
            &["suggest", "recommend", "propose"],
            &["request", "ask", "asked"],
            &["discuss", "talk", "talked", "discussed"],
            &["release", "ship", "shipped", "shipping", "launch"],
            &[
                "label", "labelled", "labeled", "labels", "tag", "tagged", "tags", "marked",
            ],
            &["wear", "worn", "wore", "wearing"],
            &["write", "written", "wrote", "writing"],
            &["choose", "chosen", "chose"],
            &["speak", "spoken", "spoke"],
            &["drive", "driven", "drove"],
            &["freeze", "frozen", "froze"],
            &["break", "broken", "broke"],
            &["sell", "sold"],
            &["buy", "bought", "purchase"],
            &["bring", "brought"],
            &["catch", "caught"],
            &["teach", "taught"],
            &["pay", "paid"],
            &["keep", "kept"],
            &["send", "sent"],
            &["build", "built"],
            &["hold", "held"],
            &["hide", "hidden", "hid"],
            &["eat", "eaten", "ate"],
            &["forget", "forgot", "forgotten"],
            &["draw", "drawn", "drew"],
            &["throw", "thrown", "threw"],
            &["grow", "grown", "grew"],
            &["know", "known", "knew"],
            &["give", "given", "gave"],
            &["take", "taken", "took"],
            &["directory", "dir"],
            &["repository", "repo", "repos"],
            &["production", "prod"],
            &["environment", "env", "envs"],
            &["database", "db"],
            &["administrator", "admin", "admins"],
            &["message", "msg"],
            &["application", "app", "apps"],
            &["temporary", "tmp", "temp"],
            &["development", "dev"],
            &["dependencies", "deps"],
            &["permission", "perms"],
            &["password", "pw", "pwd"],
            &["implementation", "impl"],
            &["specification", "spec", "specs"],
        ] {
            let canonical = stem(group[0]);
            for word in &group[1..] {
                assert_eq!(stem(word), canonical, "{word} / {}", group[0]);
            }
        }
    }

    proptest! {
        /// The early exits of `stems_match` change no answer: equal stems, or a stem of at
        /// least four bytes opening the other.
        #[test]
        fn stems_match_is_equality_or_a_long_enough_prefix(
            a in "[a-cé]{0,7}",
            b in "[a-cé]{0,7}",
        ) {
            let (short, long) = if a.len() <= b.len() { (&a, &b) } else { (&b, &a) };
            let expected = a == b || short.len() >= 4 && long.starts_with(short.as_str());
            prop_assert_eq!(stems_match(&a, &b), expected);
        }

        #[test]
        fn sliced_stem_equals_the_built_up_one(word in "[a-z'ࠠßé-]{0,14}(ies|ied|ing|ation|ization|isation|ion|al|ches|shes|sses|xes|ss|us|es|s|ed|e)?") {
            prop_assert_eq!(stem(&word).to_string(), built_up_stem(&word));
        }
    }

    #[test]
    fn the_index_finds_what_a_scan_finds() {
        let facts = crate::polarity::Facts::extract(
            "Do not deploy the release branch. Linting: run the linter before merging. \
             Pay the covid-19 bills.",
        );
        // "19" and "pay" share a group ('1' and 'q' do too): the group only narrows the search.
        for probe in [
            "deploy", "lint", "linter", "branch", "merg", "", "zebra", "rel", "19", "1", "pay",
            "q", "bill",
        ] {
            let scan = facts.clauses.iter().any(|c| {
                c.words.iter().any(|w| stems_match(&w.stem, probe))
                    || c.label_words.iter().any(|w| stems_match(w, probe))
            });
            assert_eq!(facts.has_stem(probe), scan, "{probe}");
        }
    }
}
