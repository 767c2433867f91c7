//! Whole games of Chickamauga (ruleset dg-chickamauga, scenario chickamauga) played by the
//! ruleset's own bots: they finish all 15 turns with a result the victory rules give, and the
//! same seed gives the same game; a saved bot game replays exactly; and random legal play on a
//! small battlefield keeps the stacking, zone-of-control and supply-train invariants.

mod common;

use proptest::prelude::*;
use sandtable::kernel::Location;
use sandtable::session::Game;
use sandtable::session::save::SaveFile;
use std::collections::BTreeMap;

fn campaign(seed: u64) -> Game {
    common::start(
        &common::library(),
        "dg-chickamauga",
        "chickamauga",
        seed,
        &[],
    )
}

/// Plays a whole game with both sides run by the bots; returns it, over.
fn bot_game(seed: u64) -> Game {
    let mut g = campaign(seed);
    g.referee = true;
    let n = g
        .run_bots(&|_| true, 20_000)
        .unwrap_or_else(|e| panic!("seed {seed}: the bots failed: {e}"));
    assert!(n < 20_000, "seed {seed}: the game did not end");
    assert!(g.is_over(), "seed {seed}: the game did not end");
    common::assert_refereed(&g);
    g
}

#[test]
fn bots_play_all_fifteen_turns_to_a_result() {
    let g = bot_game(7);
    let log = g.log();
    let last = log.last().unwrap();
    assert_eq!(last.kind, "game_ended");
    assert_eq!(last.turn, 15, "the game lasts 15 turns (15.53)");
    assert!(
        log.iter().all(|e| e.kind != "bot_error"),
        "a bot chose an illegal action: {:?}",
        log.iter().find(|e| e.kind == "bot_error").map(|e| &e.text)
    );
    // 17.0 The side with more VP wins, by the margin.
    let (union, confed) = g.with_world(|w| (w.state.records[0].vp, w.state.records[1].vp));
    let o = g.outcome().unwrap();
    assert_eq!(
        o.reason,
        format!("17.0: VP union {union}, confederate {confed}")
    );
    let margin = union - confed;
    if margin != 0 {
        assert_eq!(o.winner, Some(if margin > 0 { 0 } else { 1 }));
        assert_eq!(o.level, format!("by {} VP", margin.abs()));
    }
}

#[test]
fn the_same_seed_gives_the_same_game() {
    let a = bot_game(3);
    let b = bot_game(3);
    assert_eq!(a.state_hash(), b.state_hash());
    assert_eq!(a.history, b.history);
}

// ---------------------------------------------------------------------------------------------
// Property test: random legal play keeps the invariants
// ---------------------------------------------------------------------------------------------

/// A small battle with every kind of unit, a creek with a bridge and a ford, roads, a trail,
/// forests, an exit, entry hexes, a night turn and the supply train, for random play.
const SKIRMISH: &str = r#"
local creek, bridge, ford = {}, { "0606/0706" }, { "0609/0710" }
for r = 1, 12 do
  creek[#creek + 1] = ("06%02d/07%02d"):format(r, r)
  if r < 12 then creek[#creek + 1] = ("06%02d/07%02d"):format(r, r + 1) end
end
local road = {}
for c = 1, 11 do road[#road + 1] = ("%02d06/%02d06"):format(c, c + 1) end
for r = 1, 5 do road[#road + 1] = ("01%02d/01%02d"):format(r, r + 1) end
local edge = {}
for c = 1, 12 do edge[#edge + 1] = ("%02d12"):format(c) end
return {
  name = "skirmish", turns = 6, first_side = "union",
  vars = { night_turns = { 4 } },
  map = {
    cols = 12, rows = 12, labels = "CCRR", terrain = "clear",
    hexes = { forest = { "0403", "0404", "0508", "0904", "0905" }, rough = { "0809" },
              forest_rough = { "1003", "0210" } },
    hexsides = { creek = creek, bridge = bridge, ford = ford, road = road,
                 trail = { "0609/0710", "0710/0711" } },
    areas = { exits = { "0101" }, east_edge = { "1206" }, union_entry = { "0112" },
              confederate_entry = { "1212" }, map_edge = edge },
    boxes = { { id = "exited" }, { id = "withdrawn" } },
  },
  victory = { hexes = { { hex = "0606", side = "either", vp = 5, owner = "union" },
                        { hex = "0909", side = "union", vp = 10, owner = "confederate" } } },
  units = {
    { key = "U1", side = "union", type = "infantry", strength = 5, hex = "0405" },
    { key = "U2", side = "union", type = "infantry", strength = 4, hex = "0506" },
    { key = "U3", side = "union", type = "cavalry", strength = 4, hex = "0308" },
    { key = "UA", side = "union", type = "artillery", strength = 3, hex = "0406" },
    { key = "Train", side = "union", type = "train", strength = 1, hex = "0306" },
    { key = "U4", side = "union", type = "infantry", strength = 5, arrives = { turn = 2, area = "union_entry" } },
    { key = "C1", side = "confederate", type = "infantry", strength = 5, hex = "0806" },
    { key = "C2", side = "confederate", type = "infantry", strength = 4, hex = "0907" },
    { key = "C3", side = "confederate", type = "cavalry", strength = 6, hex = "0805" },
    { key = "CA", side = "confederate", type = "artillery", strength = 4, hex = "1006" },
    { key = "C4", side = "confederate", type = "infantry", strength = 6, arrives = { turn = 2, area = "confederate_entry" } },
  },
}
"#;

/// The hexes in the zone of control of units hostile to `side`, by label.
fn enemy_zoc(g: &Game, side: usize) -> std::collections::BTreeSet<String> {
    g.with_world(|w| {
        let z = sandtable::kernel::movement::zoc_map(&w.map, &w.catalog, &w.state, side);
        z.iter()
            .enumerate()
            .filter(|(_, b)| **b)
            .map(|(i, _)| w.label(w.map.grid.hex_at(i)))
            .collect()
    })
}

fn check_invariants(g: &Game) -> Result<(), String> {
    g.with_world(|w| {
        let road = 1u64 << w.catalog.hexside_kind("road").unwrap();
        let trail = 1u64 << w.catalog.hexside_kind("trail").unwrap();
        let mut by_hex: BTreeMap<String, (Vec<usize>, u32)> = BTreeMap::new();
        for u in &w.state.units {
            if let Location::Map(h) = &u.location {
                let e = by_hex.entry(w.label(*h)).or_default();
                if !e.0.contains(&u.side) {
                    e.0.push(u.side);
                }
                e.1 += w.catalog.unit_types[u.unit_type].stack;
                if u.key == "Train" {
                    // 18.23 The train is always on a road or trail hex.
                    let on_road = sandtable::kernel::Direction::ALL
                        .iter()
                        .any(|d| w.map.hexside(*h, *d) & (road | trail) != 0);
                    if !on_road {
                        return Err(format!("the train is off the roads in {}", w.label(*h)));
                    }
                }
            }
        }
        for (hex, (sides, stack)) in by_hex {
            if sides.len() > 1 {
                return Err(format!("{hex} holds units of both sides"));
            }
            // 5.32 Two units at most; 18.21 the train (two stacking points) never stacks.
            if stack > 2 {
                return Err(format!("{hex} is over-stacked ({stack})"));
            }
        }
        Ok(())
    })
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 3, ..ProptestConfig::default() })]

    #[test]
    fn random_legal_play_keeps_stacking_zoc_and_train_invariants(seed in 0u64..1_000_000, ae in any::<bool>()) {
        let lib = common::library_with_scenario("dg-chickamauga", "skirmish", SKIRMISH);
        let opts = [("attack_effectiveness", serde_json::json!(ae))];
        let mut game = common::start(&lib, "dg-chickamauga", "skirmish", seed, &opts);
        game.generic_bots = true;
        game.referee = true;
        let mut exited: Vec<String> = Vec::new();
        let mut steps = 0;
        while !game.is_over() && steps < 600 {
            let a = game.bot_action().unwrap();
            let side = if game.acting_side() == "union" { 0 } else { 1 };
            if a["kind"] == "move" {
                // 5.13/6.3 A unit never moves out of an enemy zone of control; 18.11 the
                // train never moves into one; 10.2 nobody enters one at night.
                let key = a["unit"].as_str().unwrap();
                let (_, from) = common::unit(&game, key);
                let zoc = enemy_zoc(&game, side);
                prop_assert!(!zoc.contains(from.as_deref().unwrap()), "{key} left an enemy zone of control: {a}");
                let to = a["to"].as_str().unwrap();
                if key == "Train" || game.with_world(|w| w.state.turn) == 4 {
                    prop_assert!(!zoc.contains(to), "{key} entered an enemy zone of control: {a}");
                }
            }
            game.apply(a.clone()).map_err(|e| TestCaseError::fail(format!("{a}: {e}")))?;
            check_invariants(&game).map_err(TestCaseError::fail)?;
            // 16.3 Exited units never return.
            for key in &exited {
                let back = game.with_world(|w| {
                    let id = w.state.unit_by_key(key).unwrap();
                    !matches!(&w.state.units[id as usize].location, Location::Box(b) if b == "exited")
                });
                prop_assert!(!back, "{key} came back after exiting");
            }
            if a["kind"] == "exit" {
                exited.push(a["unit"].as_str().unwrap().to_string());
            }
            steps += 1;
        }
        prop_assert!(game.is_over(), "the game did not end in 600 actions");
        let found: Vec<String> = game.referee_findings().iter().map(|f| f.to_string()).collect();
        prop_assert!(found.is_empty(), "the referee found: {}", found.join("\n"));
        let save = SaveFile::of(&game);
        let (replayed, ok) = save.replay(&lib, "memory").unwrap();
        prop_assert!(ok, "replay reached {} instead of {}", replayed.state_hash(), save.state_hash);
    }
}

// ---------------------------------------------------------------------------------------------
// Golden replay
// ---------------------------------------------------------------------------------------------

/// A complete bot-vs-bot game (seed 7), saved with
/// `sandtable play --ruleset dg-chickamauga --scenario chickamauga --seed 7 --ai all --save
/// tests/golden/dg_chickamauga_seed7.json`, replays action by action to the same state.
#[test]
fn golden_replay_of_a_whole_bot_game() {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/golden/dg_chickamauga_seed7.json");
    let save = SaveFile::read(&path).unwrap();
    assert_eq!(save.turn, 15);
    let (game, ok) = save.replay(&common::library(), "golden").unwrap();
    assert!(
        ok,
        "replay reached {} instead of {}",
        game.state_hash(),
        save.state_hash
    );
    assert!(game.is_over());
}
