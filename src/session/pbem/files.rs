//! What the two players send each other, and what each keeps: the file formats of play by
//! e-mail. Every exchanged file is one JSON envelope — the game it belongs to, its place in
//! the exchange (`seq`), the SHA-256 of the file before it, the player who wrote it — around
//! an invitation, a reply to it, or a turn.

use crate::session::save::RulesetStamp;
use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};
use std::collections::BTreeMap;
use std::path::Path;

/// The format name of every exchanged file.
pub const FORMAT: &str = "sandtable-pbem";
/// The format name of the file a player keeps ([`Record`]).
pub const RECORD_FORMAT: &str = "sandtable-pbem-game";
/// The format version this build reads and writes.
pub const FORMAT_VERSION: u32 = 1;
/// The largest exchanged file read (a turn of the largest game is a few hundred KB).
pub const MAX_FILE_BYTES: u64 = 16 * 1024 * 1024;

/// One exchanged file.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Envelope {
    /// Always [`FORMAT`].
    pub format: String,
    /// [`FORMAT_VERSION`].
    pub format_version: u32,
    /// The game: the SHA-256 of the invitation file (empty in the invitation itself).
    pub game: String,
    /// Its place in the exchange: 0 the invitation, 1 the reply, then the turns.
    pub seq: u32,
    /// The SHA-256 of the file before it (empty in the invitation).
    pub previous: String,
    /// The player who wrote it.
    pub from: String,
    /// What it carries.
    pub body: Body,
}

/// What an exchanged file carries.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Body {
    /// The first file: the game proposed.
    Invite(Invite),
    /// The opponent's acceptance, with his half of the seed.
    Join(Join),
    /// A turn: the actions taken since the last file.
    Turn(Turn),
}

/// The game proposed: everything both players agree on before the first move.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Invite {
    /// The ruleset, with the hash of its files (and scenarios): both must play the same.
    pub ruleset: RulesetStamp,
    /// The scenario.
    pub scenario: String,
    /// The options set that are not secret.
    pub options: Map<String, Value>,
    /// Who plays which side (side id → player).
    pub players: BTreeMap<String, String>,
    /// The player inviting.
    pub inviter: String,
    /// The player invited.
    pub joiner: String,
    /// The commitment to the inviter's half of the seed.
    pub seed_commitment: String,
    /// The inviter's secret options, as commitments.
    pub secrets: Vec<SecretCommitment>,
}

/// A secret option sent as a commitment: which option, whose, and the hash that its value and
/// nonce must open at the end.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SecretCommitment {
    /// The option's id.
    pub option: String,
    /// The player who set it and alone knows it.
    pub owner: String,
    /// SHA-256 of the value and a random nonce ([`super::commit::commitment`]).
    pub commitment: String,
}

/// The acceptance.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Join {
    /// The joiner's half of the seed, in the open (the inviter's is already committed).
    pub seed_half: String,
    /// The joiner's secret options, as commitments.
    pub secrets: Vec<SecretCommitment>,
}

/// A turn: what the sender did since his last file.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Turn {
    /// The content hash of the ruleset the sender played under.
    pub ruleset_hash: String,
    /// The hash of the agreed set-up ([`setup_hash`]) as the sender has it.
    pub setup: String,
    /// The inviter's half of the seed, in his first turn (and only there).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub seed_half: Option<String>,
    /// The values of the receiver's secret options the sender could not tell apart, one per
    /// column of the hashes below (one empty assignment when the receiver has no secrets).
    pub candidates: Vec<Map<String, Value>>,
    /// The steps, in order.
    pub steps: Vec<SentStep>,
    /// The state hash at the end of the file, per candidate.
    pub end_hashes: Vec<String>,
    /// The decision the receiver owes, if play stopped on one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub owes: Option<Value>,
    /// The sender's secret options opened, once the game is over.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub reveal: Vec<Reveal>,
}

/// One step of a turn: an action or the answer to a decision, as given to the game.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SentStep {
    /// The side that took it.
    pub side: String,
    /// The action (`{"kind": "move", …}`) or answer (`{"kind": "decide", …}`).
    pub input: Value,
    /// The state hash after it, per candidate.
    pub hashes: Vec<String>,
}

/// A secret opened: its value and the nonce of its commitment.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Reveal {
    /// The option's id.
    pub option: String,
    /// Its value through the game.
    pub value: Value,
    /// The nonce its commitment was made with.
    pub nonce: String,
}

/// Which part of the exchange a player is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Role {
    /// He wrote the invitation.
    Inviter,
    /// He accepted it.
    Joiner,
}

/// What a player keeps in his game folder (`pbem.json`): the agreed game, his own secrets and
/// half of the seed, and every step so far. It must stay private until the game is over — it
/// holds what his commitments hide — and must not be lost: without it he cannot open his
/// commitments, and the game cannot be verified at the end.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Record {
    /// Always [`RECORD_FORMAT`].
    pub format: String,
    /// [`FORMAT_VERSION`].
    pub format_version: u32,
    /// This player.
    pub me: String,
    /// Inviter or joiner.
    pub role: Role,
    /// The game id (SHA-256 of the invitation).
    pub game: String,
    /// The agreed game.
    pub invite: Invite,
    /// This player's half of the seed.
    pub my_half: String,
    /// The opponent's half, once known.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub their_half: Option<String>,
    /// This player's secret options: value and nonce by option.
    pub my_secrets: BTreeMap<String, Reveal>,
    /// This player's commitments, as sent.
    pub my_commitments: Vec<SecretCommitment>,
    /// The opponent's secret options, as he committed them.
    pub their_secrets: Vec<SecretCommitment>,
    /// The opponent's secrets once he has opened them.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub revealed: BTreeMap<String, Value>,
    /// Every file of the exchange so far, in order.
    pub chain: Vec<Link>,
    /// Every step so far, in order: both players'.
    pub steps: Vec<Step>,
    /// How many of them have been sent or received (the rest are this player's, not sent).
    pub exchanged: usize,
}

/// A file of the exchange, as the record keeps it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Link {
    /// Its place.
    pub seq: u32,
    /// Who wrote it.
    pub from: String,
    /// Its name in the game folder.
    pub file: String,
    /// The SHA-256 of its bytes.
    pub sha256: String,
}

/// A step as the record keeps it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Step {
    /// The side that took it.
    pub side: String,
    /// The action or answer.
    pub input: Value,
    /// The state hash after it, when it is known for certain (the opponent's steps, and this
    /// player's when the opponent has no secret that could change it).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub hash: Option<String>,
    /// This player's steps while the opponent's secrets were unknown: the state hash after it
    /// for each candidate still possible then, by candidate number (see
    /// [`super::Player::candidates`]).
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub by_candidate: BTreeMap<usize, String>,
}

/// The hash of the agreed set-up: ruleset stamp, scenario, options, players and commitments,
/// as canonical JSON.
pub fn setup_hash(invite: &Invite, joiner_secrets: &[SecretCommitment]) -> String {
    let v = serde_json::json!({"invite": invite, "joiner_secrets": joiner_secrets});
    super::commit::sha256_hex(v.to_string().as_bytes())
}

/// Reads an exchanged file: its bytes (for the chain's hash) and the envelope. A file that is
/// not one gets an error naming it and saying what is wrong.
pub fn read_envelope(path: &Path) -> Result<(Vec<u8>, Envelope), String> {
    use std::io::Read;
    let shown = path.display();
    let mut bytes = Vec::new();
    std::fs::File::open(path)
        .and_then(|f| f.take(MAX_FILE_BYTES + 1).read_to_end(&mut bytes))
        .map_err(|e| format!("{shown}: {e}"))?;
    if bytes.len() as u64 > MAX_FILE_BYTES {
        return Err(format!(
            "{shown}: over {} MiB, far past any turn: not read (is it a sandtable turn file?)",
            MAX_FILE_BYTES / (1024 * 1024)
        ));
    }
    let head: Value = serde_json::from_slice(&bytes)
        .map_err(|e| format!("{shown}: not a sandtable play-by-e-mail file: {e}"))?;
    if head.get("format").and_then(|f| f.as_str()) != Some(FORMAT) {
        return Err(format!(
            "{shown}: not a sandtable play-by-e-mail file (its \"format\" is not \"{FORMAT}\")"
        ));
    }
    if head.get("format_version").and_then(|v| v.as_u64()) != Some(FORMAT_VERSION as u64) {
        return Err(format!(
            "{shown}: written in another version of the play-by-e-mail format ({}); this sandtable reads version {FORMAT_VERSION}",
            head.get("format_version").cloned().unwrap_or_default()
        ));
    }
    let env: Envelope = serde_json::from_value(head)
        .map_err(|e| format!("{shown}: a play-by-e-mail file with a bad field: {e}"))?;
    Ok((bytes, env))
}

/// The bytes of an envelope as written (pretty JSON and a final newline).
pub fn envelope_bytes(env: &Envelope) -> Vec<u8> {
    let mut text = serde_json::to_string_pretty(env).unwrap_or_default();
    text.push('\n');
    text.into_bytes()
}
