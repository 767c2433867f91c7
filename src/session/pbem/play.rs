//! Playing one's own side and sending the turn.

use super::files::{self, Body, Envelope, Role, SentStep, Step, Turn};
use super::{PbemError, Player};
use crate::session::GameError;
use serde_json::Value;
use std::collections::BTreeMap;
use std::path::PathBuf;

impl Player {
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

    /// Why this player may not take a step now (the opponent's move, or his side to act, or
    /// the seed not known yet); `None` when he may.
    pub fn why_not_play(&self) -> Option<String> {
        self.may_play().err().map(|e| e.to_string())
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

    /// Why this player may not send a turn now (the opponent's move, or his own side still
    /// to act, or everything sent); `None` when he may.
    pub fn why_not_send(&self) -> Option<String> {
        self.may_send().err().map(|e| e.to_string())
    }

    fn may_send(&self) -> Result<(), PbemError> {
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
        Ok(())
    }

    /// Writes the next turn file — every step since the last file, and this player's secrets
    /// opened once the game is over — and returns its path.
    pub fn send(&mut self) -> Result<PathBuf, PbemError> {
        self.may_send()?;
        let Some(g) = self.game() else {
            return Err(PbemError::NotNow("the seed is not known yet".into()));
        };
        let over = g.is_over();
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
}
