//! What panels ask for. Panels never change the game or the app: they return [`Command`]s,
//! and [`super::app::SandtableApp`] applies them after the frame, in order. This keeps every
//! change of the game in one place (the app, through [`crate::session::Game`]) and makes the
//! panels plain functions of what they show.

use crate::kernel::{Hex, UnitId};
use crate::session::GameSetup;
use std::path::PathBuf;

/// Who plays a side.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Seat {
    /// A person at this computer (hot-seat when both sides are people).
    Person,
    /// The ruleset's computer player.
    Computer,
    /// The other player of a game by e-mail: his steps come in his turn files.
    Remote,
}

impl Seat {
    /// "person", "computer" or "by e-mail".
    pub fn name(self) -> &'static str {
        match self {
            Seat::Person => "person",
            Seat::Computer => "computer",
            Seat::Remote => "by e-mail",
        }
    }
}

/// Which tab of the side panel is open.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Tab {
    /// The event log.
    Log,
    /// The ruleset's declared tables.
    Tables,
    /// Victory points and losses.
    Score,
    /// The rule coverage matrix.
    Rules,
    /// Console output and errors.
    Console,
}

impl Tab {
    /// Every tab, in display order.
    pub const ALL: [Tab; 5] = [Tab::Log, Tab::Tables, Tab::Score, Tab::Rules, Tab::Console];

    /// The tab's title.
    pub fn title(self) -> &'static str {
        match self {
            Tab::Log => "Log",
            Tab::Tables => "Tables",
            Tab::Score => "Score",
            Tab::Rules => "Rules",
            Tab::Console => "Console",
        }
    }
}

/// Which file dialog.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FileDialog {
    /// Save the game.
    Save,
    /// Load a game.
    Load,
    /// Open a game by e-mail (its folder).
    PbemGame,
    /// Open the opponent's turn file of the game by e-mail.
    PbemTurn,
}

/// The step-by-step view of the opponent's turn received by e-mail.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Vcr {
    /// One step.
    Step,
    /// Play the steps at the computer players' speed (or pause them).
    Play(bool),
    /// Up to and including the next step that rolls a die.
    NextRoll,
    /// Every step left, at once.
    End,
}

/// One request from a panel to the app.
#[derive(Clone, Debug)]
pub enum Command {
    /// Start a new game with these settings and seats (side id → seat).
    NewGame {
        /// Ruleset, scenario, seed, options.
        setup: GameSetup,
        /// Who plays each side.
        seats: Vec<(String, Seat)>,
    },
    /// Load a saved game from this file (a failure keeps the current game).
    Load(PathBuf),
    /// Save the game to this file (atomically).
    Save(PathBuf),
    /// Leave the game for the start screen (the game is kept until a new one starts).
    ShowStart,
    /// Go back to the game from the start screen.
    ResumeGame,
    /// Take this action through `Game::apply`.
    Apply(serde_json::Value),
    /// End the current phase.
    EndPhase,
    /// Undo the last action (and the computer's replies to it).
    Undo,
    /// The player to act has the screen (hot-seat with secrets): uncover the game.
    TakeScreen,
    /// A hex of the map was clicked.
    ClickHex(Hex),
    /// The pointer is over this hex (or off the map).
    Hover(Option<Hex>),
    /// Select a unit (or none).
    SelectUnit(Option<UnitId>),
    /// Show an action's description before taking it (attacks and other confirmed actions).
    Propose(serde_json::Value),
    /// Replace the proposed action (e.g. a unit left out of an attack) and describe it again.
    EditProposal(serde_json::Value),
    /// Close the proposal without acting.
    CancelProposal,
    /// Work out what this action may do (every die result played in a copy of the game).
    Odds(serde_json::Value),
    /// Start picking an action with several parts (its kind and any slots already filled).
    Build(serde_json::Value),
    /// Pick a value for a slot of the action being built (a list slot toggles it).
    BuildPick(String, serde_json::Value),
    /// Set a slot of the action being built to this value, or clear it (`None`): a typed
    /// text or number.
    BuildSet(String, Option<serde_json::Value>),
    /// Make a slot of the action being built the one to pick.
    BuildSlot(usize),
    /// Stop building the action.
    CancelBuild,
    /// Centre the map on a hex.
    CenterOn(Hex),
    /// Change who plays a side.
    SetSeat(String, Seat),
    /// Give a computer side another bot profile (side, profile id).
    SetBotProfile(String, String),
    /// Pause or resume the computer players.
    PauseBots(bool),
    /// Set the computer players' speed, in actions per second.
    BotSpeed(f32),
    /// Show or hide hex labels on the map.
    ToggleLabels,
    /// Show or hide the minimap.
    ToggleMinimap,
    /// Show or hide the scenario map's named areas.
    ToggleAreas,
    /// Show (true) or hide one named area while areas are shown.
    ShowArea(String, bool),
    /// Enter or leave the line-of-sight tool.
    ToggleSight,
    /// Open a side-panel tab.
    OpenTab(Tab),
    /// Load the rules again from disk and continue the game under them (F5).
    ReloadRules,
    /// Replay the game from the start under the rules on disk and show where it diverges.
    ReplayUnderRules,
    /// Reload automatically when the rule files change, or not.
    SetAutoReload(bool),
    /// Open the Rules tab on one rule (an illegal move's message links to the rule it cites).
    ShowRule(String),
    /// Show or hide the help overlay.
    ToggleHelp,
    /// Dismiss the message bar.
    DismissMessage,
    /// Open the save or load dialog.
    OpenFileDialog(FileDialog),
    /// Close the save or load dialog.
    CloseFileDialog,
    /// Show a message (e.g. a panel's input was not understood).
    Say(String),
    /// Re-read the rulesets folder (start screen).
    Rescan,
    /// Open or close the Balance lab window.
    ToggleBalance,
    /// Open the game by e-mail kept in this folder.
    OpenPbem(PathBuf),
    /// Write an invitation to a game by e-mail in this folder.
    InvitePbem(crate::session::pbem::NewGame, PathBuf),
    /// Answer an invitation: its file, the folder to keep the game in, this player's name and
    /// his secret options.
    JoinPbem {
        /// The invitation file.
        invitation: PathBuf,
        /// The game folder.
        folder: PathBuf,
        /// This player's name.
        me: String,
        /// His secret options' values.
        secrets: serde_json::Map<String, serde_json::Value>,
    },
    /// Write the turn file of the game by e-mail (every step since the last file).
    SendTurn,
    /// Check and replay the opponent's turn file, then show it step by step.
    ReceiveTurn(PathBuf),
    /// Step through the opponent's turn received.
    Vcr(Vcr),
}

/// The commands recorded during one frame.
#[derive(Debug, Default)]
pub struct Commands(Vec<Command>);

impl Commands {
    /// Records a command.
    pub fn push(&mut self, c: Command) {
        self.0.push(c);
    }

    /// Takes the recorded commands, oldest first.
    #[must_use]
    pub fn take(&mut self) -> Vec<Command> {
        std::mem::take(&mut self.0)
    }

    /// True if nothing was recorded.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
}

/// The rule number a refusal cites at its start (`illegal action: 3.1: …`, `5.1/5.5: …`), if
/// any: the convention rulesets follow for legality reasons.
pub fn cited_rule(message: &str) -> Option<String> {
    // The host may put its own words first ("1/USA cannot go to 0504: illegal action: 3.1: …").
    let text = match message.find("illegal action:") {
        Some(i) => &message[i + "illegal action:".len()..],
        None => message,
    }
    .trim_start();
    let rule: String = text
        .chars()
        .take_while(|c| c.is_ascii_alphanumeric() || *c == '.')
        .collect();
    let rest = &text[rule.len()..];
    let looks_like_rule = rule.contains('.')
        && rule
            .chars()
            .next()
            .is_some_and(|c| c.is_ascii_alphanumeric())
        && rule.chars().any(|c| c.is_ascii_digit())
        && !rule.ends_with('.');
    (looks_like_rule && (rest.starts_with(':') || rest.starts_with('/'))).then_some(rule)
}

#[cfg(test)]
mod tests {
    use super::cited_rule;

    #[test]
    fn refusals_cite_their_rule() {
        assert_eq!(
            cited_rule("illegal action: 3.1: 1/USA has already moved").as_deref(),
            Some("3.1")
        );
        assert_eq!(
            cited_rule("5.1/5.5: B is not adjacent").as_deref(),
            Some("5.1")
        );
        assert_eq!(
            cited_rule("illegal action: 2.7f: caution").as_deref(),
            Some("2.7f")
        );
        assert_eq!(
            cited_rule("illegal action: M.1: veterans").as_deref(),
            Some("M.1")
        );
        assert_eq!(cited_rule("illegal action: there is no unit 'x'"), None);
        assert_eq!(cited_rule("rulesets/x.lua:12: boom"), None);
        assert_eq!(
            cited_rule("1/USA cannot go to 0504: illegal action: 3.1: moved").as_deref(),
            Some("3.1")
        );
    }
}
