//! PLACEHOLDER: #[retention_safe], filled in by issue 4.
