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
}

impl Seat {
    /// "person" or "computer".
    pub fn name(self) -> &'static str {
        match self {
            Seat::Person => "person",
            Seat::Computer => "computer",
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
    /// Centre the map on a hex.
    CenterOn(Hex),
    /// Change who plays a side.
    SetSeat(String, Seat),
    /// Pause or resume the computer players.
    PauseBots(bool),
    /// Set the computer players' speed, in actions per second.
    BotSpeed(f32),
    /// Show or hide hex labels on the map.
    ToggleLabels,
    /// Show or hide the minimap.
    ToggleMinimap,
    /// Open a side-panel tab.
    OpenTab(Tab),
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
