//! Word stems as the polarity check compares them: a crude stemmer, the match between two
//! stems, and an index of a text's stems that finds the ones a stem can match without scanning
//! the others.

use super::extract::Clause;
use super::words::words;
use crate::classify::lexicon;
use arrayvec::ArrayString;
use std::ops::Range;

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
    // bytes open the longer. When the shorter has two bytes, so has the longer, and their
    // first two are equal already: only the rest is compared.
    let from = if short.len() >= 2 { 2 } else { 0 };
    (short.len() == long.len() || short.len() >= 4)
        && same_bytes(&short[from..], &long[from..short.len()])
}

/// `clipped` is `whole` clipped as a summary clips a long word: to its first letters (three or
/// more, `whole` eight letters or more with at least three cut: "literature" -> "lit",
/// "configuration" -> "config", "temperatures" -> "temps"), or to four letters or more and an
/// "o" ("conversation" -> "convo", "promotion" -> "promo"; not "info"), or to its first
/// letters, an apostrophe and its last one or two ("government" -> "Gov't", "registered" ->
/// "reg'd", "international" -> "int'l"; not "can't" for "cannot", too short). Case aside.
pub(crate) fn clips(whole: &str, clipped: &str) -> bool {
    let opens = |head: &str| {
        head.len() >= 3
            && whole.len() >= 8
            && whole.len() >= head.len() + 3
            && whole
                .get(..head.len())
                .is_some_and(|start| start.eq_ignore_ascii_case(head))
    };
    // (In the plural: "temperatures" -> "temps".)
    let singular = clipped
        .strip_suffix('s')
        .filter(|_| whole.ends_with('s') && clipped.len() >= 5);
    // (The apostrophe's form: "Gov't" opens with "Gov" and ends as "government" does.)
    let with_an_apostrophe = || {
        clipped.split_once(['\'', '’']).is_some_and(|(head, tail)| {
            (1..=2).contains(&tail.len())
                && opens(head)
                && whole
                    .get(whole.len() - tail.len()..)
                    .is_some_and(|end| end.eq_ignore_ascii_case(tail))
        })
    };
    opens(clipped)
        || singular.is_some_and(opens)
        || with_an_apostrophe()
        || clipped.len() >= 5
            && clipped
                .strip_suffix(['o', 'O'])
                .is_some_and(|head| opens(head) && !whole.eq_ignore_ascii_case(head))
}

/// `word` may be a contraction: two to five letters with no vowel (no English word has
/// none, so none is taken for another word), not in capitals (an initialism names other
/// words: "TS", "CSS"): "mgmt", "cfg", "pts", "St", "Rd". A "y" counts as a vowel ("gym",
/// "dry", "myth", "by") except as the last of four or five letters, an adverb's ending kept
/// ("wkly", "mthly").
pub(crate) fn may_contract(word: &str) -> bool {
    let vowel = |c: u8| matches!(c.to_ascii_lowercase(), b'a' | b'e' | b'i' | b'o' | b'u');
    let w = word.as_bytes();
    let letters = match w.split_last() {
        Some((last, rest)) if w.len() >= 4 && last.eq_ignore_ascii_case(&b'y') => rest,
        _ => w,
    };
    (2..=5).contains(&w.len())
        && letters
            .iter()
            .all(|&c| c.is_ascii_alphabetic() && !vowel(c) && !c.eq_ignore_ascii_case(&b'y'))
        && w.iter().any(u8::is_ascii_lowercase)
}

/// `short` ([`may_contract`]) writes `whole` as a summary contracts it: its letters are
/// `whole`'s in order, the first first, at least two letters fewer and at least a third of
/// them: "mgmt" for "management", "pts" for "points", "cfg" for "config" (case aside; not
/// "prs" for "programmes"). Two letters are the first and the last: "St" for "Street", "Rd"
/// for "Road", the last before a plural "s" too: "Rm" for "Rooms" (not "Sr" for "Street").
pub(crate) fn contracts(short: &str, whole: &str) -> bool {
    let (s, w) = (short.as_bytes(), whole.as_bytes());
    let mut rest = w.iter();
    let last_of = |w: &[u8]| {
        s[1].eq_ignore_ascii_case(&w[w.len() - 1])
            || w.len() > 3 && w[w.len() - 1] == b's' && s[1].eq_ignore_ascii_case(&w[w.len() - 2])
    };
    may_contract(short)
        && (s.len() + 2..=3 * s.len()).contains(&w.len())
        && s[0].eq_ignore_ascii_case(&w[0])
        && (s.len() > 2 || last_of(w))
        && s.iter().all(|c| rest.any(|d| d.eq_ignore_ascii_case(c)))
}

/// `short` writes the one word `whole` short in a shape [`contracts`] and [`clips`] leave
/// (letters only, case aside, at least three fewer, so no word's own inflection such as "lit"
/// for "light", the first the same, and every letter of `short` one of `whole`'s in order):
/// - the word's head, then consonants only down to its last letter, at least a third of its
///   letters: "supvr" for "supervisor", "cols" for "colours", "fwd" for "forward" (not "bird"
///   for "birthday", another last letter, "pets" for "patients", a vowel past the head, "prs"
///   for "programmes", too few, nor "art" for "apartment": a head of one vowel and consonants
///   is a word of its own);
/// - in capitals, letters of one word of seven letters or more not itself in capitals: "FW"
///   for "firewall", "SNOW" for "ServiceNow" (a shorter word is written whole: "TS" is no
///   "tests").
pub(crate) fn shortens(short: &str, whole: &str) -> bool {
    let (s, w) = (short.as_bytes(), whole.as_bytes());
    if !(2..=6).contains(&s.len())
        || w.len() < s.len() + 3
        || !s.iter().chain(w).all(u8::is_ascii_alphabetic)
        || !s[0].eq_ignore_ascii_case(&w[0])
    {
        return false;
    }
    let mut rest = w.iter();
    if !s.iter().all(|c| rest.any(|d| d.eq_ignore_ascii_case(c))) {
        return false;
    }
    if s.iter().all(u8::is_ascii_uppercase) {
        return w.len() >= 7 && w.iter().any(u8::is_ascii_lowercase);
    }
    let vowel = |c: &u8| {
        matches!(
            c.to_ascii_lowercase(),
            b'a' | b'e' | b'i' | b'o' | b'u' | b'y'
        )
    };
    let head = s
        .iter()
        .zip(w)
        .take_while(|(a, b)| a.eq_ignore_ascii_case(b))
        .count();
    w.len() <= 3 * s.len()
        && head < s.len()
        && !(head == 1 && vowel(&s[0]))
        && !s[head..].iter().any(vowel)
        && s[s.len() - 1].eq_ignore_ascii_case(&w[w.len() - 1])
}

/// `short` is a hyphenated short form of the words `whole` opens with (split at spaces and
/// hyphens): each part of `short` is the word at its place or a head of it, one part at least
/// cut: "E-stop" for "emergency stop", "Hi-vis" for "High-visibility". The bytes of `whole`
/// those words run over. Not "E-bike" for "emergency stop", nor "stop" alone.
pub(crate) fn hyphenated_short_form(short: &str, whole: &str) -> Option<usize> {
    if !short.contains('-') {
        return None;
    }
    let mut words = whole
        .split([' ', '-'])
        .scan(0, |at, w| {
            let start = *at;
            *at += w.len() + 1;
            Some((start, w.trim_end_matches(|c: char| !c.is_alphanumeric())))
        })
        .filter(|(_, w)| !w.is_empty());
    let (mut cut, mut end) = (false, 0);
    for part in short.split('-') {
        let (start, word) = words.next()?;
        let opens = part.len() < word.len()
            && word
                .get(..part.len())
                .is_some_and(|head| head.eq_ignore_ascii_case(part));
        if part.is_empty() || !(opens || part.eq_ignore_ascii_case(word)) {
            return None;
        }
        cut |= opens;
        end = start + word.len();
    }
    cut.then_some(end)
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
    // "verification" is "verify", "notification" "notify": the noun's stem is the verb's.
    if let Some(base) = s
        .strip_suffix("ification")
        .filter(|b| b.len() >= 2 && b.is_ascii())
    {
        let mut verb = Stem::new();
        verb.push_str(first_chars(base, 6));
        verb.push_str("ify");
        let mut out = Stem::new();
        out.push_str(synonym(first_chars(&verb, 6)));
        return out;
    }
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
        // "rotation" keeps "rotat" (as "rotating" does): "-ation" is cut whole only when four
        // letters stay ("validation" -> "valid").
        if s.len() > suffix.len() + 2
            && s.ends_with(suffix)
            && !(*suffix == "ation" && s.len() < "ation".len() + 4)
        {
            s = &s[..s.len() - suffix.len()];
            stripped = true;
            break;
        }
    }
    // "extension" -> "extens" -> "extend", as "extended" is: a "-nsion" noun's verb ends in
    // "-nd" ("expansion", "suspension").
    // Only a head shorter than six letters keeps the "d" (a stem has six): it is built in a
    // stem of its own, never longer than six bytes.
    if stripped && s.ends_with("ns") && s.len() < 7 && s.is_ascii() {
        let mut verb = Stem::new();
        verb.push_str(&s[..s.len() - 1]);
        verb.push('d');
        let mut out = Stem::new();
        out.push_str(synonym(&verb));
        return out;
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
/// answer, respond -> reply    declare, claim, said, tell, inform, notify, told, report -> say
/// remove, erase -> delete     plaintext, cleartext, unencrypted -> plain   refrigerate -> fridge
/// reserve, schedule -> book
/// (right) away, asap -> immediately
/// display, expose, reveal, shown -> show
/// modify, alter, edit, touch -> change   verify -> check   purchase, order -> buy   assist -> help
/// repair -> fix   begin -> start   large -> big   little -> small   fast, prompt -> quick
/// brief -> short
/// prn -> need   cc -> copy   client -> customer   silence -> mute   fabricate -> invent   correct -> fix
/// visit -> appointment   share -> show   end -> close   defrost -> thaw   discard, trash ->
/// throw (away)   couch -> sofa   sign (off) -> approve
/// swap -> replace   consent -> permission   defend -> protect
/// past, previous -> last   doc, docs -> document   daily -> day, weekly, wk -> week, monthly ->
/// month, hourly -> hour, yearly, annual -> year   done, finished -> complete (the stem "comple", also "complex")
/// disclose, divulge -> show   throughout -> everywhere   kids -> children   advance -> ahead
/// recommend, propose -> suggest   ask -> request   talk, speak -> discuss   ship, launch -> release   entry -> enter   phone -> call
/// dispatch -> send   hand off, hand over, transfer, route -> escalate   visible, see -> view
/// hit -> call   arrive -> receive   defer, postpone -> wait   tix -> ticket
/// consecutive, record, straight -> row   tourney -> tournament   xmas -> christmas   ot -> overtime
/// additional, overflow -> extra   look, inspect -> review   proof -> prove
/// full, entire -> whole   green (a check) -> pass   red (a check) -> fail
/// explanation -> explain, decision -> decide, submission, admission, omission, redemption,
/// exposure -> their verb
/// irregular past forms -> their verb: worn, wore -> wear; written -> write; sold -> sell; lent
/// -> lend ...
/// clipped forms -> the full word: dir, repo, prod, env, db, admin, msg, app, tmp, temp, dev,
/// deps, perms, pw, pwd, impl, spec, col, dept, ref, re, qty, amt, acct, mgr, img, pic, appt, tab,
/// vet, lab, bike, meds   terminate -> cancel   refuse, reject -> decline   ack -> acknowledge
/// ```
fn synonym(stem: &str) -> &str {
    // A probe of a table the compiler built: a stem is packed into one integer and found (or
    // not) in a slot or two, where a `match` on strings compared it with every listed stem of
    // its length in turn (about 180 instructions a call, most calls finding nothing).
    let Some(key) = SynonymKey::of(stem) else {
        return stem; // longer than any listed stem
    };
    match synonym_position(&SYNONYM_TABLE, key) {
        Ok(i) => SYNONYM_TABLE[i].canonical,
        Err(_) => stem,
    }
}

/// The synonym groups of [`synonym`]: each stem of a group's list is read as the group's first
/// stem (a stem may name its own group: "throug").
const SYNONYMS: &[(&str, &[&str])] = &[
    ("reply", &["answer", "respon"]),
    // "unless the user says otherwise" = "unless told otherwise"
    (
        "say",
        &[
            "declar", "claim", "said", "tell", "inform", "notify", "told", "report",
            // "page the on-call" = "ping the on-call" = "notify the on-call"
            "pag", "ping",
        ],
    ),
    ("delet", &["remov", "eras", "strip"]),
    // "after five minutes of inactivity" = "after 5 min idle"
    ("idl", &["inacti"]),
    // "respect robots.txt" = "obey robots.txt"
    ("obey", &["respec", "adhere"]),
    // currencies by their codes: "in euros" = "EUR only"
    ("euro", &["eur"]),
    ("dollar", &["usd"]),
    // "reserve a table" = "book a table", "schedule a call" = "book a call"
    ("book", &["reserv", "schedu"]),
    // "needs a second look" = "needs a second review"; "till Callum's had a look" = "until
    // Callum has inspected them" (c29r040)
    ("review", &["look", "inspec"]),
    // "revenue numbers" = "revenue figures"
    ("number", &["figur"]),
    // "in plain text" = "unencrypted" = "in cleartext"
    ("plain", &["unencr", "plaint", "cleart"]),
    // "refrigerate leftovers" = "leftovers go in the fridge"
    ("fridg", &["refrig"]),
    // "right away" = "immediately" = "asap"
    ("immedi", &["away", "asap"]),
    (
        "show",
        &[
            "displa", "shown", "showed", "expos", "reve", "reveal", "disclo", "divulg",
            // "exposure" ("never expose X" = "no exposure of X")
            "exposu", // "if it shows up in a log" = "if it appears in a log"
            "appear",
            // "don't share the patient's number" = "the number must not be disclosed"
            "shar", // "present photo ID" = "show photo ID"
            "presen",
        ],
    ),
    // "read it out loud" = "read it aloud"
    ("loud", &["aloud"]),
    // "no matter the size" = "regardless of the size"
    ("matter", &["regard"]),
    ("chang", &["modify", "alter", "edit", "touch"]),
    // "confirm the caller's identity" = "verify the caller's identity" (session 29)
    // "check the allergy list" = "consult the allergy list" (session 30)
    ("check", &["verify", "confir", "consul"]),
    // "must not include tracking pixels" = "must not contain tracking pixels"; "as part of
    // this ticket" = "included in this ticket"
    ("includ", &["contai", "part"]),
    ("comple", &["don", "finish"]),
    // "order anything over $50" = "buy anything over $50"
    ("buy", &["purcha", "order"]),
    ("help", &["assist"]),
    // "as needed" = "PRN" (a prescription's shorthand)
    ("need", &["prn"]),
    ("fix", &["repair", "correc"]),
    ("start", &["begin", "began", "begun"]),
    ("big", &["larg"]),
    ("small", &["littl"]),
    // "short answers" = "brief answers"
    ("short", &["brief"]),
    ("quick", &["fast", "prompt"]),
    // "copy Priya on investor emails" = "CC Priya"
    ("copy", &["cc", "cc'd"]),
    ("last", &["past", "previo"]),
    ("docume", &["doc"]),
    ("day", &["daily"]),
    ("week", &["weekly", "wk", "wks"]),
    ("month", &["monthl"]),
    // ("visiting hrs" = "visiting hours": no number makes "hrs" a unit.)
    ("hour", &["hourly", "hrs"]),
    // "Max 12 pax per tender" = "twelve passengers maximum" (travel's shorthand).
    ("passen", &["pax"]),
    // "if humidity goes above 85%" = "if RH >85%" (relative humidity; corpus29b).
    ("humidi", &["rh"]),
    // "without oxygen ready" = "unless O2 is ready" (the element's symbol; corpus30).
    ("oxygen", &["o2"]),
    ("year", &["yearly", "annu", "annual"]),
    ("throug", &["throug", "everyw"]),
    // Jamaican "pickney" (session 31).
    // Nigerian "pikin", Scots "weans" and "bairns" (corpus36).
    (
        "child",
        &["kid", "childr", "pickne", "pikin", "wean", "bairn"],
    ),
    // Nigerian "oga" ("Oga say make nobody ...": the boss says, corpus36).
    ("boss", &["oga"]),
    ("ahead", &["advanc"]),
    ("sugges", &["recomm", "propos", "advis"]),
    ("reques", &["ask"]),
    // "don't phone him after 8 pm" = "no calls after 20:00"
    // "ring the on-call nurse" = "call the on-call nurse"
    // "never call the prod API" = "never hit the prod API" (session 36)
    ("call", &["phon", "ring", "hit"]),
    // "before they enter the sprint" = "before sprint entry"
    ("enter", &["entry", "entri"]),
    // "until I've talked to HR" = "until I've spoken with HR"
    ("discus", &["talk", "speak", "spoken", "spok"]),
    ("releas", &["ship", "launch"]),
    ("label", &["tag", "mark", "labell"]),
    ("mistak", &["accide", "inadve"]),
    // "fails twice in a row" = "two consecutive failures"
    // "4 nights straight" = "4 nights in a row" = "4 consecutive nights"
    ("row", &["consec", "record", "straig"]),
    // "until the stop message has been received" = "before the stop message arrives"
    // (session 36)
    ("receiv", &["receip", "arriv"]),
    // "Android can wait till Monday" = "Android deferred to Mon" (session 36)
    ("wait", &["defer", "postpo"]),
    // "tickets" = "tix" (session 36)
    ("ticket", &["tix"]),
    // "escalate to a human" = "hand off to a human" = "transfer / route to a human"
    ("escala", &["hand", "handof", "handov", "transf", "rout"]),
    // "only HR may view salary data" = "only HR can see it" = "salary data is visible to HR
    // only"
    ("view", &["visibl", "see", "seen"]),
    // Irregular past forms: the stem of the verb ("worn" = "wear").
    ("wear", &["worn", "wor"]),
    ("writ", &["writte", "wrot"]),
    ("choos", &["chosen", "chos"]),
    ("driv", &["driven", "drov"]),
    ("freez", &["frozen", "froz"]),
    // "not to be refrozen" = "may not refreeze" (session 29)
    ("refree", &["refroz"]),
    ("break", &["broken", "brok"]),
    // "don't sell seats on the 06:10" = "no 06:10 sales" (session 32, r31-029)
    ("sell", &["sold", "sal"]),
    ("lend", &["lent"]),
    // "children aged 5 and up" = "ages 5+"
    ("age", &["aged"]),
    ("spend", &["spent"]),
    ("buy", &["bought"]),
    ("bring", &["brough"]),
    ("catch", &["caught"]),
    ("teach", &["taught"]),
    ("pay", &["paid", "paymen", "payabl"]),
    ("keep", &["kept"]),
    ("send", &["sent", "dispat"]),
    ("build", &["built"]),
    ("hold", &["held"]),
    ("feed", &["fed"]),
    ("meet", &["met"]),
    ("lead", &["led"]),
    ("hid", &["hidden", "hid"]),
    // "Do not eat or drink past this point" = "No food or drink ..." (session 30)
    ("eat", &["eaten", "ate", "food"]),
    ("forget", &["forgot"]),
    ("draw", &["drawn", "drew"]),
    // ... and "discard" = "throw away" = "trash".
    ("throw", &["thrown", "threw", "discar", "trash"]),
    ("grow", &["grown", "grew"]),
    ("know", &["known", "knew"]),
    ("giv", &["given", "gav"]),
    ("tak", &["taken", "took"]),
    // Clipped forms: the stem of the full word.
    ("direct", &["dir"]),
    ("reposi", &["repo"]),
    ("produc", &["prod"]),
    ("enviro", &["env"]),
    ("databa", &["db"]),
    ("admini", &["admin"]),
    ("messag", &["msg"]),
    ("applic", &["app"]),
    ("tempor", &["tmp", "temp"]),
    ("develo", &["dev"]),
    ("depend", &["dep"]),
    // "ask for the customer's permission" = "get the customer's consent" (session 35).
    ("permis", &["perm", "consen"]),
    ("passwo", &["pw", "pwd"]),
    ("implem", &["impl"]),
    ("specif", &["spec"]),
    // Nouns whose stem the verb's does not open: the verb's stem.
    ("explai", &["explan"]),
    ("decid", &["decis"]),
    ("submit", &["submis"]),
    ("admit", &["admiss"]),
    ("omit", &["omiss"]),
    ("redeem", &["redemp"]),
    ("whole", &["full", "entir"]),
    ("pass", &["green"]),
    // "don't merge while CI is red" = "... while CI is failing"
    ("fail", &["red"]),
    ("column", &["col"]),
    // "not acknowledged within 10 minutes" = "not acked within 10 min"
    ("acknow", &["ack"]),
    ("appoin", &["appt", "visit"]),
    // "any patient marked opt-out" = "any pt marked opt-out" (a clinic's shorthand, pol64).
    ("patien", &["pt"]),
    ("tablet", &["tab"]),
    ("depart", &["dept"]),
    // "quote the ref no." = "quote the reference number"; "re: the leak" = "regarding the leak"
    ("refere", &["ref"]),
    ("regard", &["re"]),
    ("quanti", &["qty"]),
    ("amount", &["amt"]),
    ("accoun", &["acct"]),
    ("manage", &["mgr"]),
    // Clinical and trade shorthand a compaction writes: "Rx" for a prescription, "Dx" for a
    // diagnosis, "cert" for a certificate.
    ("prescr", &["rx"]),
    ("diagno", &["dx"]),
    ("certif", &["cert"]),
    ("imag", &["img"]),
    ("pictur", &["pic"]),
    // "take the dog to the vet" = "... to the veterinarian"; "lab results", "bike", "meds".
    ("veteri", &["vet"]),
    ("labora", &["lab"]),
    ("bicycl", &["bik"]),
    ("medic", &["med"]),
    // Words a summariser uses for the rule's own.
    ("custom", &["client"]),
    // "end by toasting the couple" = "close with a toast to the couple"
    ("clos", &["end"]),
    // "ear defenders on" = "ear protection on" (pol66b)
    ("protec", &["defend"]),
    ("mut", &["silenc"]),
    ("thaw", &["defros"]),
    ("sofa", &["couch"]),
    // "Mam isn't to be given coffee" = "no coffee for her mother" (session 29)
    ("mother", &["mum", "mam", "mom"]),
    // "reporters' Qs" = "reporters' questions" (session 29)
    ("questi", &["qs"]),
    // "no sweets before dinner" = "no candy before dinner" (session 29)
    ("candy", &["sweet"]),
    // "get Finance's approval" = "Finance sign-off"; "once legal signs off" = "... approves"
    // ("2 pharmacist sigs" = "two pharmacist signatures".)
    ("approv", &["sign", "signof", "signat", "sig"]),
    ("invent", &["fabric"]),
    // "refuse any add-on" = "decline any add-on" = "reject any add-on"
    ("declin", &["refus", "reject"]),
    // "cancel the gym membership" = "terminate the gym membership"
    ("cancel", &["termin"]),
    // "replace failed drives" = "drive swaps" (session 35).
    ("replac", &["swap"]),
    // Clipped and informal forms a compaction writes: "tourney winners", "Xmas roster", "OT
    // approval", "an extra day" for "an additional day".
    ("tourna", &["tourne"]),
    ("christ", &["xma"]),
    ("overti", &["ot"]),
    ("extra", &["additi", "overfl"]),
    // corpus29's compactions: "sourdough proves for 14 hours" = "14h proof"; "extras go to
    // the finish" = "overflow -> finish" (above).
    ("prov", &["proof"]),
    // "borrow at most three books" = "books on loan" (session 30)
    ("borrow", &["loan"]),
    // "Do not publish grades online" = "No online publication of grades" (session 30)
    ("publis", &["public"]),
    // "the client is very sensitive about timelines" = "client is touchy about timelines";
    // "an estimated delivery date" = "an ETA" (session 30)
    ("sensit", &["touchy"]),
    ("estima", &["eta"]),
];

/// A stem of at most [`SynonymKey::MAX_LEN`] bytes as one integer and its length: two stems
/// have equal keys exactly when they are equal ([`lexicon::pack_short_word`]).
#[derive(Clone, Copy)]
struct SynonymKey {
    word: u64,
    len: usize,
}

impl SynonymKey {
    /// No listed stem is longer (the stems are at most six characters, ASCII in the list).
    const MAX_LEN: usize = 7;

    /// The key of `stem`; `None` when it is longer than [`SynonymKey::MAX_LEN`] bytes, so
    /// listed in no group.
    const fn of(stem: &str) -> Option<SynonymKey> {
        let b = stem.as_bytes();
        if b.len() > Self::MAX_LEN {
            return None;
        }
        Some(SynonymKey {
            word: lexicon::pack_short_word(b),
            len: b.len(),
        })
    }

    /// The slot where probing for this key starts (multiplicative hashing, top bits).
    const fn home(self) -> usize {
        let h = (self.word ^ self.len as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        (h >> (64 - SYNONYM_SLOTS.trailing_zeros())) as usize
    }
}

/// One slot of the synonym table: a listed stem and its group's stem; empty when `canonical`
/// is empty (no group's stem is).
#[derive(Clone, Copy)]
struct SynonymSlot {
    key: SynonymKey,
    canonical: &'static str,
}

/// Slots in the synonym table: a power of two at least twice the number of listed stems, so
/// most probes for an unlisted stem (most stems) meet an empty slot first.
const SYNONYM_SLOTS: usize = {
    let mut total = 0;
    let mut g = 0;
    while g < SYNONYMS.len() {
        total += SYNONYMS[g].1.len();
        g += 1;
    }
    (2 * total).next_power_of_two()
};

/// The synonym table: open addressing with linear probing, built by the compiler.
static SYNONYM_TABLE: [SynonymSlot; SYNONYM_SLOTS] = build_synonym_table();

const fn build_synonym_table() -> [SynonymSlot; SYNONYM_SLOTS] {
    const EMPTY: SynonymSlot = SynonymSlot {
        key: SynonymKey { word: 0, len: 0 },
        canonical: "",
    };
    let mut slots = [EMPTY; SYNONYM_SLOTS];
    let mut g = 0;
    while g < SYNONYMS.len() {
        let (canonical, stems) = SYNONYMS[g];
        assert!(
            !canonical.is_empty(),
            "a synonym group's stem must not be empty"
        );
        let mut i = 0;
        while i < stems.len() {
            let Some(key) = SynonymKey::of(stems[i]) else {
                panic!("a listed synonym stem must have at most SynonymKey::MAX_LEN bytes");
            };
            match synonym_position(&slots, key) {
                Ok(_) => panic!("a stem is listed in two synonym groups"),
                Err(empty) => slots[empty] = SynonymSlot { key, canonical },
            }
            i += 1;
        }
        g += 1;
    }
    slots
}

/// Where `key`'s slot is, or the empty slot where it would go. The same probe fills the table
/// (at compile time) and reads it. The emptiness test comes first: most stems are unlisted,
/// and most of those meet an empty slot at once.
const fn synonym_position(
    slots: &[SynonymSlot; SYNONYM_SLOTS],
    key: SynonymKey,
) -> Result<usize, usize> {
    let mut i = key.home();
    loop {
        let slot = &slots[i];
        if slot.canonical.is_empty() {
            return Err(i);
        }
        if slot.key.word == key.word && slot.key.len == key.len {
            return Ok(i);
        }
        i = (i + 1) & (SYNONYM_SLOTS - 1);
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
    stems: Vec<(Indexed, usize)>,
    /// Group `g` is `stems[starts[g]..starts[g + 1]]`.
    starts: [usize; GROUPS + 1],
}

/// An indexed stem, with its bytes packed into an integer when it has at most eight (as
/// most stems have: six characters at most), so that a look-up compares integers
/// ([`Packed::matches`]) rather than bytes.
#[derive(Debug, Clone)]
struct Indexed {
    stem: Stem,
    packed: Option<Packed>,
}

/// A stem of at most eight bytes: its bytes, little-endian, zero above its length.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Packed {
    bytes: u64,
    len: usize,
}

impl Packed {
    /// `stem` packed, when it has at most eight bytes. The loads overlap (the first and last
    /// four bytes of a stem of four to eight, the first two and the last of two or three):
    /// no copy of a variable length.
    fn of(stem: &str) -> Option<Packed> {
        let b = stem.as_bytes();
        let len = b.len();
        let bytes = match (b.first_chunk::<4>(), b.last_chunk::<4>()) {
            _ if len > 8 => return None,
            (Some(first), Some(last)) => {
                u64::from(u32::from_le_bytes(*first))
                    | u64::from(u32::from_le_bytes(*last)) << (8 * (len - 4))
            }
            _ => match b.first_chunk::<2>() {
                Some(first) => {
                    u64::from(u16::from_le_bytes(*first)) | u64::from(b[len - 1]) << (8 * (len - 1))
                }
                None => b.first().map_or(0, |&x| u64::from(x)),
            },
        };
        Some(Packed { bytes, len })
    }

    /// [`stems_match`] of the two stems: equal, or the shorter (at least four bytes) opens
    /// the longer, told by comparing the shorter's bytes with as many low bytes of the
    /// longer.
    fn matches(self, other: Packed) -> bool {
        let (short, long) = if self.len <= other.len {
            (self, other)
        } else {
            (other, self)
        };
        if short.len == long.len {
            return short.bytes == long.bytes;
        }
        // `short.len` is below `long.len`, so below eight: the mask keeps its bytes.
        short.len >= 4 && long.bytes & ((1u64 << (8 * short.len)) - 1) == short.bytes
    }
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
        let empty = Indexed {
            stem: Stem::new(),
            packed: None,
        };
        let mut stems = vec![(empty, 0); starts[GROUPS]];
        let mut next = starts;
        for_each_stem(clauses, |s, k| {
            let g = group(s);
            let packed = Packed::of(s);
            stems[next[g]] = (Indexed { stem: *s, packed }, k);
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
        let probe = Packed::of(stem);
        self.stems[self.starts[g]..self.starts[g + 1]]
            .iter()
            .filter(move |(s, _)| match (s.packed, probe) {
                (Some(s), Some(probe)) => s.matches(probe),
                _ => stems_match(&s.stem, stem),
            })
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

/// Strong verbs: a past or a participle, and its base ("hung", "hang"). Not the forms that
/// name a thing as well ("bound", "found", "ground", "wound", "lead").
const STRONG_VERBS: &[(&str, &str)] = &[
    ("hung", "hang"),
    ("kept", "keep"),
    ("left", "leave"),
    ("held", "hold"),
    ("sent", "send"),
    ("built", "build"),
    ("brought", "bring"),
    ("bought", "buy"),
    ("caught", "catch"),
    ("taught", "teach"),
    ("told", "tell"),
    ("sold", "sell"),
    ("made", "make"),
    ("paid", "pay"),
    ("laid", "lay"),
    ("stood", "stand"),
    ("written", "write"),
    ("wrote", "write"),
    ("taken", "take"),
    ("took", "take"),
    ("given", "give"),
    ("gave", "give"),
    ("driven", "drive"),
    ("drove", "drive"),
    ("frozen", "freeze"),
    ("froze", "freeze"),
    ("chosen", "choose"),
    ("spoken", "speak"),
    ("broken", "break"),
    ("stolen", "steal"),
    ("worn", "wear"),
    ("torn", "tear"),
    ("shown", "show"),
    ("known", "know"),
    ("thrown", "throw"),
    ("grown", "grow"),
    ("drawn", "draw"),
    ("swept", "sweep"),
    ("slept", "sleep"),
    ("spent", "spend"),
    ("lent", "lend"),
    ("fed", "feed"),
    ("met", "meet"),
    ("dug", "dig"),
    ("stuck", "stick"),
    ("struck", "strike"),
    ("spun", "spin"),
    ("felt", "feel"),
    ("dealt", "deal"),
    ("ridden", "ride"),
    ("hidden", "hide"),
    ("bitten", "bite"),
    ("forbidden", "forbid"),
    ("forgotten", "forget"),
    ("sewn", "sew"),
    ("sown", "sow"),
    ("shaken", "shake"),
    ("woken", "wake"),
    ("lit", "light"),
    ("wept", "weep"),
    ("knelt", "kneel"),
    ("sought", "seek"),
    ("fought", "fight"),
    ("thought", "think"),
];

/// The missing word at `range` of `original` is a form of a strong verb ("hung", "hang",
/// "hangs", "hanging") and the rewrite's sentence `r` says another form of it: the same act
/// ("bee suits ... hung in the drying room" -> "hang in drying room"; "you must sweep the
/// mill floor" -> "mill floor swept"). Not another verb ("hide in drying room").
pub(super) fn strong_verb_said_again(
    original: &str,
    range: &Range<usize>,
    (rewrite, r): (&str, &super::extract::Clause),
) -> bool {
    let Some(w) = original.get(range.clone()) else {
        return false;
    };
    let w = w.to_ascii_lowercase();
    let Some(&(_, base)) = STRONG_VERBS
        .iter()
        .find(|&&(past, base)| w == past || is_form_of_strong_verb(&w, base))
    else {
        return false;
    };
    words(rewrite, r.range.clone()).iter().any(|(t, _)| {
        let t = t.to_ascii_lowercase();
        t != w && is_form_of_strong_verb(&t, base)
    })
}

/// `word` (lower case) is the strong verb `base` or one of its forms: "hang", "hangs",
/// "hanging", "hung"; "sweep", "swept".
fn is_form_of_strong_verb(word: &str, base: &str) -> bool {
    word == base
        || word
            .strip_prefix(base)
            .is_some_and(|end| matches!(end, "s" | "es" | "ing"))
        || word
            .strip_prefix(base.strip_suffix('e').unwrap_or(base))
            .is_some_and(|end| end == "ing")
        || STRONG_VERBS.iter().any(|&(p, b)| b == base && p == word)
}

#[cfg(test)]
mod tests {
    use super::super::tests::{assert_changed, assert_faithful};
    use super::*;
    use proptest::prelude::*;

    /// Two letters contract a plural by the last letter before its "s" (pol39a): "Rm" for
    /// "Rooms", "Wk" for "Weeks"; not "Rd" for "Rooms", nor "Sr" for "Streets" (another
    /// last letter).
    #[test]
    fn two_letters_contract_a_plural() {
        assert!(contracts("Rm", "Rooms"));
        assert!(contracts("Wk", "Weeks"));
        assert!(contracts("Rm", "Room"));
        assert!(!contracts("Rd", "Rooms"));
        assert!(!contracts("Sr", "Streets"));
    }

    /// A word's head and consonants down to its last letter, or one word's letters in
    /// capitals, write it short; a real word with another last letter or a vowel past the
    /// head does not, nor capitals for a word in capitals.
    #[test]
    fn a_head_and_consonants_or_capitals_shorten_a_word() {
        assert!(shortens("mgr", "manager"));
        assert!(shortens("bkts", "buckets"));
        assert!(shortens("invs", "invoices"));
        assert!(shortens("KB", "keyboard"));
        assert!(shortens("PW", "password"));
        assert!(!shortens("bird", "birthday"));
        assert!(!shortens("fed", "feed"));
        assert!(!shortens("lit", "light"));
        assert!(!shortens("art", "apartment"));
        assert!(!shortens("prs", "programmes"));
        assert!(!shortens("TS", "tests"));
        assert!(!shortens("pets", "parents"));
        assert!(!shortens("PW", "PASSWORD"));
        assert!(!shortens("bucket", "buckets"));
        assert!(!shortens("buck", "buckets"));
    }

    /// Each part of a hyphenated word the word at its place or its head: "L-plate" for
    /// "learner plate"; not "L-plate" for "licence sticker", nor a part longer than its word.
    #[test]
    fn a_hyphenated_short_form_of_the_words_it_opens() {
        assert_eq!(
            hyphenated_short_form("L-plate", "learner plate on the car"),
            Some(13)
        );
        assert_eq!(
            hyphenated_short_form("Lo-vis", "Low-visibility areas"),
            Some(14)
        );
        assert_eq!(hyphenated_short_form("L-plate", "licence sticker"), None);
        assert_eq!(
            hyphenated_short_form("learner-plate", "learner plate"),
            None
        );
        assert_eq!(hyphenated_short_form("plate", "plate"), None);
    }

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
        if let Some(base) = s
            .strip_suffix("ification")
            .filter(|b| b.len() >= 2 && b.is_ascii())
        {
            let mut verb: String = base.chars().take(6).collect();
            verb.push_str("ify");
            verb.truncate(6);
            return synonym(&verb).to_owned();
        }
        let mut stripped = false;
        for suffix in ["ization", "isation", "ation", "ing", "ion", "al", "ed", "e"] {
            if s.len() > suffix.len() + 2
                && s.ends_with(suffix)
                && !(suffix == "ation" && s.len() < "ation".len() + 4)
            {
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
            ("verification", "check"),
            ("revealing", "show"),
            ("reveal", "show"),
            ("notifications", "say"),
            ("classification", "classi"),
            ("specifications", "specif"),
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
                "show", "display", "reveal", "reveals", "disclose", "divulge", "expose", "appear",
                "appears",
            ],
            &["delete", "remove", "erase", "strip"],
            &["book", "reserve", "reserved", "schedule", "scheduled"],
            &["view", "visible", "see", "seen"],
            &["review", "look", "looked"],
            &["notify", "page", "ping", "tell"],
            &["number", "numbers", "figure", "figures"],
            &["change", "modify", "alter", "edit"],
            &["year", "yearly", "annual", "annually"],
            &["throughout", "everywhere"],
            &["children", "kids", "child", "pikin", "weans", "bairns"],
            &["boss", "oga"],
            &["ahead", "advance"],
            &["suggest", "recommend", "propose", "advise"],
            &["request", "ask", "asked"],
            &[
                "discuss",
                "talk",
                "talked",
                "discussed",
                "speak",
                "spoken",
                "spoke",
            ],
            &["release", "ship", "shipped", "shipping", "launch"],
            &[
                "label", "labelled", "labeled", "labels", "tag", "tagged", "tags", "marked",
            ],
            &["wear", "worn", "wore", "wearing"],
            &["write", "written", "wrote", "writing"],
            &["choose", "chosen", "chose"],
            &["drive", "driven", "drove"],
            &["freeze", "frozen", "froze"],
            &["break", "broken", "broke"],
            &["sell", "sold", "sale", "sales"],
            &["buy", "bought", "purchase"],
            &["bring", "brought"],
            &["catch", "caught"],
            &["teach", "taught"],
            &["pay", "paid"],
            &["keep", "kept"],
            &["send", "sent"],
            &["build", "built"],
            &["hold", "held"],
            &["feed", "fed"],
            &["meet", "met"],
            &["lead", "led"],
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

    /// The stem a linear scan of the synonym groups gives: what the table must answer.
    fn scanned_synonym(stem: &str) -> &str {
        SYNONYMS
            .iter()
            .find(|(_, stems)| stems.contains(&stem))
            .map_or(stem, |(canonical, _)| canonical)
    }

    #[test]
    fn the_synonym_table_answers_as_a_scan_of_the_groups() {
        let mut probes = vec![
            String::new(),
            "a".to_owned(),
            "db\0".to_owned(),
            "\0db".to_owned(),
            "réply".to_owned(),
            "answerz".to_owned(),
            "abcdefghij".to_owned(),
        ];
        for (canonical, stems) in SYNONYMS {
            probes.push((*canonical).to_owned());
            for s in *stems {
                assert_eq!(synonym(s), *canonical, "{s}");
                // One byte more or less, and one byte changed: never listed by accident.
                probes.push(format!("{s}s"));
                probes.push(s[..s.len() - 1].to_owned());
                probes.push(format!("{}x", &s[..s.len() - 1]));
            }
        }
        for p in &probes {
            assert_eq!(synonym(p), scanned_synonym(p), "{p:?}");
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

        /// Packed stems match as `stems_match` says, and pack to different integers when they
        /// differ (ASCII, two-byte characters, and zero bytes, which the padding is made of).
        #[test]
        fn packed_stems_match_as_stems_match(
            a in "[a-c\0é]{0,8}",
            b in "[a-c\0é]{0,8}",
        ) {
            if let (Some(pa), Some(pb)) = (Packed::of(&a), Packed::of(&b)) {
                prop_assert_eq!(pa.matches(pb), stems_match(&a, &b));
                prop_assert_eq!(pa == pb, a == b);
            } else {
                prop_assert!(a.len() > 8 || b.len() > 8);
            }
        }

        #[test]
        fn synonym_table_equals_the_scan(stem in "[abcdehilmnoprstuwy\0é]{0,8}") {
            prop_assert_eq!(synonym(&stem), scanned_synonym(&stem));
        }

        #[test]
        fn sliced_stem_equals_the_built_up_one(word in "[a-z'ࠠßé-]{0,14}(ies|ied|ing|ification|ation|ization|isation|ion|al|ches|shes|sses|xes|ss|us|es|s|ed|e)?") {
            prop_assert_eq!(stem(&word).to_string(), built_up_stem(&word));
        }
    }

    #[test]
    fn nouns_and_clipped_forms_meet_their_words() {
        for (a, b) in [
            ("explain", "explanations"),
            ("decide", "decision"),
            ("omit", "omission"),
            ("cols", "columns"),
            ("dept", "department"),
            ("mgr", "manager"),
            ("ref", "reference"),
            ("wk", "week"),
            ("records", "rows"),
            ("pax", "passengers"),
            ("hrs", "hours"),
            ("sigs", "signatures"),
            ("ring", "call"),
            ("rx", "prescription"),
            ("dx", "diagnosis"),
            ("certs", "certificates"),
        ] {
            assert!(stems_match(&stem(a), &stem(b)), "{a} / {b}");
        }
        assert!(!stems_match(&stem("explain"), &stem("decide")));
        // ("HR" is human resources, no hour.)
        assert!(!stems_match(&stem("hr"), &stem("hours")));
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

    /// "straight" counts in a row ("4 nights straight" = "4 consecutive nights"), and a
    /// compaction's clipped or informal forms name the word: "tourney", "Xmas", "OT", "extra".
    #[test]
    fn straight_and_clipped_forms_a_compaction_writes() {
        use super::super::tests::{assert_changed, assert_faithful};
        let nights = "Nobody is rostered for more than 4 nights straight.";
        let vip = "You can give out VIP to tournament winners yourself.";
        let ot = "Overtime is only approved by Denise.";
        let roster = "For the Christmas roster: nobody does more than three red-eyes in a row.";
        let late = "Returns more than 59 minutes late are charged as a full additional day.";
        assert_faithful(&[
            (nights, "Max 4 consecutive nights."),
            (nights, "At most 4 nights in a row."),
            (vip, "VIP: may grant to tourney winners yourself."),
            (ot, "OT approval by Denise only."),
            (roster, "Xmas roster: max 3 consecutive red-eyes."),
            (late, ">59 min late = extra full day charged."),
            ("Charge an additional day.", "Charge an extra day."),
        ]);
        assert_changed(&[
            (nights, "Max 5 consecutive nights."),
            (nights, "Min 4 consecutive nights."),
            (vip, "VIP: may grant to league winners yourself."),
            (vip, "VIP: never grant to tourney winners."),
            (ot, "OT approval by Marcus only."),
            (roster, "Xmas roster: max 4 consecutive red-eyes."),
            (late, ">30 min late = extra full day charged."),
            ("Charge an additional day.", "Charge an extra week."),
            ("Charge an additional day.", "Charge an extra deposit."),
        ]);
        assert_eq!(stem("straight"), stem("consecutive"));
        assert_eq!(stem("tourney"), stem("tournament"));
        assert_eq!(stem("xmas"), stem("christmas"));
        assert_eq!(stem("ot"), stem("overtime"));
        assert_eq!(stem("additional"), stem("extra"));
    }

    /// Session 70 (pol70c): a word clipped to its head, an apostrophe and its last letter or
    /// two ("Gov't", "reg'd", "int'l") clips it; another word with the same head, a short
    /// word, or the same head with another end does not.
    #[test]
    fn clipped_with_an_apostrophe() {
        assert!(clips("government", "Gov't"));
        assert!(clips("government", "gov’t"));
        assert!(clips("registered", "reg'd"));
        assert!(clips("international", "int'l"));
        assert!(!clips("governor", "Gov't"));
        assert!(!clips("regular", "reg'd"));
        assert!(!clips("cannot", "can't"));
        assert!(!clips("government", "Gov'ts"));
        let keys = "We never cut the keys for the government buildings without the letter.";
        assert_faithful(&[(keys, "Gov't building keys: no cutting w/o the letter.")]);
        assert_changed(&[
            (keys, "Gov't building keys: cutting w/o the letter is fine."),
            (keys, "Council building keys: no cutting w/o the letter."),
        ]);
    }

    /// corpus29's compactions: "had a look" = "inspected", "proves for 14 hours" = "14h
    /// proof", "extras" = "overflow".
    #[test]
    fn look_inspect_prove_proof_extras_overflow() {
        use super::super::tests::{assert_changed, assert_faithful};
        let look = "Dinnae touch the brood boxes till Callum's had a look.";
        let proof = "Sourdough proves for at least 14 hours.";
        let extras = "Water stations: 25 volunteers max; any extras go to the finish area.";
        assert_faithful(&[
            (
                look,
                "Do not touch the brood boxes until Callum has inspected them.",
            ),
            (proof, "Sourdough: ≥14h proof."),
            (
                extras,
                "Water stations: max 25 volunteers, overflow to the finish area.",
            ),
        ]);
        assert_changed(&[
            (
                look,
                "Do not touch the brood boxes until Ama has inspected them.",
            ),
            (
                look,
                "Do not touch the brood boxes until Callum has painted them.",
            ),
            (proof, "Sourdough: ≥12h proof."),
            (proof, "Sourdough: ≥14h bake."),
            (
                extras,
                "Water stations: max 25 volunteers, overflow to the start area.",
            ),
            (
                extras,
                "Water stations: max 35 volunteers, overflow to the finish area.",
            ),
        ]);
    }

    /// A short word spelled out ("sat phone" -> "satellite phone", s30-r084): the other way of
    /// a clipped word, without the full stop "ext." needs.
    #[test]
    fn a_short_word_spelled_out() {
        let o = "Don't dispatch a team without a charged sat phone.";
        assert_faithful(&[
            (
                o,
                "Don't dispatch a team without a charged satellite phone.",
            ),
            (
                "Don't dispatch a team w/o a charged sat phone.",
                "Don't dispatch a team without a charged satellite phone.",
            ),
            (
                "Keep the lit search under 25 results.",
                "Keep the literature search under 25 results.",
            ),
        ]);
        assert_changed(&[
            (o, "Dispatch a team without a charged satellite phone."),
            (o, "Don't dispatch a team with a charged satellite phone."),
            (o, "Don't dispatch a team without a charged radio."),
            (
                o,
                "Don't dispatch a crew without a charged satellite phone.",
            ),
            (
                o,
                "Ideally don't dispatch a team without a charged satellite phone.",
            ),
            (
                "Don't dispatch a team without 2 charged sat phones.",
                "Don't dispatch a team without 3 charged satellite phones.",
            ),
            (
                "Don't dispatch a team without a charged sat phone unless it is a drill.",
                "Don't dispatch a team without a charged satellite phone.",
            ),
            (
                "Keep the lit search under 25 results.",
                "Keep the literature search over 25 results.",
            ),
            // A longer name, or a capitalised one, is no spelling out.
            (
                o,
                "Don't dispatch a team without a charged sat_phone_backup.",
            ),
            (
                "Don't email the ops team.",
                "Don't email the Opsgenie team.",
            ),
        ]);
    }

    /// A strong verb's past ("hung") said again by its base ("hang") is the same act; another
    /// verb, or the places swapped, are not.
    #[test]
    fn a_strong_verbs_past_said_by_its_base() {
        let o = "Please make sure the bee suits are washed after each use and hung in the drying room, never in the van.";
        assert_faithful(&[
            (
                o,
                "Bee suits: wash after each use; hang in drying room, never in van.",
            ),
            (
                "Make sure the spare keys are kept in the office safe, never in a desk.",
                "Spare keys: keep in office safe, never in a desk.",
            ),
        ]);
        assert_changed(&[
            (
                o,
                "Bee suits: wash after each use; hide in drying room, never in van.",
            ),
            (
                o,
                "Bee suits: wash after each use; hang in van, never in drying room.",
            ),
            (o, "Bee suits: wash after each use; hang in drying room."),
            (
                "Make sure the spare keys are kept in the office safe, never in a desk.",
                "Spare keys: kept in office safe.",
            ),
        ]);
    }

    /// A strong verb's base ("sweep") said again by its participle ("swept") is the same act
    /// too (s67a-p079); another verb's participle, or the rule's time dropped, are not.
    #[test]
    fn a_strong_verbs_base_said_by_its_participle() {
        let o = "You must sweep the mill floor before you lock up, every evening, no matter how late it is.";
        assert_faithful(&[
            (
                o,
                "Mill floor swept before lock-up each evening, however late — required.",
            ),
            (
                "You must hang the bee suits in the drying room.",
                "Bee suits must be hung in the drying room.",
            ),
        ]);
        assert_changed(&[
            (
                o,
                "Mill floor slept before lock-up each evening, however late — required.",
            ),
            (
                o,
                "Mill floor swept before lock-up on Fridays, however late — required.",
            ),
            (
                "You must hang the bee suits in the drying room.",
                "Bee suits must be hidden in the drying room.",
            ),
        ]);
    }
}
