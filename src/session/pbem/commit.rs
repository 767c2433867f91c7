//! The cryptography of play by e-mail, kept small: SHA-256 commitments, random halves and
//! nonces from the operating system, and the joint seed.
//!
//! A commitment is `SHA-256(label ‖ 0 ‖ context ‖ 0 ‖ value ‖ 0 ‖ nonce)` in hex: the label
//! says what is committed (a seed half, a secret option), the context ties it to one game
//! (another game's commitment does not open here), and the 32-byte random nonce makes a
//! choice among two values (2.7f on or off) impossible to guess by hashing both.

use sha2::{Digest, Sha256};

/// Bytes in a seed half and in a nonce.
pub const RANDOM_BYTES: usize = 32;

/// SHA-256 of `bytes`, in lower-case hex.
pub fn sha256_hex(bytes: &[u8]) -> String {
    hex(&Sha256::digest(bytes))
}

/// The commitment to `value` under `label` and `context`, opened by `nonce`.
pub fn commitment(label: &str, context: &str, value: &str, nonce: &str) -> String {
    let mut h = Sha256::new();
    for part in [label, context, value, nonce] {
        h.update(part.as_bytes());
        h.update([0u8]);
    }
    hex(&h.finalize())
}

/// `RANDOM_BYTES` random bytes from the operating system, in hex.
pub fn random_hex() -> Result<String, String> {
    let mut bytes = [0u8; RANDOM_BYTES];
    getrandom::fill(&mut bytes)
        .map_err(|e| format!("the operating system gave no random bytes: {e}"))?;
    Ok(hex(&bytes))
}

/// True if `text` is a seed half or nonce: `RANDOM_BYTES` bytes in lower-case hex.
pub fn is_random_hex(text: &str) -> bool {
    text.len() == RANDOM_BYTES * 2
        && text
            .bytes()
            .all(|b| b.is_ascii_digit() || (b'a'..=b'f').contains(&b))
}

/// The game's dice seed from both halves: the first 8 bytes of
/// `SHA-256("sandtable-pbem seed" ‖ 0 ‖ inviter's half ‖ 0 ‖ joiner's half)`. Neither player
/// chooses it: the inviter's half is fixed (committed) before he sees the joiner's, and the
/// joiner's is chosen without knowing the inviter's.
pub fn joint_seed(inviter_half: &str, joiner_half: &str) -> u64 {
    let mut h = Sha256::new();
    for part in ["sandtable-pbem seed", inviter_half, joiner_half] {
        h.update(part.as_bytes());
        h.update([0u8]);
    }
    let d = h.finalize();
    let mut first = [0u8; 8];
    first.copy_from_slice(&d[..8]);
    u64::from_be_bytes(first)
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sha256_matches_the_standard_test_vector() {
        assert_eq!(
            sha256_hex(b"abc"),
            "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
        );
    }

    #[test]
    fn a_commitment_opens_only_with_its_value_nonce_and_game() {
        let n = random_hex().unwrap();
        let c = commitment("secret rosecrans_caution", "game-1", "true", &n);
        assert_eq!(
            c,
            commitment("secret rosecrans_caution", "game-1", "true", &n)
        );
        assert_ne!(
            c,
            commitment("secret rosecrans_caution", "game-1", "false", &n)
        );
        assert_ne!(
            c,
            commitment("secret rosecrans_caution", "game-2", "true", &n)
        );
        assert_ne!(c, commitment("secret other", "game-1", "true", &n));
        let m = random_hex().unwrap();
        assert_ne!(n, m, "two nonces drawn in a row differ");
        assert_ne!(
            c,
            commitment("secret rosecrans_caution", "game-1", "true", &m)
        );
        // The parts are separated: moving a character from one to the next changes it.
        assert_ne!(commitment("a", "bc", "", ""), commitment("ab", "c", "", ""));
    }

    #[test]
    fn the_seed_needs_both_halves() {
        let (a, b) = (random_hex().unwrap(), random_hex().unwrap());
        assert!(is_random_hex(&a) && !is_random_hex("12") && !is_random_hex(&a.to_uppercase()));
        let s = joint_seed(&a, &b);
        assert_eq!(s, joint_seed(&a, &b));
        assert_ne!(s, joint_seed(&a, &random_hex().unwrap()));
        assert_ne!(s, joint_seed(&b, &a));
    }
}
