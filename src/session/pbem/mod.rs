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

pub mod commit;
pub mod files;

use crate::script::Library;
use crate::script::decl::OptionDecl;
use crate::session::save::RulesetStamp;
use crate::session::{Game, GameError, GameSetup};
use files::{
    Body, Envelope, Invite, Join, Link, Record, Reveal, Role, SecretCommitment, SentStep, Step,
    Turn,
};
use serde_json::{Map, Value};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// The file a player keeps in his game folder.
pub const RECORD_FILE: &str = "pbem.json";
/// Most combinations of the opponent's secret values a game can be played under.
pub const MAX_CANDIDATES: usize = 64;

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
        "{file}: step {step} ({side}: {input}) does not come out as the sender's game did (his state hash {theirs}, here {ours}): a die re-rolled, an action changed after it was played, or another ruleset, seed or options"
    )]
    Diverged {
        /// The file.
        file: String,
        /// 1-based step in the file (0: the state the file ends on).
        step: usize,
        /// The side.
        side: String,
        /// The step.
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
    /// Writes an invitation in `dir` (which must not hold a game): the file to send is returned.
    pub fn invite(
        library: &Library,
        dir: &Path,
        spec: NewGame,
    ) -> Result<(Player, PathBuf), PbemError> {
        fresh_dir(dir)?;
        if spec.me.trim().is_empty() || spec.opponent.trim().is_empty() || spec.me == spec.opponent
        {
            return Err(PbemError::NotNow(
                "the two players need two different names".into(),
            ));
        }
        let mut all = spec.options.clone();
        all.extend(spec.secrets.clone());
        let probe = Game::new(
            library,
            GameSetup {
                ruleset: spec.ruleset.clone(),
                scenario: spec.scenario.clone(),
                seed: 0,
                options: all,
            },
        )?;
        let sides: Vec<String> = probe
            .engine
            .decl
            .catalog
            .sides
            .iter()
            .map(|s| s.id.clone())
            .collect();
        if !sides.contains(&spec.side) {
            return Err(PbemError::NotNow(format!(
                "'{}' is not a side of {} (sides: {})",
                spec.side,
                spec.ruleset,
                sides.join(", ")
            )));
        }
        let players: BTreeMap<String, String> = sides
            .iter()
            .map(|s| {
                (
                    s.clone(),
                    if *s == spec.side {
                        spec.me.clone()
                    } else {
                        spec.opponent.clone()
                    },
                )
            })
            .collect();
        let decl_options = probe.engine.decl.options.clone();
        for id in spec.options.keys() {
            if decl_options.iter().any(|o| o.id == *id && o.is_secret()) {
                return Err(PbemError::NotNow(format!(
                    "option '{id}' is secret: set it as a secret (--secret {id}=…), so that it is sent as a commitment"
                )));
            }
        }
        let my_half = commit::random_hex().map_err(PbemError::Io)?;
        let seed_commitment = commit::commitment("sandtable-pbem seed half", "", &my_half, "");
        let owner = |o: &OptionDecl| owner_of(o, &players, &spec.me);
        check_secrets(&decl_options, &spec.secrets, &spec.me, &owner)?;
        let their: Vec<&OptionDecl> = decl_options
            .iter()
            .filter(|o| o.is_secret() && owner(o) != spec.me)
            .collect();
        enumerate(&their)?;
        let my_secrets = commit_secrets(&decl_options, &probe.options, &spec.me, &owner)?;
        let invite = Invite {
            ruleset: RulesetStamp {
                id: probe.engine.decl.id.clone(),
                version: probe.engine.decl.version.clone(),
                content_hash: probe.ruleset_hash.clone(),
            },
            scenario: spec.scenario.clone(),
            options: spec.options.clone(),
            players,
            inviter: spec.me.clone(),
            joiner: spec.opponent.clone(),
            seed_commitment: seed_commitment.clone(),
            secrets: commitments_of(&my_secrets, &spec.me, &seed_commitment),
        };
        let env = Envelope {
            format: files::FORMAT.into(),
            format_version: files::FORMAT_VERSION,
            game: String::new(),
            seq: 0,
            previous: String::new(),
            from: spec.me.clone(),
            body: Body::Invite(invite.clone()),
        };
        let bytes = files::envelope_bytes(&env);
        let game = commit::sha256_hex(&bytes);
        let record = Record {
            format: files::RECORD_FORMAT.into(),
            format_version: files::FORMAT_VERSION,
            me: spec.me.clone(),
            role: Role::Inviter,
            game,
            my_commitments: invite.secrets.clone(),
            invite,
            my_half,
            their_half: None,
            my_secrets,
            their_secrets: Vec::new(),
            revealed: BTreeMap::new(),
            chain: Vec::new(),
            steps: Vec::new(),
            exchanged: 0,
        };
        let mut player = Player::with(library, dir, record, decl_options)?;
        let path = player.write_file(&env, &bytes, "invite")?;
        Ok((player, path))
    }

    /// Accepts the invitation at `invite` in `dir` (which must not hold a game), as `me`, with
    /// `secrets` for the secret options of his sides: the reply to send is returned.
    pub fn join(
        library: &Library,
        dir: &Path,
        invite_path: &Path,
        me: &str,
        secrets: Map<String, Value>,
    ) -> Result<(Player, PathBuf), PbemError> {
        fresh_dir(dir)?;
        let file = invite_path.display().to_string();
        let (bytes, env) = files::read_envelope(invite_path).map_err(PbemError::Io)?;
        let Body::Invite(invite) = env.body.clone() else {
            return Err(PbemError::OutOfOrder {
                file,
                what: "not an invitation (join answers the first file of a game)".into(),
            });
        };
        if env.seq != 0 || env.from != invite.inviter {
            return Err(PbemError::OutOfOrder {
                file,
                what: "an invitation must be the first file, written by the inviter".into(),
            });
        }
        if invite.joiner != me {
            return Err(PbemError::NotNow(format!(
                "{file}: the invitation is for {}, not {me}",
                invite.joiner
            )));
        }
        let mut all = invite.options.clone();
        all.extend(secrets.clone());
        let probe = Game::new(
            library,
            GameSetup {
                ruleset: invite.ruleset.id.clone(),
                scenario: invite.scenario.clone(),
                seed: 0,
                options: all,
            },
        )?;
        same_ruleset(
            &file,
            &invite.ruleset.content_hash,
            &probe.ruleset_hash,
            &invite.inviter,
        )?;
        let decl_options = probe.engine.decl.options.clone();
        let owner = |o: &OptionDecl| owner_of(o, &invite.players, &invite.inviter);
        check_secrets(&decl_options, &secrets, me, &owner)?;
        let promised: Vec<&str> = decl_options
            .iter()
            .filter(|o| o.is_secret() && owner(o) == invite.inviter)
            .map(|o| o.id.as_str())
            .collect();
        let sent: Vec<&str> = invite.secrets.iter().map(|s| s.option.as_str()).collect();
        if promised != sent || invite.secrets.iter().any(|s| s.owner != invite.inviter) {
            return Err(PbemError::Setup {
                file,
                what: format!(
                    "the invitation commits to the secret options [{}], but {}'s secrets under this ruleset are [{}]",
                    sent.join(", "),
                    invite.inviter,
                    promised.join(", ")
                ),
            });
        }
        let their: Vec<&OptionDecl> = decl_options
            .iter()
            .filter(|o| o.is_secret() && owner(o) != me)
            .collect();
        enumerate(&their)?;
        let my_secrets = commit_secrets(&decl_options, &probe.options, me, &owner)?;
        let my_half = commit::random_hex().map_err(PbemError::Io)?;
        let game = commit::sha256_hex(&bytes);
        let join = Join {
            seed_half: my_half.clone(),
            secrets: commitments_of(&my_secrets, me, &invite.seed_commitment),
        };
        let record = Record {
            format: files::RECORD_FORMAT.into(),
            format_version: files::FORMAT_VERSION,
            me: me.to_string(),
            role: Role::Joiner,
            game: game.clone(),
            their_secrets: invite.secrets.clone(),
            invite,
            my_half,
            their_half: None,
            my_commitments: join.secrets.clone(),
            my_secrets,
            revealed: BTreeMap::new(),
            chain: Vec::new(),
            steps: Vec::new(),
            exchanged: 0,
        };
        let mut player = Player::with(library, dir, record, decl_options)?;
        player.keep_file(&bytes, &env, "invite")?;
        let reply = Envelope {
            format: files::FORMAT.into(),
            format_version: files::FORMAT_VERSION,
            game,
            seq: 1,
            previous: player.record.chain[0].sha256.clone(),
            from: me.to_string(),
            body: Body::Join(join),
        };
        let reply_bytes = files::envelope_bytes(&reply);
        let path = player.write_file(&reply, &reply_bytes, "join")?;
        Ok((player, path))
    }

    /// Opens the game kept in `dir`, replaying every step so far.
    pub fn open(library: &Library, dir: &Path) -> Result<Player, PbemError> {
        let path = dir.join(RECORD_FILE);
        let shown = path.display().to_string();
        let text = std::fs::read_to_string(&path).map_err(|e| {
            PbemError::Io(format!(
                "{shown}: {e} (is {} a play-by-e-mail game folder?)",
                dir.display()
            ))
        })?;
        let record: Record = serde_json::from_str(&text).map_err(|e| {
            PbemError::Io(format!(
                "{shown}: not a readable play-by-e-mail record: {e}"
            ))
        })?;
        if record.format != files::RECORD_FORMAT || record.format_version != files::FORMAT_VERSION {
            return Err(PbemError::Io(format!(
                "{shown}: not a play-by-e-mail record this sandtable reads (format {} version {})",
                record.format, record.format_version
            )));
        }
        let probe = Game::new(
            library,
            GameSetup {
                ruleset: record.invite.ruleset.id.clone(),
                scenario: record.invite.scenario.clone(),
                seed: 0,
                options: record.invite.options.clone(),
            },
        )?;
        Player::with(library, dir, record, probe.engine.decl.options.clone())
    }

    fn with(
        library: &Library,
        dir: &Path,
        record: Record,
        decl_options: Vec<OptionDecl>,
    ) -> Result<Player, PbemError> {
        let owner_names = owners(&decl_options, &record);
        let their: Vec<&OptionDecl> = decl_options
            .iter()
            .filter(|o| o.is_secret() && owner_names.get(&o.id) != Some(&record.me))
            .collect();
        let candidates = enumerate(&their)?;
        let mut player = Player {
            dir: dir.to_path_buf(),
            library: library.clone(),
            record,
            decl_options,
            candidates,
            games: Vec::new(),
        };
        player.rebuild()?;
        Ok(player)
    }

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
        // Play by e-mail never undoes: no snapshots (a large game would keep gigabytes).
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

    /// Why this player may not take a step now, if he may not.
    fn may_play(&self) -> Result<(), PbemError> {
        let Some(g) = self.game() else {
            return Err(PbemError::NotNow(format!(
                "the seed is not known yet: wait for {}'s {}",
                self.opponent(),
                if self.record.role == Role::Joiner {
                    "first turn, which opens his half"
                } else {
                    "reply to the invitation"
                }
            )));
        };
        if !self.my_move() {
            return Err(PbemError::NotNow(format!(
                "it is {}'s move: receive his file first",
                self.opponent()
            )));
        }
        if g.is_over() {
            return Err(PbemError::Game(GameError::Over));
        }
        let side = g.acting_side();
        if !self.my_sides().contains(&side) {
            return Err(PbemError::NotNow(format!(
                "{side} acts now, and {} plays {side}: send your turn (sandtable pbem send)",
                self.opponent()
            )));
        }
        if !self.states_agree() {
            return Err(PbemError::NotNow(format!(
                "the board now depends on {}'s secret choices: send your turn, and play on when his reply settles it",
                self.opponent()
            )));
        }
        Ok(())
    }

    /// Takes one step (an action, or the answer to a decision) for this player's side, and
    /// keeps it in the record.
    pub fn play(&mut self, input: Value) -> Result<(), PbemError> {
        self.step(input)?;
        self.save()
    }

    fn step(&mut self, input: Value) -> Result<(), PbemError> {
        self.may_play()?;
        let side = self.games[0].1.acting_side();
        self.games[0].1.apply(input.clone())?;
        for i in 1..self.games.len() {
            if let Err(e) = self.games[i].1.apply(input.clone()) {
                // Legal under one value of the opponent's secret and not another: this player
                // cannot know which, so the step is not taken.
                self.rebuild()?;
                return Err(PbemError::NotNow(format!(
                    "whether {input} is legal depends on {}'s secret choices ({e}): choose another",
                    self.opponent()
                )));
            }
        }
        let mut step = Step {
            side,
            input,
            hash: None,
            by_candidate: BTreeMap::new(),
        };
        if self.candidates.len() == 1 {
            step.hash = Some(self.games[0].1.state_hash());
        } else {
            step.by_candidate = self
                .games
                .iter()
                .map(|(c, g)| (*c, g.state_hash()))
                .collect();
        }
        self.record.steps.push(step);
        Ok(())
    }

    /// Lets the computer play this player's side until the opponent must act (or `max` steps);
    /// returns the steps taken.
    pub fn play_bot(&mut self, max: usize) -> Result<usize, PbemError> {
        let mut n = 0;
        while n < max && self.may_play().is_ok() {
            let action = self.games[0].1.bot_choice()?;
            self.step(action)?;
            n += 1;
        }
        self.save()?;
        Ok(n)
    }

    /// Writes the next turn file — every step since the last file, and this player's secrets
    /// opened once the game is over — and returns its path.
    pub fn send(&mut self) -> Result<PathBuf, PbemError> {
        if !self.my_move() {
            return Err(PbemError::NotNow(format!(
                "it is {}'s move: receive his file first",
                self.opponent()
            )));
        }
        let Some(g) = self.game() else {
            return Err(PbemError::NotNow(format!(
                "the seed is not known yet: wait for {}'s file",
                self.opponent()
            )));
        };
        let over = g.is_over();
        if !over && self.my_sides().contains(&g.acting_side()) && self.states_agree() {
            return Err(PbemError::NotNow(format!(
                "{} still acts: play on, then send (the turn passes when {} must act)",
                g.acting_side(),
                self.opponent()
            )));
        }
        if over && self.record.exchanged == self.record.steps.len() && self.my_revealed() {
            return Err(PbemError::NotNow(
                "the game is over and everything is sent".into(),
            ));
        }
        let first = self.record.role == Role::Inviter && self.record.chain.len() == 2;
        let cols: Vec<usize> = self.games.iter().map(|(c, _)| *c).collect();
        let steps = self.record.steps[self.record.exchanged..]
            .iter()
            .map(|s| SentStep {
                side: s.side.clone(),
                input: s.input.clone(),
                hashes: cols
                    .iter()
                    .map(|c| {
                        s.hash
                            .clone()
                            .or_else(|| s.by_candidate.get(c).cloned())
                            .unwrap_or_default()
                    })
                    .collect(),
            })
            .collect();
        let opp_sides = self.sides_of(self.opponent());
        let owes = g.pending_decision().filter(|d| {
            d["side"]
                .as_str()
                .is_some_and(|s| opp_sides.iter().any(|o| o == s))
        });
        let turn = Turn {
            ruleset_hash: g.ruleset_hash.clone(),
            setup: self.setup_hash(),
            seed_half: first.then(|| self.record.my_half.clone()),
            candidates: cols.iter().map(|c| self.candidates[*c].clone()).collect(),
            steps,
            end_hashes: self.games.iter().map(|(_, g)| g.state_hash()).collect(),
            owes,
            reveal: if over {
                self.record.my_secrets.values().cloned().collect()
            } else {
                Vec::new()
            },
        };
        let last = self
            .record
            .chain
            .last()
            .map(|l| (l.seq, l.sha256.clone()))
            .unwrap_or_default();
        let env = Envelope {
            format: files::FORMAT.into(),
            format_version: files::FORMAT_VERSION,
            game: self.record.game.clone(),
            seq: last.0 + 1,
            previous: last.1,
            from: self.record.me.clone(),
            body: Body::Turn(turn),
        };
        let bytes = files::envelope_bytes(&env);
        let exchanged = self.record.exchanged;
        self.record.exchanged = self.record.steps.len();
        match self.write_file(&env, &bytes, "turn") {
            Ok(p) => Ok(p),
            Err(e) => {
                self.record.exchanged = exchanged;
                Err(e)
            }
        }
    }

    /// True if this player's last file opened his secrets (or he has none).
    fn my_revealed(&self) -> bool {
        self.record.my_secrets.is_empty()
            || self
                .record
                .chain
                .iter()
                .rev()
                .find(|l| l.from == self.record.me)
                .is_some_and(|l| {
                    files::read_envelope(&self.dir.join(&l.file))
                        .is_ok_and(|(_, e)| matches!(e.body, Body::Turn(t) if !t.reveal.is_empty()))
                })
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

    /// Receives the opponent's file at `path`: checks that it is the next file of this game,
    /// replays its steps and accepts it only if every one is his to take, legal, and comes out
    /// as in his game. On any refusal nothing here changes.
    pub fn receive(&mut self, path: &Path) -> Result<Received, PbemError> {
        let result = self.try_receive(path);
        if result.is_err() {
            // The games in memory may have taken some of the steps: rebuild them from the
            // record, which was not touched.
            let record = self.dir.join(RECORD_FILE);
            if let Ok(text) = std::fs::read_to_string(&record)
                && let Ok(r) = serde_json::from_str::<Record>(&text)
            {
                self.record = r;
            }
            self.rebuild()?;
        }
        result
    }

    fn try_receive(&mut self, path: &Path) -> Result<Received, PbemError> {
        let file = path.display().to_string();
        let (bytes, env) = files::read_envelope(path).map_err(PbemError::Io)?;
        if env.game != self.record.game {
            return Err(PbemError::OtherGame {
                file,
                expected: short(&self.record.game),
                found: short(&env.game),
            });
        }
        let last = self.record.chain.last().cloned().unwrap_or(Link {
            seq: 0,
            from: String::new(),
            file: String::new(),
            sha256: String::new(),
        });
        if env.seq <= last.seq {
            return Err(PbemError::OutOfOrder {
                file,
                what: format!(
                    "file {} of the exchange was received already (the last is file {})",
                    env.seq, last.seq
                ),
            });
        }
        if env.seq > last.seq + 1 {
            return Err(PbemError::OutOfOrder {
                file,
                what: format!(
                    "it is file {} of the exchange, and file {} has not been received: ask {} for it",
                    env.seq,
                    last.seq + 1,
                    self.opponent()
                ),
            });
        }
        if env.previous != last.sha256 {
            return Err(PbemError::OutOfOrder {
                file,
                what: format!(
                    "it does not follow file {} as it is kept here (it follows another version of it)",
                    last.seq
                ),
            });
        }
        if env.from != self.opponent() || last.from == env.from {
            return Err(PbemError::OutOfOrder {
                file,
                what: format!(
                    "written by {}, but the next file is {}'s to write",
                    env.from,
                    if last.from == self.record.me {
                        self.opponent()
                    } else {
                        &self.record.me
                    }
                ),
            });
        }
        let received = match env.body.clone() {
            Body::Invite(_) => {
                return Err(PbemError::OutOfOrder {
                    file,
                    what: "an invitation in the middle of a game".into(),
                });
            }
            Body::Join(join) => {
                self.accept_join(&file, join)?;
                Received {
                    steps: Vec::new(),
                    owes: None,
                    verified_secrets: false,
                }
            }
            Body::Turn(turn) => self.accept_turn(&file, turn)?,
        };
        self.keep_file(&bytes, &env, "turn")?;
        Ok(received)
    }

    fn accept_join(&mut self, file: &str, join: Join) -> Result<(), PbemError> {
        if !commit::is_random_hex(&join.seed_half) {
            return Err(PbemError::Seed {
                file: file.into(),
                what: "the reply's half of the seed is not 32 random bytes in hex".into(),
            });
        }
        let owners = owners(&self.decl_options, &self.record);
        let promised: Vec<&str> = self
            .decl_options
            .iter()
            .filter(|o| o.is_secret() && owners.get(&o.id).is_some_and(|p| *p != self.record.me))
            .map(|o| o.id.as_str())
            .collect();
        let sent: Vec<&str> = join.secrets.iter().map(|s| s.option.as_str()).collect();
        if promised != sent || join.secrets.iter().any(|s| s.owner != self.opponent()) {
            return Err(PbemError::Setup {
                file: file.into(),
                what: format!(
                    "the reply commits to the secret options [{}], but {}'s are [{}]",
                    sent.join(", "),
                    self.opponent(),
                    promised.join(", ")
                ),
            });
        }
        self.record.their_secrets = join.secrets;
        self.record.their_half = Some(join.seed_half);
        self.rebuild()
    }

    fn accept_turn(&mut self, file: &str, turn: Turn) -> Result<Received, PbemError> {
        let file = file.to_string();
        if turn.ruleset_hash != self.record.invite.ruleset.content_hash {
            return Err(PbemError::Setup {
                file,
                what: format!(
                    "played under another version of the ruleset (content hash {}, agreed {}): both players must play the files agreed",
                    short(&turn.ruleset_hash),
                    short(&self.record.invite.ruleset.content_hash)
                ),
            });
        }
        if turn.setup != self.setup_hash() {
            return Err(PbemError::Setup {
                file,
                what:
                    "played under another set-up (options, scenario, sides or secrets) than agreed"
                        .into(),
            });
        }
        match (
            &turn.seed_half,
            self.record.role == Role::Joiner && self.record.their_half.is_none(),
        ) {
            (Some(half), true) => {
                if !commit::is_random_hex(half)
                    || commit::commitment("sandtable-pbem seed half", "", half, "")
                        != self.record.invite.seed_commitment
                {
                    return Err(PbemError::Seed {
                        file,
                        what: format!(
                            "{}'s half of the seed does not open the commitment in his invitation: a seed chosen after the fact is refused",
                            self.opponent()
                        ),
                    });
                }
                self.record.their_half = Some(half.clone());
                self.rebuild()?;
            }
            (None, true) => {
                return Err(PbemError::Seed {
                    file,
                    what: format!(
                        "{}'s first turn must open his half of the seed, and does not",
                        self.opponent()
                    ),
                });
            }
            (Some(_), false) => {
                return Err(PbemError::Seed {
                    file,
                    what: "a half of the seed where none is due".into(),
                });
            }
            (None, false) => {}
        }
        if self.games.is_empty() {
            return Err(PbemError::NotNow("the seed is not known yet".into()));
        }
        let truth: Map<String, Value> = self
            .record
            .my_secrets
            .iter()
            .map(|(k, r)| (k.clone(), r.value.clone()))
            .collect();
        let col = turn
            .candidates
            .iter()
            .position(|c| *c == truth)
            .ok_or_else(|| PbemError::Secret {
                file: file.clone(),
                option: truth.keys().cloned().collect::<Vec<_>>().join(", "),
                what: "the turn has no state hashes for the values of your secret options".into(),
            })?;
        if turn.end_hashes.len() != turn.candidates.len()
            || turn
                .steps
                .iter()
                .any(|s| s.hashes.len() != turn.candidates.len())
        {
            return Err(PbemError::Io(format!(
                "{file}: a hash per candidate is missing"
            )));
        }
        let sender_sides = self.sides_of(self.opponent());
        let mut shown = Vec::new();
        for (i, s) in turn.steps.iter().enumerate() {
            let (step, input) = (i + 1, s.input.to_string());
            let side = self.games[0].1.acting_side();
            if !sender_sides.contains(&side) || s.side != side {
                return Err(PbemError::NotTheirSide {
                    file,
                    step,
                    side,
                    sender: self.opponent().to_string(),
                    input,
                });
            }
            let theirs = &s.hashes[col];
            let before = self.games[0].1.log_len();
            let mut kept = Vec::new();
            let mut first_error = None;
            let mut first_hash = None;
            for (c, mut g) in std::mem::take(&mut self.games) {
                match g.apply(s.input.clone()) {
                    Ok(()) if g.state_hash() == *theirs => kept.push((c, g)),
                    Ok(()) => {
                        first_hash.get_or_insert(g.state_hash());
                    }
                    Err(e) => {
                        first_error.get_or_insert(e);
                    }
                }
            }
            if kept.is_empty() {
                return Err(match (first_hash, first_error) {
                    (Some(ours), _) => PbemError::Diverged {
                        file,
                        step,
                        side,
                        input,
                        theirs: theirs.clone(),
                        ours,
                    },
                    (None, Some(error)) => PbemError::Illegal {
                        file,
                        step,
                        side,
                        input,
                        error: Box::new(error),
                    },
                    (None, None) => PbemError::Io("no game to replay".into()),
                });
            }
            self.games = kept;
            // What the VCR shows: the step's log, less what only the sender's sides may see.
            let mine: Vec<usize> = self
                .my_sides()
                .iter()
                .filter_map(|s| self.games[0].1.engine.decl.catalog.side(s))
                .collect();
            let lines = self.games[0].1.with_world(|w| {
                w.log[before.min(w.log.len())..]
                    .iter()
                    .filter(|e| e.audience.is_none_or(|a| mine.contains(&a)))
                    .map(|e| e.text.clone())
                    .collect()
            });
            shown.push((side.clone(), s.input.clone(), lines));
            self.record.steps.push(Step {
                side,
                input: s.input.clone(),
                hash: Some(theirs.clone()),
                by_candidate: BTreeMap::new(),
            });
        }
        let end = &turn.end_hashes[col];
        let ours = self.games[0].1.state_hash();
        self.games.retain(|(_, g)| g.state_hash() == *end);
        if self.games.is_empty() {
            return Err(PbemError::Diverged {
                file,
                step: 0,
                side: String::new(),
                input: "the state the turn ends on".into(),
                theirs: end.clone(),
                ours,
            });
        }
        self.record.exchanged = self.record.steps.len();
        let mut verified_secrets = false;
        if !turn.reveal.is_empty() {
            self.open_secrets(&file, &turn.reveal)?;
            verified_secrets = true;
        }
        Ok(Received {
            steps: shown,
            owes: turn.owes,
            verified_secrets,
        })
    }

    /// Checks the opponent's opened secrets against his commitments, then replays the whole
    /// game under them, checking every hash: a secret changed after the fact is caught.
    fn open_secrets(&mut self, file: &str, reveal: &[Reveal]) -> Result<(), PbemError> {
        if !self.game().is_some_and(|g| g.is_over()) {
            return Err(PbemError::Secret {
                file: file.into(),
                option: reveal[0].option.clone(),
                what: "secrets are opened only when the game is over".into(),
            });
        }
        let context = self.record.invite.seed_commitment.clone();
        for r in reveal {
            let c = self
                .record
                .their_secrets
                .iter()
                .find(|c| c.option == r.option)
                .ok_or_else(|| PbemError::Secret {
                    file: file.into(),
                    option: r.option.clone(),
                    what: format!("{} committed to no such secret", self.opponent()),
                })?;
            if secret_commitment(&r.option, &context, &r.value, &r.nonce) != c.commitment {
                return Err(PbemError::Secret {
                    file: file.into(),
                    option: r.option.clone(),
                    what: format!(
                        "the value opened ({}) does not match the commitment {} made before the game: a secret changed after the fact is refused",
                        r.value,
                        self.opponent()
                    ),
                });
            }
        }
        if reveal.len() != self.record.their_secrets.len() {
            return Err(PbemError::Secret {
                file: file.into(),
                option: String::new(),
                what: "not every secret committed is opened".into(),
            });
        }
        self.record.revealed = reveal
            .iter()
            .map(|r| (r.option.clone(), r.value.clone()))
            .collect();
        let c = self.open_candidates();
        let [c] = c.as_slice() else {
            return Err(PbemError::Secret {
                file: file.into(),
                option: String::new(),
                what: "the values opened are not among those the game could have".into(),
            });
        };
        let mut g = self.new_game(*c, self.seed().unwrap_or_default())?;
        replay_steps(&mut g, *c, &self.record.steps).map_err(|what| PbemError::Secret {
            file: file.into(),
            option: reveal
                .iter()
                .map(|r| r.option.clone())
                .collect::<Vec<_>>()
                .join(", "),
            what: format!("the game was not played with the values opened ({what})"),
        })?;
        self.games = vec![(*c, g)];
        Ok(())
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

/// The player who owns a secret option: the player of its `secret_for` side, else the inviter.
fn owner_of(o: &OptionDecl, players: &BTreeMap<String, String>, inviter: &str) -> String {
    o.secret_for
        .as_ref()
        .and_then(|s| players.get(s))
        .cloned()
        .unwrap_or_else(|| inviter.to_string())
}

fn owners(decl: &[OptionDecl], record: &Record) -> BTreeMap<String, String> {
    decl.iter()
        .filter(|o| o.is_secret())
        .map(|o| {
            (
                o.id.clone(),
                owner_of(o, &record.invite.players, &record.invite.inviter),
            )
        })
        .collect()
}

/// Refuses secrets that are not secret options or not this player's to set.
fn check_secrets(
    decl: &[OptionDecl],
    secrets: &Map<String, Value>,
    me: &str,
    owner: &dyn Fn(&OptionDecl) -> String,
) -> Result<(), PbemError> {
    for id in secrets.keys() {
        let Some(o) = decl.iter().find(|o| o.id == *id) else {
            return Err(PbemError::NotNow(format!(
                "no option '{id}' in this ruleset"
            )));
        };
        if !o.is_secret() {
            return Err(PbemError::NotNow(format!(
                "option '{id}' is not secret: set it as an ordinary option (--option)"
            )));
        }
        let who = owner(o);
        if who != me {
            return Err(PbemError::NotNow(format!(
                "option '{id}' is {who}'s secret: only {who} sets it"
            )));
        }
    }
    Ok(())
}

/// This player's secret options with the values in force, each with a fresh nonce.
fn commit_secrets(
    decl: &[OptionDecl],
    in_force: &Map<String, Value>,
    me: &str,
    owner: &dyn Fn(&OptionDecl) -> String,
) -> Result<BTreeMap<String, Reveal>, PbemError> {
    let mut out = BTreeMap::new();
    for o in decl.iter().filter(|o| o.is_secret() && owner(o) == me) {
        let value = in_force.get(&o.id).cloned().unwrap_or(o.default.clone());
        let nonce = commit::random_hex().map_err(PbemError::Io)?;
        out.insert(
            o.id.clone(),
            Reveal {
                option: o.id.clone(),
                value,
                nonce,
            },
        );
    }
    Ok(out)
}

fn secret_commitment(option: &str, context: &str, value: &Value, nonce: &str) -> String {
    commit::commitment(
        &format!("sandtable-pbem secret {option}"),
        context,
        &value.to_string(),
        nonce,
    )
}

fn commitments_of(
    secrets: &BTreeMap<String, Reveal>,
    me: &str,
    context: &str,
) -> Vec<SecretCommitment> {
    secrets
        .values()
        .map(|r| SecretCommitment {
            option: r.option.clone(),
            owner: me.to_string(),
            commitment: secret_commitment(&r.option, context, &r.value, &r.nonce),
        })
        .collect()
}

/// Every combination of values of `options` (each `choices`, or off and on for a yes/no
/// option): the candidates the other player's program plays under.
fn enumerate(options: &[&OptionDecl]) -> Result<Vec<Map<String, Value>>, PbemError> {
    let mut out = vec![Map::new()];
    for o in options {
        let domain: Vec<Value> = if !o.choices.is_empty() {
            o.choices.clone()
        } else if o.default.is_boolean() {
            vec![Value::Bool(false), Value::Bool(true)]
        } else {
            return Err(PbemError::NotNow(format!(
                "secret option '{}' has no list of values (`choices`): the other player's program cannot play under every value it might have, so it cannot be kept secret by e-mail",
                o.id
            )));
        };
        let mut next = Vec::new();
        for m in &out {
            for v in &domain {
                let mut m = m.clone();
                m.insert(o.id.clone(), v.clone());
                next.push(m);
            }
        }
        if next.len() > MAX_CANDIDATES {
            return Err(PbemError::NotNow(format!(
                "the secret options have more than {MAX_CANDIDATES} combinations of values: too many for the other player's program to play under each"
            )));
        }
        out = next;
    }
    Ok(out)
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
