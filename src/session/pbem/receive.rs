//! Receiving the opponent's file: the checks, the replay of his steps under every candidate
//! still possible, and the opening of his secrets at the end.

use super::files::{self, Body, Join, Link, Record, Reveal, Step, Turn};
use super::secrets::{owners, secret_commitment};
use super::{PbemError, Player, RECORD_FILE, Received, commit, replay_steps, short};
use crate::session::pbem::files::Role;
use serde_json::{Map, Value};
use std::collections::BTreeMap;
use std::path::Path;

impl Player {
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
        let kind = match &env.body {
            Body::Join(_) => "join",
            _ => "turn",
        };
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
        self.keep_file(&bytes, &env, kind)?;
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
                        input: format!("{side}: {input}"),
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
}
