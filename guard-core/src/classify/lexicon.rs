//! Word classes the rules consult, in one table: every word maps to a bit set of its classes,
//! so a lookup is one hash of a short string whatever the number of classes, and the
//! tokenizer stores each token's classes once.

/// Bit of the `BASE_VERB_WORDS` class.
pub(crate) const BASE_VERB: u32 = 1 << 0;
/// Bit of the `NOT_A_VERB_WORDS` class.
pub(crate) const NOT_A_VERB: u32 = 1 << 1;
/// Bit of the `NOUN_AMBIGUOUS_VERB_WORDS` class.
pub(crate) const NOUN_AMBIGUOUS_VERB: u32 = 1 << 2;
/// Bit of the `FINITE_REPORT_VERB_WORDS` class.
pub(crate) const FINITE_REPORT_VERB: u32 = 1 << 3;
/// Bit of the `DISCOURSE_WORDS` class.
pub(crate) const DISCOURSE: u32 = 1 << 4;
/// Bit of the `AGENT_SUBJECT_WORDS` class.
pub(crate) const AGENT_SUBJECT: u32 = 1 << 5;
/// Bit of the `THING_PRONOUN_WORDS` class.
pub(crate) const THING_PRONOUN: u32 = 1 << 6;
/// Bit of the `PRINCIPAL_WORDS` class.
pub(crate) const PRINCIPAL: u32 = 1 << 7;
/// Bit of the `DIRECTIVE_REPORT_VERB_WORDS` class.
pub(crate) const DIRECTIVE_REPORT_VERB: u32 = 1 << 8;
/// Bit of the `NEUTRAL_REPORT_VERB_WORDS` class.
pub(crate) const NEUTRAL_REPORT_VERB: u32 = 1 << 9;
/// Bit of the `STATIVE_VERB_WORDS` class.
pub(crate) const STATIVE_VERB: u32 = 1 << 10;
/// Bit of the `NO_IDIOM_WORDS` class.
pub(crate) const NO_IDIOM: u32 = 1 << 11;
/// Bit of the `EPISTEMIC_BE_COMPLEMENT_WORDS` class.
pub(crate) const EPISTEMIC_BE_COMPLEMENT: u32 = 1 << 12;
/// Bit of the `IRREGULAR_PARTICIPLE_WORDS` class.
pub(crate) const IRREGULAR_PARTICIPLE: u32 = 1 << 13;
/// Bit of the report markers (`PAST_MARKER_WORDS`): past verbs, "already", "usually"...
pub(crate) const PAST_MARKER: u32 = 1 << 14;
/// Bit of the `HEDGE_WORDS` class.
pub(crate) const HEDGE: u32 = 1 << 15;
/// Bit of the `APPROXIMATION_WORDS` class.
pub(crate) const APPROXIMATION: u32 = 1 << 16;
/// Bit of the `LIMIT_NOUN_WORDS` class.
pub(crate) const LIMIT_NOUN: u32 = 1 << 17;
/// Bit of the `ENGLISH_FUNCTION_WORD_WORDS` class.
pub(crate) const ENGLISH_FUNCTION_WORD: u32 = 1 << 18;
/// Bit of the `FOREIGN_FUNCTION_WORD_WORDS` class.
pub(crate) const FOREIGN_FUNCTION_WORD: u32 = 1 << 19;

/// Bit for words at which some detector may fire: a sentence without one is only checked
/// for clause-initial imperatives.
pub(crate) const TRIGGER: u32 = 1 << 20;

/// Bit for common words a detector starts from, that never decide a sentence alone.
pub(crate) const WEAK_TRIGGER: u32 = 1 << 21;

/// Bit for the first word of a comparator (`numbers::COMPARATORS`).
pub(crate) const COMPARATOR: u32 = 1 << 22;

/// Bit for the words at which `rules::modals::modals` looks for an obligation (`MODAL_WORDS`
/// and the obligation adjectives).
pub(crate) const MODAL: u32 = 1 << 23;

/// Bit of the `OBLIGATION_ADJECTIVE_WORDS` class.
pub(crate) const OBLIGATION_ADJECTIVE: u32 = 1 << 24;

/// Bit of the `NO_CONTENT_WORDS` class.
pub(crate) const NO_CONTENT: u32 = 1 << 25;

/// Bit of the `LIMIT_VERB_WORDS` class.
pub(crate) const LIMIT_VERB: u32 = 1 << 26;

/// Bit for the words at which `rules::negations::negations` and
/// `rules::permissions::prohibitions_and_permissions` look (`rules::NEGATION_HEAD_WORDS`,
/// `rules::PERMISSION_HEAD_WORDS`).
pub(crate) const BAN_HEAD: u32 = 1 << 27;

/// Bit for the words `rules::imperatives::imperatives` and the sentence-level tests (hedge,
/// hypothetical, a principal's frame) compare a token with (`rules::IMPERATIVE_HEAD_WORDS`,
/// `rules::SENTENCE_HEAD_WORDS`).
pub(crate) const SENTENCE_HEAD: u32 = 1 << 28;

/// Bit for the words at which `rules::conditionals::conditionals` looks
/// (`rules::CONDITION_HEAD_WORDS`).
pub(crate) const CONDITION_HEAD: u32 = 1 << 29;

/// Bit for the words other than limit nouns and verbs at which `rules::limits::limit_statements`
/// looks (`rules::LIMIT_HEAD_WORDS`).
pub(crate) const LIMIT_HEAD: u32 = 1 << 30;

/// Bit of the number words (`numbers::NUMBER_WORD_NAMES`): "seven", "dozen", "twice".
pub(crate) const NUMBER_WORD: u32 = 1 << 31;

/// Every class's word list with its bit.
const CLASSES: &[(u32, &[&str])] = &[
    (TRIGGER, TRIGGER_WORDS),
    (WEAK_TRIGGER, WEAK_TRIGGER_WORDS),
    (COMPARATOR, super::numbers::COMPARATOR_FIRST_WORDS),
    (BASE_VERB, BASE_VERB_WORDS),
    (NOT_A_VERB, NOT_A_VERB_WORDS),
    (NOUN_AMBIGUOUS_VERB, NOUN_AMBIGUOUS_VERB_WORDS),
    (FINITE_REPORT_VERB, FINITE_REPORT_VERB_WORDS),
    (DISCOURSE, DISCOURSE_WORDS),
    (AGENT_SUBJECT, AGENT_SUBJECT_WORDS),
    (THING_PRONOUN, THING_PRONOUN_WORDS),
    (PRINCIPAL, PRINCIPAL_WORDS),
    (DIRECTIVE_REPORT_VERB, DIRECTIVE_REPORT_VERB_WORDS),
    (NEUTRAL_REPORT_VERB, NEUTRAL_REPORT_VERB_WORDS),
    (STATIVE_VERB, STATIVE_VERB_WORDS),
    (NO_IDIOM, NO_IDIOM_WORDS),
    (EPISTEMIC_BE_COMPLEMENT, EPISTEMIC_BE_COMPLEMENT_WORDS),
    (IRREGULAR_PARTICIPLE, IRREGULAR_PARTICIPLE_WORDS),
    (PAST_MARKER, PAST_MARKER_WORDS),
    (HEDGE, HEDGE_WORDS),
    (APPROXIMATION, APPROXIMATION_WORDS),
    (LIMIT_NOUN, LIMIT_NOUN_WORDS),
    (ENGLISH_FUNCTION_WORD, ENGLISH_FUNCTION_WORD_WORDS),
    (FOREIGN_FUNCTION_WORD, FOREIGN_FUNCTION_WORD_WORDS),
    (NO_CONTENT, NO_CONTENT_WORDS),
    (MODAL, MODAL_WORDS),
    (MODAL | OBLIGATION_ADJECTIVE, OBLIGATION_ADJECTIVE_WORDS),
    (LIMIT_VERB, LIMIT_VERB_WORDS),
    (BAN_HEAD, super::rules::NEGATION_HEAD_WORDS),
    (BAN_HEAD, super::rules::PERMISSION_HEAD_WORDS),
    (SENTENCE_HEAD, super::rules::IMPERATIVE_HEAD_WORDS),
    (SENTENCE_HEAD, super::rules::SENTENCE_HEAD_WORDS),
    (CONDITION_HEAD, super::rules::CONDITION_HEAD_WORDS),
    (LIMIT_HEAD, super::rules::LIMIT_HEAD_WORDS),
    (NUMBER_WORD, &super::numbers::NUMBER_WORD_NAMES),
];

// Verbs that state a limit in force with an amount: "the plan allows 5 seats", "the key
// expires after 30 days", "trial users get 14 days of access".
#[rustfmt::skip]
const LIMIT_VERB_WORDS: &[&str] = &[
    "allows", "permits", "expires", "expire", "lapses", "lapse", "resets", "reset", "get", "gets",
    "receive", "receives", "includes", "covers", "grants", "lasts", "provides", "ends", "runs",
    // "Deploys are gated behind a green canary" (read by the restricted-passive rule).
    "gated",
    // A capacity as a rate: "the API accepts 20 requests per minute", "the printer takes 50
    // jobs an hour".
    "accepts", "accept", "admits", "takes",
];

// Modals, obligation verbs and the words that state a wish or a requirement.
#[rustfmt::skip]
const MODAL_WORDS: &[&str] = &[
    "must", "mustn't", "must've", "shall", "shan't", "should", "shouldn't", "ought", "have", "has",
    "got", "gotta", "need", "needs", "'ve", "better", "best", "requires", "require", "required", "mandatory",
    // "You've to sign in first", "we've to be out by ten" (the Irish and Northern "have to",
    // contracted; not "I've to say", the speaker's aside).
    "you've", "we've", "they've",
    "compulsory", "obligatory", "non-negotiable", "will", "'ll", "you'll", "won't", "is", "are",
    "want",
    // "Vents turned at 6 sharp — not optional": a duty said by denying the choice (cls68a).
    "optional",
    "you're", "we're", "they're", "isn't", "aren't",
    // Southern US and Caribbean "ain't to" ("Y'all ain't to be carrying that piano").
    "ain't", "expected", "responsible", "like", "'d",
    "expect", "obliged", "obligated", "meant",
    "prefer", "rather", "make", "ensure", "ensures", "always", "needed",
    // Jamaican "fi" before a verb: "nobody fi drive di forklift" = "nobody is to drive".
    "fi",
];

// Adjectives that oblige only with a complement: "it is essential to", "important that".
#[rustfmt::skip]
const OBLIGATION_ADJECTIVE_WORDS: &[&str] = &[
    "essential", "imperative", "supposed", "important", "crucial", "critical", "vital",
    "necessary",
];

// Words the polarity check does not compare as an action or object: modals, negators,
// quantifiers, hedges, comparators, light verbs ("keep", "make sure", "take"), pronouns.
#[rustfmt::skip]
const NO_CONTENT_WORDS: &[&str] = &[
    "keep", "ignore", "come", "comes", "happen", "happens", "due", "run", "runs", "running",
    "perform", "give", "hasn't", "haven't", "hadn't", "isn't", "aren't",
    "provide", "provides", "gives", "giving", "keeps", "keeping", "makes", "want", "wants",
    "thing", "things", "one", "ones", "recap", "retain", "retains", "retained",
    "prefer", "prefers", "wish", "wishes",
    "making", "puts", "putting",
    "take", "put", "hold", "anything", "something", "everything", "nothing", "none", "anyone", "someone",
    "everyone", "leave", "alone", "stop", "skip", "anymore", "again", "longer", "latest",
    "earliest", "sharp", "goes", "stay", "stays", "remain", "remains", "make", "sure", "ensure", "be", "get", "have",
    "has", "had", "need", "needs", "needing", "require", "requires", "required", "requiring",
    "must", "should", "shall",
    "always", "never", "please", "pls", "plz", "do", "does", "don't", "doesn't", "not", "no", "nobody", "may",
    "can", "cannot", "can't", "will", "won't", "would", "could", "might", "mustn't", "shouldn't",
    "mandatory", "compulsory", "obligatory", "allowed", "permitted", "forbidden", "prohibited",
    "banned", "avoid", "refrain", "hands-off",
    "only", "if", "unless", "except", "without", "once", "after", "before", "until", "when",
    "while", "provided", "long", "least", "most", "max", "maximum", "min", "minimum", "under",
    "below", "over", "above", "within", "up", "than", "more", "less", "fewer", "exceed", "cap",
    "limit", "tops", "ever", "kindly", "let's", "let", "try", "ideally", "probably", "maybe",
    "perhaps", "preferably", "seldom", "rarely", "usually", "generally", "typically", "often",
    "sometimes", "possible", "feasible", "also", "just", "really", "very", "still", "all", "every",
    "each", "any", "some", "few", "several", "handful", "couple", "about", "around", "roughly",
    "approximately", "lot", "lots", "many", "much", "stick", "use", "uses", "go", "going", "forward",
    "from", "now", "on", "rule", "rules", "policy", "note", "reminder", "important", "thanks",
    "self", "own", "its", "their", "your", "yourself", "themselves", "is", "are", "was", "were",
    "been", "being", "am",
    "it", "per", "a", "an", "the", "okay", "ok", "fine", "strictly", "is't", "isn't", "aren't",
    "wasn't", "weren't",
    "shan't", "'s", "you'll", "we'll", "i'd", "you're", "we're", "hard", "soft", "nice", "limits",
    "capped", "limited", "mention", "mentioned", "mentions", "mentioning", "caution", "careful",
    "remember", "forget",
    "instead", "using", "taken", "took", "past", "same", "gets", "got", "getting", "follow",
    "follows", "adhere", "adheres", "conform", "conforms", "touching", "affecting", "involving",
    "concerning", "regarding", "allow", "allows", "permit", "permits", "beforehand", "advance",
    "ahead", "reserved", "assistant", "optional", "optionally", "left", "following",
    // abbreviations that introduce examples or a restatement: "(e.g. \"de\")"
    "e.g", "eg", "i.e", "ie", "etc",
    // "under no circumstances" says "never"
    "circumstances", "circumstance",
    // interjections: "Ugh, stop adding emojis"
    "ugh", "argh", "hmm", "oops", "whoa", "ah", "uh", "um",
    // a speaker taking back what they said: "User (later): actually forget the rule ..."
    "actually",
];

// Base-form verbs that commonly open an instruction ("Write the notes", "Keep it short").
// Verbs that mostly open narrative ("imagine", "suppose", "guess") are left out on purpose.
#[rustfmt::skip]
const BASE_VERB_WORDS: &[&str] = &[
    "ban", "block", "forbid", "mute", "unblock", "unmute",
    // Acts of plant and electrical safety ("Isolate inverter 7 before rain", "De-energise the
    // feeder first"); "isolate" is also a lab's noun ("Isolate 14 grew E. coli"), so it is
    // among the noun-ambiguous words too.
    "isolate", "de-energise", "de-energize",
    // "bring your own", shortened: "BYO laptop", "BYOB".
    "byo", "byob",
    // Everyday actions of house, lab and office rules ("Sit next to the window", "Knock before
    // entering"); words as often nouns or adjectives at a sentence's start ("Design reviews",
    // "Spend is up", "Polish customers", "Join requests") are left out.
    "cache", "sit", "stand", "speak", "knock", "smile", "throw", "agree", "begin", "cross", "decide",
    "discard",
    // "You aren't to dump the marc in the south paddock" (pol44).
    "dump",
    // "Researchers may photograph documents only without flash" (pol45).
    "photograph", "photocopy",
    // Acts of an authority, granted or barred ("Guides may waive the surcharge").
    "waive", "authorize", "authorise", "override", "extend",
    "destroy", "discuss", "divide", "examine", "fasten", "flip", "gather", "grab", "identify",
    "inspect", "kick", "lay", "listen", "observe", "organize", "organise", "quit", "rinse",
    "scrub", "shake", "spin", "squeeze", "strike", "underline", "undo", "unpack", "untie",
    "whisper", "hurry", "dig", "dive", "crawl", "hop", "hunt", "shave", "mow", "twist", "climb",
    "annotate", "anonymize", "anonymise", "apologise", "apologize", "browse", "combine",
    "configure", "decode", "decompress", "decrypt", "deserialize", "downgrade", "elaborate",
    "emit", "encode", "erase", "execute", "expand", "generate", "insert", "invalidate", "invoke",
    "italicize", "modify", "obfuscate", "paraphrase", "parse", "paste", "populate", "prepend",
    "propose", "pseudonymize", "reveal", "serialize", "skim", "suggest", "thank", "truncate",
    "tweak", "censor",
    "accept", "access", "acknowledge", "announce", "arrange", "bill", "bookmark", "brief",
    "refrain", "abstain", "desist", "loop",
    "administer", "dilute", "dispense", "infuse", "inject", "reconstitute", "taper", "titrate",
    "calculate", "clarify", "compare", "complete", "connect", "deduct", "disregard", "double",
    "drive", "edit", "emphasize", "enter", "expense", "feed", "find", "greet", "group",
    "highlight", "host", "introduce", "invite", "lead", "limit", "lint", "match", "meet",
    "notarize", "omit", "outline", "pack", "park", "patch", "phrase", "point", "profile", "prune",
    "purchase", "query", "rank", "reach", "rebuild", "recommend", "refactor", "refresh",
    "register", "reinstall", "renew", "repeat", "replace", "reschedule", "resend", "reuse",
    "rollback", "sanitize", "scan", "search", "seed", "shrink", "simplify", "snapshot", "spell",
    "state", "stream", "structure", "stub", "supply", "support", "suspend", "swap", "teach",
    "tighten", "time", "title", "toggle", "transfer", "uninstall", "unlock", "vet", "visit",
    "vote", "walk", "weigh", "welcome", "whitelist", "withdraw", "work", "add", "address",
    "adjust", "aim", "alert", "allow", "answer", "append", "apply", "approve", "archive", "ask",
    "assign", "assume", "attach", "audit", "avoid", "back", "backfill", "batch", "be", "book",
    "bring", "budget", "build", "bump", "call", "cancel", "cap", "capitalize", "cc", "change",
    "charge", "check", "choose", "cite", "clean", "clear", "close", "collect", "comment", "commit",
    "compile", "compress", "confirm", "consider", "consult", "contact", "continue", "convert",
    "copy", "correct", "count", "create", "cross-check", "cut", "deactivate", "decline", "default",
    "defer", "delete", "deliver", "deny", "deploy", "describe", "disable", "disclose", "dispatch",
    "do", "document", "double-check", "download", "draft", "drink", "drop", "email", "enable",
    "encrypt", "end", "enforce", "ensure", "escalate", "estimate", "exclude", "expire", "explain",
    "export", "fetch", "file", "fill", "filter", "finish", "fix", "flag", "flush", "follow",
    "forget", "format", "forward", "freeze", "get", "give", "go", "grant", "hand", "handle",
    "hide", "hold", "honor", "honour", "ignore", "include", "increase", "inform", "insist",
    "install", "invoice", "keep", "label", "land", "leave", "let", "link", "list", "load", "lock",
    "log", "look", "lower", "maintain", "make", "mark", "mask", "measure", "mention", "merge",
    "migrate", "mind", "mirror", "monitor", "move", "mute", "name", "note", "notify", "obey",
    "offer", "open", "order", "page", "paginate", "pass", "pause", "pay", "pick", "pin", "ping",
    "place", "plan", "post", "prefer", "prepare", "preserve", "print", "prioritize", "prioritise",
    "proceed", "process", "promote", "proofread", "protect", "provide", "publish", "pull", "purge",
    "push", "put", "quote", "raise", "rate-limit", "read", "rebase", "rebook", "recheck", "record",
    "redact", "reduce", "refer", "refund", "refuse", "reject", "release", "reload", "remember",
    "remind", "remove", "rename", "reply", "report", "request", "require", "rerun", "reserve",
    "reset", "resize", "resolve", "respect", "respond", "restart", "restore", "restrict", "resume",
    "retain", "retry", "return", "revert", "review", "revoke", "rewrite", "roll", "rotate",
    "round", "route", "run", "save", "scale", "schedule", "scrub", "seal", "select", "send",
    "separate", "serve", "set", "share", "ship", "shorten", "show", "shut", "sign", "skip", "sort",
    "specify", "split", "squash", "stage", "start", "stay", "steer", "stick", "stop", "store",
    "strip", "submit", "summarize", "summarise", "switch", "sync", "tag", "take", "talk", "target",
    "tell", "test", "text", "throttle", "tidy", "touch", "track", "translate", "treat", "trigger",
    "trim", "try", "turn", "type", "unpin", "update", "upgrade", "upload", "use", "validate",
    "verify", "wait", "warn", "watch", "wear", "wipe", "withhold", "word", "wrap", "write", "zip",
    "redirect", "reroute", "rephrase", "reword", "reassign", "reconcile", "regenerate", "reindex",
    "reorder", "reopen", "resubmit", "retest", "say", "postpone", "delegate", "quarantine",
    // Everyday and domain verbs (household, kitchen, health, purchasing, travel).
    "buy", "hire", "sell", "rent", "borrow", "lend", "wash", "cook", "bake", "eat", "sleep",
    "study", "learn", "practice", "practise", "lift", "carry", "travel", "stretch", "exercise",
    "recycle", "donate", "sweep", "mop", "vacuum", "rinse", "stir", "chop", "boil", "fry", "grill",
    "heat", "chill", "refrigerate", "thaw", "taste", "whisk", "pour", "unplug", "loosen",
    "reimburse", "negotiate", "rehearse", "attend", "arrive", "depart", "commute", "shred",
    "bathe", "hydrate", "swim", "jog", "brush", "floss", "fold", "dress", "hang", "preheat",
    "marinate", "knead", "soak", "peel", "slice", "dice", "water", "plant", "rest", "paint",
    "stock", "interview", "mail", "cover", "fly", "ride",
    // "Hose down the destemmer before the first bins go in" (cls56); "wet down the saw bench
    // before you start cuttin'" (cls57).
    "hose", "wet",
    // Raising help and leaving ("Ring the station regardless", "If the alarm sounds, evacuate").
    "ring", "dial", "evacuate",
    // Running a machine or a place ("Juniors may operate the fiddle yard once ...", cls55).
    "operate",
];

// Words that open a clause without being a verb: adverbs, prepositions, pronouns,
// determiners, conjunctions, greetings.
#[rustfmt::skip]
const NOT_A_VERB_WORDS: &[&str] = &[
    // Pronouns with their verb: "I'm a teacher" opens with no order.
    "i'm", "im", "i've", "i'd", "i'll", "you're", "we're", "they're", "he's", "she's", "it's",
    "that's", "there's", "we've", "they've", "you've", "we'll", "they'll",
    "yesterday", "today", "tomorrow", "tonight", "maybe", "perhaps", "overall", "here", "there",
    "then", "now", "also", "still", "even", "only", "once", "after", "before", "during", "while",
    "since", "because", "although", "though", "so", "but", "and", "or", "if", "when", "where",
    "why", "how", "what", "which", "who", "whoever", "as", "at", "in", "on", "of", "for", "from",
    "by", "with", "without", "about", "into", "over", "under", "between", "through", "like",
    "unlike", "per", "via", "against", "despite", "around", "near", "inside", "outside", "upon",
    "across", "all", "both", "each", "every", "some", "any", "most", "many", "much", "few",
    "several", "this", "that", "these", "those", "the", "a", "an", "my", "your", "our", "their",
    "his", "her", "its", "i", "you", "we", "they", "he", "she", "it", "me", "us", "them",
    "another", "other", "such", "next", "last", "first", "thanks", "sorry", "hi", "hello", "yes",
    "no", "ok", "okay", "well", "meanwhile", "otherwise", "anyway", "besides", "plus", "later",
    "earlier", "soon", "again", "just", "almost", "not", "never", "always", "sometimes", "often",
    "everyone", "nobody", "someone", "everything", "nothing", "something", "half", "until", "till",
    "whether", "whenever", "wherever", "hey", "oh", "wow", "yeah", "nope", "lol", "haha", "great",
    "good", "nice", "cool", "sure", "right", "fine", "back", "up", "down", "out", "off", "above",
    "below", "behind", "beyond", "within", "towards", "toward", "onto", "off-topic", "welcome",
    "congrats", "morning", "evening", "afternoon", "honestly", "basically", "apparently",
    "luckily", "sadly", "update", "status", "summary", "note", "fyi", "btw", "imagine", "suppose",
    "guess", "whatever", "either", "neither", "nor", "yet", "ever", "very", "too", "quite",
    "rather", "really", "mostly", "mainly",
    // "Reckon the burner must've iced up": a guess with "I" elided, as "guess" opens one.
    "reckon",
    // "Unclear whether the gate's shut", "unknown if it ran": a doubt, "it's" left out.
    "unclear", "uncertain", "unknown",
    // "Worth a look", "worth a drill some time": "it's" left out before an adjective that
    // suggests, no verb (cls64a).
    "worth",
    // "To my mind the piano is tuned", "To me.": the particle and preposition, never a bare
    // verb with an object ("towards" and "onto" are listed above; cls69d).
    "to",
];

// Base verbs that are just as often nouns at the start of a report ("Test results came back",
// "Build failed", "Update: done"); the imperative reading needs no finite verb right after.
#[rustfmt::skip]
const NOUN_AMBIGUOUS_VERB_WORDS: &[&str] = &[
    "back", "batch", "book", "budget", "build", "cache", "call", "cap", "change", "check", "comment",
    "commit", "copy", "count", "cut", "default", "deploy", "draft", "drop", "email", "end",
    "estimate", "file", "filter", "fix", "flag", "format", "freeze", "hold", "invoice", "label",
    "limit", "link", "list", "load", "lock", "log", "look", "mark", "merge", "name", "note",
    "order", "page", "pass", "pause", "pay", "pick", "pin", "ping", "place", "plan", "post",
    "print", "process", "pull", "push", "quote", "record", "refund", "release", "reload", "reply",
    "report", "request", "rerun", "reset", "restart", "retry", "return", "review", "rewrite",
    "roll", "round", "route", "run", "save", "scale", "schedule", "set", "share", "ship", "sign",
    "sort", "split", "stage", "start", "stay", "stop", "store", "switch", "sync", "tag", "talk",
    "target", "test", "text", "touch", "track", "trigger", "turn", "type", "update", "upgrade",
    "upload", "use", "wait", "watch", "word", "wrap", "zip", "support", "search", "backup",
    "water", "plant", "rest", "paint", "stock", "interview", "mail", "cover", "fly", "ride",
    "slice", "heat", "practice", "document", "rollback", "access", "approve", "alert", "claim",
    "travel", "reserve", "ring", "dial", "insert", "transfer", "import", "export", "display",
    "sample", "feed", "exchange", "design", "hose", "wet", "isolate",
];

// Finite verb forms that show a clause is a report, not an order ("Deploy went fine").
#[rustfmt::skip]
const FINITE_REPORT_VERB_WORDS: &[&str] = &[
    "is", "are", "was", "were", "has", "had", "have", "went", "came", "looks", "looked", "seems",
    "seemed", "took", "got", "ran", "broke", "did", "does", "'s", "will", "would", "can", "could",
    "might", "keeps", "kept", "gave", "made", "hit", "showed", "shows", "says", "said", "needs",
    "fails", "passes", "works", "worked", "finished", "succeeded", "completed",
];

// Discourse words that may precede the first real word of a clause.
#[rustfmt::skip]
const DISCOURSE_WORDS: &[&str] = &[
    "ok", "okay", "so", "also", "and", "then", "now", "oh", "btw", "fyi", "ps", "note", "reminder",
    "important", "nb", "hey", "hi", "yo", "ugh", "argh", "hmm", "oops", "whoa", "ah", "uh", "um",
    "again", "yes", "yeah", "well", "just", "first",
    "second",
    "third", "finally", "lastly", "next", "plus", "alright", "right", "but", "or", "otherwise",
    "instead", "still", "simply", "really", "seriously", "honestly", "actually", "rule", "tip",
    "warning", "caution", "heads-up", "guys", "team", "folks", "everyone", "thanks", "thx", "pls",
    "plz", "please", "kindly", "hello", "sure", "great", "good", "cool", "perfect", "nope", "no",
    "additionally", "moreover", "meanwhile", "anyway", "anyhow", "nah", "naw", "kk", "k",
    // Chat interjections and abbreviations ("lmao the meeting strikes again", "tbh just
    // ship it").
    "lmao", "lmfao", "rofl", "omg", "smh", "tbh", "welp", "meh", "oof", "yikes", "phew", "whew",
    "ha", "hah", "heh", "huh", "aww", "ooh", "ahh", "erm", "jk", "idk", "ikr", "yep", "yup",
    "gosh", "damn", "dang", "jeez", "wtf", "ffs", "srsly", "ngl", "imo",
    // Chat vocatives ("Bro the big ginger one, he got into the feed bin", cls54), and
    // endearments said as one ("Babe just put the returned rockets in the cage", cls67b;
    // "hon can you put the numbers in the sheet b4 you leave", cls67c).
    "bro", "bruh", "dude", "babe", "hon", "hun",
    // Dialect vocatives and a call to get going, said before an order with no comma:
    // Aboriginal, Torres Strait and Maori English "cuz" ("cuz dont be givin free scoops"),
    // Suffolk and Norfolk "bor" ("Afore you knock off, bor, coil ..."), Mackem and Geordie
    // "marra" and "haway" ("haway marra fuel the 61 up", cls70a).
    "cuz", "bor", "marra", "haway",
    // Singlish and Scots interjections ("Wah the aircon spoil again", "Aiyo, ..."), and
    // Nigerian English "abeg" ("please": "Abeg no allow ...", "Abeg, the traffic was bad").
    "wah", "walao", "aiyo", "aiyoh", "aiyah", "alamak", "eh", "abeg",
    // Scots "ach" and "och", Australian "crikey" and "gawd" ("Ach, the ushers are tae check
    // every ticket", corpus36).
    "ach", "och", "crikey", "gawd",
    // Arabic oaths and blessings said in English ("Wallahi the pumpkins are very big",
    // "mashallah", "khalas we put it by the door": cls61c).
    "wallahi", "wallah", "mashallah", "khalas",
];

// Subjects that name who acts: a rule about them binds ("you", "we", "contractors").
#[rustfmt::skip]
const AGENT_SUBJECT_WORDS: &[&str] = &[
    "you", "we", "y'all", "nobody", "everyone", "everybody", "anyone", "anybody", "someone",
    "they", "agent", "agents", "assistant", "bot", "bots", "users", "user", "staff", "contractors",
    "contractor", "interns", "intern", "employees", "employee", "customers", "guests", "guest",
    "reviewers", "reviewer", "admins", "people", "folks", "devs", "developers", "engineers",
    "juniors", "hires", "vendors", "visitors", "patients", "drivers", "members", "operators",
    "agents'", "model", "llm", "ai", "team", "teams", "travellers", "travelers", "clients",
    "partners", "students", "kids", "children", "volunteers", "managers", "support", "one",
    "pilots", "nurses", "doctors", "callers", "buyers", "sellers", "traders", "analysts",
    "authors", "writers", "editors", "engineer", "developer", "manager", "admin", "member",
    "operator", "driver", "nurse", "doctor", "sales", "author", "approver", "lead", "staffer",
    "tech", "technician", "cashier", "clerk", "partner", "associate", "trainee", "newcomer",
    "participant", "attendee", "attendees", "speaker", "speakers", "parents", "parent", "tenant",
    "tenants", "lessee", "lessees", "lessor", "licensee", "licensor", "supplier", "suppliers",
    "vendor", "party", "parties", "landlord", "employer",
    // "All passengers to show ID at the gate", "cabin crew to remain seated".
    "passengers", "crew", "pupils", "residents", "players", "riders", "cyclists", "spectators",
    // "Apprentices can use the croze once they've done 50 barrels" (cls53).
    "apprentices", "apprentice",
];

// Subjects of an observation: a modal after them is usually epistemic ("it must be DNS").
#[rustfmt::skip]
const THING_PRONOUN_WORDS: &[&str] = &[
    "it", "this", "that", "there", "which", "he", "she", "it's", "that's", "there's", "these",
    "those", "i", "i'm",
];

// Principals whose reported instructions bind the agent ("compliance says ...").
#[rustfmt::skip]
const PRINCIPAL_WORDS: &[&str] = &[
    "user", "users", "customer", "client", "compliance", "legal", "security", "manager", "boss",
    "lead", "cto", "ceo", "cfo", "ciso", "policy", "finance", "hr", "owner", "product", "pm",
    "counsel", "auditor", "auditors", "regulator", "contract", "sla", "spec", "rules", "rulebook",
    "guidelines", "handbook", "readme", "ops", "sre", "management", "leadership", "director", "vp",
    "doctor", "physician", "pharmacist", "landlord", "teacher", "editor", "maintainer",
    "maintainers", "admin", "architect", "dpo", "gdpr", "dpa", "msa", "nda", "sow", "eula", "law", "insurer", "bank", "airline",
    "hotel", "agreement", "procedure", "runbook", "playbook", "style", "charter", "requester",
    "stakeholder", "stakeholders", "sponsor", "she", "he", "they", "dad", "mom", "wife", "husband",
    "partner", "coach", "professor", "vet", "dentist", "accountant", "lawyer", "team", "organizer",
    "organiser", "brief", "ticket", "customer's", "user's", "client's", "guide", "policies",
    "regulations", "school", "court", "judge", "board", "council", "hospital", "clinic",
    "university", "authorities", "government", "ministry", "employer", "hoa", "tutor", "instructor",
    "trainer", "nurse", "therapist", "physio", "mentor", "supervisor", "advisor", "adviser",
    "consultant", "nanny", "principal", "headteacher", "dean", "surgeon", "pediatrician",
    "paediatrician", "specialist", "dietitian", "nutritionist", "midwife", "counselor",
    "counsellor",
    // A person named by a title ("according to Ms. Ortiz", "Dr. Lee said"; "Ma'am Reyes
    // said ...", the title as Philippine and Indian English put it before a name: cls64b).
    "mr", "mrs", "ms", "dr", "prof", "ma'am",
    // Sesotho and Setswana "Ntate" and "Mme" ("Mr", "Mrs"; French "Mme" too) before a name:
    // "Ntate Mokoena says give the kiln draw sheet to Palesa before you knock off" (cls68a).
    "ntate", "mme",
    "psychiatrist", "psychologist", "caregiver", "carer", "guardian", "parent", "parents", "mum",
    "mother", "father", "grandma", "grandpa",
    // British, Irish and Welsh family words ("Bride's mam says keep the seating plan away
    // from Auntie Glenys", "my nan says no phones at the table"; Welsh "nain", "taid").
    "mam", "mammy", "nan", "nana", "nanna", "gran", "granny", "grandad", "granddad", "nain",
    "taid", "auntie", "aunt", "uncle",
    "recruiter", "examiner", "proctor", "reviewer", "reviewers", "moderator", "moderators",
    "founder", "cofounder", "investor", "investors", "inspector", "landlady", "superintendent",
    "foreman", "officer", "chair", "chairperson", "secretary", "registrar", "committee",
    "department", "office", "facilities", "procurement", "accounting", "payroll", "ethics",
    "marketing", "sales", "engineering", "comms", "recruiting",
    // Bodies whose rules a member or visitor keeps ("the club says nobody trains without a
    // form").
    "club", "gym", "league", "association", "federation", "union", "agency",
    "venue", "library", "pharmacy", "daycare", "nursery", "kindergarten", "museum", "airport",
    "embassy", "consulate", "customs", "campsite", "marina", "coop", "co-op",
    // Papers that grant leave on terms ("the permit says no discharge to drain", "the lease
    // says no subletting"; cls52).
    "permit", "lease", "licence", "license",
    // Who commands a crew, a team or a band ("Tower captain wants ropes tied up after every
    // practice", "the skipper says nobody stands on the foredeck"; cls62).
    "captain", "skipper",
];

// Reporting verbs that turn a principal's words into a rule ("wants", "insists").
#[rustfmt::skip]
const DIRECTIVE_REPORT_VERB_WORDS: &[&str] = &[
    "wants", "wanted", "insists", "insisted", "requires", "required", "asks", "asked", "told",
    "tells", "mandates", "mandated", "demands", "demanded", "requested", "requests", "reminded",
    "reminds", "stressed", "stresses", "instructed", "instructs", "expects", "expected", "prefers",
    "preferred", "forbids", "forbade", "bans", "prohibits", "stipulates", "specifies", "specified",
    "dictates", "warned", "warns", "insist", "demand", "request", "mandate", "stipulate",
    "advised", "advises", "advise", "recommended", "recommends",
    "specify", "forbid", "prohibit", "ban", "warn", "instruct", "remind", "require",
    // Plural principals' present: "my parents want", "they expect", "the owners prefer".
    "want", "expect", "prefer",
];

// Reporting verbs that are neutral: the complement must carry its own rule cue.
#[rustfmt::skip]
const NEUTRAL_REPORT_VERB_WORDS: &[&str] = &[
    "says", "said", "confirmed", "confirms", "wrote", "writes", "mentioned", "mentions", "noted",
    "notes", "states", "stated", "clarified", "added", "replied", "emailed", "messaged", "made",
    "explained", "repeated", "is", "say",
];

// Verbs of knowing and perceiving: "we don't know" reports, it does not forbid.
#[rustfmt::skip]
const STATIVE_VERB_WORDS: &[&str] = &[
    "know", "think", "understand", "see", "remember", "recall", "believe", "care", "mind", "like",
    "love", "hate", "get", "have", "need", "want", "feel", "seem", "look", "expect", "agree",
    "mean", "guess", "suppose", "notice", "recognize", "recognise", "hear", "own", "wonder",
    "doubt", "matter", "exist", "work", "appear",
];

// Words that make a negation or a bound vague rather than binding after `no`
// ("no idea", "no worries"), and status adjectives that count what is there ("no open
// incidents", "no known issues").
#[rustfmt::skip]
const NO_IDIOM_WORDS: &[&str] = &[
    "idea", "luck", "worries", "worry", "problem", "problems", "way", "doubt", "wonder", "clue",
    "kidding", "thanks", "offense", "offence", "matter", "issue", "issues", "big", "change",
    "changes", "errors", "news", "one", "response", "reply", "answer", "rush", "joke", "surprise",
    "sign", "difference", "longer", "biggie", "harm", "pressure", "stress", "hurry", "comment",
    "comments", "word", "dice", "sweat", "thank", "need", "reason", "sooner",
    // "No point chasing the customer", "no point in arguing": nothing gained by it.
    "point",
    // "no kiddin", "nae kiddin": "no kidding" as chat spells it; "no other explanation for
    // the crazing": a conclusion drawn.
    "kiddin", "explanation",
    // "no dramas", "no probs": Australian and British for "no problem".
    "dramas", "probs", "prob", "bother",
    // "No regrets, it's gorgeous": a feeling owned to, nothing banned (cls70b).
    "regrets",
    // "... and she kept them apart all day — no drama": nothing went wrong (cls61).
    "drama",
    // "He's paying it, so no complaints here": content with it (cls52).
    "complaints",
    // "no pain, no gain": a proverb of effort (cls61c; "no pain relief without a chart" is
    // a different word).
    "pain", "gain",
    // "Figured it'd quit on us, but no sir": an emphatic "no" to someone addressed (cls56).
    "sir", "siree", "ma'am",
    // "Some of my best work, no lie": "honestly", said of what came before (cls69b).
    "lie",
    // "No no, that was my mistake": the word repeated is an interjection
    "no",
    "open", "known", "outstanding", "pending", "remaining", "unresolved", "active", "obvious",
    "significant", "visible", "unexpected", "failing", "reported", "recent",
    // A check's finding: "no evidence of solvent cleaning", "no trace of the leak".
    "evidence", "anomalies", "trace", "traces",
];

// Epistemic words after `must be` / `should be`: a conclusion or a forecast, not an order.
#[rustfmt::skip]
const EPISTEMIC_BE_COMPLEMENT_WORDS: &[&str] = &[
    "a", "an", "the", "some", "that", "this", "my", "his", "her", "our", "their", "its", "your",
    "just", "so", "really", "quite", "very", "why", "because", "from", "due", "related", "caused",
    "coming", "going", "nice", "fun", "hard", "tough", "annoying", "frustrating", "tired", "wrong",
    "it", "down", "stale", "corrupt", "flaky", "buggy", "cached", "done", "ready", "fine", "ok",
    "okay", "good",
    "back", "up", "available", "there", "here", "enough", "finished", "over", "able", "easy",
    "quick", "straightforward", "alright", "gone", "live", "somewhere", "something", "someone",
    "one", "another", "exhausted", "busy", "confused", "joking", "kidding", "doing", "mistaken",
    "missing", "in", "on", "at", "about", "around", "close", "soon", "fixed", "resolved", "sorted",
    "better", "worse", "broken", "flaky", "cheaper", "faster", "slower", "fast", "slow", "similar",
    "green", "red", "stable", "healthy", "passing", "visible", "smaller", "bigger", "larger",
    "again", "quiet", "empty", "full", "online", "offline", "normal", "up-to-date", "warm", "cold",
    "rare", "unlikely", "likely", "uncommon",
    // Faults nobody orders: "the PDF must be corrupted" (not "must be blocked", "must be
    // expired after 30 minutes", which a rule may order).
    "corrupted", "damaged", "misconfigured", "outdated", "malformed", "overloaded", "stuck",
    "lost", "dead", "jammed", "clogged", "faulty", "defective", "dodgy", "blown", "busted",
    "kaput", "leaky",
    // "the pump meter must be miscalibrated, it showed 40 litres" (cls56).
    "miscalibrated", "misaligned",
    // How someone feels after something: "you must have been wrecked after that flight".
    "wrecked", "shattered", "knackered", "jetlagged", "jet-lagged", "thrilled", "relieved",
    "devastated", "gutted", "shocked", "stressed", "worried", "scared", "bored", "furious",
    "upset", "disappointed", "surprised", "delighted",
    // How someone is in health: "the soprano must be ill" (cls53).
    "ill", "unwell", "poorly",
    // A judgement of someone's sense: "runners must be mad to sign up in January".
    "mad", "crazy", "nuts", "mental", "bonkers", "insane",
];

// Past participles (and simple pasts) that do not end in `-ed`.
#[rustfmt::skip]
const IRREGULAR_PARTICIPLE_WORDS: &[&str] = &[
    "been", "done", "gone", "made", "sent", "kept", "left", "run", "written", "taken", "given",
    "shown", "seen", "known", "told", "held", "built", "spent", "put", "set", "shut", "hit", "cut",
    "read", "got", "gotten", "stolen", "drawn", "driven", "eaten", "fallen", "forgotten", "frozen",
    "hidden", "ridden", "risen", "spoken", "sworn", "thrown", "woken", "worn", "broken", "chosen",
    "paid", "said", "sold", "found", "lost", "brought", "bought", "caught", "taught", "thought",
    "fought", "sought", "meant", "led", "fed", "bent", "lent", "dealt", "felt", "slept", "swept",
    "wept", "understood", "stood", "won", "begun", "drunk", "sung", "swum", "shrunk", "stuck",
    "struck", "hung", "spun", "dug", "came", "went", "took", "gave", "ran", "wrote", "saw", "knew",
    "grew", "blew", "flew", "threw", "drew", "fell", "froze", "rose", "spoke", "broke", "chose",
    "woke", "wore", "tore", "bore", "ate", "began", "drank", "sang", "swam", "shrank", "sank",
    "did", "had", "was", "were", "became", "forgot", "hid", "bit", "quit",
    // Participles of present passives ("Only basil is grown in the greenhouse"), and pasts
    // a diary opens with, its subject left out ("Drove the kids to swim", "Rang the plumber,
    // no answer": "ring" and the other one-syllable verbs in "-ing" are read as orders).
    "grown", "flown", "blown", "mown", "sewn", "sown", "heard", "met", "sat", "fled", "crept",
    "leapt", "knelt", "spilt", "learnt", "dreamt", "slid", "sped", "rode", "drove", "shook",
    "rang", "rung", "sprang", "sprung", "strung", "swung", "stung", "flung", "clung", "wrung",
    // Regular pasts too short for the "-ed" test (which leaves "need", "shed" alone).
    "died", "tied", "lied", "owed", "eyed",
    // Pasts of a vowel change left out above.
    "swore", "stole", "wove", "woven", "trod", "bled",
    // Scots "telt" for "told" ("Telt him it wis the Sumatra") (cls59).
    "telt",
];

// Words that mark a clause as a report: simple pasts, and measured or habitual markers
// ("already", "now", "usually").
#[rustfmt::skip]
const PAST_MARKER_WORDS: &[&str] = &[
    "was", "were", "did", "didn't", "wasn't", "weren't", "had", "hadn't", "couldn't", "yesterday",
    "ago", "historically", "sat", "stood",
    "already", "earlier", "previously", "last", "came", "went", "took", "sent", "ran", "got",
    "made", "spent", "kept", "gave", "wrote", "saw", "left", "paid", "sold", "found", "lost",
    "brought", "bought", "caught", "held", "hit", "peaked", "averaged", "stayed", "ended",
    "finished", "measured", "reached", "clocked", "used", "received", "processed", "handled",
    "served", "logged", "shipped", "deployed", "merged", "exited", "returned", "failed", "passed",
    "crashed", "completed", "succeeded", "landed", "answered", "replied", "booked", "charged",
    "spiked", "dropped", "fell", "rose", "grew", "shrank", "weighed", "cost", "lasted", "needed",
    "wanted", "tried", "opened", "closed", "fixed", "added", "removed", "called", "emailed",
    "turned", "managed", "stuck", "hovered", "totaled", "totalled", "settled", "printed", "showed",
    "timed", "uploaded", "downloaded", "generated", "produced", "checked", "scanned", "tested",
    "reviewed", "rebooted", "restarted", "usually", "typically", "normally", "generally", "often",
    "average", "tends", "now", "currently", "yet", "averages", "weighs", "measures", "sits",
    "hovers", "stands",
];

// Hedges and approximations: words a faithful rewrite of a hard rule does not introduce.
#[rustfmt::skip]
const HEDGE_WORDS: &[&str] = &[
    "should", "probably", "maybe", "perhaps", "ideally", "preferably", "try", "might", "could",
    "possibly", "seldom", "rarely", "usually", "generally", "typically", "often", "sometimes",
    "occasionally", "mostly", "normally", "hopefully", "suggested", "recommended", "advisable",
    "consider", "optionally", "optional", "encouraged", "prefer", "preferred", "loosely",
    "roughly", "mainly", "largely", "nice-to-have", "where", "feasible", "tries", "avoid-ish",
    "infrequently", "hardly",
];

// Words that turn a number into an approximation ("a handful", "about").
#[rustfmt::skip]
const APPROXIMATION_WORDS: &[&str] = &[
    "handful", "few", "several", "some", "about", "around", "roughly", "approximately", "approx",
    "~", "couple", "many", "lots", "bunch", "reasonable", "modest", "small", "smallish", "limited",
    "moderate", "manageable", "sensible", "ish", "-ish", "or", "so", "dozens", "plenty",
    "numerous", "various", "loads", "bit", "little", "short", "brief", "compact", "tight", "lean",
    "light", "low", "high", "large", "big", "huge", "much", "more", "less", "fewer",
];

// Nouns that name a limit in force ("the travel allowance is €300").
#[rustfmt::skip]
const LIMIT_NOUN_WORDS: &[&str] = &[
    "allowance", "budget", "quota", "limit", "limits", "cap", "ceiling", "maximum", "minimum",
    "max", "min", "threshold", "deadline", "cutoff", "cut-off", "per-diem", "allotment", "sla",
    "timeout", "ttl", "retention", "window", "allocation", "floor", "due", "spend", "headroom",
    "slo", "tolerance", "limitation", "caps", "quotas", "budgets", "deadlines", "rate-limit",
    "rate", "expiry", "expiration", "term", "freeze", "embargo", "moratorium", "blackout",
    "dose", "dosage", "hours", "leave", "vacation", "pto", "rule", "rules", "curfew", "ban",
    // "Your spending authority is $250 per transaction": what one may commit, up to a value.
    "authority", "entitlement", "stipend",
    // "The tasting room's capacity is sixty guests": the most a place or a thing may hold.
    // "Headcount on the night shift is six porters": the number of people set for a job
    // (cls63).
    "capacity", "occupancy", "headcount",
    // "The staff-to-child ratio stays at one adult per four children": a proportion kept.
    "ratio", "ratios",
    // "Reefer setpoint: 2-8 °C": the value a controller must hold.
    "setpoint", "setpoints", "set-point",
    // "Blast clearance radius is 500 m for people": the distance to be kept.
    "clearance", "setback",
    // "| Point | WLL | Use |": a working load limit, safe working load (cls56).
    "wll", "swl",
    // "The petty-cash float is £200 per department": the cash a till is given to spend from
    // (read only after "cash" or "till": `rules::limits::is_float_of_no_cash`).
    "float", "floats",
];

// English function words, to tell English from text in another language.
#[rustfmt::skip]
const ENGLISH_FUNCTION_WORD_WORDS: &[&str] = &[
    "the", "a", "an", "to", "is", "are", "of", "and", "you", "it", "we", "in", "for", "on", "not",
    "with", "this", "that", "be", "do", "don't", "no", "never", "must", "at", "or", "if", "was",
    "i", "your", "our", "all", "any", "from", "by", "please", "only", "before", "after", "than",
    "will", "can", "should", "has", "have", "up", "out", "so", "but", "my", "me", "us", "they",
    "them", "its", "it's", "what", "when",
];

// Function words of other languages the classifier does not read (French, German,
// Spanish, Italian, Portuguese, Dutch, Polish, Swedish...). Not those that are English words
// too ("per", "die", "den", "van", "sin", "um"): "$15 per person per day" is English.
#[rustfmt::skip]
const FOREIGN_FUNCTION_WORD_WORDS: &[&str] = &[
    "le", "la", "les", "des", "du", "et", "est", "pas", "ne", "une", "un", "pour", "avec", "sur",
    "dans", "jamais", "il", "vous", "nous", "der", "das", "und", "ist", "nicht", "nie", "niemals",
    "mit", "für", "auf", "ein", "eine", "bitte", "sie", "wir", "el", "los", "las", "y", "es",
    "nunca", "por", "para", "con", "que", "del", "una", "usted", "non", "che", "gli", "mai", "os",
    "não", "nao", "em", "uma", "het", "een", "niet", "nooit", "voor", "ik", "jij", "och", "inte",
    "aldrig", "att", "się", "jest", "oraz", "tylko", "wolno", "sans", "avant", "ohne", "senza",
    "sem", "zonder", "utan", "doit", "muss", "debe", "deve", "moet", "måste", "musi", "keine",
    "kein", "keinen", "nur", "immer", "darf", "dürfen", "soll", "sollte", "dem", "zum", "zur",
    "bei", "oder", "aber", "wenn", "toujours", "aucun", "aucune", "cette", "aux", "mais", "sont",
    "doivent", "peut", "siempre", "ningún", "ninguna", "puede", "sempre", "nessun", "nessuna",
    "meer", "alstublieft", "geen", "altijd", "moeten", "niets", "de", "en", "merci", "veuillez",
    "svp", "grazie", "gracias", "waren", "wurde", "wird", "sind", "ich", "auch", "nach", "von",
    "den", "je", "était", "qui", "pero", "muy", "está", "sono", "ook", "maar", "zijn",
];

// Words the detectors start from (see `rules`).
#[rustfmt::skip]
const TRIGGER_WORDS: &[&str] = &[
    "offence", "offense", "violation", "breach", "infraction", "prohibits", "forbids", "bans",
    "forfeit", "forfeits", "incur", "incurs",
    "disallows", "excludes",
    "let's", "lets", "easy", "please", "pls", "plz", "kindly", "from", "as", "going", "moving",
    "preferred", "preferably",
    "effective", "henceforth", "not", "don't", "doesn't", "won't", "can't", "cannot", "do", "does",
    "will", "can", "never", "must", "mustn't", "must've", "shall", "shan't", "should", "shouldn't",
    "ought", "gotta", "need", "needs", "needed", "requires", "require", "required", "mandatory",
    "compulsory", "obligatory", "non-negotiable", "essential", "imperative", "supposed", "'ll",
    "you'll", "expect", "prefer", "rather", "make", "ensure", "ensures", "always", "forbidden",
    "prohibited", "banned", "disallowed", "off-limits", "hands-off", "verboten", "no-go", "taboo",
    "non-starter", "nonstarter", "dealbreaker", "deal-breaker", "illegal", "allowed", "permitted", "authorized", "authorised", "tolerated", "acceptable", "off", "under",
    "may", "longer", "lifted", "waived", "suspended", "relaxed", "revoked", "rescinded", "void",
    "cancelled", "canceled", "scrapped", "dropped", "scratch", "withdrawn", "frozen", "disabled",
    "blocked", "paused", "removed", "locked", "nil", "fi", "hold", "final", "belay", "reverse", "retract", "rewind", "nix", "ditch", "scrap",
    "refundable", "returnable", "exchangeable", "transferable", "cancellable", "cancelable",
    "redeemable", "reimbursable", "expensable", "billable", "combinable", "stackable",
    "non-refundable", "nonrefundable", "non-returnable", "non-exchangeable", "non-transferable",
    "non-cancellable", "non-reimbursable", "non-billable", "exempt", "exempted", "excused",
    "no", "fewer", "less", "more",
    "greater", "below", "over", "above", "exceed", "exceeds", "exceeding", "beyond", "within",
    "between", "max", "maximum", "min", "minimum", "capped", "cap", "limit", "limited", "≤", "≥",
    "<", ">", "exactly", "only", "tops", "+", "plus", "onward", "onwards", "scoped", "restricted", "confined",
    "restrict", "reserved", "discouraged", "allergic", "intolerant", "vegan", "vegetarian",
    "diabetic", "pregnant", "celiac", "coeliac", "sharp", "permission", "valid", "entitled", "follow", "follows", "adhere", "adheres", "conform", "conforms",
    "comply", "complies", "read-only", "due", "diem", "unless", "provided", "providing", "except",
    "excluding", "without", "hypothetically", "suppose", "supposing", "imagine", "pretend",
    "theoretically", "would've", "could've", "probably", "hopefully", "apparently", "presumably",
    "supposedly", "least", "most", "ahead", "free", "you", "your", "latest", "earliest", "theory",
    "condition", "want", "wants", "'d", "important", "crucial", "critical", "vital", "necessary",
    "allows", "permits", "expires", "expire", "lapses", "lapse", "resets", "reset", "otherwise",
    "you're", "we're", "they're", "isn't", "aren't", "ain't", "expected", "responsible", "cleared",
    "okayed",
    "approved",
    "against", "possible", "obliged", "obligated", "meant", "liable", "eligible", "ineligible",
    "available", "unavailable", "rated", "withdrew", "greenlit", "green-lit", "green", "go-ahead",
    "ok'd", "oked", "signed", "pulled", "away", "outside", "taking", "revoking", "withdrawing",
    "suspending", "pulling", "removing", "cancelling", "canceling", "disabling", "freezing",
    "lifting", "dropping", "scrapping", "ditching", "axing",
    // Mauritian Creole "must" (`rules::modals::creole_bizin`), Bislama and Solomons Pijin
    // "must" (`rules::modals::pijin_force`).
    "bizin", "mas",
    // Who goes first ("loaded trucks have priority on the ramp": `stated_policies::precedence_given`).
    "priority",
];

// Common words at which a detector may fire, but never alone (see `rules::may_bind`).
#[rustfmt::skip]
const WEAK_TRIGGER_WORDS: &[&str] = &[
    "smaller", "shorter", "lower", "larger", "bigger", "higher", "younger", "older", "twice",
    "heavier", "wider", "taller", "faster", "hotter", "warmer", "deeper", "louder", "thicker", "lighter", "slower", "colder", "cooler", "narrower", "thinner",
    "closer", "nearer", "further", "farther",
    "thrice", "times", "prior", "decided", "agreed", "past",
    "have", "has", "got", "'ve", "you've", "we've", "they've", "is", "are", "like", "out", "feel", "go", "welcome", "fine", "ok", "alright",
    "okay", "at", "up", "by", "before", "after", "until", "till", "or", "read", "once", "when",
    "whenever", "if", "per", "according", "were", "would", "could", "might", "what", "in", "i",
    "used", "whether", "wonder", "wondering", "unsure", "ask", "asked", "asking", "so", "on",
    "reads", "closed",
    // "not optional", a duty ([`MODAL_WORDS`]; "optional" alone decides nothing: cls68a).
    "optional",
    // Hopes that hedge a forecast ("God willing", "by God's grace", "fingers crossed",
    // "weather permitting").
    "inshallah", "willing", "grace", "crossed", "permitting",
    // Someone's guess told ("Dai reckons the pro must be on two grand"), the speaker's
    // ("I'd wager the relay must be set too sensitive"), or the speaker's with "I" elided
    // ("Reckon the burner must've iced up").
    "reckons", "reckoned", "wager", "reckon",
    // "You'd better not touch it", "best not to run it on a Friday" (`rules::modals`).
    "better", "best",
    // "Nor fly da eagle owl in da arfternoon session": "nor" for "don't"
    // (`rules::negations::nor_for_dont`).
    "nor",
    // "The no-shoes rule is gone", "the restriction is finished": a rule ended
    // (`rules::permissions`).
    "gone", "finished",
];

/// The words the readings' screens ask a sentence's [`WordSet`](super::word_set::WordSet)
/// for, each with its own bit: its index here, noted in its slot of the word table, so that
/// the tokenizer's look-up gives a token its bit with no hash, and a screen is exact (a
/// sentence holds a screened word exactly when its bit is set). With
/// [`SCREENED_GROUPS`], at most 63 bits: bit 63 is a word's ending in "'s" ([`APOSTROPHE_S`]). A screen names its words
/// with [`WordSet::of_words`](super::word_set::WordSet::of_words), which fails to compile
/// for a word missing here.
#[rustfmt::skip]
pub(crate) const SCREENED_WORDS: &[&str] = &[
    // A time long past (`Sentence::names_a_long_past`).
    "formerly", "originally", "back",
    // A lead naming the day a policy starts (`rules::universal_after_a_starting_day`).
    "from", "starting", "as",
    // A ban after a spoken lead (`rules::ban_after_a_spoken_lead`); "not" is asked by
    // several readings.
    "don't", "never", "not",
    // The keeping verbs (`stated_policies::KEEPING_VERB_WORDS`).
    "stays", "stay", "remains", "remain",
    // A task done by a count of people: "by" and the task participles
    // (`stated_policies::TASK_PARTICIPLES`); "before" with "by", a state due by a time.
    "by", "before", "after", "done", "checked", "counted", "verified", "signed", "countersigned",
    "witnessed", "performed", "carried", "administered",
    // "nowhere near", "in effect", "in force", "there is a rule", "not a minute after".
    "nowhere", "effect", "force", "there", "there's", "minute", "moment", "second", "day",
    // "to be done", a negative subject, a team's decision, "only", a duty handed to "you".
    "be", "nothing", "nobody", "nobody's", "no", "decided", "agreed", "only", "you", "your",
    // The auxiliaries of a present passive (`stated_policies::PASSIVE_AUXILIARIES`).
    "is", "are", "get", "gets", "isn't", "aren't",
    // A deed's doer left open (`stated_policies::done_by_whoever`).
    "whoever", "whoever's",
    // A concessive clause closing a sentence, ", whatever's in it"
    // (`stated_policies::CONCESSIVE_EVER_WORDS`; "whatever" and "whichever" are a list).
    "whatever's",
    // Bislama and Solomons Pijin "mas" ("must"), asked with "no" (`modals::pijin_force`).
    "mas",
    // A thing due back "between every head" (`verbless::each_use_len`, cls70b).
    "between",
];

/// Words that screens ask only together, one bit for each list, after the bits of
/// [`SCREENED_WORDS`]: a sentence's set holds a list's bit exactly when it holds one of its
/// words, so a screen naming any of them lets through a sentence holding any other (never one
/// holding none). No word here is listed there, nor ends in "'s".
#[rustfmt::skip]
pub(crate) const SCREENED_GROUPS: &[&[&str]] = &[
    // Undoing verbs (`imperatives::UNDOING_VERBS`).
    &["scratch", "scrap", "drop", "undo", "reverse", "cancel", "belay", "retract", "rewind",
      "strike", "ditch", "nix", "withdraw"],
    // A class's convention, "Answers end with a summary"
    // (`stated_policies::class_opening_or_closing`).
    &["end", "start", "begin"],
    // Words closing a sentence to exceptions, ", full stop", ", period"
    // (`stated_policies::exception_closer`).
    &["period", "stop"],
    // A shift's word before its holder, "the closing brewer", "the on-call engineer"
    // (`stated_policies::SHIFT_WORDS`).
    &["closing", "opening", "night", "morning", "evening", "weekend", "overnight", "on-call",
      "outgoing", "incoming", "duty", "last", "first"],
    // A concessive clause closing a sentence, ", whatever happens", ", whichever crew is on"
    // (`stated_policies::CONCESSIVE_EVER_WORDS`).
    &["whatever", "whichever"],
];

/// [`Slot::screen`] of a word that no screen asks, and the screen of every token that is no
/// screened word and does not end in "'s": it adds no bit to a sentence's set.
pub(crate) const NOT_SCREENED: u8 = u8::MAX;

/// The screen of a word ending in "'s" that is no screened word ("urn's", "manager's"), set
/// by the tokenizer: bit 63 of a sentence's set, which a screened word ending in "'s"
/// ("there's", "nobody's") sets too, beside its own ([`SCREEN_BITS`]). So a screen asking
/// for it lets through every sentence with a word ending in "'s".
pub(crate) const APOSTROPHE_S: u8 = 63;

/// The bits each screen ([`Slot::screen`], a token's `screen`) adds to a sentence's
/// [`WordSet`](super::word_set::WordSet): a screened word's own bit (and [`APOSTROPHE_S`]'s
/// when it ends in "'s"), [`APOSTROPHE_S`]'s bit, and none for [`NOT_SCREENED`]. One load
/// a token, as cheap as the shift it replaced, and no bit is spent on the words no screen
/// asks.
pub(crate) const SCREEN_BITS: [u64; 256] = {
    assert!(SCREENED_WORDS.len() + SCREENED_GROUPS.len() <= APOSTROPHE_S as usize);
    let mut bits = [0; 256];
    bits[APOSTROPHE_S as usize] = 1 << APOSTROPHE_S;
    let mut i = 0;
    while i < SCREENED_WORDS.len() {
        let w = SCREENED_WORDS[i].as_bytes();
        let ends_in_apostrophe_s = w.len() > 2 && w[w.len() - 2] == b'\'' && w[w.len() - 1] == b's';
        bits[i] = 1 << i
            | if ends_in_apostrophe_s {
                1 << APOSTROPHE_S
            } else {
                0
            };
        i += 1;
    }
    let mut g = 0;
    while g < SCREENED_GROUPS.len() {
        let i = SCREENED_WORDS.len() + g;
        bits[i] = 1 << i;
        g += 1;
    }
    bits
};

/// The longest word a list may hold. A word of up to 16 bytes is packed whole into a
/// [`Key`], so a probe compares integers and never the bytes.
const MAX_WORD_LEN: usize = 16;

/// A word packed into two integers: with its length, they determine a word of up to
/// [`MAX_WORD_LEN`] bytes exactly (see [`Key::of`]).
#[derive(Clone, Copy)]
struct Key {
    lo: u64,
    hi: u64,
    len: usize,
}

impl Key {
    /// The key of `w` (at most [`MAX_WORD_LEN`] bytes). A word of up to eight bytes is its
    /// bytes in the low bytes of `lo` (little-endian, the rest 0) and `hi` is 0: the key
    /// [`Key::of_short_word`] reads off the eight bytes the tokenizer loads at the word's start. A word of
    /// 9 to 16 bytes is its first and its last eight bytes. Two overlapping loads cover every
    /// byte (the first and last four of a word of 4 to 7, shifted onto each other, the first
    /// two and the last of a word of 2 or 3): no `memcpy` into a zero-padded buffer, which a
    /// variable length would need.
    const fn of(w: &[u8]) -> Key {
        let len = w.len();
        let (lo, hi) = match (w.first_chunk::<8>(), w.last_chunk::<8>()) {
            (Some(first), Some(_)) if len == 8 => (u64::from_le_bytes(*first), 0),
            (Some(first), Some(last)) => (u64::from_le_bytes(*first), u64::from_le_bytes(*last)),
            _ => match (w.first_chunk::<4>(), w.last_chunk::<4>()) {
                (Some(first), Some(last)) => (
                    u32::from_le_bytes(*first) as u64
                        | (u32::from_le_bytes(*last) as u64) << (8 * (len - 4)),
                    0,
                ),
                _ => match w.first_chunk::<2>() {
                    Some(first) => (
                        u16::from_le_bytes(*first) as u64 | (w[len - 1] as u64) << (8 * (len - 1)),
                        0,
                    ),
                    None if w.is_empty() => (0, 0),
                    None => (w[0] as u64, 0),
                },
            },
        };
        Key { lo, hi, len }
    }

    /// The key of a word of 1 to 8 bytes that are the low `len` bytes of `bytes` (read as
    /// little-endian: the first byte lowest), whatever the bytes above them.
    #[inline(always)]
    fn of_short_word(bytes: u64, len: usize) -> Key {
        debug_assert!((1..=8).contains(&len));
        Key {
            lo: bytes & (u64::MAX >> (64 - 8 * len)),
            hi: 0,
            len,
        }
    }

    /// The key's hash (multiplicative hashing: its top bits are the best mixed). `hi` is
    /// added, not rotated: it is 0 for most words (those under eight bytes), and a sum needs
    /// no register for a rotated copy.
    const fn hash(&self) -> u64 {
        (self.lo.wrapping_add(self.hi) ^ self.len as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15)
    }

    /// The slot where probing for a key of hash `hash` starts: its top bits.
    const fn home(hash: u64) -> usize {
        (hash >> (64 - SLOTS.trailing_zeros())) as usize
    }
}

/// A word of at most seven bytes packed into one integer: with its length, it determines the
/// word exactly. It is the word table's key ([`Key::of`]), whose second half is 0 for a word
/// this short; the polarity check's synonym table packs its stems the same way.
pub(crate) const fn pack_short_word(w: &[u8]) -> u64 {
    assert!(w.len() < 8, "pack_short_word takes at most seven bytes");
    Key::of(w).lo
}

/// One slot of the word table; empty when `len` is 0.
#[derive(Clone, Copy)]
struct Slot {
    lo: u64,
    hi: u64,
    classes: u32,
    len: u8,
    /// For a comparator's first word, its index in `COMPARATOR_FIRST_WORDS`; else
    /// [`NOT_A_COMPARATOR`].
    comparator: u8,
    /// For a screened word, its bit in a sentence's [`WordSet`](super::word_set::WordSet)
    /// ([`screened_word_index`]); else [`NOT_SCREENED`].
    screen: u8,
    /// For a word that reads as another and is no trigger, its index in [`FULL_FORMS`];
    /// else [`NO_FULL_FORM`].
    full_form: u8,
}

/// [`Slot::comparator`] of a word that starts no comparator.
const NOT_A_COMPARATOR: u8 = u8::MAX;

const EMPTY: Slot = Slot {
    lo: 0,
    hi: 0,
    classes: 0,
    len: 0,
    comparator: NOT_A_COMPARATOR,
    screen: NOT_SCREENED,
    full_form: NO_FULL_FORM,
};

/// Slots in the table: a power of two at least 1.5 times the number of listed words
/// (duplicates included), so fewer than two thirds of the slots are ever taken and a probe
/// for an unlisted word soon meets an empty slot.
const SLOTS: usize = {
    let mut total =
        super::numbers::COMPARATOR_FIRST_WORDS.len() + SCREENED_WORDS.len() + FULL_FORMS.len();
    let mut g = 0;
    while g < SCREENED_GROUPS.len() {
        total += SCREENED_GROUPS[g].len();
        g += 1;
    }
    let mut c = 0;
    while c < CLASSES.len() {
        let words = CLASSES[c].1;
        total += words.len();
        let mut i = 0;
        while i < words.len() {
            if british_spelling(words[i].as_bytes()).is_some() {
                total += 1;
            }
            i += 1;
        }
        c += 1;
    }
    (total + total / 2).next_power_of_two()
};

/// The word table: open addressing with linear probing, built by the compiler, so a lookup
/// is a hash of two integers and a few integer compares, with no start-up cost.
static TABLE: [Slot; SLOTS] = build_table();

const fn build_table() -> [Slot; SLOTS] {
    let mut slots = [EMPTY; SLOTS];
    // The commonest words first, so that they sit in their home slots and are found at the
    // first probe: function words make up a large share of any English text.
    let mut i = 0;
    while i < ENGLISH_FUNCTION_WORD_WORDS.len() {
        insert(&mut slots, ENGLISH_FUNCTION_WORD_WORDS[i]);
        i += 1;
    }
    let mut c = 0;
    while c < CLASSES.len() {
        let (bit, words) = CLASSES[c];
        let mut i = 0;
        while i < words.len() {
            let at = insert(&mut slots, words[i]);
            slots[at].classes |= bit;
            if let Some((bytes, len)) = british_spelling(words[i].as_bytes()) {
                let at = insert_bytes(&mut slots, bytes.split_at(len).0);
                slots[at].classes |= bit;
            }
            i += 1;
        }
        c += 1;
    }
    let comparators = super::numbers::COMPARATOR_FIRST_WORDS;
    assert!(comparators.len() < NOT_A_COMPARATOR as usize);
    let mut i = 0;
    while i < comparators.len() {
        let at = insert(&mut slots, comparators[i]);
        slots[at].comparator = i as u8;
        i += 1;
    }
    assert!(SCREENED_WORDS.len() + SCREENED_GROUPS.len() <= APOSTROPHE_S as usize);
    let mut i = 0;
    while i < SCREENED_WORDS.len() {
        note_screen(&mut slots, SCREENED_WORDS[i], i);
        i += 1;
    }
    let mut g = 0;
    while g < SCREENED_GROUPS.len() {
        let words = SCREENED_GROUPS[g];
        let mut i = 0;
        while i < words.len() {
            let w = words[i].as_bytes();
            assert!(
                !(w.len() > 2 && w[w.len() - 2] == b'\'' && w[w.len() - 1] == b's'),
                "a word of SCREENED_GROUPS ends in 's"
            );
            note_screen(&mut slots, words[i], SCREENED_WORDS.len() + g);
            i += 1;
        }
        g += 1;
    }
    // Last, when each word's classes are known: a trigger reads as itself.
    assert!(FULL_FORMS.len() < NO_FULL_FORM as usize);
    let mut i = 0;
    while i < FULL_FORMS.len() {
        let at = insert(&mut slots, FULL_FORMS[i].0);
        assert!(
            slots[at].full_form == NO_FULL_FORM,
            "a word is listed twice in FULL_FORMS"
        );
        if slots[at].classes & TRIGGER == 0 {
            slots[at].full_form = i as u8;
        }
        i += 1;
    }
    slots
}

/// The British spelling of a listed "-ize" or "-yze" word ("sanitise" for "sanitize",
/// "prioritising" for "prioritizing", "analyse" for "analyze"): the same word, which takes
/// the same classes. Its bytes and length, or `None` when no "iz"/"yz" stands before a vowel
/// in `w` ("size" is respelled, harmlessly, as "sise"; "fizz" and "zone" are not).
const fn british_spelling(w: &[u8]) -> Option<([u8; MAX_WORD_LEN], usize)> {
    let mut k = w.len();
    while k > 1 {
        k -= 1;
        if w[k] == b'z'
            && (w[k - 1] == b'i' || w[k - 1] == b'y')
            && k + 1 < w.len()
            && matches!(w[k + 1], b'e' | b'i' | b'a')
        {
            let mut out = [0u8; MAX_WORD_LEN];
            let mut i = 0;
            while i < w.len() {
                out[i] = if i == k { b's' } else { w[i] };
                i += 1;
            }
            return Some((out, w.len()));
        }
    }
    None
}

/// The slot of `w`, taken if `w` is new.
/// Notes screen `screen` in `word`'s slot: a word has one screen, its own bit or its group's.
const fn note_screen(slots: &mut [Slot; SLOTS], word: &str, screen: usize) {
    let at = insert(slots, word);
    assert!(
        slots[at].screen == NOT_SCREENED,
        "a word is listed twice in SCREENED_WORDS or SCREENED_GROUPS"
    );
    slots[at].screen = screen as u8;
}

const fn insert(slots: &mut [Slot; SLOTS], w: &str) -> usize {
    insert_bytes(slots, w.as_bytes())
}

/// The slot of the word of bytes `w`, taken if it is new.
const fn insert_bytes(slots: &mut [Slot; SLOTS], w: &[u8]) -> usize {
    assert!(
        !w.is_empty() && w.len() <= MAX_WORD_LEN,
        "a lexicon word must have 1 to 16 bytes (MAX_WORD_LEN)"
    );
    let key = Key::of(w);
    match position(slots, &key, key.hash()) {
        Ok(found) => found,
        Err(empty) => {
            slots[empty] = Slot {
                lo: key.lo,
                hi: key.hi,
                classes: 0,
                len: w.len() as u8,
                comparator: NOT_A_COMPARATOR,
                screen: NOT_SCREENED,
                full_form: NO_FULL_FORM,
            };
            empty
        }
    }
}

/// Where `key`'s slot is, or the empty slot where it would go. The same probe fills the
/// table (at compile time) and reads it.
///
/// The key is compared before the slot is tested for being empty: a probed key is never
/// empty (`len` at least 1) and an empty slot has `len` 0, so an empty slot never matches,
/// and a listed word (most words of a text) is found without the emptiness test.
const fn position(slots: &[Slot; SLOTS], key: &Key, hash: u64) -> Result<usize, usize> {
    let mut i = Key::home(hash);
    loop {
        let slot = &slots[i];
        if slot.lo == key.lo && slot.hi == key.hi && slot.len as usize == key.len {
            return Ok(i);
        }
        if slot.len == 0 {
            return Err(i);
        }
        i = (i + 1) & (SLOTS - 1);
    }
}

/// The slot of a listed word.
fn slot(w: &str) -> Option<&'static Slot> {
    slot_of_bytes(w.as_bytes())
}

/// The slot of a listed word, given as its bytes.
fn slot_of_bytes(w: &[u8]) -> Option<&'static Slot> {
    if w.is_empty() || w.len() > MAX_WORD_LEN {
        return None;
    }
    let key = Key::of(w);
    position(&TABLE, &key, key.hash()).ok().map(|i| &TABLE[i])
}

/// The classes of a lower-cased word, as a bit set (0 when it is in no list).
pub(crate) fn classes(w: &str) -> u32 {
    slot(w).map_or(0, |slot| slot.classes)
}

/// The classes of `w` in any ASCII case: [`classes`] of `w.to_ascii_lowercase()`, lower-cased
/// on the stack (no listed word is longer than [`MAX_WORD_LEN`] bytes, so a longer one is
/// in no list whatever its case).
pub(crate) fn classes_in_any_case(w: &str) -> u32 {
    let w = w.as_bytes();
    if w.len() > MAX_WORD_LEN {
        return 0;
    }
    let mut buffer = [0u8; MAX_WORD_LEN];
    let lower = &mut buffer[..w.len()];
    lower.copy_from_slice(w);
    lower.make_ascii_lowercase();
    slot_of_bytes(lower).map_or(0, |slot| slot.classes)
}

/// `w` with its ASCII letters lower-cased, copied into `buffer` (no allocation): `None` when
/// `w` is longer than `buffer`. A reading that matches a lower-case list with no word longer
/// than the buffer asks this in place of `w.to_ascii_lowercase()`.
pub(crate) fn ascii_lower_in<'b>(w: &str, buffer: &'b mut [u8]) -> Option<&'b str> {
    let lower = buffer.get_mut(..w.len())?;
    lower.copy_from_slice(w.as_bytes());
    lower.make_ascii_lowercase();
    // (Lower-casing ASCII letters keeps a text valid UTF-8: this never fails.)
    std::str::from_utf8(lower).ok()
}

/// What the word table notes of a word, from one look-up: what the tokenizer notes of each
/// word.
#[derive(Clone, Copy)]
pub(crate) struct Entry {
    /// Its classes (0 when it is in no list).
    pub(crate) classes: u32,
    /// Its bit in a sentence's [`WordSet`](super::word_set::WordSet) ([`NOT_SCREENED`]
    /// unless it is a screened word).
    pub(crate) screen: u8,
    /// Its index in [`FULL_FORMS`], or [`NO_FULL_FORM`].
    full_form: u8,
}

impl Entry {
    /// The word this one reads as ([`FULL_FORMS`]: "dont" -> "don't", "w/o" -> "without"),
    /// when it is no trigger itself; `None` for any other word.
    #[inline(always)]
    pub(crate) fn full_form(&self) -> Option<&'static str> {
        FULL_FORMS
            .get(usize::from(self.full_form))
            .map(|&(_, full)| full)
    }

    #[inline(always)]
    fn of(slot: &Slot) -> Entry {
        Entry {
            classes: slot.classes,
            screen: slot.screen,
            full_form: slot.full_form,
        }
    }
}

/// The word table's [`Entry`] of a lower-cased word (of a word in no list: classes 0, no
/// bit, no full form).
#[inline(always)]
pub(crate) fn entry(w: &str) -> Entry {
    let b = w.as_bytes();
    if b.len() > MAX_WORD_LEN {
        return Entry::of(&EMPTY);
    }
    // (No test for an empty word, as [`slot`] has: a token's text never is, and its key
    // would find an empty slot, whose entry is a word's in no list.)
    entry_of_key(&Key::of(b))
}

/// [`entry`] of a word of 1 to 8 bytes, given as the low `len` bytes of `bytes` (the first
/// byte lowest), whatever the bytes above them: the tokenizer loads the eight bytes at a
/// word's start at once, and the key is read off them with one mask.
#[inline(always)]
pub(crate) fn entry_of_short_word(bytes: u64, len: usize) -> Entry {
    entry_of_key(&Key::of_short_word(bytes, len))
}

#[inline(always)]
fn entry_of_key(key: &Key) -> Entry {
    Entry::of(position(&TABLE, key, key.hash()).map_or(&EMPTY, |i| &TABLE[i]))
}

/// The words that read as another ("dont" -> "don't", "w/o" -> "without"), each with the
/// word it stands for, noted in its slot of the word table ([`Entry::full_form`]): a chat
/// contraction without its apostrophe reads as the contraction, as a Scots "dinnae" does; a
/// clipped form as its word ("req'd" -> "required"), as "widout" and "w/o" read as "without".
/// Only a word that is no trigger itself reads as its full form ("dont" is listed as an
/// imperative's head, "don't" as a trigger too). "cant" and "wont" are words too, but rare
/// ones beside the contractions.
#[rustfmt::skip]
const FULL_FORMS: &[(&str, &str)] = &[
    ("w/in", "within"), ("w/out", "without"), ("w/o", "without"),
    // Chat "o/n" for "overnight", beside "w/o" ("don't leave it running o/n").
    ("o/n", "overnight"),
    ("dont", "don't"), ("doesnt", "doesn't"), ("didnt", "didn't"), ("cant", "can't"),
    ("wont", "won't"), ("shouldnt", "shouldn't"), ("mustnt", "mustn't"), ("isnt", "isn't"),
    ("arent", "aren't"), ("wasnt", "wasn't"), ("werent", "weren't"), ("havent", "haven't"),
    ("hasnt", "hasn't"), ("wouldnt", "wouldn't"), ("couldnt", "couldn't"),
    ("req'd", "required"), ("reqd", "required"),
    // Jamaican English "widout" ("Nuh mek dem go widout a big person").
    ("widout", "without"),
    // Irish and Scots "ye" ("Ye're not to be touchin' the till").
    ("ye're", "you're"), ("ye'll", "you'll"), ("ye've", "you've"),
    // Scots negatives ("Dinnae let the weans near the pond", "ye cannae park there").
    ("dinnae", "don't"), ("doesnae", "doesn't"), ("didnae", "didn't"), ("cannae", "can't"),
    ("willnae", "won't"), ("winnae", "won't"), ("shouldnae", "shouldn't"),
    ("mustnae", "mustn't"), ("isnae", "isn't"), ("wasnae", "wasn't"),
    ("wouldnae", "wouldn't"), ("couldnae", "couldn't"),
    // Scots and Orcadian negatives in "-na" ("Dinna lift ony o the nets till the divers are
    // back", "ye canna park there"), and the Scots "twa" and "ony" said with them ("nae mair
    // than twa fish in the bucket").
    ("dinna", "don't"), ("doesna", "doesn't"), ("didna", "didn't"), ("canna", "can't"),
    ("winna", "won't"), ("willna", "won't"), ("shouldna", "shouldn't"), ("mustna", "mustn't"),
    ("isna", "isn't"), ("wasna", "wasn't"), ("wouldna", "wouldn't"), ("couldna", "couldn't"),
    ("twa", "two"), ("ony", "any"),
    // Jamaican and Belizean "cyaan" ("yuh cyaan gi out no claim number over de phone").
    ("cyaan", "can't"), ("kyaan", "can't"),
    // Scots "naebody", "naething" ("naebody gets in").
    ("naebody", "nobody"), ("naething", "nothing"),
    // West Country "dun't" ("Dun't 'ee go givin' out the feeding times").
    ("dun't", "don't"),
    // Geordie "divvent" ("Divvent let anybody backstage wi'oot a wristband").
    ("divvent", "don't"), ("divvn't", "don't"), ("divn't", "don't"),
    ("withoot", "without"), ("wi'oot", "without"),
    // Cumbrian "dunnet" ("dunnet tek t'big triplex ower t'laal bridge") and "afore" ("afore
    // thoo gans up on t'roof, check wi' the owner"), said in Scots and the American South too.
    ("dunnet", "don't"), ("dunnot", "don't"), ("afore", "before"),
    // Norfolk and Suffolk "goo" for "go" ("Nobody goo in the vault apart from Sheila", "Don't
    // yew goo up that ol' oak": cls70a).
    ("goo", "go"),
    // Samoan "fa'amolemole" and Tongan "fakamolemole", "please", mixed into English
    // ("fa'amolemole no ads during the hymns", "fakamolemole nobody take the eight out") (cls56).
    ("fa'amolemole", "please"), ("fakamolemole", "please"),
    // Scots and Orcadian "whit" ("Whit a peedie crop o tatties this year") (cls56).
    ("whit", "what"),
    // Shetland "dunna" ("Dunna tak da boat oot past da skerry") (cls57).
    ("dunna", "don't"),
    // Yorkshire and Lancashire "nowt" and "owt" ("nowt goes down them steps on yer shoulder",
    // "use t'hoist for owt over a firkin") (cls58).
    ("nowt", "nothing"), ("owt", "anything"),
    // Tok Pisin and Solomons Pijin "orait" as a tag ("Stay on the wharf till Boss says, orait?")
    // (cls58).
    ("orait", "alright"),
    // Yorkshire and Lancashire "dunt" and "wi'out" ("yer dunt go up wi'out a lanyard") (cls59).
    ("dunt", "don't"), ("wi'out", "without"),
    // "til" and "'til" (its apostrophe read as a dropped head) for "until" (cls59).
    ("til", "until"),
    // Yorkshire and Lancashire "nob'dy" ("Nob'dy lifts t'sluice on 'is own") (cls63b).
    ("nob'dy", "nobody"),
    // "'cept" and "cept" for "except" ("nob'dy works t'lock after dark, 'cept ...") (cls63b).
    ("cept", "except"),
    // Caribbean "den" for "then" ("he say back den you could smoke in de back seat", "den
    // fry") (cls67c).
    ("den", "then"),
];

/// [`Slot::full_form`] of a word that reads as no other.
const NO_FULL_FORM: u8 = u8::MAX;

/// The bit of `w` in a sentence's [`WordSet`](super::word_set::WordSet): its index in
/// [`SCREENED_WORDS`], or for a word of [`SCREENED_GROUPS`] its list's, after theirs. Asked
/// by the compiler for each screen: a screen naming a word that is listed in neither fails to
/// compile.
pub(crate) const fn screened_word_index(w: &str) -> u8 {
    let mut i = 0;
    while i < SCREENED_WORDS.len() {
        if same_str(SCREENED_WORDS[i], w) {
            return i as u8;
        }
        i += 1;
    }
    let mut g = 0;
    while g < SCREENED_GROUPS.len() {
        let mut i = 0;
        while i < SCREENED_GROUPS[g].len() {
            if same_str(SCREENED_GROUPS[g][i], w) {
                return (SCREENED_WORDS.len() + g) as u8;
            }
            i += 1;
        }
        g += 1;
    }
    panic!("a screen asks for a word missing from lexicon::SCREENED_WORDS and SCREENED_GROUPS")
}

/// `a == b`, for a `const fn` (`str`'s `==` is not one).
pub(crate) const fn same_str(a: &str, b: &str) -> bool {
    let (a, b) = (a.as_bytes(), b.as_bytes());
    if a.len() != b.len() {
        return false;
    }
    let mut i = 0;
    while i < a.len() {
        if a[i] != b[i] {
            return false;
        }
        i += 1;
    }
    true
}

/// The classes of a word in no list, read from its ending: a specialist whose advice binds
/// ("cardiologist", "dermatologists", "podiatrist") is a principal, as "doctor" is.
pub(crate) fn classes_by_ending(w: &str) -> u32 {
    // Most words do not end in "t" or "ts": one byte compare before any suffix.
    let stem = w.strip_suffix('s').unwrap_or(w);
    if !stem.ends_with('t') {
        return 0;
    }
    if ["ologist", "iatrist"]
        .iter()
        .any(|end| stem.len() > end.len() + 1 && stem.ends_with(end))
    {
        PRINCIPAL
    } else {
        0
    }
}

/// Index of `w` in `numbers::COMPARATOR_FIRST_WORDS`, when it is a comparator's first word.
pub(crate) fn comparator_index(w: &str) -> Option<usize> {
    slot(w)
        .filter(|slot| slot.comparator != NOT_A_COMPARATOR)
        .map(|slot| usize::from(slot.comparator))
}

/// Base-form verbs that commonly open an instruction ("Write the notes", "Keep it short").
/// Verbs that mostly open narrative ("imagine", "suppose", "guess") are left out on purpose.
pub(crate) fn is_base_verb(w: &str) -> bool {
    classes(w) & BASE_VERB != 0
}

/// The "-ing" form of a listed base verb, a gerund naming an activity: "working" ("work"),
/// "sharing" ("share"), "running" ("run").
pub(crate) fn is_gerund_of_base_verb(w: &str) -> bool {
    let Some(stem) = w.strip_suffix("ing").filter(|s| s.len() >= 2) else {
        return false;
    };
    let b = stem.as_bytes();
    let doubled = b.len() >= 3 && b[b.len() - 1] == b[b.len() - 2];
    is_base_verb(stem)
        || is_base_verb(&format!("{stem}e"))
        || doubled && is_base_verb(&stem[..stem.len() - 1])
}

/// Finite verb forms that show a clause is a report, not an order ("Deploy went fine").
pub(crate) fn is_finite_report_verb(w: &str) -> bool {
    classes(w) & FINITE_REPORT_VERB != 0 || looks_past(w)
}

/// Subjects that name who acts: a rule about them binds ("you", "we", "contractors").
pub(crate) fn is_agent_subject(w: &str) -> bool {
    classes(w) & AGENT_SUBJECT != 0
}

/// A past form saying a rule was ended: "dropped", "scrapped", "lifted", "rescinded",
/// "withdrew"...
pub(crate) fn is_ending_verb(w: &str) -> bool {
    matches!(
        w,
        "dropped"
            | "scrapped"
            | "removed"
            | "abolished"
            | "retired"
            | "lifted"
            | "rescinded"
            | "repealed"
            | "withdrawn"
            | "discontinued"
            | "ended"
            | "cancelled"
            | "canceled"
            | "revoked"
            | "overturned"
            | "withdrew"
            | "reversed"
            | "axed"
    )
}

/// [`is_ending_verb`] in any case ("Dropped", "REVOKED"), without allocating: a word with no
/// capital is asked as it is, one with a capital (rare) is lower-cased first.
pub(crate) fn is_ending_verb_any_case(w: &str) -> bool {
    // (Every ending form ends in "d", "n", "w" or "d" of "axed": one byte rules out most words.)
    matches!(
        w.as_bytes().last(),
        Some(b'd' | b'n' | b'w' | b'D' | b'N' | b'W')
    ) && if w.bytes().any(|b| b.is_ascii_uppercase()) {
        is_ending_verb(&w.to_ascii_lowercase())
    } else {
        is_ending_verb(w)
    }
}

/// Verbs of knowing and perceiving: "we don't know" reports, it does not forbid.
pub(crate) fn is_stative_verb(w: &str) -> bool {
    classes(w) & STATIVE_VERB != 0
}

/// Epistemic words after `must be` / `should be`: a conclusion or a forecast, not an order;
/// also a compound of cause ending in "-related", "-caused" or "-induced" ("must be
/// timing-related", "should be heat-induced": a cause guessed; cls47).
pub(crate) fn is_epistemic_be_complement(w: &str) -> bool {
    classes(w) & EPISTEMIC_BE_COMPLEMENT != 0
        || w.rsplit_once('-')
            .is_some_and(|(_, last)| matches!(last, "related" | "caused" | "induced"))
}

/// Past participles (and simple pasts) that do not end in `-ed`.
pub(crate) fn is_irregular_participle(w: &str) -> bool {
    classes(w) & IRREGULAR_PARTICIPLE != 0
}

/// `w` is one of `words` (lower-case words), ignoring ASCII case.
pub(crate) fn is_one_of(w: &str, words: &[&str]) -> bool {
    words.iter().any(|x| w.eq_ignore_ascii_case(x))
}

/// Looks like a simple past or participle and not like a base form ("ran", "deployed"; not
/// "run", "set", "read", which are base forms too).
pub(crate) fn looks_past(w: &str) -> bool {
    has_past_ending(w) || is_irregular_participle(w) && !is_base_verb(w)
}

/// `-ed` forms and irregular participles: what passives and perfects are built from.
pub(crate) fn is_past_participle_form(w: &str) -> bool {
    has_past_ending(w) || is_irregular_participle(w)
}

/// The word ends in a past tense's "-ed" ("deployed", "asked"), not in a stem's ("speed",
/// "proceed", "embed", "indeed", the number "hundred").
pub(crate) fn has_past_ending(w: &str) -> bool {
    w.len() > 4
        && w.ends_with("ed")
        && !matches!(
            w,
            "speed"
                | "breed"
                | "bleed"
                | "proceed"
                | "exceed"
                | "succeed"
                | "embed"
                | "shred"
                | "indeed"
                | "hundred"
        )
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A word in any case has the classes of its lower case, long words and non-ASCII
    /// letters too.
    #[test]
    fn a_word_in_any_case_has_the_classes_of_its_lower_case() {
        for w in [
            "Must",
            "MUST",
            "must",
            "The",
            "seven",
            "Seven",
            "SEVENTEEN",
            "",
            "É",
            "Café",
            "Internationalisation",
            "sixteen-byte-wor",
            "Sixteen-Byte-Word",
            "don't",
            "DON'T",
        ] {
            assert_eq!(
                classes_in_any_case(w),
                classes(&w.to_ascii_lowercase()),
                "{w}"
            );
        }
    }

    #[test]
    fn every_class_has_a_bit_of_its_own() {
        let bits = [
            BASE_VERB,
            NOT_A_VERB,
            NOUN_AMBIGUOUS_VERB,
            FINITE_REPORT_VERB,
            DISCOURSE,
            AGENT_SUBJECT,
            THING_PRONOUN,
            PRINCIPAL,
            DIRECTIVE_REPORT_VERB,
            NEUTRAL_REPORT_VERB,
            STATIVE_VERB,
            NO_IDIOM,
            EPISTEMIC_BE_COMPLEMENT,
            IRREGULAR_PARTICIPLE,
            PAST_MARKER,
            HEDGE,
            APPROXIMATION,
            LIMIT_NOUN,
            ENGLISH_FUNCTION_WORD,
            FOREIGN_FUNCTION_WORD,
            TRIGGER,
            WEAK_TRIGGER,
            COMPARATOR,
            MODAL,
            OBLIGATION_ADJECTIVE,
            NO_CONTENT,
            LIMIT_VERB,
            BAN_HEAD,
            SENTENCE_HEAD,
            CONDITION_HEAD,
            LIMIT_HEAD,
            NUMBER_WORD,
        ];
        let mut seen = 0u32;
        for bit in bits {
            assert_eq!(bit.count_ones(), 1, "{bit:#x} is not a single bit");
            assert_eq!(seen & bit, 0, "{bit:#x} is used by two classes");
            seen |= bit;
        }
    }

    #[test]
    fn words_get_every_class_they_are_listed_in() {
        assert_ne!(classes("must") & MODAL, 0);
        assert_ne!(classes("essential") & (MODAL | OBLIGATION_ADJECTIVE), 0);
        assert_ne!(classes("at") & COMPARATOR, 0);
        assert_eq!(classes("xylophone"), 0);
        assert_eq!(classes(""), 0);
        assert_eq!(
            comparator_index("at").map(|i| super::super::numbers::COMPARATOR_FIRST_WORDS[i]),
            Some("at")
        );
        assert_eq!(comparator_index("xylophone"), None);
    }

    /// The table answers exactly what the lists say, for every listed word and for near
    /// misses (prefixes, extensions, one byte changed) that share most of a word's key.
    #[test]
    fn table_agrees_with_the_lists() {
        let mut expected: std::collections::HashMap<String, u32> = Default::default();
        for &(bit, words) in CLASSES {
            for &w in words {
                *expected.entry(w.to_owned()).or_default() |= bit;
            }
        }
        let comparators = super::super::numbers::COMPARATOR_FIRST_WORDS;
        let mut probes: Vec<String> = expected.keys().cloned().collect();
        probes.extend(comparators.iter().map(|w| w.to_string()));
        for w in probes.clone() {
            probes.push(format!("{w}s"));
            probes.push(format!("x{w}"));
            probes.push(format!("{w}{w}"));
            let mut shorter = w.clone();
            shorter.pop();
            probes.push(shorter);
            probes.push(w.replacen(|c: char| c.is_ascii_lowercase(), "q", 1));
        }
        for w in &probes {
            let want = expected.get(w).copied().unwrap_or(0);
            assert_eq!(classes(w), want, "classes of {w:?}");
            let comparator = comparators.iter().position(|c| c == w);
            assert_eq!(comparator_index(w), comparator, "comparator index of {w:?}");
        }
        assert_eq!(classes(&"a".repeat(MAX_WORD_LEN + 1)), 0);
    }

    /// A word of up to eight bytes has the same entry read off the eight bytes the
    /// tokenizer loaded from its start, whatever follows it, as from its own text.
    #[test]
    fn a_short_word_read_off_eight_loaded_bytes_finds_its_own_entry() {
        let words = [
            "a", "u", "to", "the", "not", "dont", "don't", "w/o", "must", "never", "reviewer",
            "nobody's", "café", "zzzz", "q", "xqzv",
        ];
        for w in words {
            for tail in [*b"........", *b" is it?!", *b"\xff\xfe\x00\x01abcd", [0; 8]] {
                let mut bytes = tail;
                bytes[..w.len()].copy_from_slice(w.as_bytes());
                let short = entry_of_short_word(u64::from_le_bytes(bytes), w.len());
                let whole = entry(w);
                assert_eq!(short.classes, whole.classes, "{w:?}");
                assert_eq!(short.screen, whole.screen, "{w:?}");
                assert_eq!(short.full_form(), whole.full_form(), "{w:?}");
            }
        }
    }

    /// A word of [`FULL_FORMS`] reads as its full form exactly when it is no trigger, and
    /// no other word reads as another.
    #[test]
    fn a_word_reads_as_its_full_form_unless_it_is_a_trigger() {
        for &(w, full) in FULL_FORMS {
            let want = (classes(w) & TRIGGER == 0).then_some(full);
            assert_eq!(entry(w).full_form(), want, "{w:?}");
        }
        assert_eq!(entry("dont").full_form(), Some("don't"));
        assert_eq!(entry("w/o").full_form(), Some("without"));
        assert_eq!(entry("o/n").full_form(), Some("overnight"));
        for w in [
            "don't",
            "without",
            "do",
            "the",
            "cantilever",
            "ye",
            "nae",
            "unlisted",
            "on",
            "n",
        ] {
            assert_eq!(entry(w).full_form(), None, "{w:?}");
        }
    }

    /// The function words, the commonest words of any English text, are inserted first, so
    /// only another function word can stand between one and its home slot: each is found at
    /// the first or second probe, whatever the other lists hold.
    #[test]
    fn function_words_are_found_at_once() {
        for w in ENGLISH_FUNCTION_WORD_WORDS {
            let key = Key::of(w.as_bytes());
            let found =
                position(&TABLE, &key, key.hash()).unwrap_or_else(|_| panic!("{w:?} is missing"));
            let distance = found.wrapping_sub(Key::home(key.hash())) & (SLOTS - 1);
            assert!(distance <= 1, "{w:?} is {distance} slots from home");
        }
    }
}
