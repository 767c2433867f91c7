//! `sandtable pbem`: play by e-mail from the command line — start a game, join one, take
//! your side's actions (or let the computer take them), send your turn, receive the
//! opponent's (replayed and checked before it is accepted), and see where the game stands.
//! docs/pbem.md walks through a game.

use super::{parse_options, say};
use crate::script::Library;
use crate::session::pbem::{NewGame, Player, Received};
use clap::{Args, Subcommand};
use std::path::{Path, PathBuf};

/// `sandtable pbem …`.
#[derive(Args, Debug)]
pub struct PbemArgs {
    /// What to do.
    #[command(subcommand)]
    pub command: PbemCommand,
}

/// The steps of a play-by-e-mail game.
#[derive(Subcommand, Debug)]
pub enum PbemCommand {
    /// Start a game in a new folder: writes the invitation to send to the opponent.
    New {
        /// Your game folder (created; it must not hold a game).
        dir: PathBuf,
        /// Ruleset id.
        #[arg(long)]
        ruleset: String,
        /// Scenario id.
        #[arg(long)]
        scenario: String,
        /// Your name.
        #[arg(long)]
        me: String,
        /// The side you play (the opponent plays the others).
        #[arg(long)]
        side: String,
        /// The opponent's name.
        #[arg(long)]
        opponent: String,
        /// An option both see: ID or ID=VALUE. Repeatable.
        #[arg(long = "option", value_name = "ID[=VALUE]")]
        options: Vec<String>,
        /// One of your secret options (e.g. rosecrans_caution=on): sent as a commitment and
        /// opened at the end. Repeatable.
        #[arg(long = "secret", value_name = "ID[=VALUE]")]
        secrets: Vec<String>,
    },
    /// Accept an invitation in a new folder: writes the reply to send back.
    Join {
        /// Your game folder (created; it must not hold a game).
        dir: PathBuf,
        /// The invitation file received.
        invite: PathBuf,
        /// Your name, as the invitation names you.
        #[arg(long)]
        me: String,
        /// One of your secret options. Repeatable.
        #[arg(long = "secret", value_name = "ID[=VALUE]")]
        secrets: Vec<String>,
    },
    /// Read the opponent's file: every step is replayed and checked before it is accepted.
    Receive {
        /// Your game folder.
        dir: PathBuf,
        /// The file received.
        file: PathBuf,
        /// Print only the summary, not each step and its log.
        #[arg(long)]
        quiet: bool,
    },
    /// Take one action for your side (JSON, e.g. '{"kind":"end_phase"}'), or with --bot let
    /// the computer play your side until the opponent must act.
    Play {
        /// Your game folder.
        dir: PathBuf,
        /// The action or answer, as JSON.
        action: Option<String>,
        /// The computer plays your side.
        #[arg(long, conflicts_with = "action")]
        bot: bool,
    },
    /// Write your turn file (every step since your last file) to send to the opponent.
    Send {
        /// Your game folder.
        dir: PathBuf,
    },
    /// Where the game stands: whose move, the turn, what is waiting.
    Status {
        /// Your game folder.
        dir: PathBuf,
        /// Print JSON.
        #[arg(long)]
        json: bool,
    },
}

/// Runs a `pbem` command; the exit code.
pub fn run(library: &Library, args: PbemArgs) -> i32 {
    match go(library, args.command) {
        Ok(()) => 0,
        Err(e) => {
            tell!("error: {e}");
            1
        }
    }
}

fn go(library: &Library, command: PbemCommand) -> Result<(), String> {
    match command {
        PbemCommand::New {
            dir,
            ruleset,
            scenario,
            me,
            side,
            opponent,
            options,
            secrets,
        } => {
            let spec = NewGame {
                ruleset,
                scenario,
                me,
                side,
                opponent,
                options: parse_options(&options)?,
                secrets: parse_options(&secrets)?,
            };
            let opponent = spec.opponent.clone();
            let (_, file) = Player::invite(library, &dir, spec).map_err(|e| e.to_string())?;
            say(format!(
                "Invitation written: {}\nSend it to {opponent}; keep {} private until the game is over (it holds your half of the seed and your secrets).",
                file.display(),
                dir.display()
            ));
            Ok(())
        }
        PbemCommand::Join {
            dir,
            invite,
            me,
            secrets,
        } => {
            let (p, file) = Player::join(library, &dir, &invite, &me, parse_options(&secrets)?)
                .map_err(|e| e.to_string())?;
            say(format!(
                "Reply written: {}\nSend it to {}; the game starts with his first turn, which opens his half of the seed.",
                file.display(),
                p.status().opponent
            ));
            Ok(())
        }
        PbemCommand::Receive { dir, file, quiet } => {
            let mut p = open(library, &dir)?;
            let r = p.receive(&file).map_err(|e| e.to_string())?;
            show_received(&r, quiet);
            say(status_line(&p));
            Ok(())
        }
        PbemCommand::Play { dir, action, bot } => {
            let mut p = open(library, &dir)?;
            if bot {
                let why_not = p.why_not_play();
                let n = p.play_bot(1_000_000).map_err(|e| e.to_string())?;
                match (n, why_not) {
                    (0, Some(why)) => say(format!("Nothing to play: {why}.")),
                    _ => say(format!("The computer took {n} steps for you.")),
                };
            } else {
                let text = action.ok_or("give an action as JSON, or --bot")?;
                let input: serde_json::Value = serde_json::from_str(&text)
                    .map_err(|e| format!("the action is not JSON ({e}): {text}"))?;
                p.play(input).map_err(|e| e.to_string())?;
            }
            say(status_line(&p));
            Ok(())
        }
        PbemCommand::Send { dir } => {
            let mut p = open(library, &dir)?;
            let file = p.send().map_err(|e| e.to_string())?;
            say(format!(
                "Turn written: {}\nSend it to {}.",
                file.display(),
                p.status().opponent
            ));
            Ok(())
        }
        PbemCommand::Status { dir, json } => {
            let p = open(library, &dir)?;
            if json {
                let s = p.status();
                say(serde_json::json!({
                    "me": s.me, "opponent": s.opponent, "files": s.files, "my_move": s.my_move,
                    "acting_side": s.acting_side, "turn": s.turn, "unsent": s.unsent,
                    "over": s.over, "verified": s.verified, "state_hash": s.state_hash,
                    "owes": p.game().and_then(|g| g.pending_decision()),
                }));
            } else {
                say(status_line(&p));
            }
            Ok(())
        }
    }
}

fn open(library: &Library, dir: &Path) -> Result<Player, String> {
    Player::open(library, dir).map_err(|e| e.to_string())
}

/// The opponent's turn, step by step, with what each step did (the log a player may see).
fn show_received(r: &Received, quiet: bool) {
    if !quiet {
        for (i, (side, input, lines)) in r.steps.iter().enumerate() {
            say(format!("{:>4}. {side}: {input}", i + 1));
            for l in lines {
                say(format!("        {l}"));
            }
        }
    }
    say(format!(
        "Accepted: {} steps replayed, each legal and coming out as in the sender's game.",
        r.steps.len()
    ));
    if r.verified_secrets {
        say(
            "The opponent's secret options are opened, match his commitments, and the whole game replays under them.",
        );
    }
    if let Some(d) = &r.owes {
        say(format!(
            "You owe a decision: {}",
            d["prompt"].as_str().unwrap_or_default()
        ));
    }
}

fn status_line(p: &Player) -> String {
    let s = p.status();
    let state = match (&s.acting_side, s.over) {
        (_, true) if s.verified => "the game is over and verified".to_string(),
        (_, true) => "the game is over (the opponent's secrets are still to be opened)".to_string(),
        (Some(side), _) => format!("turn {}, {side} to act", s.turn),
        (None, _) => "waiting for the seed".to_string(),
    };
    let next = if s.my_move {
        if s.unsent > 0 {
            format!("your move ({} steps not sent yet)", s.unsent)
        } else {
            "your move".into()
        }
    } else {
        format!("waiting for {}'s file", s.opponent)
    };
    format!("{}: {state}; {next}.", s.me)
}
