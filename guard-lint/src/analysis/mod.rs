//! The shared syntactic analysis: windows, edit sites, guards and local rule violations.
//!
//! PLACEHOLDER: filled in by the analysis work (see issue 4 / issue 5).
