//! Run the same scripted conversation as the unguarded agent, on a guarded window.

use guard_core::SqliteStore;
use guarded_agent::agent::Agent;

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let path = std::env::temp_dir().join(format!("guarded-agent-{}.db", std::process::id()));
    let store = SqliteStore::open(&path)?;
    let mut agent = Agent::new(
        "Do not call the payments API without an idempotency key.",
        store,
        120,
    );
    let turns = [
        "list the open invoices",
        "which invoice is the oldest",
        "refund the oldest invoice",
        "now charge the customer again",
        "summarise what we did today",
    ];
    for (turn, input) in turns.iter().enumerate() {
        agent.observe_tool_result("invoices: #101 open, #102 open, #103 paid");
        let reply = agent.run_turn(input)?;
        println!("turn {turn}: {reply}");
    }
    let transcript = agent.transcript();
    println!("{} spans left in the window:", transcript.len());
    for text in &transcript {
        println!("  {text}");
    }
    drop(agent);
    for suffix in ["", "-wal", "-shm"] {
        let _ = std::fs::remove_file(format!("{}{suffix}", path.display()));
    }
    Ok(())
}
