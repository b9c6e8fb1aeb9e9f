//! The item types of a screen's transcript (see [`super::AnalysisConfig::display_types`]): a
//! TUI's `entries: Vec<ChatEntry>` that also holds `ChatEntry::Notice(..)` and
//! `ChatEntry::Checklist { .. }` rows is what the screen draws, not what a model reads, however
//! message-like the type's name.

use std::collections::BTreeSet;

use syn::Item;
use syn::visit::{self, Visit};

/// Variants only a screen's transcript has: notices, banners and progress the program draws
/// between the turns, never a turn a model is given. (`Error`, `Status` and `System` are left
/// out: a conversation may carry such messages.) A variant is one when its first word is
/// (`WelcomeBrand`, `NoticeLine`).
const DISPLAY_VARIANTS: &[&str] = &[
    "Info",
    "Notice",
    "Banner",
    "Welcome",
    "Spinner",
    "Separator",
    "Divider",
    "Checklist",
    "Retrying",
    "Progress",
    "Toast",
];

/// The types `items` declares as an enum with a variant of [`DISPLAY_VARIANTS`], or names with
/// one in a path (`ChatEntry::Notice(text)`, also for a type declared in another file), sorted
/// and without repeats.
pub(crate) fn display_types(items: &[Item]) -> Vec<String> {
    let mut found = DisplayTypes(BTreeSet::new());
    for item in items {
        found.visit_item(item);
    }
    found.0.into_iter().collect()
}

/// `name`, or its first word, is one of [`DISPLAY_VARIANTS`] as written (`Info`,
/// `WelcomeBrand`; not a constructor such as `notice`).
fn is_display_variant(name: &str) -> bool {
    crate::analysis::names::words(name)
        .next()
        .is_some_and(|first| DISPLAY_VARIANTS.contains(&first))
}

struct DisplayTypes(BTreeSet<String>);

impl<'ast> Visit<'ast> for DisplayTypes {
    fn visit_item_enum(&mut self, item: &'ast syn::ItemEnum) {
        if item
            .variants
            .iter()
            .any(|v| is_display_variant(&v.ident.to_string()))
        {
            self.0.insert(item.ident.to_string());
        }
        visit::visit_item_enum(self, item);
    }

    fn visit_path(&mut self, path: &'ast syn::Path) {
        let mut last_two = path.segments.iter().rev().take(2);
        if let (Some(variant), Some(owner)) = (last_two.next(), last_two.next()) {
            let owner = owner.ident.to_string();
            if is_display_variant(&variant.ident.to_string())
                && owner.starts_with(|c: char| c.is_ascii_uppercase())
            {
                self.0.insert(owner);
            }
        }
        visit::visit_path(self, path);
    }
}

#[cfg(test)]
mod tests {
    use super::display_types;

    fn of(source: &str) -> Vec<String> {
        display_types(&syn::parse_file(source).unwrap().items)
    }

    #[test]
    fn a_type_used_with_a_notice_variant_is_a_display_type() {
        assert_eq!(
            of("fn f(t: &mut Tui) { t.entries.push(ChatEntry::Notice(s)); }"),
            ["ChatEntry"]
        );
        assert_eq!(of("enum Row { User(String), Banner(String) }"), ["Row"]);
    }

    #[test]
    fn an_info_row_or_a_variant_named_first_for_a_display_row_is_one() {
        assert_eq!(
            of("enum ChatMessage { User(String), Assistant(String), Info(String) }"),
            ["ChatMessage"]
        );
        assert_eq!(
            of("fn f(app: &mut App) { app.lines.push(Line::WelcomeBrand); }"),
            ["Line"]
        );
        assert!(of("enum Message { User(String), Information(String) }").is_empty());
    }

    #[test]
    fn conversation_variants_make_no_display_type() {
        assert!(of("fn f(h: &mut Vec<Message>) { h.push(Message::System(s)); h.push(Message::Error(e)); }").is_empty());
        assert!(of("enum Role { User, Assistant, Tool }").is_empty());
    }
}
