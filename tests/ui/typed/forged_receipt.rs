// Only a store can make a receipt: its fields are private and it has no public constructor.
use guard_core::{Receipt, RecordId};

fn main() {
    let _forged = Receipt {
        record: RecordId::new(1),
        durable: true,
    };
}
