//! Play by e-mail: a game between two named players who exchange files, each replaying what
//! the other sent through his own engine under the agreed rules before accepting it.
//!
//! The exchange (docs/pbem.md says it for players):
//! 1. The inviter writes an invitation: ruleset (id, version, content hash), scenario, public
//!    options, who plays which side, a commitment to his random half of the seed, and a
//!    commitment to each of his secret options.
//! 2. The joiner checks that his ruleset is the same, and replies with his half of the seed in
//!    the open and commitments to his own secret options.
//! 3. The inviter's first turn opens his half; from then on both know the seed — SHA-256 of
//!    both halves — and neither chose it ([`commit::joint_seed`]).
//! 4. Turns alternate. A turn holds every step (action or answer) the sender took since his
//!    last file, with the side that took it and the state hash after it; the receiver replays
//!    them and accepts the file only if each step is his opponent's to take, legal, and leads
//!    to the same state.
//! 5. Secret options stay on the owner's side. The other player's program cannot compute a
//!    state that depends on them, so it plays the game under every value they could have (the
//!    *candidates*, usually two: 2.7f on or off) and keeps the ones that reproduce the owner's
//!    hashes; his own turns carry a hash per candidate, and the owner checks the one for the
//!    true value. Which candidates remain follows from what the board shows — nothing more
//!    than a player at the table sees. When the game is over the owner opens his commitments;
//!    the receiver checks them and replays the whole game under the values opened, so a secret
//!    changed after the fact is caught.
//!
//! On any refusal the player's game folder and his game in memory are as they were.
//!
//! Here: the player, his games per candidate, and replay; `start.rs` the invitation, reply and
//! opening a folder; `play.rs` his own steps and sending; `receive.rs` the checks on a file
//! received; `secrets.rs` whose secrets are whose and the candidates; `files.rs` the formats;
//! `commit.rs` the hashes.

pub mod commit;
mod error;
pub mod files;
mod play;
mod receive;
mod secrets;
mod start;

pub use error::PbemError;

use crate::script::Library;
use crate::script::decl::OptionDecl;
use crate::session::{Game, GameSetup};
use files::{Envelope, Link, Record, Role, Step};
use serde_json::{Map, Value};
use std::path::{Path, PathBuf};

/// The file a player keeps in his game folder.
pub const RECORD_FILE: &str = "pbem.json";
/// Most combinations of the opponent's secret values a game can be played under.
pub const MAX_CANDIDATES: usize = 64;

/// What a new game is: the inviter's choices.
#[derive(Clone, Debug, Default)]
pub struct NewGame {
    /// Ruleset id.
    pub ruleset: String,
    /// Scenario id.
    pub scenario: String,
    /// The inviter's name.
    pub me: String,
    /// The side he plays (the opponent plays the others).
    pub side: String,
    /// The opponent's name.
    pub opponent: String,
    /// Options that are not secret.
    pub options: Map<String, Value>,
    /// The inviter's secret options.
    pub secrets: Map<String, Value>,
}

/// One player's side of a play-by-e-mail game: his record and his games in memory (one per
/// candidate still possible for the opponent's secrets; none before the seed is known).
pub struct Player {
    dir: PathBuf,
    library: Library,
    record: Record,
    decl_options: Vec<OptionDecl>,
    candidates: Vec<Map<String, Value>>,
    games: Vec<(usize, Game)>,
}

/// What receiving a turn did.
#[derive(Debug)]
pub struct Received {
    /// The steps replayed: side, input, and the log lines they produced (what the VCR shows).
    pub steps: Vec<(String, Value, Vec<String>)>,
    /// The decision this player owes now, if the opponent stopped on one.
    pub owes: Option<Value>,
    /// True if the opponent opened his secrets with it and the game was verified under them.
    pub verified_secrets: bool,
}

/// Where the game stands for this player.
#[derive(Clone, Debug, PartialEq)]
pub struct Status {
    /// This player.
    pub me: String,
    /// The opponent.
    pub opponent: String,
    /// The files of the exchange so far.
    pub files: usize,
    /// True if the next file is this player's to write.
    pub my_move: bool,
    /// The side to act (when the seed is known).
    pub acting_side: Option<String>,
    /// Game turn.
    pub turn: u32,
    /// Steps played and not yet sent.
    pub unsent: usize,
    /// True once the game is over.
    pub over: bool,
    /// True once it is over and every secret has been opened and checked.
    pub verified: bool,
    /// The state hash (the first candidate's, when several remain).
    pub state_hash: Option<String>,
}

impl Player {
    /// The game folder.
    pub fn folder(&self) -> &Path {
        &self.dir
    }

    /// This player's record.
    pub fn record(&self) -> &Record {
        &self.record
    }

    /// Every combination of values the opponent's secret options could have, in a fixed order
    /// (one empty combination when he has none).
    pub fn candidates(&self) -> &[Map<String, Value>] {
        &self.candidates
    }

    /// How many candidates remain possible (1 when the opponent has no secrets).
    pub fn remaining(&self) -> usize {
        self.games.len()
    }

    /// The game as this player sees it (the first candidate still possible). `None` before
    /// the seed is known.
    pub fn game(&self) -> Option<&Game> {
        self.games.first().map(|(_, g)| g)
    }

    /// Which candidate [`Player::game`] is played under (an index into
    /// [`Player::candidates`]): the window keeps its own copy of the game and replays it again
    /// only when this changes.
    pub fn shown_candidate(&self) -> Option<usize> {
        self.games.first().map(|(c, _)| *c)
    }

    /// Every step so far, both players', in order.
    pub fn steps(&self) -> &[Step] {
        &self.record.steps
    }

    /// A fresh copy of the game as this player sees it (the first candidate still possible)
    /// with the first `n` steps replayed: what the window shows, and where its step-by-step
    /// view of a received turn starts.
    pub fn replay_game(&self, n: usize) -> Result<Game, PbemError> {
        let seed = self
            .seed()
            .ok_or_else(|| PbemError::NotNow("the seed is not known yet".into()))?;
        let c = self
            .shown_candidate()
            .ok_or_else(|| PbemError::NotNow("the seed is not known yet".into()))?;
        let mut g = self.new_game(c, seed)?;
        let n = n.min(self.record.steps.len());
        replay_steps(&mut g, c, &self.record.steps[..n]).map_err(|what| PbemError::Setup {
            file: self.dir.join(RECORD_FILE).display().to_string(),
            what,
        })?;
        Ok(g)
    }

    /// True once every secret option of the opponent's has been opened and checked (or he has
    /// none): until then the game shown is played under a guess at them.
    pub fn their_secrets_open(&self) -> bool {
        self.record.revealed.len() == self.record.their_secrets.len()
    }

    /// The opponent's name.
    pub fn opponent_name(&self) -> &str {
        self.opponent()
    }

    /// The sides this player plays.
    pub fn my_side_ids(&self) -> Vec<String> {
        self.my_sides()
    }

    fn opponent(&self) -> &str {
        match self.record.role {
            Role::Inviter => &self.record.invite.joiner,
            Role::Joiner => &self.record.invite.inviter,
        }
    }

    fn my_sides(&self) -> Vec<String> {
        self.sides_of(&self.record.me)
    }

    fn sides_of(&self, player: &str) -> Vec<String> {
        self.record
            .invite
            .players
            .iter()
            .filter(|(_, p)| *p == player)
            .map(|(s, _)| s.clone())
            .collect()
    }

    /// The seed, once both halves are known.
    fn seed(&self) -> Option<u64> {
        let theirs = self.record.their_half.as_ref()?;
        Some(match self.record.role {
            Role::Inviter => commit::joint_seed(&self.record.my_half, theirs),
            Role::Joiner => commit::joint_seed(theirs, &self.record.my_half),
        })
    }

    /// The options of the game under candidate `c`: the public ones, this player's secrets, and
    /// the candidate's values for the opponent's (or the ones he opened).
    fn options_for(&self, c: usize) -> Map<String, Value> {
        let mut o = self.record.invite.options.clone();
        for (id, r) in &self.record.my_secrets {
            o.insert(id.clone(), r.value.clone());
        }
        o.extend(self.candidates[c].clone());
        o
    }

    fn new_game(&self, c: usize, seed: u64) -> Result<Game, PbemError> {
        let mut g = Game::new(
            &self.library,
            GameSetup {
                ruleset: self.record.invite.ruleset.id.clone(),
                scenario: self.record.invite.scenario.clone(),
                seed,
                options: self.options_for(c),
            },
        )?;
        // Play by e-mail never undoes: it keeps no snapshots.
        g.keep_undo = false;
        same_ruleset(
            &self.dir.display().to_string(),
            &self.record.invite.ruleset.content_hash,
            &g.ruleset_hash,
            self.opponent(),
        )?;
        Ok(g)
    }

    /// The candidates still possible given what the opponent opened.
    fn open_candidates(&self) -> Vec<usize> {
        (0..self.candidates.len())
            .filter(|c| {
                self.candidates[*c]
                    .iter()
                    .all(|(k, v)| self.record.revealed.get(k).is_none_or(|r| r == v))
            })
            .collect()
    }

    /// Rebuilds the games in memory from the record: every candidate still possible replays
    /// every step, and those that do not reproduce a hash known for it drop out.
    fn rebuild(&mut self) -> Result<(), PbemError> {
        self.games.clear();
        let Some(seed) = self.seed() else {
            return Ok(());
        };
        let mut games = Vec::new();
        let mut first_error = None;
        for c in self.open_candidates() {
            let mut g = self.new_game(c, seed)?;
            match replay_steps(&mut g, c, &self.record.steps) {
                Ok(()) => games.push((c, g)),
                Err(e) => {
                    first_error.get_or_insert(e);
                }
            }
        }
        if games.is_empty() {
            return Err(PbemError::Setup {
                file: self.dir.join(RECORD_FILE).display().to_string(),
                what: format!(
                    "the steps kept here no longer replay ({}): was the file edited, or the ruleset changed?",
                    first_error.unwrap_or_default()
                ),
            });
        }
        self.games = games;
        Ok(())
    }

    /// True if the next file of the exchange is this player's to write.
    pub fn my_move(&self) -> bool {
        self.record
            .chain
            .last()
            .is_some_and(|l| l.from != self.record.me)
    }

    /// Where the game stands.
    pub fn status(&self) -> Status {
        let g = self.game();
        Status {
            me: self.record.me.clone(),
            opponent: self.opponent().to_string(),
            files: self.record.chain.len(),
            my_move: self.my_move(),
            acting_side: g.filter(|g| !g.is_over()).map(|g| g.acting_side()),
            turn: g.map(|g| g.with_world(|w| w.state.turn)).unwrap_or(0),
            unsent: self.record.steps.len() - self.record.exchanged,
            over: g.is_some_and(|g| g.is_over()),
            verified: self.verified(),
            state_hash: g.map(|g| g.state_hash()),
        }
    }

    /// True once the game is over and every secret of the opponent's has been opened, checked
    /// and the game replayed under it (with no secrets, every step was checked as it came).
    pub fn verified(&self) -> bool {
        self.game().is_some_and(|g| g.is_over())
            && self.record.revealed.len() == self.record.their_secrets.len()
    }

    fn states_agree(&self) -> bool {
        let mut hashes = self.games.iter().map(|(_, g)| g.state_hash());
        let first = hashes.next();
        hashes.all(|h| Some(&h) == first.as_ref())
    }

    /// The hash of the set-up both players agreed: the invitation and the joiner's
    /// commitments.
    fn setup_hash(&self) -> String {
        let joiner_secrets = match self.record.role {
            Role::Inviter => self.record.their_secrets.clone(),
            Role::Joiner => self.record.my_commitments.clone(),
        };
        files::setup_hash(&self.record.invite, &joiner_secrets)
    }

    /// A local replay of the whole game from its steps under the values in force (the
    /// opponent's secrets as opened), checking every hash known: its final state hash.
    pub fn replay_check(&self) -> Result<String, PbemError> {
        let seed = self
            .seed()
            .ok_or_else(|| PbemError::NotNow("the seed is not known yet".into()))?;
        let c = *self
            .open_candidates()
            .first()
            .ok_or_else(|| PbemError::NotNow("no candidate".into()))?;
        let mut g = self.new_game(c, seed)?;
        replay_steps(&mut g, c, &self.record.steps).map_err(|what| PbemError::Setup {
            file: self.dir.display().to_string(),
            what,
        })?;
        Ok(g.state_hash())
    }

    /// Keeps a file of the exchange in the game folder and adds it to the chain and record.
    fn keep_file(
        &mut self,
        bytes: &[u8],
        env: &Envelope,
        kind: &str,
    ) -> Result<PathBuf, PbemError> {
        let name = format!("{:04}-{}-{}.json", env.seq, kind, file_safe(&env.from));
        let path = self.dir.join(&name);
        write_atomically(&path, bytes)?;
        self.record.chain.push(Link {
            seq: env.seq,
            from: env.from.clone(),
            file: name,
            sha256: commit::sha256_hex(bytes),
        });
        if let Err(e) = self.save() {
            self.record.chain.pop();
            return Err(e);
        }
        Ok(path)
    }

    fn write_file(
        &mut self,
        env: &Envelope,
        bytes: &[u8],
        kind: &str,
    ) -> Result<PathBuf, PbemError> {
        self.keep_file(bytes, env, kind)
    }

    fn save(&self) -> Result<(), PbemError> {
        let text =
            serde_json::to_string_pretty(&self.record).map_err(|e| PbemError::Io(e.to_string()))?;
        write_atomically(&self.dir.join(RECORD_FILE), text.as_bytes())
    }
}

/// Replays `steps` on `g` (candidate `c`), checking each hash known for `c`.
fn replay_steps(g: &mut Game, c: usize, steps: &[Step]) -> Result<(), String> {
    for (i, s) in steps.iter().enumerate() {
        g.apply(s.input.clone())
            .map_err(|e| format!("step {} ({}: {}): {e}", i + 1, s.side, s.input))?;
        let known = s.hash.as_ref().or_else(|| s.by_candidate.get(&c));
        if let Some(h) = known
            && *h != g.state_hash()
        {
            return Err(format!(
                "step {} ({}: {}) comes out as {}, not {h}",
                i + 1,
                s.side,
                s.input,
                g.state_hash()
            ));
        }
        if s.hash.is_none() && !s.by_candidate.is_empty() && !s.by_candidate.contains_key(&c) {
            return Err(format!(
                "step {} was played when these values were already ruled out",
                i + 1
            ));
        }
    }
    Ok(())
}

fn same_ruleset(file: &str, agreed: &str, mine: &str, other: &str) -> Result<(), PbemError> {
    if agreed == mine {
        return Ok(());
    }
    Err(PbemError::Setup {
        file: file.into(),
        what: format!(
            "this copy of the ruleset differs from the one agreed with {other} (content hash {}, agreed {}): play with the same ruleset files",
            short(mine),
            short(agreed)
        ),
    })
}

fn fresh_dir(dir: &Path) -> Result<(), PbemError> {
    if dir.join(RECORD_FILE).exists() {
        return Err(PbemError::NotNow(format!(
            "{} already holds a play-by-e-mail game: choose another folder",
            dir.display()
        )));
    }
    std::fs::create_dir_all(dir).map_err(|e| PbemError::Io(format!("{}: {e}", dir.display())))
}

fn short(hash: &str) -> String {
    hash.chars().take(12).collect()
}

fn file_safe(name: &str) -> String {
    name.chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() || c == '-' {
                c
            } else {
                '_'
            }
        })
        .collect()
}

fn write_atomically(path: &Path, bytes: &[u8]) -> Result<(), PbemError> {
    crate::session::save::write_atomically(path, bytes)
        .map_err(|e| PbemError::Io(format!("{}: {e}", path.display())))
}
