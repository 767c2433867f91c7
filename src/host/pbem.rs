//! A game by e-mail in the window: the player's side of it ([`Player`], which checks and keeps
//! every step), the copy of the game the map shows, and the step-by-step view of the
//! opponent's turn once it has been received and accepted.
//!
//! Why a copy: the player's games are his record's (one per value the opponent's secrets may
//! still have), and the window's panels borrow a [`Game`] of their own. Each step is taken by
//! the player first — he refuses what the exchange does not allow, with the reason — and then
//! by the copy; a received turn is replayed into the copy one step at a time, so the player
//! watches it as it was played. The copy is made again only when the game it follows changes
//! (a candidate for the opponent's secrets ruled out), and it is checked against the player's
//! game at the end of every received turn.
//!
//! What the window refuses in a game by e-mail, and why: Undo (a step taken back could be
//! taken again with other dice), reloading the rules (the rules are the ones both players
//! agreed), saving elsewhere (the game folder is written after every step), and changing who
//! plays a side.

use super::commands::Seat;
use crate::session::Game;
use crate::session::pbem::{Player, Status};
use serde_json::{Map, Value};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// A game by e-mail being played in the window.
pub struct PbemPlay {
    /// The player: his record, his games, the checks.
    pub player: Player,
    /// The candidate the window's copy of the game is played under.
    pub shown: Option<usize>,
    /// The opponent's turn being shown step by step.
    pub replay: Option<TurnReplay>,
    /// Where the game stands (made again after every change).
    pub status: Status,
    /// Why no turn may be sent now, if none may.
    pub why_not_send: Option<String>,
    /// Why this player may not take a step now, if he may not.
    pub why_not_play: Option<String>,
    /// The last turn file written here.
    pub last_sent: Option<PathBuf>,
}

/// The opponent's turn, accepted, being replayed into the window's game.
#[derive(Clone, Debug)]
pub struct TurnReplay {
    /// The file it came in.
    pub file: PathBuf,
    /// Each step: the side and the input.
    pub steps: Vec<(String, Value)>,
    /// The next step to show.
    pub next: usize,
    /// Stepping on its own, at the computer players' speed.
    pub playing: bool,
    /// When the last step was shown (UI time).
    pub last_step: f64,
    /// What to say when the last step has been shown.
    pub closing: String,
}

impl TurnReplay {
    /// True once every step has been shown.
    pub fn done(&self) -> bool {
        self.next >= self.steps.len()
    }
}

impl PbemPlay {
    /// The player's game in the window: the status made from it.
    pub fn new(player: Player) -> PbemPlay {
        let mut p = PbemPlay {
            shown: player.shown_candidate(),
            player,
            replay: None,
            status: Status {
                me: String::new(),
                opponent: String::new(),
                files: 0,
                my_move: false,
                acting_side: None,
                turn: 0,
                unsent: 0,
                over: false,
                verified: false,
                state_hash: None,
            },
            why_not_send: None,
            why_not_play: None,
            last_sent: None,
        };
        p.refresh();
        p
    }

    /// Makes the status again (after a step, a file sent or received).
    pub fn refresh(&mut self) {
        self.status = self.player.status();
        self.why_not_send = self.player.why_not_send();
        self.why_not_play = self.player.why_not_play();
    }

    /// The opponent's name.
    pub fn opponent(&self) -> &str {
        self.player.opponent_name()
    }

    /// Where the opponent's next file is most likely to be: the game folder (the player saves
    /// the attachment there, or types its path).
    pub fn mailbox_hint(&self) -> String {
        let mut s = self.player.folder().display().to_string();
        if !s.ends_with('/') {
            s.push('/');
        }
        s
    }

    /// Who plays each side in the window: this player's sides are his, the rest come by
    /// e-mail.
    pub(super) fn seats(&self, game: &Game) -> BTreeMap<String, Seat> {
        let mine = self.player.my_side_ids();
        game.engine
            .decl
            .catalog
            .sides
            .iter()
            .map(|d| {
                let seat = if mine.contains(&d.id) {
                    Seat::Person
                } else {
                    Seat::Remote
                };
                (d.id.clone(), seat)
            })
            .collect()
    }

    /// One line for the strip above the map: whose move, what is owed.
    pub fn headline(&self) -> String {
        let s = &self.status;
        let them = &s.opponent;
        if let Some(r) = &self.replay
            && !r.done()
        {
            return format!(
                "{them}'s turn, step {} of {}: watch it to the end before you play",
                r.next,
                r.steps.len()
            );
        }
        if s.state_hash.is_none() {
            return if s.my_move {
                "The seed is not known yet".into()
            } else {
                format!("Waiting for {them}'s file (the seed is fixed by it)")
            };
        }
        if s.over {
            return if s.verified {
                if self.why_not_send.is_none() {
                    format!(
                        "The game is over and verified: send your last file, so that {them} can verify it too"
                    )
                } else {
                    "The game is over and verified: every step and secret checked".into()
                }
            } else if self.why_not_send.is_none() {
                format!("The game is over: send your last file (it opens your secrets to {them})")
            } else {
                format!("The game is over: waiting for {them}'s last file, which opens his secrets")
            };
        }
        if !s.my_move {
            return format!("Waiting for {them}'s turn: open his file when it comes");
        }
        match (&self.why_not_play, &self.why_not_send) {
            (None, _) => "Your move".into(),
            (Some(_), None) => format!("Your turn is done: send it to {them}"),
            (Some(why), Some(_)) => why.clone(),
        }
    }
}

/// The start screen's part for games by e-mail: opening a game folder, writing an invitation,
/// and answering one.
#[derive(Clone, Debug, Default)]
pub struct PbemForm {
    /// The game folder to open, or to write a new game in.
    pub folder: String,
    /// This player's name.
    pub me: String,
    /// The opponent's name (an invitation).
    pub opponent: String,
    /// The invitation file to answer.
    pub invitation: String,
    /// The invitation as read, to show before joining (or why it could not be read).
    pub read: Option<Result<InvitationView, String>>,
    /// The values of this player's secret options when he joins.
    pub join_secrets: Map<String, Value>,
}

/// What an invitation proposes, for the player to read before he joins.
#[derive(Clone, Debug)]
pub struct InvitationView {
    /// Its path.
    pub path: PathBuf,
    /// Ruleset id.
    pub ruleset: String,
    /// Scenario id.
    pub scenario: String,
    /// Who invites.
    pub inviter: String,
    /// Who is invited.
    pub joiner: String,
    /// Side id → player.
    pub players: BTreeMap<String, String>,
    /// The options set, not secret.
    pub options: Map<String, Value>,
}

impl InvitationView {
    /// Reads an invitation file (nothing is written).
    pub fn read(path: &Path) -> Result<InvitationView, String> {
        use crate::session::pbem::files::{Body, read_envelope};
        let (_, env) = read_envelope(path)?;
        let Body::Invite(i) = env.body else {
            return Err(format!(
                "{}: not an invitation (a game is joined from the first file of its exchange)",
                path.display()
            ));
        };
        Ok(InvitationView {
            path: path.to_path_buf(),
            ruleset: i.ruleset.id,
            scenario: i.scenario,
            inviter: i.inviter,
            joiner: i.joiner,
            players: i.players,
            options: i.options,
        })
    }
}

impl PbemPlay {
    /// Why a window command a game by e-mail does not allow is refused: `undo`, `reload`,
    /// `save` or `seat`.
    pub fn refusal(&self, what: &str) -> String {
        let folder = self.player.folder().display();
        let them = self.opponent();
        match what {
            "undo" => "A game by e-mail has no Undo: a step taken back could be taken again with other dice. (Nothing leaves this computer until you send your turn, but what you play is kept.)".into(),
            "reload" => format!("The rules of a game by e-mail are the ones agreed with {them}: they are not reloaded. Try a rule change in a game of your own."),
            "save" => format!("A game by e-mail is kept in its folder, {folder}, after every step: there is nothing else to save."),
            "seat" => format!("In a game by e-mail you play your sides and {them} plays his."),
            _ => format!("Not in a game by e-mail ({what})."),
        }
    }
}
