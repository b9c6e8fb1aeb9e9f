//! A token-limit sliding window over the history.

use crate::message::Message;

/// Total tokens in `messages`.
pub fn token_count(messages: &[Message]) -> usize {
    messages.iter().map(Message::tokens).sum()
}

/// Drop the oldest messages until the history fits in `max_tokens`.
pub fn enforce_token_limit(history: &mut Vec<Message>, max_tokens: usize) {
    while token_count(history) > max_tokens && history.len() > 1 {
        history.remove(0);
    }
}
