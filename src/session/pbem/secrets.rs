//! Secret options between two players: whose each is, the commitments, and the candidates
//! the other player's program plays under.

use super::files::{Record, Reveal, SecretCommitment};
use super::{MAX_CANDIDATES, PbemError, commit};
use crate::script::decl::OptionDecl;
use serde_json::{Map, Value};
use std::collections::BTreeMap;

/// The player who owns a secret option: the player of its `secret_for` side, else the inviter.
pub(super) fn owner_of(
    o: &OptionDecl,
    players: &BTreeMap<String, String>,
    inviter: &str,
) -> String {
    o.secret_for
        .as_ref()
        .and_then(|s| players.get(s))
        .cloned()
        .unwrap_or_else(|| inviter.to_string())
}

pub(super) fn owners(decl: &[OptionDecl], record: &Record) -> BTreeMap<String, String> {
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
pub(super) fn check_secrets(
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
pub(super) fn commit_secrets(
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

pub(super) fn secret_commitment(option: &str, context: &str, value: &Value, nonce: &str) -> String {
    commit::commitment(
        &format!("sandtable-pbem secret {option}"),
        context,
        &value.to_string(),
        nonce,
    )
}

pub(super) fn commitments_of(
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
pub(super) fn enumerate(options: &[&OptionDecl]) -> Result<Vec<Map<String, Value>>, PbemError> {
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
