//! Chat messages as the agent keeps them.

/// Who wrote a message.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Role {
    /// The operator's standing instructions.
    System,
    /// The person the agent works for.
    User,
    /// The model.
    Assistant,
    /// Output of a tool the model called.
    Tool,
}

/// One entry of the conversation history.
#[derive(Debug, Clone, PartialEq)]
pub struct Message {
    /// Author.
    pub role: Role,
    /// Text.
    pub content: String,
    /// Whether this message is a summary the model wrote of earlier messages.
    pub is_summary: bool,
}

impl Message {
    /// A message that is not a summary.
    pub fn new(role: Role, content: impl Into<String>) -> Self {
        Message {
            role,
            content: content.into(),
            is_summary: false,
        }
    }

    /// A model-written summary standing in for earlier messages.
    pub fn summary(content: impl Into<String>) -> Self {
        Message {
            role: Role::System,
            content: content.into(),
            is_summary: true,
        }
    }

    /// A rough token count: one token per four bytes.
    pub fn tokens(&self) -> usize {
        self.content.len().div_ceil(4)
    }
}
