//! Starting a game: the invitation, the reply to it, and opening a game kept in a folder.

use super::files::{self, Body, Envelope, Invite, Join, Record, Role};
use super::secrets::{check_secrets, commit_secrets, commitments_of, enumerate, owner_of, owners};
use super::{NewGame, PbemError, Player, RECORD_FILE, commit, fresh_dir, same_ruleset};
use crate::script::Library;
use crate::script::decl::OptionDecl;
use crate::session::save::RulesetStamp;
use crate::session::{Game, GameSetup};
use serde_json::{Map, Value};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

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
}
