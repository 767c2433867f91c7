//! The window's handling of a game by e-mail (see [`super::pbem`]): opening, inviting and
//! joining, taking a step (the player first, then the window's copy), sending, receiving, and
//! the opponent's turn shown step by step.

use super::app::SandtableApp;
use super::commands::Vcr;
use super::pbem::{PbemPlay, TurnReplay};
use crate::session::pbem::{NewGame, Player};
use serde_json::{Map, Value};
use std::path::Path;

impl SandtableApp {
    /// Opens the game by e-mail kept in `dir`.
    pub(super) fn open_pbem(&mut self, dir: &Path) {
        self.start.pbem.folder = dir.display().to_string();
        match Player::open(self.library(), dir) {
            Ok(player) => {
                let n = player.steps().len();
                self.enter_pbem(
                    player,
                    format!(
                        "Opened the game by e-mail in {} ({n} steps replayed and checked).",
                        dir.display()
                    ),
                );
            }
            Err(e) => self.fail(format!("The game by e-mail could not be opened: {e}")),
        }
    }

    /// Writes an invitation in `dir` from the start screen's game.
    pub(super) fn invite_pbem(&mut self, spec: NewGame, dir: &Path) {
        match Player::invite(self.library(), dir, spec) {
            Ok((player, file)) => {
                let them = player.opponent_name().to_string();
                self.enter_pbem(
                    player,
                    format!(
                        "Invitation written: {}. Send it to {them}; open the reply (Open {them}'s file…) when it comes.",
                        file.display()
                    ),
                );
            }
            Err(e) => self.fail(format!("The invitation was not written: {e}")),
        }
    }

    /// Answers the invitation at `invitation` as `me`, in `dir`.
    pub(super) fn join_pbem(
        &mut self,
        invitation: &Path,
        dir: &Path,
        me: &str,
        secrets: Map<String, Value>,
    ) {
        match Player::join(self.library(), dir, invitation, me, secrets) {
            Ok((player, file)) => {
                let them = player.opponent_name().to_string();
                self.enter_pbem(
                    player,
                    format!(
                        "Reply written: {}. Send it to {them}; {them}'s first turn fixes the seed and starts the game.",
                        file.display()
                    ),
                );
            }
            Err(e) => self.fail(format!("The invitation was not answered: {e}")),
        }
    }

    /// Shows the player's game: on the map once the seed is known, else on the start screen
    /// (waiting for the opponent's file).
    fn enter_pbem(&mut self, player: Player, news: String) {
        let play = PbemPlay::new(player);
        let n = play.player.steps().len();
        if play.player.game().is_none() {
            // A game in play stays (Back to the game); the start screen says what this one
            // waits for.
            self.pbem_lobby = Some(play);
            self.on_start_screen = true;
            self.say(news);
            return;
        }
        match play.player.replay_game(n) {
            Ok(game) => {
                let seats = play.seats(&game);
                self.pbem_lobby = None;
                self.start_game(game, seats);
                if let Some(s) = &mut self.session {
                    // The rules are the agreed ones: a change on disk is not followed.
                    s.auto_reload = false;
                    s.pbem = Some(play);
                }
                self.say(news);
            }
            Err(e) => self.fail(format!("The game by e-mail could not be shown: {e}")),
        }
    }

    /// The game by e-mail in play or waiting on the start screen.
    fn pbem_mut(&mut self) -> Option<&mut PbemPlay> {
        match &mut self.session {
            Some(s) if s.pbem.is_some() => s.pbem.as_mut(),
            _ => self.pbem_lobby.as_mut(),
        }
    }

    /// Writes the turn file.
    pub(super) fn send_turn(&mut self) {
        let Some(p) = self.pbem_mut() else {
            self.fail("This is not a game by e-mail.");
            return;
        };
        let result = p.player.send();
        p.refresh();
        let them = p.opponent().to_string();
        match result {
            Ok(file) => {
                p.last_sent = Some(file.clone());
                self.say(format!(
                    "Turn written: {}. Send this file to {them}, and open his reply when it comes.",
                    file.display()
                ));
            }
            Err(e) => self.fail(format!("No turn was written: {e}")),
        }
    }

    /// Receives the opponent's file and starts showing his steps.
    pub(super) fn receive_turn(&mut self, path: &Path) {
        let Some(p) = self.pbem_mut() else {
            self.fail("This is not a game by e-mail: open its folder first.");
            return;
        };
        if p.replay.as_ref().is_some_and(|r| !r.done()) {
            self.fail("Watch the turn received to its end first (To the end shows it at once).");
            return;
        }
        let before = p.player.steps().len();
        let result = p.player.receive(path);
        p.refresh();
        let them = p.opponent().to_string();
        let received = match result {
            Ok(r) => r,
            Err(e) => {
                self.fail(format!(
                    "{them}'s file was refused, and your game is as it was: {e}"
                ));
                return;
            }
        };
        let mut closing = format!(
            "{them}'s turn replayed: {} steps, each his to take, legal and coming out as in his game.",
            received.steps.len()
        );
        if received.owes.is_some() {
            closing.push_str(" He left you a decision to take.");
        }
        if received.verified_secrets {
            closing.push_str(&format!(
                " {them} opened his secret options, and the whole game replays under them: verified."
            ));
        }
        // The lobby's game gets its board once the seed is known.
        if self.session.as_ref().is_none_or(|s| s.pbem.is_none()) {
            let Some(play) = self.pbem_lobby.take() else {
                return;
            };
            if play.player.game().is_none() {
                let text = format!("{} received.", path.display());
                self.pbem_lobby = Some(play);
                self.say(text);
                return;
            }
            let steps: Vec<(String, Value)> = play.player.steps()[before..]
                .iter()
                .map(|s| (s.side.clone(), s.input.clone()))
                .collect();
            let game = match play.player.replay_game(before) {
                Ok(g) => g,
                Err(e) => {
                    // The file was accepted and kept: the game stays on the start screen.
                    self.pbem_lobby = Some(play);
                    self.fail(format!("The game by e-mail could not be shown: {e}"));
                    return;
                }
            };
            let seats = play.seats(&game);
            self.start_game(game, seats);
            if let Some(s) = &mut self.session {
                s.auto_reload = false;
                s.pbem = Some(play);
            }
            self.begin_replay(path, steps, closing);
            return;
        }
        let Some(s) = &mut self.session else { return };
        let Some(p) = &mut s.pbem else { return };
        let steps: Vec<(String, Value)> = p.player.steps()[before..]
            .iter()
            .map(|s| (s.side.clone(), s.input.clone()))
            .collect();
        if p.player.shown_candidate() != p.shown {
            // The game the window followed was played under a value of the opponent's secret
            // that his turn rules out: show the one still possible, from before his turn.
            match p.player.replay_game(before) {
                Ok(g) => {
                    s.game = g;
                    p.shown = p.player.shown_candidate();
                    s.generation += 1;
                    s.unit_views = None;
                    self.log.forget_rows();
                }
                Err(e) => {
                    self.fail(format!("The game by e-mail could not be shown: {e}"));
                    return;
                }
            }
        }
        self.begin_replay(path, steps, closing);
    }

    fn begin_replay(&mut self, path: &Path, steps: Vec<(String, Value)>, closing: String) {
        let Some(p) = self.session.as_mut().and_then(|s| s.pbem.as_mut()) else {
            return;
        };
        let n = steps.len();
        p.replay = Some(TurnReplay {
            file: path.to_path_buf(),
            steps,
            next: 0,
            playing: false,
            last_step: f64::NEG_INFINITY,
            closing,
        });
        if n == 0 {
            self.vcr(Vcr::End);
        } else {
            let them = p.opponent().to_string();
            self.say(format!(
                "{them}'s file is accepted: {n} steps, shown one by one (Step, Play, Next die roll, To the end)."
            ));
        }
    }

    /// Steps through the opponent's turn.
    pub(super) fn vcr(&mut self, v: Vcr) {
        let Some(s) = &mut self.session else { return };
        let viewer = s.viewer();
        let guessed = s.secrets_guessed();
        let Some(r) = s.pbem.as_mut().and_then(|p| p.replay.as_mut()) else {
            return;
        };
        let mut news = None;
        let mut error = None;
        let count = match v {
            Vcr::Play(on) => {
                r.playing = on;
                0
            }
            Vcr::Step => 1,
            Vcr::NextRoll | Vcr::End => usize::MAX,
        };
        let mut taken = 0;
        while taken < count && r.next < r.steps.len() {
            let (side, input) = r.steps[r.next].clone();
            let before = s.game.log_len();
            if let Err(e) = s.game.apply(input.clone()) {
                error = Some(format!("step {} ({side}: {input}): {e}", r.next + 1));
                break;
            }
            r.next += 1;
            taken += 1;
            let (line, rolled) = s.game.with_world(|w| {
                let new = &w.log[before.min(w.log.len())..];
                let rolled = new.iter().any(|e| {
                    e.kind == "die_rolled"
                        && (viewer.is_none() || e.audience.is_none() || e.audience == viewer)
                });
                (super::app::last_news(new, viewer, guessed), rolled)
            });
            news = line.or(news);
            if v == Vcr::NextRoll && rolled {
                break;
            }
        }
        if taken > 0 {
            s.generation += 1;
        }
        let done = r.done();
        if done {
            r.playing = false;
        }
        let closing = r.closing.clone();
        let total = r.steps.len();
        let at = r.next;
        if let Some(e) = error {
            self.resync_pbem(format!("A step of the turn received did not replay in the window ({e}); the board is shown again from the game folder."));
            return;
        }
        if done {
            self.end_replay(closing);
        } else if let Some(n) = news {
            self.say(format!("Step {at} of {total}: {n}"));
        }
    }

    /// Shows one step of the turn received when it plays on its own.
    pub(super) fn step_replay(&mut self, ctx: &eframe::egui::Context) {
        let speed = self.prefs.bot_speed.clamp(0.1, 120.0) as f64;
        let Some(r) = self
            .session
            .as_mut()
            .and_then(|s| s.pbem.as_mut())
            .and_then(|p| p.replay.as_mut())
            .filter(|r| r.playing && !r.done())
        else {
            return;
        };
        let now = ctx.input(|i| i.time);
        let wait = r.last_step + 1.0 / speed - now;
        if wait > 0.0 {
            ctx.request_repaint_after(std::time::Duration::from_secs_f64(wait));
            return;
        }
        r.last_step = now;
        ctx.request_repaint_after(std::time::Duration::from_secs_f64(1.0 / speed));
        self.vcr(Vcr::Step);
    }

    /// The last step shown: the window's game must be the player's.
    fn end_replay(&mut self, closing: String) {
        let Some(s) = &mut self.session else { return };
        let Some(p) = &mut s.pbem else { return };
        let theirs = p.player.game().map(|g| g.state_hash());
        if theirs.as_deref() != Some(s.game.state_hash().as_str()) {
            self.resync_pbem("The board shown differed from the game kept in the folder; it is shown again from the folder.".into());
            return;
        }
        p.refresh();
        let next = p.headline();
        self.say(format!("{closing} {next}."));
    }

    /// Makes the window's game again from the player's (after a step that did not replay).
    fn resync_pbem(&mut self, why: String) {
        let Some(s) = &mut self.session else { return };
        let Some(p) = &mut s.pbem else { return };
        p.replay = None;
        match p.player.replay_game(p.player.steps().len()) {
            Ok(g) => {
                s.game = g;
                p.shown = p.player.shown_candidate();
                s.generation += 1;
                s.unit_views = None;
                p.refresh();
                self.log.forget_rows();
                self.fail(why);
            }
            Err(e) => self.fail(format!("{why} It could not be: {e}")),
        }
    }

    /// Takes a step in a game by e-mail: the player first (who refuses what the exchange does
    /// not allow), then the window's copy. True if it was taken.
    pub(super) fn take_pbem(&mut self, action: &Value) -> Result<(), String> {
        let Some(s) = &mut self.session else {
            return Err("There is no game.".into());
        };
        let Some(p) = &mut s.pbem else {
            return Err("This is not a game by e-mail.".into());
        };
        if p.replay.as_ref().is_some_and(|r| !r.done()) {
            return Err(format!(
                "Watch {}'s turn to its end first (To the end shows it at once).",
                p.opponent()
            ));
        }
        let result = p.player.play(action.clone());
        p.refresh();
        if let Err(e) = result {
            return Err(format!("Refused: {e}"));
        }
        if let Err(e) = s.game.apply(action.clone()) {
            self.resync_pbem(format!(
                "The step was kept in the game folder but did not replay in the window ({e}); the board is shown again from the folder."
            ));
        }
        Ok(())
    }
}
