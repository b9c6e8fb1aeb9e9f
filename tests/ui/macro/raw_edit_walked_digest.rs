// The older turns replaced by a digest the host writes in a buffer it started, filled with the
// first characters of each text block of the turns it walks: one raw rewrite of the window (a
// drop before session 45's follow-up of round 91), reported where the window is replaced.
use guard_macros::retention_safe;

pub enum Block {
    Text(String),
    ToolCall { name: String },
}

pub struct Turn {
    pub blocks: Vec<Block>,
}

pub struct Context {
    pub history: Vec<Turn>,
}

#[retention_safe]
pub fn microcompact(ctx: &mut Context, keep: usize) {
    let split = ctx.history.len().saturating_sub(keep);
    let mut summary = String::from("[microcompact-summary]\n");
    for turn in ctx.history.iter().take(split) {
        for b in &turn.blocks {
            match b {
                Block::Text(t) => summary.push_str(&t.chars().take(80).collect::<String>()),
                Block::ToolCall { name } => summary.push_str(&format!("(call:{name}) ")),
            }
        }
        summary.push('\n');
    }
    let mut new_history = vec![Turn { blocks: vec![Block::Text(summary)] }];
    new_history.extend(ctx.history.drain(split..));
    ctx.history = new_history;
}

fn main() {}
