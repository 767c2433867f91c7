//! Property test: random legal play (the generic bot, random seeds) keeps the invariants of
//! the game — no hex holds both sides, stacking limits hold, strengths stay within bounds,
//! eliminated units are off the map — and the game replays to the same state hash.

mod common;

use proptest::prelude::*;
use sandtable::kernel::Location;
use sandtable::session::Game;
use sandtable::session::save::SaveFile;
use std::collections::BTreeMap;

fn check_invariants(game: &Game) -> Result<(), String> {
    game.with_world(|w| {
        let mut by_hex: BTreeMap<String, (Vec<usize>, u32)> = BTreeMap::new();
        for u in &w.state.units {
            if u.strength < 0 || u.strength > u.max_strength {
                return Err(format!(
                    "{}: strength {} outside 0..={}",
                    u.key, u.strength, u.max_strength
                ));
            }
            match &u.location {
                Location::Eliminated if u.strength != 0 => {
                    return Err(format!(
                        "{} is eliminated with strength {}",
                        u.key, u.strength
                    ));
                }
                Location::Map(h) => {
                    if u.strength == 0 {
                        return Err(format!("{} is on the map with strength 0", u.key));
                    }
                    let e = by_hex.entry(w.label(*h)).or_default();
                    if !e.0.contains(&u.side) {
                        e.0.push(u.side);
                    }
                    e.1 += w.catalog.unit_types[u.unit_type].stack;
                }
                _ => {}
            }
        }
        for (hex, (sides, stack)) in by_hex {
            if sides.len() > 1 {
                return Err(format!("{hex} holds units of both sides"));
            }
            if let Some(limit) = w.catalog.stacking.limit
                && stack > limit
            {
                return Err(format!("{hex} is over-stacked ({stack} > {limit})"));
            }
        }
        Ok(())
    })
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 6, ..ProptestConfig::default() })]

    #[test]
    fn random_legal_play_keeps_invariants_and_replays(seed in 0u64..1_000_000, forced in any::<bool>()) {
        let lib = common::library();
        let opts = [("forced_march", serde_json::json!(forced))];
        let mut game = common::start(&lib, "tutorial", "crossing", seed, &opts);
        game.generic_bots = true;
        let mut steps = 0;
        while !game.is_over() && steps < 150 {
            let a = game.bot_action().unwrap();
            // The generic bot only offers legal actions.
            game.apply(a.clone()).map_err(|e| TestCaseError::fail(format!("{a}: {e}")))?;
            check_invariants(&game).map_err(TestCaseError::fail)?;
            steps += 1;
        }
        let save = SaveFile::of(&game);
        let (replayed, ok) = save.replay(&lib, "memory").unwrap();
        prop_assert!(ok, "replay reached {} instead of {}", replayed.state_hash(), save.state_hash);
    }
}
