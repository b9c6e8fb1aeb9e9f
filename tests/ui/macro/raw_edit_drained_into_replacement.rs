// The newest messages drained straight into the list that replaces the window, a summary in
// front: one edit of the window, reported once where the window is replaced.
use guard_macros::retention_safe;

pub struct Message {
    pub text: String,
}

pub struct Context {
    pub history: Vec<Message>,
}

fn summarize(messages: &[Message]) -> String {
    messages.iter().map(|m| m.text.as_str()).collect::<Vec<_>>().join(" ")
}

#[retention_safe]
pub fn compact(ctx: &mut Context, keep: usize) {
    let split = ctx.history.len().saturating_sub(keep);
    let summary = summarize(&ctx.history[..split]);
    let mut new_history = vec![Message { text: summary }];
    new_history.extend(ctx.history.drain(split..));
    ctx.history = new_history;
}

fn main() {}
