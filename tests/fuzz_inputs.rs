//! Fuzzing what users hand sandtable (issue 23): saves (random bytes, and a real save cut,
//! flipped and spliced) and Lua data copied into the game (random nested tables, shared and
//! cyclic ones). Nothing may panic; a value that loads must round-trip; a game refused a value
//! is unchanged. `PROPTEST_CASES=N cargo test --test fuzz_inputs` runs more cases.

mod common;

use proptest::prelude::*;
use sandtable::script::Mode;
use sandtable::session::save::SaveFile;
use std::sync::OnceLock;

/// The text of a short tutorial game's save, made once.
fn save_text() -> &'static str {
    static TEXT: OnceLock<String> = OnceLock::new();
    TEXT.get_or_init(|| {
        let mut g = common::start(&common::library(), "tutorial", "crossing", 3, &[]);
        g.hash_every = 1;
        g.run_bots(&|_| true, 12).unwrap();
        serde_json::to_string_pretty(&SaveFile::of(&g)).unwrap()
    })
}

/// A Lua expression for a random value: numbers, strings, booleans and nested tables.
fn lua_value() -> impl Strategy<Value = String> {
    let leaf = prop_oneof![
        any::<i64>().prop_map(|n| format!("{n}")),
        (-1e6f64..1e6).prop_map(|x| format!("{x:?}")),
        "[a-z0-9 ]{0,12}".prop_map(|s| format!("{s:?}")),
        any::<bool>().prop_map(|b| b.to_string()),
        Just("math.huge".to_string()),
        Just("0/0".to_string()),
    ];
    leaf.prop_recursive(6, 64, 6, |inner| {
        prop_oneof![
            prop::collection::vec(inner.clone(), 0..6)
                .prop_map(|v| format!("{{ {} }}", v.join(", "))),
            prop::collection::vec(("[a-z]{1,6}", inner), 0..6).prop_map(|kv| {
                let fields: Vec<String> =
                    kv.into_iter().map(|(k, v)| format!("{k} = {v}")).collect();
                format!("{{ {} }}", fields.join(", "))
            }),
        ]
    })
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]

    #[test]
    fn random_bytes_are_never_a_crash(bytes in prop::collection::vec(any::<u8>(), 0..512)) {
        let text = String::from_utf8_lossy(&bytes);
        let _ = SaveFile::parse("fuzz.json", &text);
    }

    #[test]
    fn a_damaged_save_is_refused_or_replays(cut in 0usize..4000, at in 0usize..4000, byte in any::<u8>(), splice in 0usize..4000) {
        let text = save_text();
        let mut bytes = text.as_bytes().to_vec();
        let n = bytes.len();
        match cut % 3 {
            0 => bytes.truncate(at % n),
            1 => bytes[at % n] = byte,
            _ => {
                let from = splice % n;
                let piece = bytes[from..(from + 40).min(n)].to_vec();
                let to = at % bytes.len();
                bytes.splice(to..to, piece);
            }
        }
        let text = String::from_utf8_lossy(&bytes);
        if let Ok(save) = SaveFile::parse("fuzz.json", &text) {
            // Whatever loads replays to a verdict, never a panic.
            let _ = save.replay(&common::library(), "fuzz.json");
        }
    }

    #[test]
    fn lua_data_is_stored_exactly_or_refused_with_the_game_unchanged(v in lua_value(), shared in any::<bool>()) {
        let g = common::start(&common::library(), "tutorial", "crossing", 1, &[]);
        let hash = g.state_hash();
        // Sometimes the value holds itself, or shares itself many times over.
        let build = if shared {
            format!("local v = {v}; if type(v) == 'table' then v.me = v end; return v")
        } else {
            format!("local v = {v}; return {{ v, v, {{ v, v }} }}")
        };
        let set = format!("local x = (function() {build} end)(); sandtable.vars.set('fuzz', x); return x");
        match common::try_lua(&g, Mode::Change, &set) {
            Ok(stored) => {
                let got = common::run_lua(&g, Mode::Query, "return sandtable.vars.get('fuzz')");
                prop_assert_eq!(got, stored);
            }
            Err(e) => {
                prop_assert!(!e.is_empty());
                prop_assert_eq!(g.state_hash(), hash);
            }
        }
    }
}
