//! The window's rule changes during a game: reloading the rules from disk (F5, or on their
//! files' change) and saying what changed — which files, which table cells, which options — and
//! replaying the game under the rules on disk, with its report kept in the Console.

use super::app::SandtableApp;
use crate::session::reload::Divergence;

/// How a failed reload's message begins: a later reload that succeeds clears these from the
/// Console, since the error they report is mended.
const RELOAD_FAILED: &str = "The rules on disk do not load";

/// How many changes the message bar names (the Console lists all of them).
const CHANGES_SHOWN: usize = 3;

fn clock() -> String {
    let secs = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_secs())
        .unwrap_or(0);
    format!(
        "{:02}:{:02}:{:02} UTC",
        secs / 3600 % 24,
        secs / 60 % 60,
        secs % 60
    )
}

impl SandtableApp {
    /// Loads the rules again from disk and continues under them, saying what changed; on
    /// error the old rules stay and the error is said once.
    pub(super) fn reload_rules(&mut self) {
        if let Some(why) = self.pbem_refusal("reload") {
            self.fail(why);
            return;
        }
        let Some(s) = &mut self.session else { return };
        match s.game.reload() {
            Ok(r) => {
                s.generation += 1;
                s.tables = None;
                s.coverage = None;
                s.proposal = None;
                s.builder = None;
                // The odds worked out under the old rules, to show how the change moved them.
                if let Some((_, action, Ok(odds), _)) = s.odds.take() {
                    s.odds_before_reload = Some((action, odds));
                }
                // The error an earlier reload reported is mended.
                s.host_errors.retain(|e| !e.starts_with(RELOAD_FAILED));
                let mut text = format!(
                    "Rules reloaded from disk: {} files in {:.0} ms",
                    r.files.len(),
                    r.millis
                );
                if !r.added_units.is_empty() {
                    text.push_str(&format!("; new units: {}", r.added_units.join(", ")));
                }
                if r.changes.is_empty() {
                    text.push_str(" — nothing in them changed");
                } else {
                    let shown: Vec<&str> = r
                        .changes
                        .iter()
                        .take(CHANGES_SHOWN)
                        .map(String::as_str)
                        .collect();
                    text.push_str(&format!(" — {}", shown.join("; ")));
                    if r.changes.len() > CHANGES_SHOWN {
                        text.push_str(&format!(
                            " (and {} more in the Console)",
                            r.changes.len() - CHANGES_SHOWN
                        ));
                    }
                }
                let at = clock();
                s.rule_changes.push(format!(
                    "Reload at {at}:{}",
                    if r.changes.is_empty() {
                        " nothing changed".to_string()
                    } else {
                        r.changes
                            .iter()
                            .map(|c| format!("\n  {c}"))
                            .collect::<String>()
                    }
                ));
                s.last_reload = Some(format!("{text} (at {at})"));
                self.say(text);
            }
            Err(d) => {
                s.last_reload = Some("reload failed (see the message)".into());
                // `fail` keeps it in the Console too: once.
                self.fail(format!(
                    "{RELOAD_FAILED}; the old rules stay in force:\n{d}"
                ));
            }
        }
    }

    /// Replays the game under the rules on disk: the message bar says where it first differs
    /// in a line, and the Console keeps the report with what happened then and now.
    pub(super) fn replay_under_rules(&mut self) {
        let Some(s) = &mut self.session else { return };
        let lines = |v: &[String]| {
            if v.is_empty() {
                return "    (nothing)".to_string();
            }
            v.iter()
                .map(|l| format!("    {l}"))
                .collect::<Vec<_>>()
                .join("\n")
        };
        let kind = |a: &serde_json::Value| {
            a.get("kind")
                .and_then(|k| k.as_str())
                .unwrap_or("action")
                .replace('_', " ")
        };
        let (line, report) = match s.game.replay_under_current_rules() {
            Ok(Divergence::None { .. }) => (
                "Replayed under the rules on disk: every action comes out as it did.".to_string(),
                None,
            ),
            Ok(Divergence::Setup { old, new }) => (
                "Replayed under the rules on disk: the game now starts differently (the Console shows how).".to_string(),
                Some(format!(
                    "The set-up, as played:\n{}\nnow:\n{}",
                    lines(&old),
                    lines(&new)
                )),
            ),
            Ok(Divergence::Refused {
                index,
                action,
                error,
                old,
            }) => (
                format!(
                    "Replayed under the rules on disk: action {index} ({}) would now be refused (the Console shows why).",
                    kind(&action)
                ),
                Some(format!(
                    "Action {index} ({}) would now be refused: {error}\nas played:\n{}",
                    kind(&action),
                    lines(&old)
                )),
            ),
            Ok(Divergence::Changed {
                index,
                action,
                old,
                new,
            }) => (
                format!(
                    "Replayed under the rules on disk: action {index} ({}) now comes out differently (the Console shows both).",
                    kind(&action)
                ),
                Some(format!(
                    "Action {index} ({}) as played:\n{}\nnow:\n{}",
                    kind(&action),
                    lines(&old),
                    lines(&new)
                )),
            ),
            Err(e) => {
                self.fail(format!("The replay under the rules on disk failed: {e}"));
                return;
            }
        };
        s.replay_report = Some(match report {
            Some(r) => format!("Replay at {}: {r}", clock()),
            None => format!("Replay at {}: every action comes out as it did.", clock()),
        });
        self.say(line);
    }
}
