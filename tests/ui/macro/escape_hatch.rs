// Handing the window out mutably: every edit through it is invisible to the guard.
use guard_macros::retention_safe;

pub fn trim(messages: &mut Vec<String>) {
    messages.truncate(10);
}

pub struct Agent {
    pub messages: Vec<String>,
}

#[retention_safe]
impl Agent {
    pub fn messages_mut(&mut self) -> &mut Vec<String> {
        &mut self.messages
    }

    pub fn tidy(&mut self) {
        trim(&mut self.messages);
    }
}

fn main() {}
