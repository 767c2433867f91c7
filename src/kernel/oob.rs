//! The order of battle as a tree: each command names the one above it (`Command::parent`), and
//! each unit the command it belongs to (`Unit::parent`). The questions every ruleset asks of
//! it — what a command's chain up to the army is, whether it lies under another, which of its
//! ancestors is the division, which units are under it — answered once here, so rulesets
//! keep no copies of the tree.
//!
//! The tree is the scenario's and does not change during play (a unit may change command,
//! `World::set_side`; commands do not), so it is read straight from the state.

use super::state::GameState;
use super::unit::{Command, UnitId};

/// Deepest chain followed: a longer one is a loop in a malformed order of battle.
const MAX_DEPTH: usize = 32;

impl GameState {
    /// The command with this key.
    pub fn command(&self, key: &str) -> Option<&Command> {
        self.commands.iter().find(|c| c.key == key)
    }

    /// The command and those above it, nearest first, up to the top (empty for an unknown
    /// key; a loop is cut where it closes).
    pub fn command_chain(&self, key: &str) -> Vec<&Command> {
        let mut out: Vec<&Command> = Vec::new();
        let mut next = self.command(key);
        while let Some(c) = next {
            if out.len() >= MAX_DEPTH || out.iter().any(|o| o.key == c.key) {
                break;
            }
            out.push(c);
            next = c.parent.as_deref().and_then(|p| self.command(p));
        }
        out
    }

    /// Whether command `key` is `top` or lies under it.
    pub fn command_under(&self, key: &str, top: &str) -> bool {
        self.command_chain(key).iter().any(|c| c.key == top)
    }

    /// The first command of `echelon` in `key`'s chain (itself included): a brigade's
    /// division, a division's corps.
    pub fn command_at(&self, key: &str, echelon: &str) -> Option<&Command> {
        self.command_chain(key)
            .into_iter()
            .find(|c| c.echelon == echelon)
    }

    /// The units whose command is `key` or lies under it, in id order, wherever they are.
    pub fn units_under(&self, key: &str) -> Vec<UnitId> {
        self.units
            .iter()
            .enumerate()
            .filter(|(_, u)| {
                u.parent
                    .as_deref()
                    .is_some_and(|p| self.command_under(p, key))
            })
            .map(|(i, _)| i as UnitId)
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use crate::kernel::shared::Shared;
    use crate::kernel::testkit::Kit;
    use crate::kernel::unit::Command;

    fn command(key: &str, echelon: &str, parent: Option<&str>) -> Command {
        Command {
            key: key.into(),
            name: key.into(),
            echelon: echelon.into(),
            side: 0,
            parent: parent.map(str::to_string),
        }
    }

    #[test]
    fn the_tree_answers_chains_ancestors_and_units_under_a_command() {
        let mut k = Kit::new(4, 4);
        k.state.commands = Shared::new(vec![
            command("AoC", "army", None),
            command("XIV", "corps", Some("AoC")),
            command("1-XIV", "division", Some("XIV")),
            command("XX", "corps", Some("AoC")),
            // A malformed loop: cut, not followed for ever.
            command("L1", "division", Some("L2")),
            command("L2", "division", Some("L1")),
        ]);
        let s = &k.state;
        let keys = |v: Vec<&Command>| v.into_iter().map(|c| c.key.clone()).collect::<Vec<_>>();
        assert_eq!(keys(s.command_chain("1-XIV")), ["1-XIV", "XIV", "AoC"]);
        assert!(s.command_chain("nope").is_empty());
        assert!(s.command_under("1-XIV", "XIV") && s.command_under("XIV", "XIV"));
        assert!(!s.command_under("XX", "XIV") && !s.command_under("XIV", "1-XIV"));
        assert_eq!(
            s.command_at("1-XIV", "corps").map(|c| c.key.as_str()),
            Some("XIV")
        );
        assert_eq!(s.command_at("XX", "division"), None);
        assert_eq!(keys(s.command_chain("L1")), ["L1", "L2"]);
    }
}
