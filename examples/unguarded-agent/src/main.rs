//! Run a short scripted conversation with the unguarded agent.

use unguarded_agent::agent::Agent;

fn main() {
    let mut agent = Agent::new(
        "Do not call the payments API without an idempotency key.",
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
        let reply = agent.run_turn(input);
        println!("turn {turn}: {reply}");
    }
    println!("{} messages left in the window:", agent.history().len());
    for message in agent.history() {
        println!("  {:?}: {}", message.role, message.content);
    }
}
