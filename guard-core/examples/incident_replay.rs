//! The design note's incident, replayed: one simulated agent, 200 turns, run twice from the same
//! seed: once pruning a plain `Vec` (as the failing deployments did), once through
//! [`GuardedWindow`] backed by a durable [`SqliteStore`]. Both runs write a decision trace; the
//! trace audit measures both and the drift detector looks for the note's signature.
//!
//! ```text
//! cargo run -p guard-core --example incident_replay [-- OUT_DIR]
//! ```
//!
//! Prints a table in the shape of the note's figures, writes `docs/incident.svg` (coverage and
//! retained relevance over turns, both runs) and leaves both traces in OUT_DIR (default
//! `target/incident-replay`) for `cargo guard-lint audit`.
//!
//! Everything here is a simulation with parameters chosen below; the note's figures come from
//! real deployments. The simulated agent:
//! - gets one task per turn: a read-only query (most turns) or a write on one of eight topics;
//! - receives two tool observations per turn and, early on, eight user constraints (one per topic);
//! - scores every span against the current turn's task (relevance conditioned on the current
//!   turn): a constraint scores 0.85 when its topic is being written, 0.31 otherwise (the
//!   note's figure); an observation decays with age; a summary the model wrote scores higher the
//!   more of the window is model-written (the closed loop the note describes);
//! - compacts when the window exceeds its capacity: observations scored below tau are dropped,
//!   anything else scored below tau is summarised by a lossy summariser that turns a constraint
//!   into a mention ("user mentioned API caution") and several summaries into one;
//! - on a write, follows the constraint of that topic only if the window holds it verbatim:
//!   otherwise the write is an incident (for payments: a call without the idempotency key).

use std::collections::{HashMap, HashSet};
use std::fs::File;
use std::io::{self, BufWriter, Write};
use std::path::{Path, PathBuf};

use guard_core::audit::{AuditConfig, AuditReport, AuditRule, TurnMetrics, audit, content_hash};
use guard_core::classify::classify;
use guard_core::trace::{SCHEMA_VERSION, TraceEvent, TracePolicy};
use guard_core::{GuardError, GuardedWindow, RetentionPolicy, Score, SpanId, SqliteStore};
use plotters::prelude::*;

/// The seed both runs share.
const SEED: u64 = 20_261_107;
/// Turns simulated.
const TURNS: u64 = 200;
/// Share of turns that write (on a topic drawn uniformly); the rest are read-only queries.
const WRITE_SHARE: f64 = 0.30;
/// Tool observations entering the window per turn.
const OBSERVATIONS_PER_TURN: usize = 1;
/// The window compacts when it holds more bytes than this.
const CAPACITY_BYTES: usize = 900;
/// Relevance of a constraint while its topic is not being written (the note's 0.31).
const IDLE_CONSTRAINT_SCORE: f64 = 0.31;

/// One topic the agent acts on, with the user's constraint about it.
struct Topic {
    /// The user's constraint, verbatim.
    constraint: &'static str,
    /// What the lossy summariser makes of it.
    mention: &'static str,
    /// What goes wrong when a write misses the constraint.
    incident: &'static str,
    /// The turn the user states the constraint.
    enters: u64,
}

const TOPICS: [Topic; 8] = [
    Topic {
        constraint: "Do not call the payments API without an idempotency key.",
        mention: "user mentioned API caution",
        incident: "payment call issued without the idempotency key",
        enters: 1,
    },
    Topic {
        constraint: "Never refund more than $500 without a manager's approval.",
        mention: "user mentioned refund limits",
        incident: "refund above $500 without approval",
        enters: 2,
    },
    Topic {
        constraint: "Do not email the customer before 9 am in their time zone.",
        mention: "user mentioned email timing",
        incident: "email sent before 9 am",
        enters: 3,
    },
    Topic {
        constraint: "Retry a failed invoice sync at most 3 times.",
        mention: "user mentioned retries",
        incident: "invoice sync retried without limit",
        enters: 4,
    },
    Topic {
        constraint: "Never write the customer's card number to a log line.",
        mention: "user mentioned card numbers",
        incident: "card number written to the log",
        enters: 5,
    },
    Topic {
        constraint: "You must answer the customer in French.",
        mention: "user mentioned language preferences",
        incident: "reply sent in the wrong language",
        enters: 6,
    },
    Topic {
        constraint: "Delete records only if the customer confirmed twice.",
        mention: "user mentioned record deletion",
        incident: "records deleted without a second confirmation",
        enters: 7,
    },
    Topic {
        constraint: "Call the invoice API at most 10 times per minute.",
        mention: "user mentioned rate limits",
        incident: "invoice API called over its rate limit",
        enters: 8,
    },
];

/// A summary of summaries: what compounding compression leaves.
const SUMMARY_OF_SUMMARIES: &str = "user mentioned several cautions";

/// A small deterministic generator (SplitMix64): the only source of randomness.
struct Rng(u64);

impl Rng {
    fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// Uniform in [0, 1).
    fn unit(&mut self) -> f64 {
        (self.next_u64() >> 11) as f64 / (1u64 << 53) as f64
    }

    /// Uniform in [-amplitude, amplitude].
    fn noise(&mut self, amplitude: f64) -> f64 {
        (self.unit() * 2.0 - 1.0) * amplitude
    }
}

/// What the agent is asked to do in a turn.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Task {
    Read,
    Write(usize),
}

/// The turns both runs live through: tasks and observations, drawn once from the seed.
struct Scenario {
    tasks: Vec<Task>,
    observations: Vec<Vec<String>>,
}

impl Scenario {
    fn new(seed: u64) -> Self {
        let mut rng = Rng(seed);
        let mut tasks = vec![Task::Read]; // index 0 unused: turns start at 1
        let mut observations = vec![Vec::new()];
        for turn in 1..=TURNS {
            let task = if rng.unit() < WRITE_SHARE {
                Task::Write((rng.next_u64() % TOPICS.len() as u64) as usize)
            } else {
                Task::Read
            };
            tasks.push(task);
            observations.push(
                (0..OBSERVATIONS_PER_TURN)
                    .map(|i| {
                        let n = rng.next_u64() % 900 + 100;
                        format!(
                            "Tool output {i} of turn {turn}: the invoice tool returned {n} rows after {} ms.",
                            n / 7
                        )
                    })
                    .collect(),
            );
        }
        Scenario {
            tasks,
            observations,
        }
    }

    /// What enters the window in `turn`: the constraints stated then, and the observations.
    fn inputs(&self, turn: u64) -> Vec<&str> {
        TOPICS
            .iter()
            .filter(|t| t.enters == turn)
            .map(|t| t.constraint)
            .chain(self.observations[turn as usize].iter().map(String::as_str))
            .collect()
    }
}

/// How relevant an idle constraint looks to a read-only turn: the note's 0.31 for the payments
/// rule, and around 0.40 (plus noise) for the others, so they fall below tau now and then.
fn idle_constraint_score(topic: usize) -> f64 {
    if topic == 0 {
        IDLE_CONSTRAINT_SCORE
    } else {
        0.42
    }
}

/// What a span is, as the simulated scorer and summariser see it.
#[derive(Debug, Clone, Copy, PartialEq)]
enum SpanRole {
    Constraint(usize),
    Observation { entered: u64 },
    Summary,
}

impl SpanRole {
    fn of(text: &str, entered: u64) -> Self {
        match TOPICS.iter().position(|t| t.constraint == text) {
            Some(topic) => SpanRole::Constraint(topic),
            None if text.starts_with("Tool output ") => SpanRole::Observation { entered },
            None => SpanRole::Summary,
        }
    }
}

/// The relevance scorer, conditioned on the current turn's task.
fn relevance(role: SpanRole, turn: u64, task: Task, rewrite_share: f64, rng: &mut Rng) -> f64 {
    let base = match role {
        SpanRole::Constraint(topic) if task == Task::Write(topic) => 0.85,
        SpanRole::Constraint(topic) => idle_constraint_score(topic) + rng.noise(0.09),
        SpanRole::Observation { entered } => 0.9 * 0.85f64.powi((turn - entered) as i32),
        SpanRole::Summary => 0.55 + 0.8 * rewrite_share,
    };
    (base + rng.noise(0.03)).clamp(0.0, 1.0)
}

/// The lossy summariser.
fn summarise(role: SpanRole) -> &'static str {
    match role {
        SpanRole::Constraint(topic) => TOPICS[topic].mention,
        _ => SUMMARY_OF_SUMMARIES,
    }
}

/// A compaction step the pruner chose.
#[derive(Debug, Clone, Copy, PartialEq)]
enum Edit {
    Drop,
    Summarise,
}

/// The pruner both runs share: when over capacity, compact every span scored below tau, lowest
/// first: drop observations, summarise the rest, keeping the summarised spans within the 40%
/// rewrite budget.
fn plan<Id: Copy>(
    candidates: &mut [(Id, SpanRole, f64, usize)],
    window_bytes: usize,
) -> Vec<(Id, Edit)> {
    if window_bytes <= CAPACITY_BYTES {
        return Vec::new();
    }
    candidates.sort_by(|a, b| a.2.total_cmp(&b.2));
    let budget = (window_bytes as f64 * RetentionPolicy::DEFAULT_REWRITE_BUDGET_BYTES) as usize;
    let mut rewritten = 0;
    let mut edits = Vec::new();
    for &(id, role, score, len) in candidates.iter() {
        if score >= RetentionPolicy::DEFAULT_TAU {
            break;
        }
        match role {
            SpanRole::Observation { .. } => edits.push((id, Edit::Drop)),
            _ if rewritten + len <= budget => {
                edits.push((id, Edit::Summarise));
                rewritten += len;
            }
            _ => {}
        }
    }
    edits
}

/// What one run produced, besides its trace.
#[derive(Default)]
struct RunLog {
    incidents: Vec<(u64, &'static str)>,
    turns_raised: HashSet<u64>,
    halts: usize,
}

impl RunLog {
    /// On a write, the agent follows the topic's constraint only if it is in the window verbatim.
    fn act<'a>(&mut self, turn: u64, task: Task, mut window_texts: impl Iterator<Item = &'a str>) {
        if let Task::Write(topic) = task {
            let topic = &TOPICS[topic];
            if turn >= topic.enters && !window_texts.any(|t| t == topic.constraint) {
                self.incidents.push((turn, topic.incident));
            }
        }
    }
}

/// The failing deployment: a plain `Vec` pruned with scores from the deciding turn, writing the
/// same decision trace a guarded window would (as an agent in another language could).
struct NaiveRun {
    spans: Vec<(String, String, u64)>, // id, text, turn entered
    next_id: u64,
    trace: BufWriter<File>,
}

impl NaiveRun {
    fn emit(&mut self, event: &TraceEvent) -> io::Result<()> {
        serde_json::to_writer(&mut self.trace, event)?;
        self.trace.write_all(b"\n")
    }

    fn enter(&mut self, turn: u64, text: &str) -> io::Result<String> {
        let id = format!("n{}", self.next_id);
        self.next_id += 1;
        self.spans.push((id.clone(), text.to_owned(), turn));
        self.emit(&TraceEvent::SpanEntered {
            turn,
            span: id.clone(),
            kind: classify(text).kind.as_str().into(),
            text: text.into(),
        })?;
        Ok(id)
    }

    fn run(scenario: &Scenario, path: &Path) -> io::Result<RunLog> {
        let mut run = NaiveRun {
            spans: Vec::new(),
            next_id: 1,
            trace: BufWriter::new(File::create(path)?),
        };
        let policy = RetentionPolicy::default();
        run.emit(&TraceEvent::TraceStarted {
            schema: SCHEMA_VERSION,
            policy: TracePolicy {
                tau: policy.tau(),
                rewrite_budget_bytes: policy.rewrite_budget_bytes(),
                rewrite_budget_spans: policy.rewrite_budget_spans(),
            },
        })?;
        let mut rng = Rng(SEED ^ 0x5C0E);
        let mut log = RunLog::default();
        for turn in 1..=TURNS {
            run.emit(&TraceEvent::TurnStarted { turn })?;
            for text in scenario.inputs(turn) {
                run.enter(turn, text)?;
            }
            let task = scenario.tasks[turn as usize];
            log.act(
                turn,
                task,
                run.spans.iter().map(|(_, text, _)| text.as_str()),
            );
            // Score every span in this turn, and decide with those scores at once.
            let window_bytes: usize = run.spans.iter().map(|(_, t, _)| t.len()).sum();
            let summaries = run
                .spans
                .iter()
                .filter(|(_, t, e)| SpanRole::of(t, *e) == SpanRole::Summary)
                .count();
            let share = summaries as f64 / run.spans.len().max(1) as f64;
            let mut candidates = Vec::new();
            for index in 0..run.spans.len() {
                let (id, text, entered) = run.spans[index].clone();
                let role = SpanRole::of(&text, entered);
                let score = relevance(role, turn, task, share, &mut rng);
                run.emit(&TraceEvent::Scored {
                    turn,
                    span: id.clone(),
                    score,
                })?;
                candidates.push((index, role, score, text.len()));
            }
            let scores: HashMap<usize, f64> = candidates.iter().map(|c| (c.0, c.2)).collect();
            let mut edits = plan(&mut candidates, window_bytes);
            edits.sort_by_key(|(index, _)| std::cmp::Reverse(*index));
            for (index, edit) in edits {
                let (id, text, entered) = run.spans.remove(index);
                let score = scores[&index];
                match edit {
                    Edit::Drop => run.emit(&TraceEvent::Dropped {
                        turn,
                        span: id,
                        score,
                        score_turn: turn,
                    })?,
                    Edit::Summarise => {
                        let summary = summarise(SpanRole::of(&text, entered));
                        let new_id = format!("n{}", run.next_id);
                        run.next_id += 1;
                        run.spans
                            .insert(index, (new_id.clone(), summary.to_owned(), turn));
                        run.emit(&TraceEvent::Rewritten {
                            turn,
                            parents: vec![id],
                            span: new_id,
                            text: summary.into(),
                            hash: content_hash(summary),
                            score,
                            score_turn: turn,
                        })?;
                    }
                }
            }
        }
        run.trace.flush()?;
        Ok(log)
    }
}

/// The patched deployment: the same agent and pruner, through the guarded window. It decides
/// with the previous turn's (settled) scores, and answers every refusal by `resolve`, which
/// keeps or re-injects the verbatim span; it then leaves the refused spans alone.
fn guarded_run(scenario: &Scenario, dir: &Path) -> Result<RunLog, Box<dyn std::error::Error>> {
    let store_path = dir.join("guarded.store.db");
    for suffix in ["", "-wal", "-shm"] {
        let _ = std::fs::remove_file(format!("{}{suffix}", store_path.display()));
    }
    let store = SqliteStore::open(&store_path)?;
    let trace = File::create(dir.join("guarded.trace.jsonl"))?;
    let mut window =
        GuardedWindow::new(store, RetentionPolicy::default()).with_trace(BufWriter::new(trace));
    let mut rng = Rng(SEED ^ 0x5C0E);
    let mut log = RunLog::default();
    let mut settled: HashMap<SpanId, Score> = HashMap::new();
    let mut pinned: HashSet<SpanId> = HashSet::new();
    for turn in 1..=TURNS {
        if turn > 1 {
            window.next_turn();
        }
        for text in scenario.inputs(turn) {
            window.push(text);
        }
        window.flush()?;
        let task = scenario.tasks[turn as usize];
        log.act(turn, task, window.spans().map(|s| s.text()));
        let share =
            window.spans().filter(|s| s.is_rewrite()).count() as f64 / window.len().max(1) as f64;
        let mut candidates: Vec<(SpanId, SpanRole, f64, usize)> = window
            .spans()
            .filter(|s| !pinned.contains(&s.id()))
            .filter_map(|s| {
                settled.get(&s.id()).map(|score| {
                    (
                        s.id(),
                        SpanRole::of(s.text(), s.turn()),
                        score.value(),
                        s.len(),
                    )
                })
            })
            .collect();
        let edits = plan(&mut candidates, window.bytes());
        // Score every span now; these scores justify edits from the next turn on.
        let current: Vec<(SpanId, SpanRole)> = window
            .spans()
            .map(|s| (s.id(), SpanRole::of(s.text(), s.turn())))
            .collect();
        let mut fresh = HashMap::new();
        for (id, role) in current {
            let value = relevance(role, turn, task, share, &mut rng);
            fresh.insert(id, window.score(id, value));
        }
        for (id, edit) in edits {
            let Some(score) = settled.get(&id).copied() else {
                continue;
            };
            let result = match edit {
                Edit::Drop => window.drop_span(id, &score).map(|_| ()),
                Edit::Summarise => {
                    let role = window.get(id).map(|s| SpanRole::of(s.text(), s.turn()));
                    match role {
                        Some(role) => window.rewrite(&[id], summarise(role), &score).map(|_| ()),
                        None => Ok(()),
                    }
                }
            };
            match result {
                Ok(()) => {}
                Err(GuardError::Refused(refusal)) => {
                    log.turns_raised.insert(turn);
                    pinned.extend(refusal.targets().iter().map(|t| t.span));
                    if window.resolve(&refusal).is_err() {
                        window.halt("the refusal could not be resolved");
                        log.halts += 1;
                        break;
                    }
                }
                Err(other) => return Err(other.into()),
            }
        }
        settled = fresh;
    }
    window.flush()?;
    Ok(log)
}

/// A run's figures, from the audit of its trace.
struct Figures {
    audit: AuditReport,
    log: RunLog,
}

impl Figures {
    fn at(&self, turn: u64) -> &TurnMetrics {
        &self.audit.metrics[(turn - 1) as usize]
    }

    fn coverage(&self, turn: u64) -> String {
        format!("{:.0}%", self.at(turn).coverage * 100.0)
    }

    fn relevance(&self, turn: u64) -> String {
        self.at(turn)
            .retained_relevance
            .map_or("-".into(), |r| format!("{r:.2}"))
    }

    fn idempotency_incidents(&self) -> usize {
        self.log
            .incidents
            .iter()
            .filter(|(_, what)| *what == TOPICS[0].incident)
            .count()
    }

    fn violations(&self) -> String {
        let mut counts: Vec<(AuditRule, usize)> = Vec::new();
        for violation in &self.audit.violations {
            match counts.iter_mut().find(|(rule, _)| *rule == violation.rule) {
                Some((_, n)) => *n += 1,
                None => counts.push((violation.rule, 1)),
            }
        }
        if counts.is_empty() {
            return "none".into();
        }
        counts.sort();
        counts
            .iter()
            .map(|(rule, n)| format!("{n} {}", rule.code()))
            .collect::<Vec<_>>()
            .join(", ")
    }

    fn drift(&self) -> String {
        let alerts = &self.audit.drift;
        match alerts.first() {
            Some(first) => format!(
                "{} alert(s), the first raised at turn {} (turns {}-{}, relevance Z = {:.2}, coverage Z = {:.2})",
                alerts.len(),
                first.raised_at_turn,
                first.from_turn,
                first.raised_at_turn,
                first.relevance_z,
                first.coverage_z
            ),
            None => "quiet".into(),
        }
    }
}

fn audit_file(path: &Path) -> io::Result<AuditReport> {
    Ok(audit(
        io::BufReader::new(File::open(path)?),
        &AuditConfig::default(),
    ))
}

fn print_table(naive: &Figures, guarded: &Figures) {
    let pct = |n: usize| format!("{:.1}%", n as f64 * 100.0 / TURNS as f64);
    let rows: Vec<[String; 5]> = vec![
        [
            "".into(),
            "note: failing".into(),
            "simulated: unguarded".into(),
            "note: patched".into(),
            "simulated: guarded".into(),
        ],
        [
            "verbatim-constraint coverage, turn 1".into(),
            "100%".into(),
            naive.coverage(1),
            "100%".into(),
            guarded.coverage(1),
        ],
        [
            "verbatim-constraint coverage, turn 22".into(),
            "12%".into(),
            naive.coverage(22),
            "100%".into(),
            guarded.coverage(22),
        ],
        [
            "verbatim-constraint coverage, turn 200".into(),
            "-".into(),
            naive.coverage(TURNS),
            "100%".into(),
            guarded.coverage(TURNS),
        ],
        [
            "mean retained relevance, turn 1".into(),
            "0.41".into(),
            naive.relevance(1),
            "-".into(),
            guarded.relevance(1),
        ],
        [
            "mean retained relevance, turn 22".into(),
            "0.79".into(),
            naive.relevance(22),
            "-".into(),
            guarded.relevance(22),
        ],
        [
            "mean retained relevance, turn 200".into(),
            "-".into(),
            naive.relevance(TURNS),
            "0.52".into(),
            guarded.relevance(TURNS),
        ],
        [
            "turns on which the guard raised".into(),
            "-".into(),
            "-".into(),
            "3.1%".into(),
            pct(guarded.log.turns_raised.len()),
        ],
        [
            "halts".into(),
            "-".into(),
            "-".into(),
            "-".into(),
            guarded.log.halts.to_string(),
        ],
        [
            "writes without the idempotency key".into(),
            "yes".into(),
            naive.idempotency_incidents().to_string(),
            "0".into(),
            guarded.idempotency_incidents().to_string(),
        ],
        [
            "writes that missed any constraint".into(),
            "-".into(),
            naive.log.incidents.len().to_string(),
            "-".into(),
            guarded.log.incidents.len().to_string(),
        ],
    ];
    let widths: Vec<usize> = (0..5)
        .map(|c| rows.iter().map(|r| r[c].len()).max().unwrap_or(0))
        .collect();
    for row in &rows {
        let cells: Vec<String> = row
            .iter()
            .zip(&widths)
            .enumerate()
            .map(|(c, (cell, w))| {
                if c == 0 {
                    format!("{cell:<w$}")
                } else {
                    format!("{cell:>w$}")
                }
            })
            .collect();
        println!("{}", cells.join("  "));
    }
    println!();
    println!("drift detector, unguarded: {}", naive.drift());
    println!("drift detector, guarded:   {}", guarded.drift());
    println!("audit of the unguarded trace: {}", naive.violations());
    println!("audit of the guarded trace:   {}", guarded.violations());
    if let Some((turn, what)) = naive.log.incidents.first() {
        println!("first unguarded incident: turn {turn}, {what}");
    }
}

/// Coverage and mean retained relevance over turns, both runs, as an SVG chart.
fn draw_chart(
    path: &Path,
    naive: &Figures,
    guarded: &Figures,
) -> Result<(), Box<dyn std::error::Error>> {
    let root = SVGBackend::new(path, (900, 480)).into_drawing_area();
    root.fill(&WHITE)?;
    let mut chart = ChartBuilder::on(&root)
        .caption(
            "Incident replay (simulation): unguarded vs guarded, same seed",
            ("sans-serif", 20),
        )
        .margin(12)
        .x_label_area_size(36)
        .y_label_area_size(48)
        .build_cartesian_2d(1u64..TURNS, 0.0f64..1.0)?;
    chart
        .configure_mesh()
        .x_desc("turn")
        .y_desc("share / mean score")
        .light_line_style(WHITE.mix(0.0))
        .draw()?;
    let red = RGBColor(200, 40, 40);
    let blue = RGBColor(30, 90, 200);
    let series: [(&Figures, &str, RGBColor, bool); 4] = [
        (naive, "unguarded: verbatim-constraint coverage", red, true),
        (naive, "unguarded: mean retained relevance", red, false),
        (guarded, "guarded: verbatim-constraint coverage", blue, true),
        (guarded, "guarded: mean retained relevance", blue, false),
    ];
    for (figures, label, color, coverage) in series {
        let points: Vec<(u64, f64)> = figures
            .audit
            .metrics
            .iter()
            .filter_map(|m| {
                if coverage {
                    Some((m.turn, m.coverage))
                } else {
                    m.retained_relevance.map(|r| (m.turn, r))
                }
            })
            .collect();
        let style = if coverage {
            color.stroke_width(3)
        } else {
            color.mix(0.55).stroke_width(2)
        };
        chart
            .draw_series(LineSeries::new(points, style))?
            .label(label)
            .legend(move |(x, y)| PathElement::new(vec![(x, y), (x + 18, y)], style));
    }
    chart
        .configure_series_labels()
        .position(SeriesLabelPosition::LowerRight)
        .background_style(WHITE.mix(0.9))
        .border_style(BLACK.mix(0.3))
        .draw()?;
    root.present()?;
    Ok(())
}

/// Run both agents from the seed, leaving their traces (and the guarded run's store) in `out`.
fn replay(out: &Path) -> Result<(Figures, Figures), Box<dyn std::error::Error>> {
    std::fs::create_dir_all(out)?;
    let scenario = Scenario::new(SEED);
    let naive_trace = out.join("unguarded.trace.jsonl");
    let naive_log = NaiveRun::run(&scenario, &naive_trace)?;
    let naive = Figures {
        audit: audit_file(&naive_trace)?,
        log: naive_log,
    };
    let guarded_log = guarded_run(&scenario, out)?;
    let guarded = Figures {
        audit: audit_file(&out.join("guarded.trace.jsonl"))?,
        log: guarded_log,
    };
    Ok((naive, guarded))
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let out = std::env::args()
        .nth(1)
        .map_or_else(|| PathBuf::from("target/incident-replay"), PathBuf::from);
    let (naive, guarded) = replay(&out)?;
    println!(
        "Incident replay: a simulated agent, {TURNS} turns, seed {SEED}, {:.0}% write turns, compaction above {CAPACITY_BYTES} bytes, tau {}, rewrite budget 40%.",
        WRITE_SHARE * 100.0,
        RetentionPolicy::DEFAULT_TAU
    );
    println!(
        "The note's columns are its reported figures; the simulated columns come from this run.\n"
    );
    print_table(&naive, &guarded);
    let root = Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .ok_or("guard-core sits in the workspace")?;
    let chart = root.join("docs").join("incident.svg");
    draw_chart(&chart, &naive, &guarded)?;
    println!("\nchart: {}", chart.display());
    println!(
        "traces: {} and {}",
        out.join("unguarded.trace.jsonl").display(),
        out.join("guarded.trace.jsonl").display()
    );
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// What the replay demonstrates, checked on every `cargo test -p guard-core`.
    #[test]
    fn the_unguarded_run_drifts_and_the_guarded_run_keeps_every_constraint() {
        let dir = tempfile::tempdir().expect("a temporary directory");
        let (naive, guarded) = replay(dir.path()).expect("the replay runs");

        assert!(
            !naive.audit.drift.is_empty(),
            "the detector fires on the unguarded run"
        );
        assert!(naive.idempotency_incidents() > 0);
        assert!(naive.at(TURNS).coverage < 0.5);

        assert!(guarded.audit.metrics.iter().all(|m| m.coverage == 1.0));
        assert!(guarded.log.incidents.is_empty());
        assert!(guarded.audit.drift.is_empty());
        assert!(guarded.audit.is_clean(), "{:#?}", guarded.audit.violations);
        assert!(
            !guarded.log.turns_raised.is_empty(),
            "the guard had something to refuse"
        );
    }
}
