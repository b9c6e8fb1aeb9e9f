//! The classifier and the polarity check answer any text: empty, huge, arbitrary Unicode,
//! markup soup. Every byte range they report lies inside the text, on `char` boundaries.

use guard_core::classify::{SpanKind, classify};
use guard_core::polarity::check_rewrite;
use proptest::prelude::*;

fn assert_ranges_valid(text: &str) {
    for cue in classify(text).cues {
        assert!(
            cue.range.start <= cue.range.end && cue.range.end <= text.len(),
            "{cue:?} in {text:?}"
        );
        assert!(
            text.is_char_boundary(cue.range.start) && text.is_char_boundary(cue.range.end),
            "{cue:?} in {text:?}"
        );
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(512))]

    #[test]
    fn cue_ranges_are_char_boundaries_inside_the_text(text in any::<String>()) {
        assert_ranges_valid(&text);
    }

    #[test]
    fn cue_ranges_hold_for_rule_like_text_with_odd_characters(
        parts in proptest::collection::vec(
            prop_oneof![
                Just("Don’t".to_string()), Just("never".to_string()), Just("at most".to_string()),
                Just("€300".to_string()), Just("“quoted”".to_string()), Just("```".to_string()),
                Just("\n- ".to_string()), Just("≤".to_string()), Just("7".to_string()),
                Just("ç".to_string()), Just("请".to_string()), Just("'".to_string()),
                Just("`x`".to_string()), Just(", ".to_string()), Just(". ".to_string()),
                "[a-zA-Z]{1,8}", "\\PC{1,3}",
            ],
            0..40,
        )
    ) {
        let text = parts.join(" ");
        assert_ranges_valid(&text);
    }

    #[test]
    fn polarity_quotes_are_slices_of_their_texts(a in "\\PC{0,120}", b in "\\PC{0,120}") {
        for c in check_rewrite(&a, &b).changes {
            if let Some(r) = c.original_range {
                prop_assert_eq!(a.get(r).map(str::to_string), Some(c.original));
            }
            if let Some(r) = c.rewrite_range {
                prop_assert_eq!(b.get(r).map(str::to_string), Some(c.rewrite));
            }
        }
    }
}

#[test]
fn empty_and_blank_text_is_narrative() {
    for text in ["", " ", "\n\n\t", "```\n```"] {
        assert_eq!(classify(text).kind, SpanKind::Narrative, "{text:?}");
        assert!(!check_rewrite(text, text).polarity_changed());
    }
}

#[test]
fn a_one_megabyte_window_with_one_buried_rule_is_answered() {
    let filler = "The nightly job finished and the dashboard looks healthy. ";
    let mut text = filler.repeat((1 << 20) / filler.len());
    text.push_str("Do not restart the ingestion service while the reindex runs. ");
    text.push_str(&filler.repeat(64));
    let verdict = classify(&text);
    assert_eq!(verdict.kind, SpanKind::Constraint);
    assert_eq!(verdict.cues.len(), 1);
    assert!(text[verdict.cues[0].range.clone()].starts_with("Do not restart"));
}

#[test]
fn one_megabyte_without_spaces_or_newlines_is_answered() {
    for unit in ["a", "é", "请", "{", "😀", "'", "`"] {
        let text = unit.repeat((1 << 20) / unit.len());
        assert_ranges_valid(&text);
    }
}

#[test]
fn one_megabyte_sentence_of_many_clauses_is_answered() {
    // One sentence with tens of thousands of clauses: every clause-level test must stay local
    // to its clause (a test reading to the end of the sentence from each clause would be
    // quadratic and not finish).
    for unit in [
        "only 1 job runs, ",
        "drafts are reviewed by editors, ",
        "nothing is deployed until then, ",
        "the max 5 per PR, the minimum was 2, ",
        // passives joined by "and" alone: one clause of thousands of subjects
        "batch ids are written as YYYY and ",
    ] {
        let text = unit.repeat((1 << 20) / unit.len());
        assert_ranges_valid(&text);
    }
}

#[test]
fn one_megabyte_line_of_listed_titles_is_answered() {
    // A results list of thousands of items on one line: each item's title is read once (a
    // search for the line's end from each item would be quadratic).
    let item = "1. Never skip warm-ups (blog) ";
    let text = format!("Results: {}", item.repeat((1 << 20) / item.len()));
    assert_eq!(classify(&text).kind, SpanKind::Narrative);
    // A statement of thousands of clauses before a closing question is read once more.
    let clause = "the landlord told us no pets, ";
    let text = format!("{}can you help?", clause.repeat((1 << 20) / clause.len()));
    assert_ranges_valid(&text);
}

#[test]
fn one_megabyte_of_tool_definitions_in_json_is_answered() {
    // A JSON list of thousands of tools on one line, each description read once; and a key
    // repeated inside a string that never closes (each value's scan stops at the next quote).
    let tool = r#"{"name": "send_sms", "description": "Never include diagnosis details.", "parameters": {}}, "#;
    let text = format!("[{}{{}}]", tool.repeat((1 << 20) / tool.len()));
    assert_eq!(classify(&text).kind, SpanKind::Constraint);
    assert_ranges_valid(&text);
    let text = format!(
        r#"{{"name": "a_b", "description": "{}"#,
        r#""name": ""#.repeat((1 << 20) / 9)
    );
    assert_ranges_valid(&text);
}

#[test]
fn a_run_on_rule_of_thousands_of_words_rewritten_with_others_is_a_change() {
    // One 100 kB sentence per side, every content word different: answered, and reported as
    // a change (the time it takes is measured nowhere here: tests assert no timings).
    let words = |seed: u64| {
        (0..12_000u64)
            .map(|k| format!("w{:x}", (k + 1).wrapping_mul(seed) % 1_000_003))
            .collect::<Vec<_>>()
            .join(" ")
    };
    let original = format!("Never share the {} with anyone.", words(7919));
    let rewrite = format!("Never share the {} with anyone.", words(104_729));
    let report = check_rewrite(&original, &rewrite);
    assert!(report.polarity_changed(), "{:?}", report.changes.first());
}

/// `text` with the last letter of every ASCII word of three letters or more made a two-byte
/// accented letter where it has one ("the" -> "thé", "only" -> "onlÿ"): a word's byte length
/// no longer counts its letters, and its last letter is no ASCII byte.
fn accent_word_ends(text: &str) -> String {
    fn accented(letter: char) -> Option<char> {
        Some(match letter {
            'a' => 'á',
            'e' => 'é',
            'i' => 'í',
            'n' => 'ñ',
            'o' => 'ö',
            's' => 'ś',
            'y' => 'ÿ',
            _ => return None,
        })
    }
    let mut out = String::with_capacity(text.len() * 2);
    let mut word = String::new();
    let flush = |word: &mut String, out: &mut String| {
        if word.len() >= 3
            && let Some(last) = word.pop()
        {
            word.push(accented(last).unwrap_or(last));
        }
        out.push_str(word);
        word.clear();
    };
    for ch in text.chars() {
        if ch.is_ascii_alphabetic() {
            word.push(ch);
        } else {
            flush(&mut word, &mut out);
            out.push(ch);
        }
    }
    flush(&mut word, &mut out);
    out
}

#[test]
fn fixture_pairs_with_accented_word_ends_are_answered() {
    // Every labelled pair, the original, the rewrite or both given accented word ends: the
    // readings that compare a word with a stem or a prefix by its byte length meet a letter
    // cut in two (a panic at "logged" against "café" was found this way). Each is answered,
    // its quotes slices of its texts, its cues on char boundaries.
    let pairs = include_str!("fixtures/rewrites.jsonl")
        .lines()
        .filter(|l| !l.trim().is_empty())
        .map(|l| serde_json::from_str::<serde_json::Value>(l).expect("a fixture pair"));
    for (n, pair) in pairs.enumerate() {
        let side = |key: &str, accent: bool| {
            let text = pair[key].as_str().expect("a text").to_owned();
            if accent {
                accent_word_ends(&text)
            } else {
                text
            }
        };
        let original = side("original", n % 3 != 0);
        let rewrite = side("rewrite", n % 3 != 1);
        for c in check_rewrite(&original, &rewrite).changes {
            if let Some(r) = c.original_range {
                assert_eq!(original.get(r), Some(&*c.original), "{original:?}");
            }
            if let Some(r) = c.rewrite_range {
                assert_eq!(rewrite.get(r), Some(&*c.rewrite), "{rewrite:?}");
            }
        }
        assert_ranges_valid(&original);
        assert_ranges_valid(&rewrite);
    }
}
