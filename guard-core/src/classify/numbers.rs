//! Numbers as people write them: digits (`1,000`, `2.5`, `2MB`, `6pm`), number words
//! (`seven`, `twenty-five`, `a dozen`, `twice`), with the unit that follows them.

use super::text::{Tok, TokKind};

/// A number found at some token, with how many tokens it spans and its unit, if any.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct Quantity {
    /// The value (`seven` = 7, `2.5k` = 2500).
    pub value: f64,
    /// Tokens the number itself (without the unit) occupies.
    pub len: usize,
    /// Normalised unit (`mb`, `ms`, `eur`, `%`, `tokens`...), glued (`2MB`) or the next word.
    pub unit: Option<String>,
}

/// Value of a single number word.
fn word_value(w: &str) -> Option<f64> {
    Some(match w {
        "zero" | "none" => 0.0,
        "one" | "once" | "single" => 1.0,
        "two" | "twice" | "both" | "pair" => 2.0,
        "three" | "thrice" => 3.0,
        "four" => 4.0,
        "five" => 5.0,
        "six" => 6.0,
        "seven" => 7.0,
        "eight" => 8.0,
        "nine" => 9.0,
        "ten" => 10.0,
        "eleven" => 11.0,
        "twelve" | "dozen" => 12.0,
        "thirteen" => 13.0,
        "fourteen" => 14.0,
        "fifteen" => 15.0,
        "sixteen" => 16.0,
        "seventeen" => 17.0,
        "eighteen" => 18.0,
        "nineteen" => 19.0,
        "twenty" => 20.0,
        "thirty" => 30.0,
        "forty" => 40.0,
        "fifty" => 50.0,
        "sixty" => 60.0,
        "seventy" => 70.0,
        "eighty" => 80.0,
        "ninety" => 90.0,
        "hundred" => 100.0,
        "thousand" => 1000.0,
        "million" => 1e6,
        _ => {
            let (tens, ones) = w.split_once('-')?;
            return Some(word_value(tens)? + word_value(ones)?);
        }
    })
}

/// Split a digit token into its value and a glued unit (`2mb` → 2, `mb`; `1,000` → 1000).
fn digits_value(w: &str) -> Option<(f64, &str)> {
    let end = w
        .char_indices()
        .find(|&(_, c)| !(c.is_ascii_digit() || c == '.' || c == ','))
        .map_or(w.len(), |(i, _)| i);
    let (num, rest) = w.split_at(end);
    let num = num.trim_end_matches(['.', ',']);
    let mut clean = String::with_capacity(num.len());
    clean.extend(num.chars().filter(|&c| c != ','));
    let value: f64 = clean.parse().ok()?;
    match rest {
        "k" => Some((value * 1e3, "")),
        "m" if value < 1000.0 => Some((value, "m")),
        _ => Some((value, rest)),
    }
}

/// Canonical spelling of a unit word, so `MB` = `megabytes` and `€` = `eur`.
pub(crate) fn normalize_unit(u: &str) -> String {
    let u = u.trim_matches(|c: char| c == '.' || c == '-');
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
        "wk" | "week" | "weeks" => "week",
        "month" | "months" => "month",
        "year" | "years" | "yr" | "yrs" => "year",
        "%" | "percent" | "pct" | "per cent" => "%",
        "€" | "eur" | "euro" | "euros" => "eur",
        "$" | "usd" | "dollar" | "dollars" | "bucks" => "usd",
        "£" | "gbp" | "pound" | "pounds" => "gbp",
        "¥" | "jpy" | "yen" => "jpy",
        "chf" | "franc" | "francs" => "chf",
        "am" | "a.m" => "am",
        "pm" | "p.m" => "pm",
        "km" | "kilometer" | "kilometers" | "kilometre" | "kilometres" => "km",
        "mi" | "mile" | "miles" => "mile",
        "kg" | "kilo" | "kilos" | "kilogram" | "kilograms" => "kg",
        "lb" | "lbs" => "lb",
        "mg" | "milligram" | "milligrams" => "mg",
        "ml" | "milliliter" | "milliliters" => "ml",
        "x" | "times" => "x",
        "k" => "k",
        "m" | "meter" | "meters" | "metre" | "metres" => "m",
        other => return singular(other).into_owned(),
    };
    canon.to_string()
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

/// Read a number starting at `toks[i]`: a currency sign, digits or number words, a unit.
pub(crate) fn quantity_at(toks: &[Tok<'_>], i: usize) -> Option<Quantity> {
    let t = toks.get(i)?;
    let mut currency = None;
    let (mut value, mut len, glued) = match t.kind {
        TokKind::Symbol(c @ ('€' | '$' | '£' | '¥')) => {
            let next = toks.get(i + 1)?;
            if next.kind != TokKind::Number || next.range.start != t.range.end {
                return None;
            }
            currency = Some(normalize_unit(&c.to_string()));
            let (v, rest) = digits_value(&next.text)?;
            (v, 2, rest)
        }
        TokKind::Number => {
            let (v, rest) = digits_value(&t.text)?;
            (v, 1, rest)
        }
        TokKind::Word if t.text == "a" || t.text == "an" => {
            let next = toks.get(i + 1)?;
            if matches!(&*next.text, "dozen" | "hundred" | "thousand" | "million" | "pair") {
                (word_value(&next.text)?, 2, "")
            } else {
                return None;
            }
        }
        TokKind::Word => {
            if t.text == "none" || t.text == "both" || t.text == "single" || t.text == "pair" {
                return None;
            }
            (word_value(&t.text)?, 1, "")
        }
        _ => return None,
    };
    // "twenty five", "two hundred", "three thousand"
    while let Some(next) = toks.get(i + len).filter(|n| n.kind == TokKind::Word) {
        match (word_value(&next.text), &*next.text) {
            (Some(m), "hundred" | "thousand" | "million") => value *= m,
            (Some(v), _) if value >= 20.0 && value < 100.0 && value % 10.0 == 0.0 && v < 10.0 => value += v,
            _ => break,
        }
        len += 1;
    }
    let unit = currency.or_else(|| (!glued.is_empty()).then(|| normalize_unit(glued))).or_else(|| {
        let next = toks.get(i + len)?;
        match next.kind {
            TokKind::Word if !is_unit_stopword(&next.text) => Some(normalize_unit(&next.text)),
            TokKind::Symbol('%') => Some("%".into()),
            TokKind::Symbol(c @ ('€' | '$' | '£')) => Some(normalize_unit(&c.to_string())),
            _ => None,
        }
    });
    Some(Quantity { value, len, unit })
}

/// Words after a number that are not its unit ("3 or fewer", "2 and 5").
fn is_unit_stopword(w: &str) -> bool {
    matches!(
        w,
        "or" | "and" | "to" | "of" | "in" | "at" | "per" | "a" | "an" | "the" | "for" | "max"
            | "maximum" | "min" | "minimum" | "tops" | "total" | "each" | "is" | "are" | "on"
            | "by" | "from" | "with" | "before" | "after" | "than" | "times" | "more" | "less"
            | "fewer" | "under" | "over" | "days'" | "if" | "unless" | "until" | "so" | "but"
            | "it" | "we" | "you" | "ish" | "-ish" | "plus"
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::classify::text::for_each_sentence;

    fn first_quantity(s: &str) -> Option<Quantity> {
        let low = s.to_ascii_lowercase();
        let mut found = None;
        for_each_sentence(s, &low, |toks| {
            if found.is_none() {
                found = (0..toks.len()).find_map(|i| quantity_at(toks, i));
            }
        });
        found
    }

    #[test]
    fn reads_digits_words_currency_and_units() {
        assert_eq!(first_quantity("seven retries").map(|q| (q.value, q.unit)), Some((7.0, Some("retry".into()))));
        assert_eq!(first_quantity("€300 per trip").map(|q| (q.value, q.unit)), Some((300.0, Some("eur".into()))));
        assert_eq!(first_quantity("under 2MB").map(|q| (q.value, q.unit)), Some((2.0, Some("mb".into()))));
        assert_eq!(first_quantity("1,000 rows").map(|q| q.value), Some(1000.0));
        assert_eq!(first_quantity("twenty five words").map(|q| q.value), Some(25.0));
        assert_eq!(first_quantity("a dozen emails").map(|q| q.value), Some(12.0));
        assert_eq!(first_quantity("2 megabytes").and_then(|q| q.unit), Some("mb".into()));
    }
}
