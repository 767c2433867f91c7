//! The kernel's movement search with what rulesets used to write in Lua: declared night costs
//! (a terrain's `night_factor`), hexside kinds treated as absent (`without`), another class's
//! costs (`class`), a search from another hex (`from`), and bridges taken off the map.
//!
//! This Terrible Sound searched in Lua at night, with a bridge burned or with 6.2 special rule
//! 3's fords closed, and traced its HQ radii with a Lua search of its own. Those searches are
//! kept verbatim as the oracle (`tests/fixtures/tts_search_oracle.lua`); the kernel must give
//! the same cost to every hex, on many positions: day and night, bridges intact and burned,
//! fords open and closed, every formation and class, from the unit's hex and from others.
mod common;
use common::{Scenario, tts};
use sandtable::session::Game;

/// A 16 × 14 map: forest scattered by a fixed hash, the creek down column 9 with two bridges
/// and two fords, slopes, a road along row 4 and a trail along row 10.
fn varied_map() -> String {
    let mut forest = Vec::new();
    for c in 1..=16u32 {
        for r in 1..=14u32 {
            let h = (c * 7919 + r * 104_729) % 11;
            if h < 4 {
                forest.push(format!("\"{c:02}{r:02}\""));
            }
        }
    }
    let mut creek = Vec::new();
    for r in 1..=14u32 {
        creek.push(format!("\"09{r:02}/10{r:02}\""));
    }
    let road: Vec<String> = (1..16u32)
        .map(|c| format!("\"{c:02}04/{:02}04\"", c + 1))
        .collect();
    let trail: Vec<String> = (1..16u32)
        .map(|c| format!("\"{c:02}10/{:02}10\"", c + 1))
        .collect();
    tts::open_map(
        16,
        14,
        &format!(
            r#"hexes = {{ forest = {{ {} }} }}, hexsides = {{ creek = {{ {} }}, bridge = {{ "0904/1004", "0912/1012" }}, ford = {{ "0907/1007", "0910/1010" }}, slope = {{ "0305/0306", "0405/0406", "1108/1208", "1208/1308" }}, extreme_slope = {{ "0611/0612" }}, road = {{ {} }}, trail = {{ {} }} }},"#,
            forest.join(", "),
            creek.join(", "),
            road.join(", "),
            trail.join(", ")
        ),
    )
}

/// Both armies in several formations and classes, some in contact across the creek.
fn units() -> Vec<String> {
    vec![
        tts::oob(
            "union",
            "10 Ind/2/3/14",
            "0405",
            r#"formation = "line", facing = "E","#,
        ),
        tts::oob(
            "union",
            "74 Ind/2/3/14",
            "0304",
            r#"formation = "column", facing = "E","#,
        ),
        tts::oob(
            "union",
            "4 Ky/2/3/14",
            "0709",
            r#"formation = "line", facing = "SE","#,
        ),
        tts::oob(
            "union",
            "98 Ill/Wilder",
            "0611",
            r#"formation = "mounted", facing = "E","#,
        ),
        tts::oob(
            "union",
            "18 Ind Lt a/Wilder",
            "0504",
            r#"formation = "limbered", facing = "E","#,
        ),
        tts::oob(
            "union",
            "18 Ind Lt b/Wilder",
            "0806",
            r#"formation = "unlimbered", facing = "E","#,
        ),
        tts::oob("union", "Thomas", "0203", ""),
        tts::oob("union", "Brannan", "0507", ""),
        tts::oob(
            "confederate",
            "29 Miss/W/L/Res",
            "1207",
            r#"formation = "line", facing = "W","#,
        ),
        tts::oob(
            "confederate",
            "30 Miss/W/L/Res",
            "1110",
            r#"formation = "column", facing = "W","#,
        ),
        tts::oob("confederate", "Liddell", "1405", ""),
        tts::oob("confederate", "Walker", "1512", ""),
    ]
}

/// A game on the varied map at `time` (10:00 is day, 20:00 night), with scenario variables
/// `vars`, and the oracle module beside the ruleset.
fn game(time: &str, vars: &[(&str, &str)]) -> Game {
    let mut s = with_oracle(
        Scenario::tts("search")
            .map(&varied_map())
            .units(&units())
            .at(1, time),
        "tts_search_oracle.lua",
    );
    for (k, v) in vars {
        s = s.var(k, v);
    }
    s.start()
}

/// The Lua that compares two searches' costs hex by hex: `cmp(tag, oracle, kernel)` counts
/// the searches (`n`) and the oracle's hexes (`m`) and lists every difference in `bad`.
const CMP: &str = r#"local bad, n, m = {}, 0, 0
local function cmp(tag, a, b)
  n = n + 1
  for h, c in pairs(a) do
    m = m + 1
    if b[h] == nil or math.abs(b[h] - c) > 1e-9 then bad[#bad + 1] = ("%s %s: lua %s kernel %s"):format(tag, h, c, tostring(b[h])) end
  end
  for h, c in pairs(b) do
    if a[h] == nil then bad[#bad + 1] = ("%s %s: lua nil kernel %s"):format(tag, h, c) end
  end
end"#;

/// The scenario played in a copy of its ruleset with the oracle `fixture` (tests/fixtures/)
/// beside it as the module `search_oracle`.
fn with_oracle(s: Scenario, fixture: &str) -> Scenario {
    let rs = s.ruleset().to_string();
    s.project_file(
        &format!("rulesets/{rs}/search_oracle.lua"),
        &format!("tests/fixtures/{fixture}"),
    )
}

/// Every difference between the oracle's costs and the kernel's for one unit and budget, over
/// every class and start; and how many searches were compared. (One query a unit and budget:
/// the Lua searches are slow enough to spend a hook call's instruction budget on a few units.)
const COMPARE: &str = r#"
local O = require("search_oracle")
__CMP__
local block = { "0808", "0809" }
for _, u in ipairs({ sandtable.units.get("__UNIT__") }) do
  if u.on_map then
    for _, budget in ipairs({ __BUDGET__ }) do
      local without = O.fords_closed(u) and { "ford" } or nil
      cmp(u.key .. " move " .. budget, O.lua_search(u, budget, nil),
        sandtable.move.costs(u, { budget = budget, without = without }))
      cmp(u.key .. " move/block " .. budget, O.lua_search(u, budget, block),
        sandtable.move.costs(u, { budget = budget, without = without, block = block }))
      for _, class in ipairs({ false, "leader", "column", "wagon" }) do
        for _, from in ipairs({ u.hex, "0606", "1111" }) do
          cmp(("%s reach %s %s from %s"):format(u.key, budget, tostring(class), from),
            O.reach_mp(u, from, budget, class or nil),
            sandtable.move.costs(u, { from = from, budget = budget, class = class or nil, ignore_zoc = true }))
        end
      end
    end
  end
end
table.sort(bad)
return { n = n, m = m, bad = bad }
"#;

/// Compares the searches of every `every`-th unit on the map at budgets 2, 4.5, 8 and 14 MP;
/// returns how many searches were compared. Fails unless they reached 8 hexes a search on
/// average (so that empty searches cannot agree by default).
fn compare_all(g: &Game, starts: &str, block: &str, every: usize) -> u64 {
    let keys = tts::query(
        g,
        "local k = {} for _, u in ipairs(sandtable.units.all{}) do if u.on_map then k[#k + 1] = u.key end end table.sort(k) return k",
    );
    let (mut n, mut hexes) = (0, 0);
    let mut bad = Vec::new();
    for key in keys.as_array().into_iter().flatten().step_by(every) {
        let key = key.as_str().unwrap_or_default();
        for budget in ["2", "4.5", "8", "14"] {
            let src = COMPARE
                .replace("__CMP__", CMP)
                .replace("__UNIT__", key)
                .replace("__BUDGET__", budget)
                .replace(r#"{ u.hex, "0606", "1111" }"#, starts)
                .replace(r#"local block = { "0808", "0809" }"#, block);
            let r = tts::query(g, &src);
            n += r["n"].as_u64().unwrap_or(0);
            hexes += r["m"].as_u64().unwrap_or(0);
            bad.extend(r["bad"].as_array().cloned().unwrap_or_default());
        }
    }
    assert!(
        bad.is_empty(),
        "{} differences, the first: {:#?}",
        bad.len(),
        &bad[..bad.len().min(12)]
    );
    assert!(hexes > 8 * n, "{hexes} hexes in {n} searches");
    n
}

fn assert_same(g: &Game, night: bool) {
    assert_eq!(
        tts::query(g, "return sandtable.game.is_night()"),
        serde_json::json!(night)
    );
    let n = compare_all(
        g,
        r#"{ u.hex, "0606", "1111" }"#,
        r#"local block = { "0808", "0809" }"#,
        1,
    );
    // 12 units × 4 budgets × (2 moves + 4 classes × 3 starts)
    assert_eq!(n, 12 * 4 * 14);
}

#[test]
fn the_kernel_search_gives_the_lua_searches_costs_by_day() {
    assert_same(&game("10:00", &[]), false);
}

#[test]
fn rule_s_10_1_the_kernel_search_gives_the_lua_searches_costs_at_night() {
    assert_same(&game("20:00", &[]), true);
}

#[test]
fn rule_4_5a_a_burned_bridge_is_closed_to_the_kernel_search_as_it_was_to_the_lua_one() {
    let g = game(
        "20:00",
        &[("bridges_burned", r#"{ ["0904|1004"] = true }"#)],
    );
    // The burned bridge is off the map: the creek bars the road there.
    let kinds = tts::query(&g, r#"return sandtable.map.hexside("0904", "1004", true)"#);
    assert_eq!(kinds, serde_json::json!(["creek", "road"]));
    assert_same(&g, true);
    let g = game(
        "10:00",
        &[("bridges_burned", r#"{ ["0912|1012"] = true }"#)],
    );
    assert_same(&g, false);
}

#[test]
fn rule_6_2_sr3_closed_fords_are_absent_to_the_kernel_search_as_to_the_lua_one() {
    let fords = [(
        "special_rules",
        "{ confederate_fords_need_initiative = true }",
    )];
    let g = game("10:00", &fords);
    let closed = tts::query(
        &g,
        r#"return require("search_oracle").fords_closed(sandtable.units.get("29 Miss/W/L/Res"))"#,
    );
    assert_eq!(closed, serde_json::json!(true));
    assert_same(&g, false);
    let g = game("20:00", &fords);
    assert_same(&g, true);
}

/// On the real six-sheet map, at the start of 6.2 Jay's Mill, the same for the units of both
/// sides (a day position with the real terrain, slopes, creek, roads and trails).
#[test]
fn the_kernel_search_gives_the_lua_searches_costs_on_the_real_map() {
    let g = with_oracle(Scenario::of(tts::RS, "jays-mill"), "tts_search_oracle.lua").start();
    // every 9th unit, from its own hex, no extra block (the labels are the six sheets')
    let n = compare_all(&g, "{ u.hex }", "local block = {}", 9);
    assert!(n > 150, "{n}");
}

/// The window's path preview shows what the move costs under the ruleset: the hovered
/// destination takes the path and cost of the move's `describe` (S.4.4: leaving an enemy zone
/// of control costs 2 MP more, which the declared costs alone do not know).
#[test]
fn rule_s_4_4_the_windows_preview_shows_the_rulesets_cost_of_the_hovered_move() {
    use sandtable::host::play::Session;
    let units = [
        tts::oob(
            "union",
            "10 Ind/2/3/14",
            "0405",
            r#"formation = "line", facing = "E","#,
        ),
        tts::oob(
            "confederate",
            "29 Miss/W/L/Res",
            "0505",
            r#"formation = "line", facing = "W","#,
        ),
    ];
    let src = tts::scenario(
        &tts::open_map(12, 12, ""),
        &units,
        4,
        1,
        "10:00",
        "union",
        "",
    );
    let mut g = tts::game("preview", &src);
    common::goto_phase(&mut g, "union", "movement");
    let mut s = Session::new(g, std::collections::BTreeMap::new());
    let id = s
        .game
        .with_world(|w| w.state.unit_by_key("10 Ind/2/3/14").unwrap());
    let to = s.game.with_world(|w| w.hex("0305").unwrap());
    s.selection.unit = Some(id);
    s.refresh();
    let plain = s.preview().expect("a preview").paths[&to].0;
    s.hover = Some(to);
    s.describe_hover();
    let (cost, path) = s.preview().expect("a preview").paths[&to].clone();
    assert_eq!(
        cost.as_f64(),
        plain.as_f64() + 2.0,
        "S.4.4 leave cost in the preview"
    );
    let described = s
        .game
        .describe(&serde_json::json!({"kind": "move", "unit": "10 Ind/2/3/14", "to": "0305"}))
        .unwrap()
        .unwrap();
    assert_eq!(described["cost"].as_f64(), Some(cost.as_f64()));
    assert_eq!(path.len(), 2);
    // A new preview (the unit selected again) keeps the hovered move's cost from the ruleset.
    s.selection.unit = None;
    s.refresh();
    s.selection.unit = Some(id);
    s.refresh();
    assert_eq!(s.preview().expect("a preview").paths[&to].0, cost);
}

/// Decision Games: the search movement.lua wrote in Lua for the supply train and the units near
/// it (18.21–18.23), and the bots' distance field, kept as the oracle
/// (`tests/fixtures/dg_search_oracle.lua`): the kernel's search with `roads_only`, `block` and
/// `from`, and its distance field, give the same cost to every hex, at the start and after
/// every 45 actions of a bot game, for every unit on the map (the train on its roads), the
/// reinforcements from entry hexes, and fields to the objectives and the exits.
#[test]
fn decision_games_kernel_search_and_fields_give_the_lua_searches_costs() {
    const DG: &str = "dg-chickamauga";
    let mut g = with_oracle(Scenario::of(DG, "chickamauga"), "dg_search_oracle.lua")
        .seed(3)
        .start();
    const COMPARE: &str = r#"
local O = require("search_oracle")
local U = require("util")
local movement = require("movement")
__CMP__
local train = U.train_on_map()
local units = sandtable.units.all{}
table.sort(units, function(a, b) return a.key < b.key end)
for _, u in ipairs(units) do
  if u.on_map then
    local block = {}
    if U.is_train(u) then
      for _, o in ipairs(sandtable.units.all{ side = u.side }) do if o.key ~= u.key then block[o.hex] = true end end
    elseif train and train.side == u.side then
      block[train.hex] = true
    end
    for _, budget in ipairs({ 2, 6 }) do
      cmp(("%s %d"):format(u.key, budget), O.search(u, budget, block, U.is_train(u)),
        sandtable.move.costs(u, { budget = budget, block = U.keys(block), roads_only = U.is_train(u) }))
    end
  end
end
local hexes = sandtable.map.hexes()
for _, u in ipairs(sandtable.units.all{ location = "pending" }) do
  for i = 1, #hexes, 173 do
    local h = hexes[i]
    if #sandtable.units.at(h) == 0 then
      local entrant = { key = u.key, side = u.side, hex = h }
      cmp(("%s entering at %s"):format(u.key, h), O.search(entrant, 5, {}, false),
        sandtable.move.costs(u, { budget = 5, from = h }))
    end
  end
  break
end
local function field(targets, roads_only)
  local f = sandtable.move.field(targets, { class = "foot", roads_only = roads_only })
  for _, h in ipairs(U.keys(f)) do
    if not movement.TERRAIN[sandtable.map.terrain(h)] then f[h] = nil end
  end
  return f
end
for _, targets in ipairs({ U.area("exits"), { "0502" }, { "1920", "2311" } }) do
  for _, roads_only in ipairs({ false, true }) do
    cmp(("field to %s%s"):format(table.concat(targets, ","), roads_only and " by road" or ""),
      O.field(targets, roads_only), field(targets, roads_only))
  end
end
local on_area = {}
for h, d in pairs(O.exit_road_distance()) do
  if movement.TERRAIN[sandtable.map.terrain(h)] then on_area[h] = d end
end
cmp("exit road distance", on_area, require("bots").exit_road_distance())
table.sort(bad)
return { n = n, m = m, bad = bad, train = train and train.hex or false }
"#;
    let (mut searches, mut hexes, mut train_seen) = (0, 0, false);
    for round in 0..14 {
        let r = common::run_lua(
            &g,
            sandtable::script::Mode::Query,
            &COMPARE.replace("__CMP__", CMP),
        );
        let bad = r["bad"].as_array().cloned().unwrap_or_default();
        assert!(
            bad.is_empty(),
            "round {round}: {} differences, the first: {:#?}",
            bad.len(),
            &bad[..bad.len().min(12)]
        );
        searches += r["n"].as_u64().unwrap_or(0);
        hexes += r["m"].as_u64().unwrap_or(0);
        train_seen |= r["train"].is_string();
        if g.run_bots(&|_| true, 45).unwrap_or(0) == 0 {
            break;
        }
    }
    assert!(
        searches > 300 && hexes > 10 * searches,
        "{searches} searches, {hexes} hexes"
    );
    assert!(
        train_seen,
        "the supply train was never on the map in the positions compared"
    );
}

/// River of Death searched in Lua (movement.lua, with works.lua's 6.69 entrenchment crossing)
/// until the kernel took per-class night effects (10.41 march formations out of the woods,
/// 10.42 a line's cost doubled), movement-only negation (6.41 roads over streams for march
/// formations, a bridge over a ford), entrenchments as a hexside kind, `open` (5.322 lone
/// enemy leaders) and `previous`. The old search is the oracle
/// (tests/fixtures/rod_search_oracle.lua): at positions of a bot game of 12.2 (set-up
/// entrenchments, unlocated fords), by day and by night, every unit, several budgets and each
/// relaxation `why_not` makes, the same cost at every hex and the same path (the hex before
/// each, ties by label).
#[test]
fn river_of_death_kernel_search_gives_the_lua_searches_costs_and_paths() {
    const ROD: &str = "river-of-death";
    let mut g = with_oracle(Scenario::of(ROD, "sept-18"), "rod_search_oracle.lua").start();
    const COMPARE: &str = r#"
local O = require("search_oracle")
local movement = require("movement")
__CMP__
local function cmp_prev(tag, a, b)
  for h, p in pairs(a) do
    if b[h] ~= p then bad[#bad + 1] = ("%s %s: lua from %s kernel from %s"):format(tag, h, p, tostring(b[h])) end
  end
end
local u = sandtable.units.get("__UNIT__")
for _, budget in ipairs({ 3, 7.5 }) do
  for i, relax in ipairs({ {}, { wagons = true }, { wagons = true, zoc = true }, { wagons = true, zoc = true, adjacent = true } }) do
    local tag = ("%s %s relax %d"):format(u.key, budget, i)
    local a, ap = O.search(u, budget, relax)
    local b, bp = movement.search(u, budget, relax)
    cmp(tag, a, b)
    cmp_prev(tag, ap, bp)
  end
end
return { n = n, m = m, bad = bad }
"#;
    let (mut searches, mut hexes) = (0u64, 0u64);
    let mut bad = Vec::new();
    let mut nights = 0;
    for round in 0..4 {
        for night in [false, true] {
            // The clock set by hand: the searches read only whether it is night (and no plan is
            // kept between these queries).
            let slot = g.world_slot();
            let set_night = |n: bool| {
                if let Some(w) = slot.borrow_mut().as_mut() {
                    w.state.clock.night = n;
                }
            };
            let was = g.with_world(|w| w.state.clock.night);
            set_night(night);
            nights += usize::from(
                common::run_lua(
                    &g,
                    sandtable::script::Mode::Query,
                    "return sandtable.game.is_night()",
                ) == serde_json::json!(true),
            );
            let keys = common::run_lua(
                &g,
                sandtable::script::Mode::Query,
                "local k = {} for _, u in ipairs(sandtable.units.all{ sort = 'key' }) do if u.on_map then k[#k + 1] = u.key end end return k",
            );
            for key in keys.as_array().into_iter().flatten().skip(round).step_by(3) {
                let src = COMPARE
                    .replace("__CMP__", CMP)
                    .replace("__UNIT__", key.as_str().unwrap_or_default());
                let r = common::run_lua(&g, sandtable::script::Mode::Query, &src);
                searches += r["n"].as_u64().unwrap_or(0);
                hexes += r["m"].as_u64().unwrap_or(0);
                bad.extend(r["bad"].as_array().cloned().unwrap_or_default());
            }
            set_night(was);
        }
        assert!(
            bad.is_empty(),
            "round {round}: {} differences, the first: {:#?}",
            bad.len(),
            &bad[..bad.len().min(12)]
        );
        if g.run_bots(&|_| true, 40).unwrap_or(0) == 0 {
            break;
        }
    }
    assert_eq!(nights, 4, "the night positions were not at night");
    assert!(
        searches > 300 && hexes > 10 * searches,
        "{searches} searches, {hexes} hexes"
    );
}
