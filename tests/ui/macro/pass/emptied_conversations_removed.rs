// The conversations a trim left with no message removed from the map that holds one per user:
// the `retain` keeps exactly the histories that are not empty, so nothing said goes, and the
// annotated code compiles as is. (Keeping only the long histories would drop conversations.)
use std::collections::BTreeMap;

use guard_macros::retention_safe;

pub struct ChatMessage {
    pub role: String,
    pub content: String,
}

#[retention_safe]
pub fn remove_emptied(histories: &mut BTreeMap<String, Vec<ChatMessage>>) {
    histories.retain(|_, history| !history.is_empty());
}

fn main() {}
