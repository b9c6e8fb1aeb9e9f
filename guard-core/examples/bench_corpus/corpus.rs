//! A deterministic corpus of realistic agent-window spans (50-400 bytes), shared by the
//! criterion bench (`benches/classify.rs`) and the `bench_corpus` example that writes it as
//! JSON lines for the comparison script (`benches/classifier_vs_sketch.sh`).

/// A small xorshift generator: the same seed gives the same corpus on every machine.
pub struct Rng(u64);

impl Rng {
    /// A generator started from `seed` (any value; 0 is mapped to a fixed odd constant).
    pub fn new(seed: u64) -> Self {
        Rng(seed.max(1).wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1)
    }

    fn next(&mut self) -> u64 {
        let mut x = self.0;
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        self.0 = x;
        x
    }

    fn pick<'a>(&mut self, items: &[&'a str]) -> &'a str {
        items[(self.next() % items.len() as u64) as usize]
    }

    fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
}

const RULES: &[&str] = &[
    "Don't {verb} the {thing} without asking {who}.",
    "Please {verb} the {thing} before {day}.",
    "Never {verb} the {thing} on {day}s.",
    "Keep the {thing} under {n} {unit}.",
    "You must {verb} the {thing} every {n} days.",
    "At most {n} {unit} per request.",
    "{who} says the {thing} must never be shared.",
    "Only {verb} the {thing} if {who} approves.",
    "The budget for the {thing} is ${n} per month.",
    "Let's not {verb} the {thing} until {day}.",
    "Cap each answer at {n} tokens.",
    "Always cc {who} when you {verb} the {thing}.",
];

const NARRATIVE: &[&str] = &[
    "The {thing} finished in {n} {unit} yesterday.",
    "{who} said the {thing} looks fine now.",
    "It must be the {thing} again, the logs show {n} retries.",
    "We sent no more than {n} emails about the {thing}.",
    "The {thing} exited without a stack trace on {day}.",
    "Should we {verb} the {thing} before {day}?",
    "2026-11-07 12:00:{n} INFO {thing} processed {n} jobs",
    "{\"event\": \"{thing}\", \"count\": {n}}",
    "Thanks, the {thing} is below {n} {unit} already.",
    "We used to always {verb} the {thing} on {day}s.",
    "At least the {thing} works now, ha.",
    "The {thing} has been stable for {n} days and nobody complained.",
];

const VERBS: &[&str] = &[
    "deploy", "rebase", "rotate", "email", "refund", "merge", "restart", "export", "book",
    "archive",
];
const THINGS: &[&str] = &[
    "release branch",
    "payments API",
    "staging cluster",
    "invoice batch",
    "hotel booking",
    "patient summary",
    "nightly backup",
    "support ticket",
    "analytics export",
    "API key",
];
const WHO: &[&str] = &[
    "Marta",
    "legal",
    "compliance",
    "the client",
    "security",
    "my manager",
    "the on-call engineer",
];
const DAYS: &[&str] = &[
    "Friday",
    "Monday",
    "the end of the sprint",
    "the audit",
    "noon",
];
const UNITS: &[&str] = &["MB", "ms", "rows", "words", "minutes", "requests"];

fn fill(template: &str, rng: &mut Rng) -> String {
    let mut out = String::with_capacity(template.len() + 32);
    let mut rest = template;
    while let Some(open) = rest.find('{') {
        out.push_str(&rest[..open]);
        let Some(close) = rest[open..].find('}') else {
            break;
        };
        let slot = &rest[open + 1..open + close];
        match slot {
            "verb" => out.push_str(rng.pick(VERBS)),
            "thing" => out.push_str(rng.pick(THINGS)),
            "who" => out.push_str(rng.pick(WHO)),
            "day" => out.push_str(rng.pick(DAYS)),
            "unit" => out.push_str(rng.pick(UNITS)),
            "n" => out.push_str(&(2 + rng.below(500)).to_string()),
            other => {
                out.push('{');
                out.push_str(other);
                out.push('}');
            }
        }
        rest = &rest[open + close + 1..];
    }
    out.push_str(rest);
    out
}

/// One span of 50-400 bytes: narrative sentences, with a rule among them half of the time.
pub fn span(rng: &mut Rng) -> String {
    let target = 50 + rng.below(350) as usize;
    let with_rule = rng.below(2) == 0;
    let rule_at = rng.below(3);
    let mut text = String::new();
    let mut i = 0;
    while text.len() < target {
        let template = if with_rule && i == rule_at {
            rng.pick(RULES)
        } else {
            rng.pick(NARRATIVE)
        };
        let sentence = fill(template, rng);
        if !text.is_empty() && text.len() + sentence.len() + 1 > 400 {
            break;
        }
        if !text.is_empty() {
            text.push(' ');
        }
        text.push_str(&sentence);
        i += 1;
    }
    text
}

/// A proposed rewrite of `span`: the span itself, a number changed, or its first sentence
/// dropped (the kinds of edit a compacting agent makes).
pub fn rewrite(span: &str, rng: &mut Rng) -> String {
    match rng.below(3) {
        0 => span.to_string(),
        1 => span.replacen(|c: char| c.is_ascii_digit(), "9", 1),
        _ => span
            .split_once(". ")
            .map_or_else(|| span.to_string(), |(_, rest)| rest.to_string()),
    }
}

/// `count` spans from `seed`.
pub fn spans(seed: u64, count: usize) -> Vec<String> {
    let mut rng = Rng::new(seed);
    (0..count).map(|_| span(&mut rng)).collect()
}
