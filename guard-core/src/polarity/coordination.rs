//! A coordination turned in a requirement: "needs sign-off from QA and security" became
//! "needs sign-off from QA or security" (one of the two is enough now), or the other way.
//! Elsewhere the two often read alike: under a negation ("never log passwords or tokens" =
//! "never log passwords and tokens") and in a list of cases ("reserve it for billing disputes
//! and legal threats" = "only for billing disputes or legal threats"), so only a requirement
//! (need, require, must) without a negation is compared.

use std::ops::Range;

use super::extract::Clause;
use super::restatements::states_an_obligation;
use super::stems;

/// The first two consecutive content words of `o` joined by "and" (or "or") that `r` joins,
/// the same two by stem in either order, by "or" (or "and"): the two stretches, from the
/// first word to the second, as byte ranges into `original` and `rewrite` (the texts each
/// clause's ranges point into). `None` unless `o` states a requirement, or when either
/// clause has a negation.
pub(super) fn turned_coordination(
    (original, o): (&str, &Clause),
    (rewrite, r): (&str, &Clause),
) -> Option<(Range<usize>, Range<usize>)> {
    if o.negation.is_some() || r.negation.is_some() {
        return None;
    }
    // The pairs first (most sentences join none), then the requirement.
    let ours = joined(original, o);
    if ours.is_empty() || !states_an_obligation(original, o) {
        return None;
    }
    let theirs = joined(rewrite, r);
    ours.iter().find_map(|(a, b, and, from)| {
        theirs
            .iter()
            .find(|(c, d, other, _)| {
                other != and
                    && (stems::stems_match(a, c) && stems::stems_match(b, d)
                        || stems::stems_match(a, d) && stems::stems_match(b, c))
            })
            .map(|(_, _, _, to)| (from.clone(), to.clone()))
    })
}

/// Each pair of consecutive content words of `c` joined by "and" or "or" (a comma may stand
/// before it, an article after it): the two stems, whether "and" joins them, and the stretch from the first
/// to the second in `text`, the text `c`'s ranges point into.
fn joined(text: &str, c: &Clause) -> Vec<(stems::Stem, stems::Stem, bool, Range<usize>)> {
    c.words
        .windows(2)
        .filter_map(|pair| {
            // " or " is the shortest gap, ", and the " the longest: most gaps are ruled out by
            // their length alone.
            let gap = text.get(pair[0].range.end..pair[1].range.start)?;
            if !(4..=10).contains(&gap.len()) {
                return None;
            }
            let gap = gap.trim().trim_start_matches(',').trim_start();
            let gap = ["a", "an", "the"]
                .iter()
                .find_map(|article| {
                    let cut = gap.len().checked_sub(article.len())?;
                    (gap.get(cut..)?.eq_ignore_ascii_case(article) && gap[..cut].ends_with(' '))
                        .then(|| gap[..cut].trim_end())
                })
                .unwrap_or(gap);
            let and = if gap.eq_ignore_ascii_case("and") {
                true
            } else if gap.eq_ignore_ascii_case("or") {
                false
            } else {
                return None;
            };
            Some((
                pair[0].stem,
                pair[1].stem,
                and,
                pair[0].range.start..pair[1].range.end,
            ))
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::super::Facts;
    use super::*;

    fn turned(original: &str, rewrite: &str) -> Option<(String, String)> {
        let (before, after) = (Facts::extract(original), Facts::extract(rewrite));
        turned_coordination((original, &before.clauses[0]), (rewrite, &after.clauses[0]))
            .map(|(a, b)| (original[a].to_string(), rewrite[b].to_string()))
    }

    #[test]
    fn and_turned_or_is_found_either_way() {
        assert_eq!(
            turned(
                "Every release needs sign-off from QA and security.",
                "Every release needs sign-off from QA or security."
            ),
            Some(("QA and security".into(), "QA or security".into()))
        );
        assert!(
            turned(
                "Releases need sign-off from QA and security.",
                "Releases need sign-off from security or QA."
            )
            .is_some()
        );
        assert!(
            turned(
                "Guests must bring a passport or an ID card.",
                "Guests must bring a passport and an ID card."
            )
            .is_some()
        );
    }

    #[test]
    fn a_negation_a_list_of_cases_a_reordered_list_or_the_same_word_is_no_turn() {
        assert_eq!(
            turned(
                "Never log passwords or tokens.",
                "Never log passwords and tokens."
            ),
            None
        );
        assert_eq!(
            turned(
                "Reserve it for billing disputes and legal threats.",
                "Only for billing disputes or legal threats."
            ),
            None
        );
        assert_eq!(
            turned(
                "Releases need sign-off from QA and security.",
                "Releases need sign-off from security and QA."
            ),
            None
        );
        assert_eq!(
            turned(
                "Releases need sign-off from QA and security.",
                "Releases need sign-off from both QA and security."
            ),
            None
        );
    }
}
