// Arguments are `key = value`, and a window is a place.
use guard_macros::retention_safe;

#[retention_safe(window)]
pub fn a() {}

#[retention_safe(window = 3)]
pub fn b() {}

#[retention_safe(store = self.store,, )]
pub fn c() {}

fn main() {}
