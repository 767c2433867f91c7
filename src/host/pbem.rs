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

use super::app::SandtableApp;
use super::commands::{Seat, Vcr};
use crate::session::Game;
use crate::session::pbem::{NewGame, Player, Status};
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
    fn seats(&self, game: &Game) -> BTreeMap<String, Seat> {
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
                        "Invitation written: {}. Send it to {them}; open his reply (Open {them}'s file…) when it comes.",
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
                        "Reply written: {}. Send it to {them}; his first turn fixes the seed and starts the game.",
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
            self.pbem_lobby = Some(play);
            self.session = None;
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

/// The refusal of a window command a game by e-mail does not allow, if `session` is one.
pub fn refused_in_pbem(session: Option<&super::play::Session>, what: &str) -> Option<String> {
    let p = session?.pbem.as_ref()?;
    let folder = p.player.folder().display();
    let them = p.opponent();
    Some(match what {
        "undo" => "A game by e-mail has no Undo: a step taken back could be taken again with other dice. (Nothing leaves this computer until you send your turn, but what you play is kept.)".into(),
        "reload" => format!("The rules of a game by e-mail are the ones agreed with {them}: they are not reloaded. Try a rule change in a game of your own."),
        "save" => format!("A game by e-mail is kept in its folder, {folder}, after every step: there is nothing else to save."),
        "seat" => format!("In a game by e-mail you play your sides and {them} plays his."),
        _ => format!("Not in a game by e-mail ({what})."),
    })
}
