//! Why a play-by-e-mail step was refused.

use crate::session::GameError;

/// Why a play-by-e-mail step was refused. Each names the file and what to do; the player's
/// game is unchanged.
#[derive(Debug, thiserror::Error)]
pub enum PbemError {
    /// A file or folder could not be read or written, or a file is not a turn file.
    #[error("{0}")]
    Io(String),
    /// The file belongs to another game.
    #[error(
        "{file}: a file from another game (game {found}, this game is {expected}): it was not read"
    )]
    OtherGame {
        /// The file.
        file: String,
        /// This game's id.
        expected: String,
        /// The file's.
        found: String,
    },
    /// The file is not the next one of the exchange.
    #[error("{file}: out of order: {what}")]
    OutOfOrder {
        /// The file.
        file: String,
        /// What is wrong (an old file, one missing, one not following the last).
        what: String,
    },
    /// The sender played under another ruleset, set-up or options than agreed.
    #[error("{file}: {what}")]
    Setup {
        /// The file (or the game folder).
        file: String,
        /// What differs.
        what: String,
    },
    /// A step for a side the sender does not play.
    #[error("{file}: step {step} is {side}'s, and {sender} does not play {side}: {input}")]
    NotTheirSide {
        /// The file.
        file: String,
        /// 1-based step in the file.
        step: usize,
        /// The side acting then.
        side: String,
        /// Who sent it.
        sender: String,
        /// The step.
        input: String,
    },
    /// A step the rules refuse.
    #[error("{file}: step {step} ({side}: {input}) is refused by the rules: {error}")]
    Illegal {
        /// The file.
        file: String,
        /// 1-based step in the file.
        step: usize,
        /// The side.
        side: String,
        /// The step.
        input: String,
        /// Why.
        error: Box<GameError>,
    },
    /// A step that does not lead where the sender says.
    #[error(
        "{file}: step {step} ({input}) does not come out as the sender's game did (his state hash {theirs}, here {ours}): a die re-rolled, an action changed after it was played, or another ruleset, seed or options"
    )]
    Diverged {
        /// The file.
        file: String,
        /// 1-based step in the file (0: the state the file ends on).
        step: usize,
        /// The step, with its side (`union: {"kind": …}`).
        input: String,
        /// The sender's hash.
        theirs: String,
        /// This game's (the first candidate's).
        ours: String,
    },
    /// A half of the seed that does not open its commitment, or is not a random half.
    #[error("{file}: {what}")]
    Seed {
        /// The file.
        file: String,
        /// What is wrong.
        what: String,
    },
    /// A secret that does not open its commitment or was not the one played.
    #[error("{file}: secret option '{option}': {what}")]
    Secret {
        /// The file.
        file: String,
        /// The option.
        option: String,
        /// What is wrong.
        what: String,
    },
    /// Not this player's move in the exchange.
    #[error("{0}")]
    NotNow(String),
    /// The game could not be started or an action not taken.
    #[error("{0}")]
    Game(#[from] GameError),
}
