//! Inputs shared by the benchmarks.

/// A 300-byte narrative span, distinct per `i`.
pub fn span_300(i: u64) -> String {
    let mut text =
        format!("Observation {i:08}: the log reader finished its pass over the output. ");
    while text.len() < 300 {
        text.push_str("The cache was warm and the runner reported no errors. ");
    }
    text.truncate(300);
    text
}
