//! The `sandtable` Lua API, function by function, on the tutorial's scenario: each snippet runs
//! in the ruleset's own sandboxed Lua state through `Engine::call`, as a hook would.

mod common;

use common::{Scenario, rod};
use sandtable::script::Mode;
use sandtable::session::Game;

fn q(game: &Game, src: &str) -> serde_json::Value {
    common::run_lua(game, Mode::Query, src)
}

fn c(game: &Game, src: &str) -> serde_json::Value {
    common::run_lua(game, Mode::Change, src)
}

use serde_json::json;

#[test]
fn game_namespace() {
    let g = Scenario::of("tutorial", "crossing").seed(5).start();
    assert_eq!(q(&g, "return sandtable.game.turn()"), json!(1));
    assert_eq!(q(&g, "return sandtable.game.last_turn()"), json!(8));
    assert_eq!(q(&g, "return sandtable.game.phase()"), json!("movement"));
    assert_eq!(q(&g, "return sandtable.game.active_side()"), json!("blue"));
    assert_eq!(
        q(&g, "return sandtable.game.sides()"),
        json!(["blue", "gray"])
    );
    assert_eq!(q(&g, "return sandtable.game.enemy('blue')"), json!("gray"));
    assert_eq!(
        q(&g, "return sandtable.game.clock()"),
        json!({"day": 0, "time": "08:00", "minute": 480, "night": false})
    );
    assert_eq!(
        q(&g, "return sandtable.game.option('forced_march')"),
        json!(false)
    );
    assert_eq!(
        q(&g, "return sandtable.game.scenario().name"),
        json!("The Crossing")
    );
    let err = common::try_lua(&g, Mode::Query, "return sandtable.game.option('nope')").unwrap_err();
    assert!(err.contains("no option 'nope'"), "{err}");
}

#[test]
fn map_namespace() {
    let g = Scenario::of("tutorial", "crossing").seed(5).start();
    assert_eq!(
        q(&g, "return sandtable.map.terrain('0403')"),
        json!("woods")
    );
    assert_eq!(
        q(&g, "return sandtable.map.terrain('0101')"),
        json!("clear")
    );
    assert_eq!(q(&g, "return sandtable.map.elevation('1002')"), json!(1));
    assert_eq!(q(&g, "return sandtable.map.on_map('1210')"), json!(true));
    assert_eq!(q(&g, "return sandtable.map.on_map('1311')"), json!(false));
    // 0101 is a corner of a flat-topped map: only 0102 (S) and 0201 (SE) are on the map.
    assert_eq!(
        q(&g, "return sandtable.map.neighbors('0101')"),
        json!(["0201", "0102"])
    );
    assert_eq!(
        q(&g, "return sandtable.map.distance('0101', '0105')"),
        json!(4)
    );
    assert_eq!(
        q(&g, "return sandtable.map.direction('0605', '0705')"),
        json!("NE")
    );
    assert_eq!(
        q(&g, "return sandtable.map.neighbor('0605', 'NE')"),
        json!("0705")
    );
    // The bridge hexside carries creek, bridge and road; the bridge negates the creek.
    assert_eq!(
        q(&g, "return sandtable.map.hexside('0605', '0705', true)"),
        json!(["creek", "bridge", "road"])
    );
    assert_eq!(
        q(&g, "return sandtable.map.hexside('0605', '0705')"),
        json!(["bridge", "road"])
    );
    assert_eq!(
        q(
            &g,
            "return sandtable.map.has_hexside('0604', '0704', 'creek')"
        ),
        json!(true)
    );
    assert_eq!(
        q(
            &g,
            "return sandtable.map.has_hexside('0605', '0705', 'creek')"
        ),
        json!(false)
    );
    assert_eq!(q(&g, "return sandtable.map.place('Mill')"), json!("0805"));
    assert_eq!(q(&g, "return sandtable.map.place('Nowhere')"), json!(null));
    assert_eq!(q(&g, "return #sandtable.map.area('W')"), json!(10));
    assert_eq!(q(&g, "return #sandtable.map.within('0505', 1)"), json!(7));
    // every hex of within, with the distance `distance` gives
    assert_eq!(
        q(
            &g,
            "local d, n, bad = sandtable.map.distances('0505', 3), 0, 0 for _, h in ipairs(sandtable.map.within('0505', 3)) do n = n + 1 if d[h] ~= sandtable.map.distance('0505', h) then bad = bad + 1 end end local m = 0 for _ in pairs(d) do m = m + 1 end return { n, m, bad, d['0505'] }"
        ),
        json!([37, 37, 0, 0])
    );
    assert_eq!(q(&g, "return #sandtable.map.hexes()"), json!(120));
    assert_eq!(q(&g, "return sandtable.map.is_edge('0101')"), json!(true));
    assert_eq!(
        q(&g, "return sandtable.map.line('0101', '0104')"),
        json!([["0101"], ["0102"], ["0103"], ["0104"]])
    );
    let err = common::try_lua(&g, Mode::Query, "return sandtable.map.terrain('zz')").unwrap_err();
    assert!(
        err.contains("'zz' is not a hex label of this map (expected a label like '0101')"),
        "{err}"
    );
}

#[test]
fn units_namespace_and_handles() {
    let g = Scenario::of("tutorial", "crossing").seed(5).start();
    assert_eq!(
        q(
            &g,
            "local u = sandtable.units.get('1/USA') return { u.key, u.name, u.side, u.type, u.hex, u.strength, u.max_strength, u.location, u.parent, u.on_map, u.movement }"
        ),
        json!([
            "1/USA",
            "1st Brigade",
            "blue",
            "infantry",
            "0204",
            4,
            4,
            "map",
            "USA",
            true,
            4
        ])
    );
    assert_eq!(
        q(&g, "return sandtable.units.get('5/USA').location"),
        json!("pending")
    );
    assert_eq!(
        q(&g, "return sandtable.units.get('5/USA').props.arrives"),
        json!({"turn": 2, "area": "W"})
    );
    assert_eq!(q(&g, "return sandtable.units.get('nobody')"), json!(null));
    assert_eq!(
        q(&g, "return #sandtable.units.all{ side = 'blue' }"),
        json!(6)
    );
    assert_eq!(
        q(
            &g,
            "return #sandtable.units.all{ side = 'blue', location = 'pending' }"
        ),
        json!(1)
    );
    assert_eq!(
        q(&g, "return #sandtable.units.all{ type = 'artillery' }"),
        json!(2)
    );
    assert_eq!(
        q(&g, "return sandtable.units.at('0805')[1].key"),
        json!("1/CSA")
    );
    assert_eq!(
        q(&g, "return sandtable.units.stack('0805', 'gray')"),
        json!(1)
    );
    assert_eq!(
        q(
            &g,
            "local u = sandtable.units.get('1/USA') return u == sandtable.units.get('1/USA')"
        ),
        json!(true)
    );
    assert_eq!(
        q(&g, "return tostring(sandtable.units.get('2/CSA'))"),
        json!("2/CSA")
    );
    assert_eq!(
        q(&g, "return sandtable.units.get('1/USA'):has('routed')"),
        json!(false)
    );

    c(
        &g,
        "sandtable.units.set_status('1/USA', 'routed') sandtable.units.set_prop('1/USA', 'fatigue', 2)",
    );
    assert_eq!(
        q(
            &g,
            "local u = sandtable.units.get('1/USA') return { u:has('routed'), u:prop('fatigue'), u.status }"
        ),
        json!([true, 2, ["routed"]])
    );
    c(&g, "sandtable.units.set_facing('1/USA', 'N')");
    assert_eq!(
        q(&g, "return sandtable.units.get('1/USA').facing"),
        json!("N")
    );
    c(&g, "sandtable.units.move('1/USA', '0304', 1)");
    assert_eq!(common::unit(&g, "1/USA"), (4, Some("0304".into())));
    c(&g, "sandtable.units.damage('1/USA', 1, 'test')");
    assert_eq!(common::unit(&g, "1/USA").0, 3);
    c(&g, "sandtable.units.set_strength('2/USA', 0, 'test')");
    assert_eq!(
        q(&g, "return sandtable.units.get('2/USA').location"),
        json!("eliminated")
    );
    assert_eq!(q(&g, "return sandtable.score.losses('blue')"), json!(5));
    assert_eq!(q(&g, "return sandtable.score.eliminated('blue')"), json!(1));
    let err = common::try_lua(
        &g,
        Mode::Change,
        "sandtable.units.remove('3/USA', 'reserve', 'test')",
    )
    .unwrap_err();
    assert!(
        err.contains("'reserve' is neither \"pending\" nor a box of the map"),
        "{err}"
    );
    assert!(
        err.contains("snippet.lua:1:"),
        "located at the calling line: {err}"
    );
    c(&g, "sandtable.units.remove('3/USA', 'pending', 'test')");
    assert_eq!(
        q(&g, "return sandtable.units.get('3/USA').location"),
        json!("pending")
    );
    // Moving into an enemy-held hex is refused by the kernel.
    let err =
        common::try_lua(&g, Mode::Change, "sandtable.units.move('4/USA', '0805')").unwrap_err();
    assert!(err.contains("an enemy unit is there"), "{err}");
    // Every change was logged.
    let kinds: Vec<String> = g.log().iter().map(|e| e.kind.clone()).collect();
    for k in [
        "status_changed",
        "unit_changed",
        "facing_changed",
        "unit_moved",
        "strength_changed",
        "unit_eliminated",
        "unit_removed",
    ] {
        assert!(kinds.iter().any(|x| x == k), "no {k} event");
    }
}

#[test]
fn changes_are_refused_in_query_mode() {
    let g = Scenario::of("tutorial", "crossing").seed(5).start();
    let hash = g.state_hash();
    for src in [
        "sandtable.units.move('1/USA', '0304')",
        "sandtable.dice.d6('x')",
        "sandtable.vars.set('k', 1)",
        "sandtable.score.add_vp('blue', 1)",
        "sandtable.log.say('hi')",
        "math.random(6)",
    ] {
        let err = common::try_lua(&g, Mode::Query, src).unwrap_err();
        assert!(
            err.contains("cannot change the game inside test"),
            "{src}: {err}"
        );
    }
    assert_eq!(g.state_hash(), hash);
}

#[test]
fn move_namespace() {
    let g = Scenario::of("tutorial", "crossing").seed(5).start();
    // 1/USA (infantry, 4 MP) at 0204 (an odd column, so 0305 is its SE neighbour): 1 MP to
    // the road at 0305, then 1/2 MP a hex along it, across the bridge into the Mill's ZOC.
    let r = q(
        &g,
        "local t = {} for _, d in ipairs(sandtable.move.reachable('1/USA')) do t[d.hex] = d.cost end return t",
    );
    assert_eq!(r["0205"], json!(1));
    assert_eq!(r["0305"], json!(1));
    assert_eq!(r["0605"], json!(2.5));
    assert_eq!(
        r["0705"],
        json!(3),
        "across the bridge, into the Mill's ZOC"
    );
    assert!(r.get("0805").is_none(), "enemy-held");
    assert!(r.get("0204").is_none(), "the start is not a destination");
    assert_eq!(
        q(
            &g,
            "local p, c = sandtable.move.path('1/USA', '0705') return { p, c }"
        ),
        json!([["0204", "0305", "0405", "0505", "0605", "0705"], 3])
    );
    assert_eq!(
        q(&g, "return sandtable.move.path('1/USA', '1210')"),
        json!(null)
    );
    assert_eq!(
        q(&g, "return sandtable.move.step('1/USA', '0304')"),
        json!(1)
    );
    assert_eq!(
        q(&g, "return sandtable.move.step('3/USA', '0404')"),
        json!(2),
        "woods"
    );
    assert_eq!(
        q(&g, "return sandtable.move.step('3/USA', '0606')"),
        json!(null),
        "not adjacent"
    );
    assert_eq!(
        q(&g, "return sandtable.move.in_enemy_zoc('0705', 'blue')"),
        json!(true)
    );
    // ZOC does not cross the creek: 0704's ZOC (3/CSA at 0703) reaches 0604? 0604/0703 is creek.
    assert_eq!(
        q(&g, "return sandtable.move.in_enemy_zoc('0603', 'blue')"),
        json!(false)
    );
    let zoc = q(&g, "return sandtable.move.zoc('blue')");
    assert!(zoc.as_array().unwrap().contains(&json!("0804")));
    let t = q(&g, "return sandtable.move.trace('blue', '0204', 2)");
    assert_eq!(t["0204"], json!(0));
    assert_eq!(t["0206"], json!(2));
    // budget and ignore_zoc options.
    assert_eq!(
        q(
            &g,
            "return #sandtable.move.reachable('1/USA', { budget = 1 })"
        ),
        json!(6)
    );
    // block: hexes the unit may not enter. With 0605, the west end of the bridge, closed,
    // the crossing is cut (the ford is out of reach): 0705 cannot be reached, 0305 still
    // costs 1.
    let r = q(
        &g,
        "local t = {} for _, d in ipairs(sandtable.move.reachable('1/USA', { block = { '0605' } })) do t[d.hex] = d.cost end return t",
    );
    assert!(r.get("0605").is_none(), "blocked");
    assert!(
        r.get("0705").is_none(),
        "the bridge is entered from 0605 only"
    );
    assert_eq!(r["0305"], json!(1));
    assert_eq!(
        q(
            &g,
            "return sandtable.move.path('1/USA', '0705', { block = { '0605' } })"
        ),
        json!(null)
    );
    let err = common::try_lua(
        &g,
        Mode::Query,
        "return sandtable.move.reachable('1/USA', { block = { 'zz' } })",
    )
    .unwrap_err();
    assert!(err.contains("'zz' is not a hex label"), "{err}");
}

#[test]
fn los_namespace() {
    let g = Scenario::of("tutorial", "crossing").seed(5).start();
    assert_eq!(
        q(&g, "return sandtable.los.clear('0101', '0104')"),
        json!(true)
    );
    // 0402 → 0404 passes through woods 0403.
    assert_eq!(
        q(&g, "return sandtable.los.check('0402', '0404')"),
        json!({"clear": false, "hindrance": 0, "blocked_by": "0403"})
    );
    assert_eq!(
        q(&g, "return sandtable.los.in_arc('1/USA', '0104')"),
        json!(true),
        "no facing: all round"
    );
}

#[test]
fn dice_score_vars_markers_log_tables() {
    let g = Scenario::of("tutorial", "crossing").seed(5).start();
    g.force_dice([5, 2]);
    assert_eq!(c(&g, "return sandtable.dice.d6('test roll')"), json!(5));
    assert_eq!(c(&g, "return sandtable.dice.roll(6, 'another')"), json!(2));
    let roll = c(&g, "return sandtable.dice.roll(10, 'drawn')")
        .as_i64()
        .unwrap();
    assert!((1..=10).contains(&roll));
    let log = g.log();
    let rolls: Vec<_> = log.iter().filter(|e| e.kind == "die_rolled").collect();
    assert_eq!(rolls.len(), 3);
    assert_eq!(rolls[0].fields["purpose"], json!("test roll"));
    assert_eq!(rolls[0].text, "d6 = 5 for test roll");

    c(&g, "sandtable.score.add_vp('gray', 3, 'test')");
    assert_eq!(q(&g, "return sandtable.score.vp('gray')"), json!(3));

    c(
        &g,
        "sandtable.vars.set('objectives', { mill = 'gray', n = 2 })",
    );
    assert_eq!(
        q(&g, "return sandtable.vars.get('objectives')"),
        json!({"mill": "gray", "n": 2})
    );
    c(&g, "sandtable.vars.set('objectives', nil)");
    assert_eq!(
        q(&g, "return sandtable.vars.get('objectives')"),
        json!(null)
    );
    let err =
        common::try_lua(&g, Mode::Change, "sandtable.vars.set('f', function() end)").unwrap_err();
    assert!(err.contains("cannot be stored in game data"), "{err}");

    let id = c(
        &g,
        "return sandtable.markers.add('entrenchment', '0805', { side = 'gray', hexside = 'S', props = { level = 1 } })",
    );
    assert_eq!(
        q(&g, "return sandtable.markers.all('entrenchment')"),
        json!([{"id": id, "kind": "entrenchment", "hex": "0805", "hexside": "S", "side": "gray", "props": {"level": 1}}])
    );
    c(&g, &format!("sandtable.markers.remove({id})"));
    assert_eq!(q(&g, "return #sandtable.markers.all()"), json!(0));

    c(
        &g,
        "sandtable.log.event('custom_thing', 'Something happened', { n = 1 })",
    );
    c(&g, "print('hello', 2)");
    let log = g.log();
    assert!(
        log.iter()
            .any(|e| e.kind == "custom_thing" && e.fields["n"] == json!(1))
    );
    assert!(log.iter().any(|e| e.kind == "note" && e.text == "hello\t2"));

    assert_eq!(
        q(&g, "return sandtable.tables.get('crt')[1][5]"),
        json!("DE")
    );
    let err = common::try_lua(&g, Mode::Query, "return sandtable.tables.get('nope')").unwrap_err();
    assert!(err.contains("no table 'nope'"), "{err}");
}

#[test]
fn math_random_rolls_the_game_dice_and_bots_use_their_own_stream() {
    let g = Scenario::of("tutorial", "crossing").seed(5).start();
    let pos = g.state().dice.position();
    let n = q(&g, "return sandtable.bot.random(6)").as_i64().unwrap();
    assert!((1..=6).contains(&n));
    assert_eq!(
        g.state().dice.position(),
        pos,
        "bot randomness does not touch the dice"
    );
    g.force_dice([4]);
    assert_eq!(c(&g, "return math.random(6)"), json!(4));
    assert_eq!(c(&g, "return math.random(10, 12) >= 10"), json!(true));
    assert!(
        g.log()
            .iter()
            .any(|e| e.kind == "die_rolled" && e.fields["purpose"] == json!("math.random"))
    );
}

#[test]
fn legal_actions_come_from_list_hooks_filtered_by_can() {
    let g = Scenario::of("tutorial", "crossing").seed(5).start();
    let legal = g.engine.legal_actions("blue").unwrap();
    assert_eq!(legal.last().unwrap(), &json!({"kind": "end_phase"}));
    assert!(
        legal
            .iter()
            .any(|a| a == &json!({"kind": "move", "unit": "1/USA", "to": "0705"}))
    );
    assert!(
        legal
            .iter()
            .all(|a| a["kind"] == "move" || a["kind"] == "end_phase")
    );
}

#[test]
fn oob_namespace() {
    // River of Death's order of battle: army, corps, divisions.
    let g = Scenario::rod("oob")
        .size(6, 6)
        .unit(rod::line("A", "union", 8, "0303", "E", "1-XIV"))
        .start();
    assert_eq!(
        q(&g, "return sandtable.oob.chain('1-XIV')"),
        json!(["1-XIV", "XIV", "AotC"])
    );
    assert_eq!(q(&g, "return sandtable.oob.parent('1-XIV')"), json!("XIV"));
    assert_eq!(q(&g, "return sandtable.oob.parent('AotC')"), json!(null));
    assert_eq!(
        q(
            &g,
            "return { sandtable.oob.under('1-XIV', 'XIV'), sandtable.oob.under('1-XIV', 'XX'), sandtable.oob.under(nil, 'XIV') }"
        ),
        json!([true, false, false])
    );
    assert_eq!(
        q(&g, "return sandtable.oob.above('1-XIV', 'corps')"),
        json!("XIV")
    );
    assert_eq!(
        q(&g, "return sandtable.oob.above('XIV', 'division')"),
        json!(null)
    );
    let c = q(&g, "return sandtable.oob.command('XIV')");
    assert_eq!(
        (
            c["echelon"].as_str(),
            c["side"].as_str(),
            c["parent"].as_str()
        ),
        (Some("corps"), Some("union"), Some("AotC"))
    );
    assert_eq!(q(&g, "return sandtable.oob.command('nope')"), json!(null));
    // The units under a command, wherever they are, by key.
    assert_eq!(
        q(
            &g,
            "local out = {} for _, u in ipairs(sandtable.oob.units('XIV')) do out[#out + 1] = u.key end return out"
        ),
        json!(["A"])
    );
    assert!(
        common::try_lua(&g, Mode::Query, "return sandtable.oob.units('nope')")
            .unwrap_err()
            .contains("no command 'nope'")
    );
    // Every division of a side, as the commands list gives them.
    let n = q(
        &g,
        "local n = 0 for _, c in ipairs(sandtable.oob.commands('confederate')) do if c.echelon == 'division' then n = n + 1 end end return n",
    );
    assert!(n.as_i64().unwrap() > 5, "{n}");
}

/// A unit handle: one read-only table a unit, its constant fields read inside Lua, the others
/// from the game; never stored in game data; a new handle when an id comes to mean another
/// unit (a created unit undone, another created in its place).
#[test]
fn unit_handles_are_read_only_tables_one_a_unit() {
    let g = Scenario::of("tutorial", "crossing").seed(5).start();
    assert_eq!(
        q(
            &g,
            "local u = sandtable.units.get('1/USA') return { type(u), getmetatable(u), u.key, u.id, u.name == nil, tostring(u), rawget(u, 'key') == nil }"
        ),
        json!([
            "table",
            "sandtable.unit (read-only)",
            "1/USA",
            0,
            false,
            "1/USA",
            true
        ])
    );
    assert_eq!(
        q(
            &g,
            "local u = sandtable.units.get('1/USA') return { u.type, rawget(u, 'type') == nil }"
        ),
        json!(["infantry", true])
    );
    // sorted by key in the engine, as a Lua sort by key would sort them
    assert_eq!(
        q(
            &g,
            "local a, b = sandtable.units.all{ location = 'any' }, sandtable.units.all{ location = 'any', sort = 'key' } table.sort(a, function(x, y) return x.key < y.key end) local same = #a == #b and #a > 3 for i = 1, #a do same = same and a[i] == b[i] end return same"
        ),
        json!(true)
    );
    let err = common::try_lua(&g, Mode::Query, "sandtable.units.all{ sort = 'name' }").unwrap_err();
    assert!(err.contains("sort 'name' is not one of id, key"), "{err}");
    // the changing fields come from the game as it is now
    c(&g, "sandtable.units.move('1/USA', '0304')");
    assert_eq!(
        q(
            &g,
            "local u = sandtable.units.get('1/USA') return { u.hex, u:has('x'), u.side }"
        ),
        json!(["0304", false, "blue"])
    );
    let err =
        common::try_lua(&g, Mode::Query, "sandtable.units.get('1/USA').key = 'x'").unwrap_err();
    assert!(err.contains("unit 1/USA is read-only"), "{err}");
    let err = common::try_lua(
        &g,
        Mode::Query,
        "setmetatable(sandtable.units.get('1/USA'), {})",
    )
    .unwrap_err();
    assert!(err.contains("protected metatable"), "{err}");
    let err = common::try_lua(
        &g,
        Mode::Change,
        "sandtable.vars.set('u', { sandtable.units.get('1/USA') })",
    )
    .unwrap_err();
    assert!(
        err.contains("a unit handle (unit #0) cannot be stored in game data"),
        "{err}"
    );
    // an id that comes to mean another unit gets another handle
    let before = g.state();
    c(
        &g,
        "HELD = sandtable.units.create{ key = 'A/USA', side = 'blue', type = 'infantry', strength = 2, hex = '0101' }",
    );
    g.world_slot()
        .borrow_mut()
        .as_mut()
        .unwrap()
        .restore_state(before);
    c(
        &g,
        "sandtable.units.create{ key = 'B/USA', side = 'blue', type = 'infantry', strength = 2, hex = '0101' }",
    );
    assert_eq!(
        q(
            &g,
            "local b = sandtable.units.get('B/USA') return { b.key, b.id == HELD.id, b ~= HELD, b.strength }"
        ),
        json!(["B/USA", true, true, 2])
    );
}
