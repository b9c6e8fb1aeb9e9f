// A stage takes the request by value, moves its messages out into retrieved chunks and the
// rest, drops the chunks under a relevance threshold, and returns the rest with the chunks it
// kept: a raw drop of the request's messages at the `retain` (unseen before session 49's
// round 95: the list cut held the messages moved out, not the request's own field).
use guard_macros::retention_safe;

pub struct Message {
    pub role: String,
    pub content: String,
}

pub struct Request {
    pub messages: Vec<Message>,
}

fn relevance_of(text: &str) -> f64 {
    text.len() as f64
}

#[retention_safe]
pub fn keep_relevant(input: Request, min_relevance: f64) -> Request {
    let mut rest: Vec<(usize, Message)> = Vec::new();
    let mut chunks: Vec<(usize, Message, f64)> = Vec::new();
    for (i, msg) in input.messages.into_iter().enumerate() {
        if msg.role == "tool" {
            let relevance = relevance_of(&msg.content);
            chunks.push((i, msg, relevance));
        } else {
            rest.push((i, msg));
        }
    }
    chunks.retain(|(_, _, r)| *r >= min_relevance);
    let mut all = rest;
    all.extend(chunks.into_iter().map(|(i, m, _)| (i, m)));
    all.sort_by_key(|(i, _)| *i);
    Request {
        messages: all.into_iter().map(|(_, m)| m).collect(),
    }
}

fn main() {}
