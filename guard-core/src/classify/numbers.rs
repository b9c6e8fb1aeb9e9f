//! Numbers as people write them: digits (`1,000`, `2.5`, `2MB`, `6pm`), number words
//! (`seven`, `twenty-five`, `a dozen`, `twice`), with the unit that follows them.

use std::borrow::Cow;

use super::lexicon;
use super::text::{Tok, TokKind};

/// A number found at some token, with how many tokens it spans and its unit, if any.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct Quantity {
    /// The value (`seven` = 7, `2.5k` = 2500).
    pub value: f64,
    /// Tokens the number itself (without the unit) occupies.
    pub len: usize,
    /// Normalised unit (`mb`, `ms`, `eur`, `%`, `token`...), glued (`2MB`) or the next word.
    /// A canonical unit name is borrowed ([`canonical_unit`]); only another word is copied.
    pub unit: Option<Cow<'static, str>>,
}

/// Number words and their values: the one list both [`word_value`] and the word-class table
/// (`lexicon::NUMBER_WORD`) read, so a token without that class is no single number word.
#[rustfmt::skip]
const NUMBER_WORDS: [(&str, f64); 44] = [
    ("zero", 0.0), ("none", 0.0), ("one", 1.0), ("once", 1.0), ("single", 1.0), ("two", 2.0),
    ("twice", 2.0), ("both", 2.0), ("pair", 2.0), ("three", 3.0), ("thrice", 3.0), ("four", 4.0),
    ("five", 5.0), ("six", 6.0), ("seven", 7.0), ("eight", 8.0), ("nine", 9.0), ("ten", 10.0),
    ("eleven", 11.0), ("twelve", 12.0), ("dozen", 12.0), ("thirteen", 13.0),
    ("fourteen", 14.0), ("fifteen", 15.0), ("sixteen", 16.0), ("seventeen", 17.0),
    ("eighteen", 18.0), ("nineteen", 19.0), ("twenty", 20.0), ("thirty", 30.0), ("forty", 40.0),
    ("fifty", 50.0), ("sixty", 60.0), ("seventy", 70.0), ("eighty", 80.0), ("ninety", 90.0),
    ("hundred", 100.0), ("thousand", 1000.0), ("million", 1e6),
    // Fractions written as one character ("½ cup").
    ("½", 0.5), ("¼", 0.25), ("¾", 0.75), ("⅓", 1.0 / 3.0), ("⅔", 2.0 / 3.0),
];

/// The names of [`NUMBER_WORDS`], for the word-class table.
pub(crate) const NUMBER_WORD_NAMES: [&str; NUMBER_WORDS.len()] = {
    let mut names = [""; NUMBER_WORDS.len()];
    let mut i = 0;
    while i < names.len() {
        names[i] = NUMBER_WORDS[i].0;
        i += 1;
    }
    names
};

/// Value of a single number word ("seven"), or of a hyphenated one ("twenty-five").
pub(crate) fn word_value(w: &str) -> Option<f64> {
    if let Some(&(_, value)) = NUMBER_WORDS.iter().find(|(name, _)| *name == w) {
        return Some(value);
    }
    let hyphen = w.bytes().position(|b| b == b'-')?; // cheaper than a char searcher
    let (tens, ones) = (&w[..hyphen], &w[hyphen + 1..]);
    Some(word_value(tens)? + word_value(ones)?)
}

/// Value of the word token `t` (see [`word_value`]). Fast: a token without the number-word
/// class and without a hyphen is no number word, which its class and hyphen flag (both noted
/// once by the tokenizer) tell without comparing it to every name.
fn token_word_value(t: &Tok<'_>) -> Option<f64> {
    if t.class & lexicon::NUMBER_WORD == 0 && !t.hyphen {
        return None;
    }
    word_value(&t.text)
}

/// "1/2", "1/3", "1/4": a unit fraction (not "24/7", nor a date such as "3/4" or "03/04").
fn fraction_value(w: &str) -> Option<f64> {
    match *w.as_bytes() {
        [b'1', b'/', d @ b'2'..=b'4'] => Some(1.0 / f64::from(d - b'0')),
        _ => None,
    }
}

/// Split a digit token into its value and a glued unit (`2mb` → 2, `mb`; `1,000` → 1000;
/// `3e-4` → 0.0003).
fn digits_value(w: &str) -> Option<(f64, &str)> {
    let (value, rest) = match leading_integer(w) {
        Some(read) => read,
        None => {
            // The first byte that is no digit, '.' or ',' (a non-ASCII character's first byte
            // is none of them, so this is where the first such character starts).
            let end = w
                .bytes()
                .position(|b| !(b.is_ascii_digit() || b == b'.' || b == b','))
                .unwrap_or(w.len());
            let (num, rest) = w.split_at(end);
            let num = num.trim_end_matches(['.', ',']);
            let value: f64 = if let Some(v) = small_integer(num) {
                v
            } else if num.as_bytes().contains(&b',') {
                num.replace(',', "").parse().ok()?
            } else {
                num.parse().ok()?
            };
            (value, rest)
        }
    };
    // Scientific notation: "3e-4", "1.5E6".
    if let Some(exp) = rest.strip_prefix(['e', 'E'])
        && let Ok(exp) = exp.parse::<i32>()
    {
        // Dividing keeps "3e-4" equal to "0.0003" (both correctly rounded).
        let scale = 10f64.powi(exp.abs());
        let value = if exp < 0 {
            value / scale
        } else {
            value * scale
        };
        return Some((value, ""));
    }
    if let Some(fraction) = fraction_value(w) {
        return Some((fraction, ""));
    }
    match rest {
        "k" => Some((value * 1e3, "")),
        "m" if value < 1000.0 => Some((value, "m")),
        // "20k/year": thousands, then the rate.
        _ if rest.starts_with("k/") => Some((value * 1e3, &rest[1..])),
        _ => Some((value, rest)),
    }
}

/// The common case of [`digits_value`]'s number, read in one pass: 1 to 15 digits followed
/// by neither '.' nor ',' (`150`, `2mb`, `6pm`). Its value (exact, as [`small_integer`]'s) and
/// the rest of `w`; `None` for any other token, which the general reader handles. Equivalent:
/// with no '.' or ',' after the digits, the general reader's number is exactly these digits.
fn leading_integer(w: &str) -> Option<(f64, &str)> {
    let b = w.as_bytes();
    let mut value = 0u64;
    let mut end = 0;
    while let Some(&d) = b.get(end).filter(|d| d.is_ascii_digit()) {
        value = value * 10 + u64::from(d - b'0');
        end += 1;
        if end > 15 {
            return None;
        }
    }
    if end == 0 || matches!(b.get(end), Some(b'.' | b',')) {
        return None;
    }
    Some((value as f64, &w[end..]))
}

/// The value of a plain integer of up to 15 digits (below 2^53, so exact as an `f64` and equal
/// to what `str::parse` returns), without the cost of a float parser.
fn small_integer(num: &str) -> Option<f64> {
    if num.is_empty() || num.len() > 15 || !num.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let value = num.bytes().fold(0u64, |v, b| v * 10 + u64::from(b - b'0'));
    Some(value as f64)
}

/// Canonical spelling of a unit word, so `MB` = `megabytes` and `€` = `eur`. Borrows the
/// word (plural `s` dropped) when it is no listed unit: no allocation unless the word ends in
/// "ies" (`retries` → `retry`).
pub(crate) fn normalize_unit(u: &str) -> Cow<'_, str> {
    let u = trim_unit(u);
    canonical_unit(u).map_or_else(|| singular(u), Cow::Borrowed)
}

/// A word that is one of the listed units ("kilo", "cent", "minutes"), not any other word, in
/// any ASCII case.
pub(crate) fn is_listed_unit(u: &str) -> bool {
    let mut buffer = [0u8; LONGEST_UNIT];
    lexicon::ascii_lower_in(trim_unit(u), &mut buffer).is_some_and(|u| canonical_unit(u).is_some())
}

/// The length in bytes of the longest spelling [`canonical_unit`] lists ("milliseconds").
const LONGEST_UNIT: usize = 12;

/// A normalised unit name that counts time ("s", "min", "h", "day", "week", "fortnight",
/// "month", "year").
pub(crate) fn is_time_unit_name(u: &str) -> bool {
    matches!(
        u,
        "s" | "min" | "h" | "day" | "week" | "fortnight" | "month" | "year"
    )
}

/// A word naming a unit of time ("days", "hrs", "yr"), by the unit names above.
pub(crate) fn is_time_unit(w: &str) -> bool {
    is_time_unit_name(&normalize_unit(w))
}

/// [`normalize_unit`] of `u` as an owned value: a listed unit is its `'static` name, any
/// other word is copied.
fn unit_name(u: &str) -> Cow<'static, str> {
    let u = trim_unit(u);
    canonical_unit(u).map_or_else(|| Cow::Owned(singular(u).into_owned()), Cow::Borrowed)
}

/// A unit word without the dots and hyphens around it (`p.m.` → `p.m`), and without the rate
/// glued to it after a slash (`calls/day` → `calls`; the polarity check reads `day` as a word
/// of the rule). A short unit after the slash is part of the unit (`km/h`, `mb/s`).
fn trim_unit(u: &str) -> &str {
    let u = match u.split_once('/') {
        Some((unit, per)) if !unit.is_empty() && rate_after_slash(per) => unit,
        _ => u,
    };
    u.trim_matches(|c: char| c == '.' || c == '-')
}

/// What follows the slash of `calls/day` or `50k/user/week`: one or more words (at least three
/// letters each) a rate counts by.
pub(crate) fn rate_after_slash(per: &str) -> bool {
    per.split('/')
        .all(|w| w.len() >= 3 && w.bytes().all(|b| b.is_ascii_alphabetic()))
}

/// The period of a rate written short after a slash (`3x/wk`, `$50/mo`, `2 d/wk`), spelled
/// out (`week`, `month`); `None` when `per` is no unit of time.
pub(crate) fn period_after_slash(per: &str) -> Option<&'static str> {
    Some(match canonical_unit(per)? {
        "s" => "second",
        "min" => "minute",
        "h" => "hour",
        "day" => "day",
        "week" => "week",
        "fortnight" => "fortnight",
        "month" => "month",
        "year" => "year",
        _ => return None,
    })
}

/// The canonical name of a listed unit word (trimmed, lower-case), or `None`.
fn canonical_unit(u: &str) -> Option<&'static str> {
    let canon = match u {
        "mb" | "megabyte" | "megabytes" | "meg" | "megs" | "mib" => "mb",
        "kb" | "kilobyte" | "kilobytes" | "kib" => "kb",
        "gb" | "gigabyte" | "gigabytes" | "gig" | "gigs" | "gib" => "gb",
        "tb" | "terabyte" | "terabytes" => "tb",
        "ms" | "millisecond" | "milliseconds" | "msec" => "ms",
        "s" | "sec" | "secs" | "second" | "seconds" => "s",
        "min" | "mins" | "minute" | "minutes" => "min",
        "h" | "hr" | "hrs" | "hour" | "hours" => "h",
        "d" | "day" | "days" => "day",
        "wk" | "wks" | "week" | "weeks" => "week",
        "fortnight" | "fortnights" => "fortnight",
        "mo" | "mos" | "month" | "months" => "month",
        "year" | "years" | "yr" | "yrs" => "year",
        "%" | "percent" | "pct" | "per cent" => "%",
        "€" | "eur" | "euro" | "euros" => "eur",
        "$" | "usd" | "dollar" | "dollars" | "bucks" => "usd",
        "£" | "gbp" | "pound" | "pounds" => "gbp",
        "¥" | "jpy" | "yen" => "jpy",
        "chf" | "franc" | "francs" => "chf",
        "₹" | "inr" | "rupee" | "rupees" => "inr",
        "₩" | "krw" => "krw",
        "₺" | "lira" | "liras" => "try",
        "₴" | "uah" | "hryvnia" | "hryvnias" => "uah",
        "₱" | "peso" | "pesos" => "peso",
        "₦" | "ngn" | "naira" => "ngn",
        "₽" | "rub" | "rouble" | "roubles" | "ruble" | "rubles" => "rub",
        "₪" | "ils" | "shekel" | "shekels" => "ils",
        "฿" | "thb" | "baht" => "thb",
        "₫" | "vnd" | "dong" => "vnd",
        "₿" | "btc" | "bitcoin" | "bitcoins" => "btc",
        "¢" | "cent" | "cents" => "cent",
        "am" | "a.m" => "am",
        "pm" | "p.m" => "pm",
        "km" | "kilometer" | "kilometers" | "kilometre" | "kilometres" => "km",
        "mi" | "mile" | "miles" => "mile",
        // A nautical mile ("12 nautical miles", "3 nm", "2 nmi").
        "nautical" | "nm" | "nmi" => "nmi",
        "kg" | "kilo" | "kilos" | "kilogram" | "kilograms" => "kg",
        "lb" | "lbs" => "lb",
        "mg" | "milligram" | "milligrams" => "mg",
        "ml" | "milliliter" | "milliliters" | "millilitre" | "millilitres" => "ml",
        "g" | "gram" | "grams" => "g",
        "mcg" | "µg" | "μg" | "microgram" | "micrograms" => "mcg",
        "l" | "liter" | "liters" | "litre" | "litres" => "l",
        "char" | "chars" | "character" | "characters" => "char",
        "req" | "reqs" | "request" | "requests" => "request",
        "msg" | "msgs" | "message" | "messages" => "message",
        "x" | "times" => "x",
        "k" => "k",
        "m" | "meter" | "meters" | "metre" | "metres" => "m",
        "cm" | "centimeter" | "centimeters" | "centimetre" | "centimetres" => "cm",
        "mm" | "millimeter" | "millimeters" | "millimetre" | "millimetres" => "mm",
        // A micrometre, with the micro sign or the Greek mu ("Ra 0.8 µm", "40 microns").
        "µm" | "μm" | "micron" | "microns" | "micrometre" | "micrometres" | "micrometer"
        | "micrometers" => "um",
        "ft" | "foot" | "feet" => "ft",
        "inch" | "inches" => "inch",
        "yd" | "yds" | "yard" | "yards" => "yd",
        "oz" | "ounce" | "ounces" => "oz",
        "tonne" | "tonnes" | "ton" | "tons" => "t",
        "gal" | "gallon" | "gallons" => "gal",
        // Illuminance ("50 lux", "50 lx").
        "lux" | "lx" => "lux",
        _ => return None,
    };
    Some(canon)
}

/// Drop a plural `s` from a unit-like noun (`tokens` → `token`, `retries` → `retry`).
pub(crate) fn singular(w: &str) -> std::borrow::Cow<'_, str> {
    if w.len() > 4 && w.ends_with("ies") {
        format!("{}y", &w[..w.len() - 3]).into()
    } else if w.len() > 3 && w.ends_with('s') && !w.ends_with("ss") {
        w[..w.len() - 1].into()
    } else {
        w.into()
    }
}

/// A number as read at some token, its unit still as written (`MB`, `€`, `retries`).
struct Reading<'t> {
    value: f64,
    unit: Option<&'t str>,
}

/// Whether a number (digits, number words, a currency amount) starts at `toks[i]`.
pub(crate) fn is_quantity_at(toks: &[Tok<'_>], i: usize) -> bool {
    read_value(toks, i).is_some() // the unit never decides whether there is a number
}

/// Read a number starting at `toks[i]`: a currency sign, digits or number words, a unit.
pub(crate) fn quantity_at(toks: &[Tok<'_>], i: usize) -> Option<Quantity> {
    number_at(toks, i).map(|n| n.quantity(toks, i))
}

/// A range written with a hyphen or a dash in one token, with its unit: "100-200 words",
/// "2–4 days" read as (100, 200, words). Both ends are plain numbers, the first is the
/// smaller and a unit follows (a date such as "2025-12" or "3-4" alone is not a range).
pub(crate) fn range_at(
    toks: &[Tok<'_>],
    i: usize,
) -> Option<(f64, f64, Option<Cow<'static, str>>)> {
    let t = toks.get(i).filter(|t| t.kind == TokKind::Number)?;
    let (low, high) = t.text.split_once(['-', '–'])?;
    let number = |s: &str| {
        (!s.is_empty() && s.bytes().all(|b| b.is_ascii_digit() || b == b'.'))
            .then(|| s.parse::<f64>().ok())
            .flatten()
    };
    let (low, high) = (number(low)?, number(high)?);
    let unit = match toks.get(i + 1)? {
        // "2-8 °C", "2–8℃": a range of temperatures.
        scale if matches!(scale.kind, TokKind::Symbol(_)) => {
            Cow::Borrowed(temperature_scale(&scale.text, toks.get(i + 2))?)
        }
        next => unit_name(unit_after(next)?),
    };
    (low < high).then_some((low, high, Some(unit)))
}

/// The scale of temperature a sign (`°`, `º`, `℃`, `℉`) names, with the letter after a degree
/// sign (`next`, "C" or "F"): `"°c"` or `"°f"`, as the polarity check names them.
fn temperature_scale(sign: &str, next: Option<&Tok<'_>>) -> Option<&'static str> {
    let letter = next.map_or("", |x| &*x.text);
    match sign {
        "℃" => Some("°c"),
        "℉" => Some("°f"),
        "°" | "º" if letter.eq_ignore_ascii_case("c") => Some("°c"),
        "°" | "º" if letter.eq_ignore_ascii_case("f") => Some("°f"),
        _ => None,
    }
}

/// The number starting at `toks[i]`, as [`quantity_at`] reads it, in a form that borrows no
/// token: a reader that asks for the number at the same token twice (the fact extraction
/// reads every token's number, then the quantities of its bounds and bare counts) reads it
/// once, keeps this, and gets the same [`Quantity`] from [`NumberAt::quantity`].
#[derive(Debug, Clone, Copy)]
pub(crate) struct NumberAt {
    value: f64,
    /// Tokens the number itself (without the unit) occupies.
    pub len: usize,
    unit: Option<UnitAt>,
}

/// Where the unit [`unit_of`] finds for a number is, told without borrowing the tokens.
#[derive(Debug, Clone, Copy)]
enum UnitAt {
    /// The currency sign in front of the digits.
    Currency(&'static str),
    /// Glued to the number (`2mb`, `three-day`): its token's text from this byte on.
    Glued(usize),
    /// The words right after the number ([`unit_word_at`] of them).
    After,
}

impl NumberAt {
    /// [`quantity_at`]`(toks, i)`, given the `toks` and `i` this was read at ([`number_at`]).
    pub(crate) fn quantity(&self, toks: &[Tok<'_>], i: usize) -> Quantity {
        Quantity {
            value: self.value,
            len: self.len,
            unit: self
                .unit
                .and_then(|u| u.text(toks, i, self.len))
                .map(unit_name),
        }
    }
}

impl UnitAt {
    /// The unit's text, for the number of `len` tokens read at `toks[i]` (always `Some` for
    /// the tokens it was found in).
    fn text<'t>(self, toks: &'t [Tok<'_>], i: usize, len: usize) -> Option<&'t str> {
        match self {
            UnitAt::Currency(sign) => Some(sign),
            UnitAt::Glued(from) => toks.get(i)?.text.get(from..),
            UnitAt::After => unit_word_at(toks, i + len),
        }
    }
}

/// Read the number starting at `toks[i]` ([`NumberAt`]).
pub(crate) fn number_at(toks: &[Tok<'_>], i: usize) -> Option<NumberAt> {
    let v = read_value(toks, i)?;
    Some(NumberAt {
        value: v.value,
        len: v.len,
        unit: unit_at(toks, i, &v),
    })
}

/// "4 tablets a day", "twice a week": the "a" at `i` makes a rate of what precedes it, it
/// counts nothing itself.
fn is_rate_head(toks: &[Tok<'_>], i: usize) -> bool {
    let Some(prev) = i.checked_sub(1).and_then(|p| toks.get(p)) else {
        return false;
    };
    let w = &*prev.text;
    prev.kind == TokKind::Number
        || matches!(w, "once" | "twice" | "thrice" | "times")
        || w.len() > 3 && w.ends_with('s') && !w.ends_with("ss")
}

/// An ISO currency code written before an amount ("INR 45,000", "USD 500"), as its unit
/// word, or `None`: codes that are English words ("try", "rub") or languages ("php") are left
/// out, since "Try 3 times" counts no money.
pub(crate) fn currency_code(w: &str) -> Option<&'static str> {
    if w.len() != 3 {
        return None;
    }
    Some(match w {
        "usd" => "usd",
        "eur" => "eur",
        "gbp" => "gbp",
        "jpy" => "jpy",
        "chf" => "chf",
        "inr" => "inr",
        // Rupees of Pakistan and Sri Lanka: "Rs" and "rupees" say them all, read as one unit
        // (INR said for PKR goes unnoticed).
        "pkr" | "lkr" => "inr",
        "bdt" => "bdt",
        "idr" => "idr",
        "myr" => "myr",
        "kes" => "kes",
        "krw" => "krw",
        "uah" => "uah",
        "ngn" => "ngn",
        "thb" => "thb",
        "vnd" => "vnd",
        "cad" => "cad",
        "aud" => "aud",
        "nzd" => "nzd",
        "sek" => "sek",
        "nok" => "nok",
        "dkk" => "dkk",
        "cny" => "cny",
        "rmb" => "cny",
        "hkd" => "hkd",
        "sgd" => "sgd",
        "zar" => "zar",
        "mxn" => "mxn",
        "brl" => "brl",
        "pln" => "pln",
        "czk" => "czk",
        "huf" => "huf",
        "aed" => "aed",
        "sar" => "sar",
        "zmw" => "zmw",
        "ghs" => "ghs",
        "egp" => "egp",
        "tzs" => "tzs",
        "ugx" => "ugx",
        "bwp" => "bwp",
        "xof" => "xof",
        "xaf" => "xaf",
        "jmd" => "jmd",
        "ttd" => "ttd",
        "clp" => "clp",
        "twd" => "twd",
        "ils" => "ils",
        "qar" => "qar",
        "kwd" => "kwd",
        "isk" => "isk",
        "npr" => "npr",
        _ => return None,
    })
}

/// A currency's letters glued before the digits of an amount ("r450" rand, "rs500" rupees,
/// "rm80" ringgit, "zar1200", "usd40", "r50k"), as the unit word, the digits (with a glued
/// "k" or "m") and whether the letters are a lone "r", or `None`. Letters that name no
/// currency ("q3", "kr1", "v2") are none. Screen a word with [`may_be_glued_currency`] first.
pub(crate) fn glued_currency(w: &str) -> Option<(&'static str, &str, bool)> {
    let split = w.bytes().position(|b| b.is_ascii_digit())?;
    let (letters, digits) = w.split_at(split);
    let numeric = digits
        .bytes()
        .position(|b| !(b.is_ascii_digit() || b == b',' || b == b'.'))
        .unwrap_or(digits.len());
    if !matches!(&digits[numeric..], "" | "k" | "m") {
        return None;
    }
    let code = match letters {
        "r" => "zar",
        "rs" => "inr",
        "rm" => "myr",
        "rp" => "idr",
        _ => currency_code(letters)?,
    };
    Some((code, digits, letters == "r"))
}

/// The one-byte screen of [`glued_currency`]: a word ending in a digit, or in "k" or "m" after
/// one ("r450", "r50k").
pub(crate) fn may_be_glued_currency(w: &str) -> bool {
    match w.as_bytes() {
        [.., d] if d.is_ascii_digit() => true,
        [.., d, b'k' | b'm'] => d.is_ascii_digit(),
        _ => false,
    }
}

/// A currency sign as a unit word, or `None` when `c` is no currency sign: "₹45,000" is
/// rupees, and "$45,000" for it is another currency.
pub(crate) fn currency_sign(c: char) -> Option<&'static str> {
    Some(match c {
        '€' => "€",
        '$' => "$",
        '£' => "£",
        '¥' => "¥",
        '₹' => "₹",
        '₩' => "₩",
        '₺' => "₺",
        '₴' => "₴",
        '₱' => "₱",
        '₦' => "₦",
        '₽' => "₽",
        '₪' => "₪",
        '₫' => "₫",
        '฿' => "฿",
        '₿' => "₿",
        '₣' => "₣",
        '₡' => "₡",
        '₲' => "₲",
        '₵' => "₵",
        '₸' => "₸",
        '₼' => "₼",
        '₾' => "₾",
        '₭' => "₭",
        '₮' => "₮",
        '៛' => "៛",
        '¢' => "¢",
        _ => return None,
    })
}

/// Read a number starting at `toks[i]` with its unit (see [`read_value`] and [`unit_after`]).
fn read_number<'t>(toks: &'t [Tok<'_>], i: usize) -> Option<Reading<'t>> {
    let v = read_value(toks, i)?;
    Some(Reading {
        value: v.value,
        unit: unit_of(toks, i, &v),
    })
}

/// The unit of the number `v` read at `toks[i]`: its currency sign, the unit glued to its
/// digits, or the unit word after it.
fn unit_of<'t>(toks: &'t [Tok<'_>], i: usize, v: &Value<'t>) -> Option<&'t str> {
    v.currency
        .or_else(|| (!v.glued.is_empty()).then_some(v.glued))
        .or_else(|| unit_word_at(toks, i + v.len))
}

/// The unit word or sign of a number whose last token is right before `toks[at]`.
fn unit_word_at<'t>(toks: &'t [Tok<'_>], at: usize) -> Option<&'t str> {
    // "2 business days", "3 working days" ("5 biz days"): a unit of its own, not the day.
    if matches!(
        toks.get(at).map(|t| &*t.text),
        Some("business" | "working" | "biz")
    ) && matches!(toks.get(at + 1).map(|t| &*t.text), Some("day" | "days"))
    {
        return Some("business-day");
    }
    // "3 consecutive days", "two separate reviewers": the unit is the word after the
    // qualifier, which stays a word of its own (dropping it changes what is counted).
    if toks.get(at).is_some_and(|t| is_count_qualifier(&t.text))
        && let Some(unit) = toks.get(at + 1).and_then(unit_after)
    {
        return Some(unit);
    }
    unit_after(toks.get(at)?)
}

/// A word between a count and what it counts that says how the things counted stand to each
/// other ("consecutive", "separate", "full").
pub(crate) fn is_count_qualifier(w: &str) -> bool {
    matches!(
        w,
        "consecutive"
            | "straight"
            | "successive"
            | "full"
            | "whole"
            | "additional"
            | "extra"
            | "separate"
            | "distinct"
            | "unique"
            | "different"
            | "independent"
    )
}

/// Where [`unit_of`] finds the unit of the number `v` read at `toks[i]`, in the same order.
/// A glued unit is the end of the number's own token (`2mb`, `three-day`; a currency
/// amount's digits are the next token's, but its sign is the unit).
fn unit_at(toks: &[Tok<'_>], i: usize, v: &Value<'_>) -> Option<UnitAt> {
    if let Some(sign) = v.currency {
        return Some(UnitAt::Currency(sign));
    }
    if !v.glued.is_empty() {
        return Some(UnitAt::Glued(toks.get(i)?.text.len() - v.glued.len()));
    }
    unit_word_at(toks, i + v.len).map(|_| UnitAt::After)
}

/// A number's value as read at some token, before its unit is looked for.
struct Value<'t> {
    value: f64,
    len: usize,
    /// A unit glued to the digits (`2mb`), or empty.
    glued: &'t str,
    /// The currency sign in front of the digits, if any.
    currency: Option<&'static str>,
}

/// The token at `k` is a plural noun of counted things ("rows", "users"), no unit of time or
/// measure.
fn counts_after(toks: &[Tok<'_>], k: usize) -> bool {
    toks.get(k).is_some_and(|t| {
        t.kind == TokKind::Word
            && t.text.len() > 3
            && t.text.ends_with('s')
            && !t.text.ends_with("ss")
            && !is_time_unit(&t.text)
            && !matches!(
                &*t.text,
                "metres" | "meters" | "miles" | "minutes" | "mins" | "seconds" | "secs"
            )
    })
}

/// The unit word or sign `next` right after a number, if it is one.
fn unit_after<'t>(next: &'t Tok<'_>) -> Option<&'t str> {
    match next.kind {
        TokKind::Word if !is_unit_stopword(&next.text) => Some(&*next.text),
        TokKind::Symbol('%') => Some("%"),
        TokKind::Symbol(c) => currency_sign(c),
        _ => None,
    }
}

/// "one vendor's rates to another vendor", "from one team to the other": a "one" set against
/// "another" or "the other" after a preposition a few words on picks one of several, it
/// counts nothing (not "one copy here and another offsite", two copies).
fn contrasted_by_another(toks: &[Tok<'_>], i: usize) -> bool {
    let ahead = &toks[(i + 1).min(toks.len())..(i + 8).min(toks.len())];
    ahead.windows(2).enumerate().any(|(k, pair)| {
        let other = pair[1].text == "another"
            || pair[1].text == "the" && ahead.get(k + 2).is_some_and(|x| x.text == "other");
        other
            && matches!(
                &*pair[0].text,
                "to" | "with" | "from" | "into" | "for" | "about" | "against" | "than"
            )
    })
}

/// Read the value of a number starting at `toks[i]`: a currency sign, digits or number words.
fn read_value<'t>(toks: &'t [Tok<'_>], i: usize) -> Option<Value<'t>> {
    let t = toks.get(i)?;
    let mut currency = None;
    let (value, mut len, glued) = match t.kind {
        TokKind::Symbol(c) => {
            let sign = currency_sign(c)?;
            let next = toks.get(i + 1)?;
            if next.kind != TokKind::Number || next.range.start != t.range.end {
                return None;
            }
            currency = Some(sign);
            let (v, rest) = digits_value(&next.text)?;
            (v, 2, rest)
        }
        TokKind::Number => {
            let (v, rest) = digits_value(&t.text)?;
            (v, 1, rest)
        }
        TokKind::Word
            if toks.get(i + 1).is_some_and(|n| n.kind == TokKind::Number)
                && currency_code(&t.text).is_some() =>
        {
            currency = currency_code(&t.text);
            let (v, rest) = digits_value(&toks.get(i + 1)?.text)?;
            (v, 2, rest)
        }
        // "R450", "Rs500", "ZAR1200", "R50k": a currency's letters glued to the amount (a
        // byte or two, the last, screen the words first); "R20,000" is read on through its
        // groups of thousands, which the tokenizer splits off ("r20", ",", "000"). A lone "R"
        // needs two digits ("R2" names a version or a room as often as money).
        TokKind::Word
            if may_be_glued_currency(&t.text)
                && let Some((code, digits, lone_r)) = glued_currency(&t.text) =>
        {
            let (mut v, rest) = digits_value(digits)?;
            let mut len = 1;
            let mut end = t.range.end;
            while rest.is_empty()
                && let Some([comma, group]) = toks.get(i + len..i + len + 2)
                && comma.is_punct(',')
                && comma.range.start == end
                && group.kind == TokKind::Number
                && group.range.start == comma.range.end
                && group.text.len() == 3
                && group.text.bytes().all(|b| b.is_ascii_digit())
            {
                v = v * 1000.0 + group.text.parse::<f64>().ok()?;
                len += 2;
                end = group.range.end;
            }
            if lone_r && len == 1 && digits.bytes().filter(u8::is_ascii_digit).count() < 2 {
                return None;
            }
            currency = Some(code);
            (v, len, rest)
        }
        // "every half hour", "a half day": half of the unit that follows ("half an hour" is
        // read at its "an").
        TokKind::Word if t.text == "half" => {
            if !matches!(toks.get(i + 1).map(|n| &*n.text), Some("hour" | "day")) {
                return None;
            }
            (0.5, 1, "")
        }
        // Fast path, equivalent to the arms below: a word with neither the number-word class
        // nor a hyphen ("two-day") is no number, unless it is "a" / "an" ("a dozen").
        TokKind::Word
            if t.class & lexicon::NUMBER_WORD == 0
                && !t.hyphen
                && t.text != "a"
                && t.text != "an" =>
        {
            return None;
        }
        TokKind::Word if t.text == "a" || t.text == "an" => {
            let next = toks.get(i + 1)?;
            if matches!(
                &*next.text,
                "dozen" | "hundred" | "thousand" | "million" | "pair"
            ) {
                (word_value(&next.text)?, 2, "")
            } else if matches!(
                &*next.text,
                "day"
                    | "week"
                    | "month"
                    | "year"
                    | "hour"
                    | "minute"
                    | "fortnight"
                    | "page"
                    | "paragraph"
                    | "sentence"
            ) && !is_rate_head(toks, i)
            {
                // "within a day", "under a page": one of the unit that follows; "half an
                // hour": half of it; "a minute and a half": one and a half.
                let half = i > 0 && toks[i - 1].text == "half";
                let and_a_half = toks
                    .get(i + 2..i + 5)
                    .is_some_and(|w| w.iter().map(|t| &*t.text).eq(["and", "a", "half"]));
                let value = if half {
                    0.5
                } else if and_a_half {
                    1.5
                } else {
                    1.0
                };
                (value, 1, "")
            } else if next.text == "quarter"
                && toks
                    .get(i + 2..i + 5)
                    .is_some_and(|w| w.iter().map(|t| &*t.text).eq(["of", "an", "hour"]))
            {
                // "a quarter of an hour": a quarter of the hour that follows.
                (0.25, 4, "")
            } else {
                return None;
            }
        }
        TokKind::Word if t.hyphen && word_value(&t.text).is_none() => {
            // "two-space", "three-day": a number word glued to its unit.
            let (number, unit) = t.text.split_once('-')?;
            (word_value(number)?, 1, unit)
        }
        TokKind::Word => {
            // Every test below only rules a number word out: read the value first, which
            // answers most words from their class alone.
            let value = token_word_value(t)?;
            if matches!(&*t.text, "none" | "both" | "single" | "pair") {
                return None;
            }
            let prev = if i > 0 { &*toks[i - 1].text } else { "" };
            let next = toks.get(i + 1).map_or("", |n| &*n.text);
            // "once QA signs off", "no one", "the other one": not counts.
            if t.text == "once"
                && !(matches!(next, "a" | "per" | "every" | "each" | "an")
                    || is_frequency_adverb(next))
            {
                return None;
            }
            // "the Android one.": a pronoun closing a noun phrase.
            let closes_a_phrase = toks.get(i + 1).is_none_or(|n| n.kind != TokKind::Word)
                && i >= 2
                && matches!(&*toks[i - 2].text, "the" | "this" | "that" | "a" | "an");
            if t.text == "one"
                && (closes_a_phrase
                    || matches!(
                        prev,
                        "no" | "the"
                            | "this"
                            | "that"
                            | "any"
                            | "every"
                            | "each"
                            | "which"
                            | "other"
                            | "another"
                            | "someone"
                            | "anyone"
                    )
                    || matches!(next, "of" | "another" | "")
                    || contrasted_by_another(toks, i))
            {
                return None;
            }
            (value, 1, "")
        }
        _ => return None,
    };
    // "$1.2m", "1.2M rows": millions of money or of counted things (lower-cased, as every
    // token is); "a 5m cable", "5m of rope" are metres.
    let (value, glued) = if glued == "m" && (currency.is_some() || counts_after(toks, i + len)) {
        (value * 1e6, "")
    } else {
        (value, glued)
    };
    // "twenty five", "two hundred", "three thousand", "two thousand five hundred": the
    // thousands and millions said so far (`total`), and the group under a thousand being said.
    let (mut total, mut value) = (0.0, value);
    while let Some(next) = toks.get(i + len).filter(|n| n.kind == TokKind::Word) {
        // "one hundred and twenty", "two thousand and five": the British "and" before the
        // tens and units of a round hundred or thousand (not "between one hundred and two
        // hundred", a range).
        if next.text == "and"
            && (value >= 100.0 && value % 100.0 == 0.0 || total > 0.0 && value == 0.0)
            && let Some(v) = toks.get(i + len + 1).and_then(token_word_value)
            && v < 100.0
            && !toks
                .get(i + len + 2)
                .is_some_and(|t| matches!(&*t.text, "hundred" | "thousand" | "million"))
        {
            value += v;
            len += 2;
            continue;
        }
        match (token_word_value(next), &*next.text) {
            (Some(m), "hundred") => value *= m,
            (Some(m), "thousand" | "million") => {
                total += value * m;
                value = 0.0;
            }
            // "twenty five", "two hundred twenty five": units after the tens of the group.
            (Some(v), _)
                if (20.0..100.0).contains(&(value % 100.0)) && value % 10.0 == 0.0 && v < 10.0 =>
            {
                value += v
            }
            // "... thousand five", "... thousand five hundred": a group after a multiplier;
            // "two hundred fifty", "twelve hundred five": the tens and units after hundreds.
            (Some(v), _) if total > 0.0 && value == 0.0 && v < 100.0 => value = v,
            (Some(v), _) if value >= 100.0 && value % 100.0 == 0.0 && v < 100.0 => value += v,
            _ => break,
        }
        len += 1;
    }
    let value = total + value;
    Some(Value {
        value,
        len,
        glued,
        currency,
    })
}

/// A word that makes the number after it approximate ("about 30", "~2 MB", "circa 1900").
pub(crate) fn is_approximator(w: &str) -> bool {
    matches!(
        w,
        "about" | "around" | "roughly" | "approximately" | "approx" | "~" | "circa"
    )
}

/// An adverb of a period ("daily", "weekly"): "once weekly" counts as "once a week" does.
pub(crate) fn is_frequency_adverb(w: &str) -> bool {
    matches!(
        w,
        "hourly" | "daily" | "nightly" | "weekly" | "monthly" | "yearly" | "annually"
    )
}

/// Words after a number that are not its unit ("3 or fewer", "2 and 5").
fn is_unit_stopword(w: &str) -> bool {
    matches!(
        w,
        "or" | "and"
            | "onward"
            | "onwards"
            | "to"
            | "of"
            | "in"
            | "at"
            | "per"
            | "a"
            | "an"
            | "the"
            | "their"
            | "your"
            | "our"
            | "my"
            | "his"
            | "her"
            | "its"
            | "for"
            | "max"
            | "maximum"
            | "minimum"
            | "tops"
            | "total"
            | "each"
            | "is"
            | "are"
            | "on"
            | "by"
            | "from"
            | "with"
            | "before"
            | "after"
            | "than"
            | "times"
            | "more"
            | "less"
            | "fewer"
            | "under"
            | "over"
            | "days'"
            | "if"
            | "unless"
            | "until"
            | "so"
            | "but"
            | "it"
            | "we"
            | "you"
            | "ish"
            | "-ish"
            | "plus"
    )
}

/// A comparator's words, and whether it applies after the number instead of before.
type Comparator = (&'static [&'static str], bool);

/// Comparators that bound a number: (words, applies after the number instead of before).
const COMPARATORS: &[Comparator] = &[
    (&["at", "or", "below"], false),
    (&["at", "or", "under"], false),
    (&["at", "or", "above"], false),
    (&["at", "or", "over"], false),
    (&["at", "most"], false),
    (&["at", "least"], false),
    (&["at", "the", "most"], false),
    (&["no", "more", "than"], false),
    (&["not", "more", "than"], false),
    (&["no", "fewer", "than"], false),
    (&["no", "less", "than"], false),
    (&["not", "less", "than"], false),
    (&["no", "longer", "than"], false),
    (&["not", "longer", "than"], false),
    (&["no", "higher", "than"], false),
    (&["no", "larger", "than"], false),
    (&["no", "bigger", "than"], false),
    (&["no", "shorter", "than"], false),
    (&["no", "lower", "than"], false),
    (&["no", "smaller", "than"], false),
    (&["no", "heavier", "than"], false),
    (&["no", "wider", "than"], false),
    (&["no", "taller", "than"], false),
    (&["no", "faster", "than"], false),
    (&["no", "hotter", "than"], false),
    (&["no", "warmer", "than"], false),
    (&["no", "deeper", "than"], false),
    (&["no", "louder", "than"], false),
    (&["no", "thicker", "than"], false),
    (&["no", "lighter", "than"], false),
    (&["no", "slower", "than"], false),
    (&["no", "colder", "than"], false),
    (&["no", "cooler", "than"], false),
    (&["no", "narrower", "than"], false),
    (&["no", "thinner", "than"], false),
    (&["no", "closer", "than"], false),
    (&["no", "nearer", "than"], false),
    (&["no", "further", "than"], false),
    (&["no", "farther", "than"], false),
    (&["fewer", "than"], false),
    (&["less", "than"], false),
    (&["smaller", "than"], false),
    (&["shorter", "than"], false),
    (&["lower", "than"], false),
    (&["larger", "than"], false),
    (&["bigger", "than"], false),
    (&["longer", "than"], false),
    (&["higher", "than"], false),
    (&["younger", "than"], false),
    (&["older", "than"], false),
    (&["heavier", "than"], false),
    (&["wider", "than"], false),
    (&["taller", "than"], false),
    (&["faster", "than"], false),
    (&["hotter", "than"], false),
    (&["warmer", "than"], false),
    (&["deeper", "than"], false),
    (&["louder", "than"], false),
    (&["thicker", "than"], false),
    (&["closer", "than"], false),
    (&["nearer", "than"], false),
    (&["further", "than"], false),
    (&["farther", "than"], false),
    (&["lighter", "than"], false),
    (&["slower", "than"], false),
    (&["colder", "than"], false),
    (&["cooler", "than"], false),
    (&["narrower", "than"], false),
    (&["thinner", "than"], false),
    (&["more", "than"], false),
    (&["greater", "than"], false),
    (&["up", "to"], false),
    // "The cargo lift is rated for 800 kg": the most a thing may bear.
    (&["rated", "for"], false),
    (&["rated", "to"], false),
    // "The hoist is rated at 2 tonnes" (not "rated at 4.5 stars": see `scores_a_rating`).
    (&["rated", "at"], false),
    (&["under"], false),
    (&["below"], false),
    (&["over"], false),
    (&["above"], false),
    (&["exceed"], false),
    (&["exceeds"], false),
    (&["exceeding"], false),
    (&["beyond"], false),
    // "can't go past $4,500", "must not run past 6pm" (only after such a verb: see
    // `goes_past_a_mark`).
    (&["past"], false),
    (&["within"], false),
    (&["between"], false),
    // "stays somewhere from 14 to 16 volts": a range kept (only after a verb of staying: see
    // `kept_within_a_range`).
    (&["from"], false),
    (&["max"], false),
    (&["maximum"], false),
    (&["min"], false),
    (&["minimum"], false),
    (&["capped", "at"], false),
    (&["cap", "at"], false),
    (&["limit", "to"], false),
    (&["limited", "to"], false),
    (&["limit", "of"], false),
    (&["≤"], false),
    (&["≥"], false),
    (&["<"], false),
    (&[">"], false),
    (&["no", "later", "than"], false),
    (&["no", "earlier", "than"], false),
    (&["not", "later", "than"], false),
    (&["not", "earlier", "than"], false),
    // "power them down no sooner than 10 minutes after ..." (corpus30)
    (&["no", "sooner", "than"], false),
    (&["not", "sooner", "than"], false),
    (&["by"], false),
    (&["due"], false),
    (&["before"], false),
    (&["prior", "to"], false),
    (&["after"], false),
    (&["until"], false),
    (&["till"], false),
    (&["exactly"], false),
    (&["only"], false),
    (&["tops"], true),
    (&["no", "more"], true),
    (&["max"], true),
    (&["maximum"], true),
    (&["minimum"], true),
    (&["min"], true),
    (&["or", "less"], true),
    (&["or", "fewer"], true),
    (&["or", "under"], true),
    (&["or", "below"], true),
    (&["or", "more"], true),
    (&["or", "above"], true),
    (&["at", "most"], true),
    (&["at", "the", "most"], true),
    // "Radio check every 30 minutes at least", Caribbean "... at de least" (cls68a): a floor
    // closing the count, as "at most" does a ceiling.
    (&["at", "least"], true),
    (&["at", "the", "least"], true),
    (&["at", "de", "least"], true),
    (&["or", "earlier"], true),
    (&["or", "sooner"], true),
    (&["or", "lower"], true),
    (&["or", "higher"], true),
    (&["or", "greater"], true),
    (&["or", "longer"], true),
    (&["or", "later"], true),
    (&["or", "older"], true),
    // "38 °C or cooler", "5 kg or lighter": a comparative of measure after the number.
    (&["or", "cooler"], true),
    (&["or", "colder"], true),
    (&["or", "lighter"], true),
    (&["or", "shorter"], true),
    (&["or", "smaller"], true),
    (&["or", "warmer"], true),
    (&["or", "hotter"], true),
    (&["or", "heavier"], true),
    (&["onward"], true),
    (&["onwards"], true),
    (&["cap"], true),
    (&["limit"], true),
    (&["+"], true),
    (&["plus"], true),
];

/// The first word of every comparator, for the word-class table.
#[rustfmt::skip]
pub(crate) const COMPARATOR_FIRST_WORDS: &[&str] = &[
    "at", "no", "not", "fewer", "less", "more", "greater", "up", "under", "below", "over", "above",
    "exceed", "exceeds", "exceeding", "beyond", "within", "between", "from", "max", "maximum", "min",
    "minimum", "capped", "cap", "limit", "limited", "≤", "≥", "<", ">", "by", "before", "after",
    "until", "till", "exactly", "only", "tops", "or", "+", "plus", "smaller", "shorter", "lower",
    "larger", "bigger", "longer", "higher", "due", "younger", "older", "prior", "onward",
    "onwards", "rated", "past", "heavier", "wider", "taller", "faster", "hotter", "warmer", "deeper", "louder", "thicker", "lighter", "slower", "colder", "cooler", "narrower", "thinner",
    "closer", "nearer", "further", "farther",
];

/// Comparatives of measure beside "more": "heavier than 25 lb" allows what is above 25 lb.
pub(crate) const COMPARATIVES_ABOVE: &[&str] = &[
    "heavier", "wider", "taller", "faster", "hotter", "warmer", "deeper", "louder", "thicker",
    // "no further than 5 km from base" allows what is within 5 km.
    "further", "farther",
];

/// Comparatives of measure beside "less": "colder than 5 °C" allows what is below 5 °C.
pub(crate) const COMPARATIVES_BELOW: &[&str] = &[
    "lighter", "slower", "colder", "cooler", "narrower", "thinner",
    // "no closer than 200 metres to the breakwater" allows what is 200 metres away or more.
    "closer", "nearer",
];

/// Which side of the number a bound allows.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Direction {
    /// At most: "under", "up to", "max", "by" (a deadline).
    Upper,
    /// At least: "over", "min", "after".
    Lower,
    /// Between two numbers.
    Between,
    /// Exactly this many: "only 3", "exactly 5", or a bare number.
    Exact,
}

/// A comparator with its number: "at most 3 retries", "150 tokens max", "by Friday".
#[derive(Debug, Clone)]
pub(crate) struct Bound {
    /// Token index of the comparator's first word.
    pub comparator: usize,
    /// First token of the whole bound (comparator, or the number when the comparator follows).
    pub start: usize,
    /// Last token of the whole bound.
    pub end: usize,
    /// Token index where the number starts.
    pub number: usize,
    /// Which side the bound allows.
    pub direction: Direction,
    /// A date or time bound ("by Friday", "before 6pm").
    pub temporal: bool,
    /// "only 3", "exactly 5": restrictive, but common in reports too.
    pub loose: bool,
    /// The side whose own number a comparator before it leaves out: `Lower` for "more than 3"
    /// (3 is not allowed), `Upper` for "under 20"; `None` for inclusive comparators ("at
    /// least", "no more than", "max") and for those after their number ("5 or more").
    pub excludes: Option<Direction>,
}

/// A word naming what lies past a bound, alone ("over", "under", "outside") or before "than"
/// ("heavier", "less"): the comparators of [`excluded_side`], "outside" a range, and the
/// comparatives of strength ("weaker", "stronger"), which bound a concentration or a brew.
pub(crate) fn names_the_far_side(w: &str) -> bool {
    matches!(w, "outside" | "weaker" | "stronger")
        || excluded_side(&[w]).is_some()
        || excluded_side(&[w, "than"]).is_some()
}

/// [`Bound::excludes`] of a comparator's words, read before its number.
fn excluded_side(words: &[&str]) -> Option<Direction> {
    match words {
        ["more", "than"]
        | ["over"]
        | ["above"]
        | ["exceeding"]
        | ["beyond"]
        | ["past"]
        | ["greater", "than"]
        | ["larger", "than"]
        | ["bigger", "than"]
        | ["higher", "than"]
        | ["longer", "than"]
        | ["older", "than"]
        | [">"] => Some(Direction::Lower),
        [w, "than"] if COMPARATIVES_ABOVE.contains(w) => Some(Direction::Lower),
        [w, "than"] if COMPARATIVES_BELOW.contains(w) => Some(Direction::Upper),
        ["fewer", "than"]
        | ["less", "than"]
        | ["under"]
        | ["below"]
        | ["smaller", "than"]
        | ["shorter", "than"]
        | ["lower", "than"]
        | ["younger", "than"]
        | ["<"] => Some(Direction::Upper),
        _ => None,
    }
}

fn direction_of(words: &[&str]) -> Direction {
    match words {
        ["at", "least"]
        | ["at", "the" | "de", "least"]
        | ["at", "or", "above" | "over"]
        | ["no", "fewer", "than"]
        | ["no", "less", "than"]
        | ["not", "less", "than"]
        | ["no", "shorter", "than"]
        | ["no", "lower", "than"]
        | ["no", "smaller", "than"]
        | ["more", "than"]
        | ["greater", "than"]
        | ["larger", "than"]
        | ["bigger", "than"]
        | ["longer", "than"]
        | ["higher", "than"]
        | ["older", "than"]
        | ["over"]
        | ["above"]
        | ["exceeding"]
        | ["beyond"]
        | ["past"]
        | ["min"]
        | ["minimum"]
        | ["≥"]
        | [">"]
        | ["no" | "not", "earlier" | "sooner", "than"]
        | ["after"]
        | ["or", "more"]
        | ["or", "above"]
        | ["or", "higher"]
        | ["or", "greater"]
        | ["or", "longer"]
        | ["or", "later"]
        | ["or", "older"]
        | ["or", "warmer" | "hotter" | "heavier"]
        | ["onward"]
        | ["onwards"]
        | ["+"]
        | ["plus"] => Direction::Lower,
        [w, "than"] if COMPARATIVES_ABOVE.contains(w) => Direction::Lower,
        ["no", w, "than"] if COMPARATIVES_BELOW.contains(w) => Direction::Lower,
        ["between"] | ["from"] => Direction::Between,
        ["exactly"] | ["only"] => Direction::Exact,
        _ => Direction::Upper,
    }
}

/// The tokens from `i` on are `words`, in order ("right", "of", "way").
pub(crate) fn seq(t: &[Tok<'_>], i: usize, words: &[&str]) -> bool {
    words
        .iter()
        .enumerate()
        .all(|(k, w)| t.get(i + k).is_some_and(|x| x.text == *w))
}

/// The comparators whose first word is `first`, in `COMPARATORS` order.
// Inlined into both copies of `rules::analyze_sentence` (see `rules::KeepBounds`), as into
// the one there was.
#[inline(always)]
fn comparators_from(first: &str) -> &'static [Comparator] {
    let (grouped, starts) = &COMPARATORS_BY_FIRST_WORD;
    lexicon::comparator_index(first).map_or(&[], |i| &grouped[starts[i]..starts[i + 1]])
}

/// [`COMPARATORS`] grouped by first word, in [`COMPARATOR_FIRST_WORDS`] order (in
/// `COMPARATORS` order within a group), and where each group starts: group `i` is
/// `grouped[starts[i]..starts[i + 1]]`. Built at compile time, so a look-up checks no
/// initialisation.
static COMPARATORS_BY_FIRST_WORD: (
    [Comparator; COMPARATORS.len()],
    [usize; COMPARATOR_FIRST_WORDS.len() + 1],
) = {
    let mut grouped: [Comparator; COMPARATORS.len()] = [(&[], false); COMPARATORS.len()];
    let mut starts = [0; COMPARATOR_FIRST_WORDS.len() + 1];
    let mut n = 0;
    let mut f = 0;
    while f < COMPARATOR_FIRST_WORDS.len() {
        starts[f] = n;
        let mut c = 0;
        while c < COMPARATORS.len() {
            if lexicon::same_str(COMPARATORS[c].0[0], COMPARATOR_FIRST_WORDS[f]) {
                grouped[n] = COMPARATORS[c];
                n += 1;
            }
            c += 1;
        }
        f += 1;
    }
    starts[COMPARATOR_FIRST_WORDS.len()] = n;
    assert!(
        n == COMPARATORS.len(),
        "every comparator's first word must be in COMPARATOR_FIRST_WORDS, once"
    );
    (grouped, starts)
};

/// Every comparator + number in a sentence's tokens, in `out` (its contents are replaced: a
/// buffer reused from sentence to sentence).
pub(crate) fn bounds_into(t: &[Tok<'_>], out: &mut Vec<Bound>) {
    out.clear();
    for_each_bound(t, 0..t.len(), |b| out.push(b));
}

/// Every comparator + number in a sentence's tokens, handed to `each` in text order (no
/// buffer to fill). Comparators are looked for at the indices `starts` (ascending): all of
/// them, or only the sentence's trigger words, since every comparator's first word is one.
pub(crate) fn for_each_bound(
    t: &[Tok<'_>],
    starts: impl IntoIterator<Item = usize>,
    mut each: impl FnMut(Bound),
) {
    let mut covered_until = 0;
    for i in starts {
        if t[i].class & super::lexicon::COMPARATOR == 0 {
            continue;
        }
        for &(words, postfix) in comparators_from(&t[i].text) {
            // "no more than 4" is one bound, not also "more than 4". The first word is the
            // token's own (the group is chosen by it): only the words after it are compared.
            if !postfix && i < covered_until || !seq(t, i + 1, &words[1..]) {
                continue;
            }
            if words == ["past"] && !goes_past_a_mark(t, i) {
                continue;
            }
            if words == ["from"] && !kept_within_a_range(t, i) {
                continue;
            }
            // "make test -> 3 failures", "x=>3": the head of an arrow glued to its shaft.
            if words == [">"]
                && i > 0
                && t[i - 1].range.end == t[i].range.start
                && matches!(
                    t[i - 1].kind,
                    TokKind::Symbol('-' | '=') | TokKind::Punct('-')
                )
            {
                continue;
            }
            // "rental #7731 skis+boots": a "+" glued between two words joins them, no "or
            // more" (cls69b; "12+ characters", "ages 12+" stay bounds).
            if words == ["+"]
                && t.get(i + 1)
                    .is_some_and(|n| n.kind == TokKind::Word && n.range.start == t[i].range.end)
                && i > 0
                && t[i - 1].kind == TokKind::Word
                && t[i - 1].range.end == t[i].range.start
            {
                continue;
            }
            // "due by Friday", "due before noon": the next comparator makes the bound.
            if words == ["due"]
                && t.get(i + 1)
                    .is_some_and(|n| matches!(&*n.text, "by" | "before" | "until"))
            {
                continue;
            }
            let after = i + words.len();
            // "at least one second and at most seven seconds": a comparator with a number of
            // its own after it is that number's, not the one before ("3 guests at most").
            if postfix && is_quantity_at(t, after) {
                continue;
            }
            // "Sixty guests, no more": the postfix form closes its clause ("no more than 4"
            // is the prefix one).
            // So does "at least" after its count: "every 30 minutes at least" (not "62% listen
            // at least weekly", "over seventy-five get at least a slot": the prefix one).
            if (words == ["no", "more"] || postfix && words[words.len() - 1] == "least")
                && t.get(after).is_some_and(|x| x.kind == TokKind::Word)
            {
                continue;
            }
            // "The bridge, rated for 5 tonnes, collapsed": a rating told beside the story, not
            // stated ("is rated for", "Lift rated for 800 kg").
            if words[0] == "rated" && i > 0 && t[i - 1].kind != TokKind::Word {
                continue;
            }
            // "no later than Friday" bounds a time too ("no later than 30 days" a duration,
            // read as any quantity).
            let temporal = matches!(
                words[0],
                "by" | "due" | "before" | "after" | "until" | "till" | "prior"
            ) || matches!(
                words,
                ["no" | "not", "later" | "earlier" | "sooner", "than"]
            ) && !is_quantity_at(t, after);
            let number_at = if postfix {
                // The number ends right before the comparator: "150 tokens max", "5 or fewer".
                // Only words or signs between them: "150 tokens max", "12+ characters", and a
                // comma before "tops" or "max": "three follow-ups, tops".
                let comma_before = usize::from(
                    matches!(words, ["tops"] | ["max"] | ["no", "more"])
                        && i > 0
                        && t[i - 1].kind == TokKind::Punct(','),
                );
                // An "of" phrase of one or two words naming what is counted may stand
                // between: "one hour of TV at most", "$50 of petty cash max"; so may a "per"
                // phrase naming whom it is counted for: "two bags per passenger, no more";
                // and before "max", a rate's "a" and its time unit: "180 packs a minute max".
                let of_phrase = (2..=3)
                    .find(|&d| {
                        i >= d + comma_before
                            && match &*t[i - d - comma_before].text {
                                "of" | "per" => true,
                                "a" | "an" => {
                                    matches!(words, ["max"] | ["maximum"] | ["tops"])
                                        && is_time_unit(&t[i - d - comma_before + 1].text)
                                }
                                _ => false,
                            }
                    })
                    .unwrap_or(0);
                // (Before ", no more", up to three words name what is counted: "Four Tc-99m
                // bone scans per camera session, no more".)
                let wider = usize::from(comma_before == 1 && words == ["no", "more"]);
                (i.saturating_sub(3 + comma_before + wider + of_phrase)..i)
                    .rev()
                    .find(|&k| {
                        is_quantity_at(t, k)
                            && t[k + 1..i - comma_before]
                                .iter()
                                .all(|x| !matches!(x.kind, TokKind::Punct(_)))
                    })
                    // "£20 or more": the amount starts at its currency sign, as after a
                    // comparator before it ("over £20").
                    .map(|k| match k.checked_sub(1) {
                        Some(sign)
                            if matches!(t[sign].kind, TokKind::Symbol(_))
                                && is_quantity_at(t, sign) =>
                        {
                            (sign, None)
                        }
                        _ => (k, None),
                    })
            } else if words == ["cap"] || words == ["limit"] {
                None
            } else {
                let reach = match words[0] {
                    "between" | "from" | "only" | "exactly" => 1,
                    "max" | "maximum" | "min" | "minimum" => 5,
                    _ => 3,
                };
                // The first number (its value kept for its extent below) or date in reach.
                (after..(after + reach).min(t.len()))
                    // Not past a clause's punctuation: "movement over SMB; 03:05 EDR ..."
                    // (an abbreviation's point right after the comparator is no stop: "Max.
                    // 3 slides").
                    .take_while(|&k| match t[k].kind {
                        TokKind::Punct(';' | ',') => false,
                        TokKind::Punct('.') => k == after,
                        _ => true,
                    })
                    // "bigger than the old one": "one" after other words is a pronoun.
                    .filter(|&k| k == after || t[k].text != "one")
                    .find_map(|k| match read_value(t, k) {
                        Some(v) => Some((k, Some(v))),
                        None => (temporal && is_date_word(t, k) && !verb_of_a_subject(t, k))
                            .then_some((k, None)),
                    })
                    // A date word is a date; a number is asked with its value and unit as
                    // read here (`is_time_or_date` would read them again).
                    .filter(|(k, value)| {
                        !temporal
                            || value.as_ref().is_none_or(|v| {
                                is_time_or_date_with(t, *k, || {
                                    Some((v.value, unit_of(t, *k, v).map(normalize_unit)))
                                })
                            })
                    })
            };
            let Some((k, value)) = number_at else {
                continue;
            };
            if words == ["rated", "at"] && scores_a_rating(t, k, value.as_ref()) {
                continue;
            }
            // "14 min of errors": right after its number, "min" is the minutes unit; it is
            // a minimum only after a unit of its own ("2 GB min").
            if postfix && words == ["min"] && k + 1 == i {
                continue;
            }
            // "134°C for 3.5 min, pressure 2.1 bar": right after a number, "min" is the
            // minutes unit, not a minimum of the number after it.
            if !postfix
                && words == ["min"]
                && i.checked_sub(1)
                    .is_some_and(|n| t[n].text.starts_with(|c: char| c.is_ascii_digit()))
            {
                continue;
            }
            // "shared between three teams": "between" bounds only with a second end ("between
            // 2 and 5", "between 10 pm and 7 am", "between Monday and Friday", "2-4").
            if words == ["between"] && !has_second_end(t, k) {
                continue;
            }
            // "stays from 14 to 16 volts" bounds a measure with its second end; "stays from 9
            // to 5" (hours spent) and "from 9am to 5pm" bound none.
            if words == ["from"] && (!ends_in_a_measure(t, k) || is_time_or_date(t, k)) {
                continue;
            }
            let (start, end) = if postfix {
                (k, i + words.len() - 1)
            } else {
                // Through the number and its unit word: "under 2 MB", "at most 3 retries".
                let q = value.map(|v| (v.len, unit_of(t, k, &v).is_some()));
                let number_end = k + q.map_or(1, |(len, _)| len) - 1;
                // A unit glued to the number ("8pm", "2MB") leaves the next word out ("after
                // 8pm local time").
                let figure = &t[number_end].text;
                let glued = figure.starts_with(|c: char| c.is_ascii_digit())
                    && figure.ends_with(|c: char| c.is_ascii_alphabetic());
                let unit_word = q.is_some_and(|(_, has_unit)| has_unit)
                    && !glued
                    && t.get(number_end + 1).is_some_and(|u| {
                        u.kind != TokKind::Punct(',') && !matches!(u.kind, TokKind::Punct(_))
                    });
                (i, number_end + usize::from(unit_word))
            };
            if !postfix {
                covered_until = covered_until.max(i + words.len());
            }
            each(Bound {
                comparator: i,
                start,
                end,
                number: k,
                direction: lead_time_direction(t, words, end).unwrap_or(direction_of(words)),
                // "between 8am and 9am": a window of the day, a time like "by Friday".
                temporal: temporal || words == ["between"] && is_time_or_date(t, k),
                loose: words == ["only"] || words == ["exactly"],
                excludes: if postfix { None } else { excluded_side(words) },
            });
        }
    }
}

/// "past" at `i` follows a verb of going on beyond a mark ("go past $4,500", "runs past
/// 6pm", "stay past midnight"), so it bounds the number after it; "the past 3 days" and "half
/// past 5" bound nothing.
fn goes_past_a_mark(t: &[Tok<'_>], i: usize) -> bool {
    i > 0
        && matches!(
            &*t[i - 1].text,
            "go" | "goes"
                | "going"
                | "run"
                | "runs"
                | "running"
                | "stay"
                | "stays"
                | "staying"
                | "extend"
                | "extends"
                | "creep"
                | "creeps"
                | "push"
                | "pushes"
        )
}

/// "from" at `i` follows a verb of staying, perhaps with "somewhere" or "anywhere" between
/// ("Voltage stays somewhere from 14 to 16 volts", "pH remains from 6 to 7"), so the range
/// after it is a bound kept; "a ride from 14 to 16 miles" and "stayed from 14 to 16 volts"
/// (a past) bound nothing.
fn kept_within_a_range(t: &[Tok<'_>], i: usize) -> bool {
    let verb = match i.checked_sub(1) {
        Some(k) if matches!(&*t[k].text, "somewhere" | "anywhere") => k.checked_sub(1),
        before => before,
    };
    verb.is_some_and(|k| super::rules::is_keeping_verb(&t[k]))
}

/// The number `value` read at `t[k]` after "rated at" is a score, not a rated capacity: no
/// unit ("rated at 4.5"), or one of a review ("4.5 stars", "92%", "8 points", "9/10").
fn scores_a_rating(t: &[Tok<'_>], k: usize, value: Option<&Value<'_>>) -> bool {
    value
        .and_then(|v| unit_of(t, k, v))
        .is_none_or(|u| matches!(u, "star" | "stars" | "point" | "points" | "%" | "out" | "/"))
}

/// "no later than 30 minutes before the appointment" asks for at least 30 minutes of lead
/// (and "no earlier than 7 days before" for at most 7): a duration bounded by "no later /
/// earlier than" and measured back from an event with "before" (the bound ends at `end`)
/// turns the comparator's side around. `None` for any other bound.
fn lead_time_direction(t: &[Tok<'_>], words: &[&str], end: usize) -> Option<Direction> {
    let before = t
        .get(end + 1)
        .is_some_and(|x| matches!(&*x.text, "before" | "prior" | "ahead"));
    match words {
        ["no" | "not", "later", "than"] if before => Some(Direction::Lower),
        ["no" | "not", "earlier" | "sooner", "than"] if before => Some(Direction::Upper),
        _ => None,
    }
}

/// A range of a measure starts at the number at `k`: "14 to 16 volts", "6 - 7 bar", "14-16
/// V", its second end (after "to" or a dash) or the range itself having a unit; "9 to 5"
/// has none.
fn ends_in_a_measure(t: &[Tok<'_>], k: usize) -> bool {
    range_at(t, k).is_some_and(|(_, _, unit)| unit.is_some())
        || (k + 1..(k + 3).min(t.len())).any(|m| {
            matches!(&*t[m].text, "to" | "-" | "–")
                && read_value(t, m + 1).is_some_and(|v| unit_of(t, m + 1, &v).is_some())
        })
}

/// A range's second end follows the number or date at `k`: "and", "to" or "-" and another
/// number or date within the next few tokens, or the token is a range itself ("2-4").
fn has_second_end(t: &[Tok<'_>], k: usize) -> bool {
    range_at(t, k).is_some()
        || (k + 1..(k + 4).min(t.len())).any(|m| {
            matches!(&*t[m].text, "and" | "to" | "-" | "–")
                && t.get(m + 1).is_some_and(|x| {
                    x.kind == TokKind::Number
                        || x.class & lexicon::NUMBER_WORD != 0
                        || is_date_word(t, m + 1)
                        || matches!(x.kind, TokKind::Symbol(c) if currency_sign(c).is_some())
                })
        })
}

/// "the 5th", "1st": a day of the month.
pub(crate) fn is_ordinal(t: &[Tok<'_>], k: usize) -> bool {
    let w = t.get(k).map_or("", |x| &*x.text);
    t.get(k).is_some_and(|x| x.kind == TokKind::Number)
        && (w.ends_with("st") || w.ends_with("nd") || w.ends_with("rd") || w.ends_with("th"))
}

/// Weekdays, months, quarters and day parts that name a date or a time; "Wed", "Sat" and "Sun"
/// only where a date stands ("by Wed EOD", "on Sat", "Sun 10am"), as they are words too.
/// The date name at `k` is the verb of a subject before it: "before you close the gate",
/// "before we end the session" (an event, not the close of business nor the end of a
/// period). Only "close", "end" and "launch" are asked.
fn verb_of_a_subject(t: &[Tok<'_>], k: usize) -> bool {
    k > 0
        && matches!(&*t[k].text, "close" | "end" | "launch")
        && matches!(&*t[k - 1].text, "you" | "we" | "they" | "i")
}

pub(crate) fn is_date_word(t: &[Tok<'_>], k: usize) -> bool {
    let w = t.get(k).map_or("", |x| &*x.text);
    let next = t.get(k + 1);
    is_date_name(w) && !(w == "mon" && said_as_an_address(t, k))
        || (w == "may" && next.is_some_and(|t| t.kind == TokKind::Number))
        || matches!(w, "wed" | "sat" | "sun")
            && (in_a_run_of_weekdays(t, k)
                || k > 0
                    && matches!(
                        &*t[k - 1].text,
                        "by" | "on"
                            | "until"
                            | "till"
                            | "before"
                            | "after"
                            | "from"
                            | "next"
                            | "this"
                            | "every"
                            | "due"
                            | "through"
                            | "thru"
                            | "last"
                    )
                || next.is_some_and(|n| {
                    n.kind == TokKind::Number
                        || matches!(
                            &*n.text,
                            "eod" | "cob" | "night" | "morning" | "afternoon" | "evening"
                        )
                })
                || k > 0 && after_a_clock_time(&t[k - 1]))
}

/// The "mon" at `k` is Caribbean "man" said to the reader, set off by a comma and closing
/// its phrase ("collared shirts on, mon.", "35 kg/m³ density, mon, no cheaper"), not a
/// Monday: no weekday beside it ("Tue, Mon, Wed"). "Mon 9-5", "every Mon", "deferred to
/// Mon." stay dates.
fn said_as_an_address(t: &[Tok<'_>], k: usize) -> bool {
    let comma_or_stop = |j: usize| {
        t.get(j).is_none_or(|x| {
            matches!(
                x.kind,
                TokKind::Punct(',' | '.' | '!' | ';' | '?' | ')' | '\u{2014}' | '\u{2013}')
            )
        })
    };
    k > 0
        && t[k - 1].kind == TokKind::Punct(',')
        && comma_or_stop(k + 1)
        && !in_a_run_of_weekdays(t, k)
}

/// A clock time right before a short weekday dates it ("before 13:00 Sat", "by 5pm Sun").
fn after_a_clock_time(prev: &Tok<'_>) -> bool {
    let p = &*prev.text;
    prev.kind == TokKind::Number
        && p.as_bytes().first().is_some_and(u8::is_ascii_digit)
        && (p.contains(':') || p.ends_with("am") || p.ends_with("pm"))
}

/// Token `k` stands in a range or a list of weekdays ("Mon–Wed", "Sat/Sun", "Tue, Wed"): a
/// separator, then a weekday, on either side.
fn in_a_run_of_weekdays(t: &[Tok<'_>], k: usize) -> bool {
    let separator = |j: usize| {
        t.get(j).is_some_and(|x| {
            matches!(
                &*x.text,
                "-" | "–" | "—" | "/" | "&" | "," | "and" | "or" | "to" | "through" | "thru"
            )
        })
    };
    let weekday = |j: usize| {
        t.get(j).is_some_and(|x| {
            let w = &*x.text;
            w.len() >= 3
                && is_date_name(w)
                && matches!(
                    w.get(..3),
                    Some("mon" | "tue" | "thu" | "fri" | "wed" | "sat" | "sun")
                )
        })
    };
    k >= 2 && separator(k - 1) && weekday(k - 2) || separator(k + 1) && weekday(k + 2)
}

/// A lower-case word that names a date, in the singular or the plural ("friday",
/// "mondays").
pub(crate) fn names_a_date(w: &str) -> bool {
    is_date_name(w) || is_date_name(w.trim_end_matches('s'))
}

/// Defines [`DATE_NAMES`] and [`is_date_name`] from one list, so the two cannot drift apart:
/// a `match` answers the test, the array feeds the polarity check's word filter.
macro_rules! date_names {
    ($($name:literal),* $(,)?) => {
        /// The lower-case words that name a day, a month, a quarter or a time of day.
        pub(crate) const DATE_NAMES: &[&str] = &[$($name),*];

        /// A lower-case word that names a day, a month, a quarter or a time of day.
        pub(crate) fn is_date_name(w: &str) -> bool {
            matches!(w, $($name)|*)
        }
    };
}

#[rustfmt::skip]
date_names!(
    "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday", "noon",
    "midnight", "eod", "eow", "cob", "tomorrow", "tonight", "january", "february", "march",
    "april", "june", "july", "august", "september", "october", "november", "december", "jan",
    "feb", "mar", "apr", "jun", "jul", "aug", "sep", "sept", "oct", "nov", "dec", "q1", "q2",
    "q3", "q4", "end", "close", "mid-month", "morning", "lunch", "launch", "friday's", "overnight",
    // The end of the business day, of play and of the month as compactions write them ("EOB",
    // "EOP", "EOM").
    "eob", "eop", "eom",
    // Short weekdays a compaction writes ("bins out Tue night"); not "wed", "sat", "sun",
    // which are words of their own (`is_date_word` takes them where a date stands).
    "mon", "tue", "tues", "thu", "thur", "thurs", "fri",
);

/// The days of the week, lower-cased, Monday first.
pub(crate) const WEEKDAYS: &[&str] = &[
    "monday",
    "tuesday",
    "wednesday",
    "thursday",
    "friday",
    "saturday",
    "sunday",
];

/// The weekdays in the plural: "on Mondays" is a date as "on Monday" is.
pub(crate) const PLURAL_WEEKDAYS: &[&str] = &[
    "mondays",
    "tuesdays",
    "wednesdays",
    "thursdays",
    "fridays",
    "saturdays",
    "sundays",
];

/// A date or a time of day: a date word, an ordinal, `18:00`, `2026-11-07`, `6pm`, a year.
pub(crate) fn is_time_or_date(t: &[Tok<'_>], k: usize) -> bool {
    is_time_or_date_with(t, k, || {
        read_number(t, k).map(|r| (r.value, r.unit.map(normalize_unit)))
    })
}

/// [`is_time_or_date`] of token `k`, given the quantity the caller has read there
/// ([`quantity_at`]`(t, k)`), so it is not read again.
pub(crate) fn is_time_or_date_quantity(t: &[Tok<'_>], k: usize, q: Option<&Quantity>) -> bool {
    is_time_or_date_with(t, k, || {
        q.map(|q| (q.value, q.unit.as_deref().map(Cow::Borrowed)))
    })
}

/// [`is_time_or_date`] of token `k`, where `number` reads the number there (its value and
/// normalised unit), asked only when the token is neither a date word nor an ordinal.
fn is_time_or_date_with<'u>(
    t: &[Tok<'_>],
    k: usize,
    number: impl FnOnce() -> Option<(f64, Option<Cow<'u, str>>)>,
) -> bool {
    is_date_word(t, k)
        || is_ordinal(t, k)
        || is_clock_time_without_colon(t, k)
        || number()
            .is_some_and(|(value, unit)| reads_as_time_or_date(&t[k], value, unit.as_deref()))
}

/// "by 0715", "call time is 0630", "at 0900 hrs": a 24-hour clock time written as four digits
/// with no colon (an hour up to 23, minutes up to 59), after a word of time ("at", "by",
/// "until", "before", "after", "from", "is") and opening with a zero or followed by "hrs",
/// "hours" or "h" (pol44). Not "batch 0715" (no word of time), "by 1500" (a count: no zero,
/// no "hrs"), "at 0760" (no minute 60).
pub(crate) fn is_clock_time_without_colon(t: &[Tok<'_>], k: usize) -> bool {
    clock_time_without_colon(t, k).is_some()
}

/// The hour and minutes of the clock time without a colon at token `k`: four digits as
/// [`is_clock_time_without_colon`] reads them, or an hour, a dot and two digits of minutes as
/// British notes write a time ("after 12.30", "until 9.15"), after a word that bounds a time
/// ("after", "before", "until", "till"; pol60, s60b-p099), or after "by" on the quarter hour
/// ("by 6.30", s67b). Not "by 1.50" nor "from 2.50" (amounts), nor "after 12.305".
pub(crate) fn clock_time_without_colon(t: &[Tok<'_>], k: usize) -> Option<(u32, u32)> {
    let x = t.get(k)?;
    let w = &*x.text;
    if x.kind != TokKind::Number || k == 0 {
        return None;
    }
    let before = &*t[k - 1].text;
    let (hour, minutes, after_a_time_word, marked) = match w.split_once('.') {
        Some((hour, minutes)) => (
            hour,
            minutes,
            matches!(before, "after" | "before" | "until" | "till")
                // "loaded by 6.30": a deadline on the quarter hour (not "by 1.50", an amount).
                || before == "by" && matches!(minutes, "00" | "15" | "30" | "45"),
            (1..=2).contains(&hour.len()) && minutes.len() == 2,
        ),
        None => (
            w.get(..2)?,
            w.get(2..)?,
            matches!(
                before,
                "at" | "by" | "until" | "till" | "before" | "after" | "from" | "is" | "to"
            ),
            w.len() == 4
                && (w.starts_with('0')
                    || t.get(k + 1)
                        .is_some_and(|n| matches!(&*n.text, "hrs" | "hours" | "h"))),
        ),
    };
    let digits = |part: &str| !part.is_empty() && part.bytes().all(|b| b.is_ascii_digit());
    if !(after_a_time_word && marked && digits(hour) && digits(minutes)) {
        return None;
    }
    let (hour, minutes) = (hour.parse::<u32>().ok()?, minutes.parse::<u32>().ok()?);
    (hour <= 23 && minutes <= 59).then_some((hour, minutes))
}

/// A colon, or a hyphen or slash before a digit, in the digit token `w`: the joint of a time's
/// or a date's parts ("18:00", "2026-11-07", "12/05"), not of a count and its unit ("2-frame",
/// "12/min").
fn joins_date_parts(w: &str) -> bool {
    w.as_bytes()
        .windows(2)
        .any(|p| matches!(p, [b'-' | b'/', d] if d.is_ascii_digit()))
        || w.contains(':')
}

/// Whether the number `value` with its normalised `unit`, read at token `x`, is a date or a
/// time: `18:00`, `2026-11-07`, `6pm`, `3 days`, a year.
fn reads_as_time_or_date(x: &Tok<'_>, value: f64, unit: Option<&str>) -> bool {
    joins_date_parts(&x.text) && fraction_value(&x.text).is_none()
        || matches!(
            unit,
            Some("am" | "pm" | "day" | "week" | "month" | "year" | "h" | "min" | "o'clock")
        )
        || (1900.0..2200.0).contains(&value) && unit.is_none() && !x.text.contains(',')
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::classify::text::{SideText, for_each_sentence};

    /// A listed unit in any case is one, the longest spelling too; a longer word, or a word
    /// that only starts like a unit, is none (each as `canonical_unit` of its lower case).
    #[test]
    fn a_listed_unit_is_one_in_any_case() {
        for (word, listed) in [
            ("MILLISECONDS", true),
            ("Milliseconds.", true),
            ("Micrometres", true),
            ("µg", true),
            ("Kilo", true),
            ("km/day", true),
            ("millisecondsx", false),
            ("nanoseconds", false),
            ("", false),
        ] {
            assert_eq!(is_listed_unit(word), listed, "{word:?}");
            let lower = trim_unit(word).to_ascii_lowercase();
            assert_eq!(canonical_unit(&lower).is_some(), listed, "{word:?}");
        }
    }

    /// pol70d: "mon" set off by a comma and closing its phrase is Caribbean "man", no
    /// Monday; "Mon" before a time, after "every" or "to", beside a weekday, or opening a
    /// sentence stays a date.
    #[test]
    fn mon_said_as_an_address_is_no_date() {
        let mon_is_a_date = |text: &str| {
            let low = text.to_ascii_lowercase();
            let mut dated = None;
            for_each_sentence(text, &low, &SideText::new(), |toks, _| {
                if let Some(k) = toks.iter().position(|t| &*t.text == "mon") {
                    dated = Some(is_date_word(toks, k));
                }
            });
            dated
        };
        for text in [
            "Collared shirts on, mon.",
            "35 kg/m³ density, mon, no cheaper.",
            "They go in the top-row pens, mon, they climb everything.",
        ] {
            assert_eq!(mon_is_a_date(text), Some(false), "{text:?}");
        }
        for text in [
            "Office open Mon 9-5.",
            "Bins out every Mon.",
            "Pickups Mon & Tue only.",
            "Android deferred to Mon.",
            "Closed Tue, Mon, Wed.",
            "Mon, 9am: stand-up.",
            "Mon stats: 1,482 calls.",
        ] {
            assert_eq!(mon_is_a_date(text), Some(true), "{text:?}");
        }
    }

    /// cls69b: a "+" glued between two words joins them; after a count it is "or more".
    #[test]
    fn a_plus_joining_two_words_is_no_bound() {
        let count = |text: &str| {
            let low = text.to_ascii_lowercase();
            let mut n = 0;
            for_each_sentence(text, &low, &SideText::new(), |toks, _| {
                let mut out = Vec::new();
                bounds_into(toks, &mut out);
                n += out.len();
            });
            n
        };
        assert_eq!(count("rental 7731 skis+boots 3 days OK"), 0);
        assert_eq!(count("Kids 12+ ride free."), 1);
        assert_eq!(count("Passwords need 12+ characters."), 1);
    }

    fn first_quantity(s: &str) -> Option<Quantity> {
        let low = s.to_ascii_lowercase();
        let mut found = None;
        for_each_sentence(s, &low, &SideText::new(), |toks, _| {
            if found.is_none() {
                found = (0..toks.len()).find_map(|i| quantity_at(toks, i));
            }
        });
        found
    }

    /// A kept reading ([`number_at`]) names the unit [`unit_of`] finds, wherever it is: a
    /// currency sign, glued to the digits or to a number word, a unit word or sign after the
    /// number, "business days" (so [`quantity_at`], which reads through it, is unchanged).
    #[test]
    fn a_kept_reading_finds_the_unit_where_unit_of_does() {
        let texts = [
            "Refunds over €500 and $1.2m need approval, 2mb max, a three-day freeze.",
            "Keep it under 150 words, 20 % of 3 business days, 1.5k rows, a dozen eggs.",
            "Retry at most 3 times, 5m of rope, twenty five users, at 6pm, 2 working days",
        ];
        let mut units = 0;
        for text in texts {
            let low = text.to_ascii_lowercase();
            for_each_sentence(text, &low, &SideText::new(), |toks, _| {
                for i in 0..toks.len() {
                    let direct =
                        read_value(toks, i).map(|v| (v.value, v.len, unit_of(toks, i, &v)));
                    let kept = number_at(toks, i).map(|n| {
                        let unit = n.unit.and_then(|u| u.text(toks, i, n.len));
                        (n.value, n.len, unit)
                    });
                    assert_eq!(kept, direct, "{text:?} at {i}");
                    units += usize::from(kept.is_some_and(|(_, _, u)| u.is_some()));
                }
            });
        }
        assert!(units >= 12, "the texts hold units of every kind ({units})");
    }

    /// The number-word class, which lets a token skip the name list, covers every name.
    #[test]
    fn every_number_word_has_the_class_and_its_value() {
        for (name, value) in NUMBER_WORDS {
            assert_ne!(lexicon::classes(name) & lexicon::NUMBER_WORD, 0, "{name}");
            assert_eq!(word_value(name), Some(value), "{name}");
        }
        assert_eq!(word_value("twenty-five"), Some(25.0));
        assert_eq!(word_value("release"), None);
        assert_eq!(
            first_quantity("three-day freeze").map(|q| q.value),
            Some(3.0)
        );
        assert_eq!(first_quantity("the release notes"), None);
    }

    /// The integer fast path answers exactly what the float parser answers.
    #[test]
    fn integers_read_like_the_float_parser() {
        for w in [
            "0",
            "7",
            "007",
            "150",
            "2026",
            "999999999999999",
            "9999999999999999",
            "12345678901234567890",
            "1,000",
            "2.5",
            "3.",
            "2mb",
            "6pm",
            "3e-4",
            "1.5e6",
            "10k",
            "",
        ] {
            let parsed = w
                .bytes()
                .position(|b| !(b.is_ascii_digit() || b == b'.' || b == b','))
                .map_or(w, |end| &w[..end])
                .trim_end_matches(['.', ','])
                .replace(',', "")
                .parse::<f64>()
                .ok();
            let read = digits_value(w).map(|(v, _)| v);
            if w.contains(['e', 'k']) {
                continue; // scaled after parsing: compared through the whole value below
            }
            assert_eq!(read, parsed, "{w}");
        }
        assert_eq!(digits_value("3e-4").map(|(v, _)| v), Some(0.0003));
        assert_eq!(digits_value("10k").map(|(v, _)| v), Some(10_000.0));
    }

    /// The owned unit of a quantity is the normalised spelling, borrowed only for listed units.
    #[test]
    fn unit_names_are_the_normalised_units() {
        for u in [
            "MB",
            "mb",
            "megabytes",
            "p.m.",
            "-ish",
            "yens",
            "yen",
            "retries",
            "words",
            "days",
            "seconds",
            "€",
            "business-day",
            "x",
            "times",
            "ss",
            "",
        ] {
            let u = u.to_ascii_lowercase();
            let name = unit_name(&u);
            assert_eq!(name, normalize_unit(&u), "{u}");
            assert_eq!(
                matches!(name, Cow::Borrowed(_)),
                canonical_unit(trim_unit(&u)).is_some(),
                "{u}"
            );
        }
    }

    /// A sentence's bounds found from its trigger words only are the bounds found from every
    /// token.
    #[test]
    fn bounds_from_trigger_words_are_all_the_bounds() {
        for text in [
            "Keep it under 2 MB and at most 3 retries, no more than 4 calls, 150 tokens max.",
            "Between 2 and 5 reviewers, up to €300 per trip, by Friday at the latest.",
            "Answers of 50 words or fewer; only 3 seats; exactly five slots; 12+ characters.",
            "We sent no more than a dozen emails before 6pm, within a day, after 2026-11-07.",
        ] {
            let low = text.to_ascii_lowercase();
            for_each_sentence(text, &low, &SideText::new(), |t, _| {
                let triggers = (0..t.len())
                    .filter(|&i| t[i].class & (lexicon::TRIGGER | lexicon::WEAK_TRIGGER) != 0);
                let mut from_triggers = Vec::new();
                for_each_bound(t, triggers, |b| from_triggers.push(b));
                let mut all = Vec::new();
                bounds_into(t, &mut all);
                let key = |b: &Bound| (b.comparator, b.start, b.end, b.number, b.direction);
                assert!(!all.is_empty(), "{text}");
                assert_eq!(
                    from_triggers.iter().map(key).collect::<Vec<_>>(),
                    all.iter().map(key).collect::<Vec<_>>(),
                    "{text}"
                );
            });
        }
    }

    /// `for_each_bound` may look only at trigger words: every comparator starts with one.
    /// "from" and a range of a measure after a verb of staying is a bound kept
    /// (`kept_within_a_range`, `ends_in_a_measure`); a range measured or told, a stay's
    /// hours and a past stay are none.
    #[test]
    fn a_range_kept_from_one_end_to_the_other_is_a_bound() {
        use crate::classify::{SpanKind, classify};
        for (text, kind) in [
            (
                "Voltage on the O-gauge loop stays somewhere from 14 to 16 volts, ok?",
                SpanKind::Constraint,
            ),
            (
                "Tank pressure remains from 6 to 7 bar.",
                SpanKind::Constraint,
            ),
            (
                "Voltage stays anywhere from 14 to 16 V.",
                SpanKind::Constraint,
            ),
            (
                "We measured from 14 to 16 volts yesterday.",
                SpanKind::Narrative,
            ),
            (
                "Voltage on the loop stayed from 14 to 16 volts yesterday.",
                SpanKind::Narrative,
            ),
            ("The ride is from 14 to 16 miles.", SpanKind::Narrative),
            (
                "The kids stay from 9 to 5 at the club.",
                SpanKind::Narrative,
            ),
            (
                "The kids stay from 9am to 5pm at the club.",
                SpanKind::Narrative,
            ),
            ("Voltage stays from 14 volts upward.", SpanKind::Narrative),
        ] {
            assert_eq!(classify(text).kind, kind, "{text}");
        }
    }

    #[test]
    fn every_comparator_starts_with_a_trigger_word() {
        let triggers = lexicon::TRIGGER | lexicon::WEAK_TRIGGER;
        for w in COMPARATOR_FIRST_WORDS {
            assert_ne!(lexicon::classes(w) & triggers, 0, "{w}");
        }
    }

    #[test]
    fn reads_digits_words_currency_and_units() {
        assert_eq!(
            first_quantity("seven retries").map(|q| (q.value, q.unit)),
            Some((7.0, Some("retry".into())))
        );
        assert_eq!(
            first_quantity("€300 per trip").map(|q| (q.value, q.unit)),
            Some((300.0, Some("eur".into())))
        );
        assert_eq!(
            first_quantity("under 2MB").map(|q| (q.value, q.unit)),
            Some((2.0, Some("mb".into())))
        );
        assert_eq!(first_quantity("1,000 rows").map(|q| q.value), Some(1000.0));
        assert_eq!(
            first_quantity("twenty five words").map(|q| q.value),
            Some(25.0)
        );
        assert_eq!(
            first_quantity("a dozen emails").map(|q| q.value),
            Some(12.0)
        );
        for (said, value) in [
            ("one hundred and twenty guests", 120.0),
            ("two hundred and five guests", 205.0),
            ("one hundred and twenty five guests", 125.0),
            ("two hundred twenty five guests", 225.0),
            ("two thousand and five guests", 2005.0),
            ("one hundred guests and two staff", 100.0),
            ("one hundred and two hundred guests", 100.0),
        ] {
            assert_eq!(first_quantity(said).map(|q| q.value), Some(value), "{said}");
        }
        assert_eq!(
            first_quantity("2 megabytes").and_then(|q| q.unit),
            Some("mb".into())
        );
    }
}
