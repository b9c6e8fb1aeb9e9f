//! The rule span of the constraint decision benchmark, shared with `examples/decision_profile.rs`.

/// A 270-byte span of four rules: the original of `check_rewrite_constraint`.
pub const CONSTRAINT: &str = "Do not call the payments API without an idempotency key. Refunds over €500 \
    need a second approval from finance. Keep replies under 150 words, and never share card \
    numbers in the chat. Retry failed webhooks at most 3 times, waiting at least 30 seconds \
    between attempts.";
/// A faithful rewrite of [`CONSTRAINT`]: the same rules in other words.
pub const FAITHFUL: &str = "Never call the payments API without an idempotency key. Refunds above €500 \
    need a second approval from finance. Keep replies below 150 words and do not share card \
    numbers in chat. Retry failed webhooks no more than 3 times, waiting 30 seconds or more \
    between attempts.";
