//! Shared by the classifier corpus tests: a confusion table with recall and precision.

/// Confusion counts for one positive class.
#[derive(Default)]
pub struct Confusion {
    pub tp: usize,
    pub fp: usize,
    pub fn_: usize,
    pub tn: usize,
}

impl Confusion {
    /// Count one item: its true label and the predicted one.
    pub fn add(&mut self, truth: bool, said: bool) {
        match (truth, said) {
            (true, true) => self.tp += 1,
            (false, true) => self.fp += 1,
            (true, false) => self.fn_ += 1,
            (false, false) => self.tn += 1,
        }
    }

    /// Share of true positives found.
    pub fn recall(&self) -> f64 {
        self.tp as f64 / (self.tp + self.fn_).max(1) as f64
    }

    /// Share of positive predictions that were right.
    pub fn precision(&self) -> f64 {
        self.tp as f64 / (self.tp + self.fp).max(1) as f64
    }

    /// Print the table; `positive` and `negative` name the two classes.
    pub fn print(&self, name: &str, positive: &str, negative: &str) {
        println!("{name}");
        println!(
            "{:<14}{:>16}{:>16}",
            "",
            format!("said {positive}"),
            format!("said {negative}")
        );
        println!("  {:<12}{:>16}{:>16}", positive, self.tp, self.fn_);
        println!("  {:<12}{:>16}{:>16}", negative, self.fp, self.tn);
        println!(
            "  recall {:.3}  precision {:.3}",
            self.recall(),
            self.precision()
        );
    }
}
