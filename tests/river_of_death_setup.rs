//! River of Death (ruleset `river-of-death`, version 0.1.0: set-ups only): each of the five
//! scenarios of section 12 loads; every unit each set-up line lists stands where the line
//! says, in the formation it gives, at its order-of-battle strength less the previous losses
//! spread evenly over its division (12.421); no hex holds two combat units; and the calendar
//! gives each scenario the length the text states (41 / 5 / 13 / 9 / 6 game turns).

mod common;

use sandtable::kernel::{Direction, Hex, Location, World};
use sandtable::session::Game;
use std::collections::{BTreeMap, BTreeSet, VecDeque};

const RS: &str = "river-of-death";

fn start(scenario: &str) -> Game {
    common::start(&common::library(), RS, scenario, 1, &[])
}

/// What the tests need to know of the map and the units, read once from the world.
struct View {
    hex_of: BTreeMap<String, Option<Hex>>,
    side: BTreeMap<String, String>,
    formation: BTreeMap<String, Option<String>>,
    facing: BTreeMap<String, Option<String>>,
    strength: BTreeMap<String, (i32, i32)>,
    utype: BTreeMap<String, String>,
    parent: BTreeMap<String, Option<String>>,
    location: BTreeMap<String, String>,
    places: BTreeMap<String, Hex>,
    areas: BTreeMap<String, BTreeSet<Hex>>,
    labels: BTreeMap<Hex, String>,
    east_bank: BTreeSet<Hex>,
    road: BTreeSet<Hex>,
    trail: BTreeSet<Hex>,
    slope_hexes: BTreeSet<Hex>,
    woods: BTreeSet<Hex>,
    /// Adjacent hexes joined by a road or trail hexside.
    route_pairs: BTreeSet<(Hex, Hex)>,
    vars: BTreeMap<String, serde_json::Value>,
}

fn view(g: &Game) -> View {
    g.with_world(|w: &World| {
        let bit = |k: &str| w.catalog.hexside_kind(k).map(|i| 1u64 << i).unwrap_or(0);
        let (creek, road, trail) = (bit("creek"), bit("road"), bit("trail"));
        let slope = bit("slope") | bit("steep_slope");
        let all: Vec<Hex> = w.map.hexes().collect();
        let mut v = View {
            hex_of: BTreeMap::new(),
            side: BTreeMap::new(),
            formation: BTreeMap::new(),
            facing: BTreeMap::new(),
            strength: BTreeMap::new(),
            utype: BTreeMap::new(),
            parent: BTreeMap::new(),
            location: BTreeMap::new(),
            places: BTreeMap::new(),
            areas: BTreeMap::new(),
            labels: all.iter().map(|h| (*h, w.label(*h))).collect(),
            east_bank: BTreeSet::new(),
            road: BTreeSet::new(),
            trail: BTreeSet::new(),
            slope_hexes: BTreeSet::new(),
            woods: BTreeSet::new(),
            route_pairs: BTreeSet::new(),
            vars: w
                .state
                .vars
                .iter()
                .map(|(k, v)| (k.clone(), v.clone()))
                .collect(),
        };
        for u in &w.state.units {
            v.hex_of.insert(u.key.clone(), u.hex());
            v.side
                .insert(u.key.clone(), w.catalog.sides[u.side].id.clone());
            v.formation.insert(
                u.key.clone(),
                u.formation.map(|f| w.catalog.formations[f].id.clone()),
            );
            v.facing.insert(
                u.key.clone(),
                u.facing
                    .map(|d| w.map.grid.orientation.direction_name(d).to_string()),
            );
            v.strength
                .insert(u.key.clone(), (u.strength, u.max_strength));
            v.utype
                .insert(u.key.clone(), w.catalog.unit_types[u.unit_type].id.clone());
            v.parent.insert(u.key.clone(), u.parent.clone());
            let loc = match &u.location {
                Location::Map(_) => "map".to_string(),
                Location::Box(b) => format!("box:{b}"),
                Location::Pending => "pending".to_string(),
                other => format!("{other:?}"),
            };
            v.location.insert(u.key.clone(), loc);
        }
        for p in &w.map.places {
            v.places.entry(p.name.clone()).or_insert(p.hex);
        }
        for (name, hexes) in &w.map.areas {
            v.areas
                .insert(name.clone(), hexes.iter().copied().collect());
        }
        let woods = w
            .catalog
            .terrain
            .iter()
            .position(|t| t.id == "woods")
            .unwrap() as u16;
        for &h in &all {
            for d in Direction::ALL {
                let b = w.map.hexside(h, d);
                if b & road != 0 {
                    v.road.insert(h);
                }
                if b & (road | trail) != 0 {
                    v.route_pairs.insert((h, h.neighbor(d)));
                }
                if b & trail != 0 {
                    v.trail.insert(h);
                }
                if b & slope != 0 {
                    v.slope_hexes.insert(h);
                }
            }
            if w.map.terrain(h) == Some(woods) {
                v.woods.insert(h);
            }
        }
        // The east bank: everything reached from Reed's Bridge's east end without crossing a
        // creek hexside (bridges and fords are creek hexsides too).
        let reed = v.places["Reed's Bridge"];
        let mut seen = BTreeSet::from([reed]);
        let mut q = VecDeque::from([reed]);
        while let Some(h) = q.pop_front() {
            for d in Direction::ALL {
                let n = h.neighbor(d);
                if w.map.contains(n) && w.map.hexside(h, d) & creek == 0 && seen.insert(n) {
                    q.push_back(n);
                }
            }
        }
        v.east_bank = seen;
        v
    })
}

impl View {
    fn hex(&self, key: &str) -> Hex {
        self.hex_of
            .get(key)
            .unwrap_or_else(|| panic!("{key} is not in the scenario"))
            .unwrap_or_else(|| panic!("{key} is not on the map"))
    }
    fn place(&self, name: &str) -> Hex {
        *self
            .places
            .get(name)
            .unwrap_or_else(|| panic!("no place {name}"))
    }
    fn area(&self, name: &str) -> &BTreeSet<Hex> {
        self.areas
            .get(name)
            .unwrap_or_else(|| panic!("no area {name}"))
    }
    fn label(&self, h: Hex) -> &str {
        &self.labels[&h]
    }
    fn col_row(&self, h: Hex) -> (i32, i32) {
        let l = self.label(h);
        (l[..2].parse().unwrap(), l[2..].parse().unwrap())
    }
    fn west_bank(&self, h: Hex) -> bool {
        !self.east_bank.contains(&h)
    }
    fn within(&self, key: &str, place: &str, n: u32) -> bool {
        self.hex(key).distance(self.place(place)) <= n
    }
    /// East of a north-south road: reached from Jay's Mill without entering its hexes.
    fn east_of_road(&self, road: &str, h: Hex) -> bool {
        let line = self.area(road);
        if line.contains(&h) {
            return false;
        }
        let from = self.place("Jay's Mill");
        let mut seen = BTreeSet::from([from]);
        let mut q = VecDeque::from([from]);
        while let Some(x) = q.pop_front() {
            if x == h {
                return true;
            }
            for n in x.neighbors() {
                if self.labels.contains_key(&n) && !line.contains(&n) && seen.insert(n) {
                    q.push_back(n);
                }
            }
        }
        false
    }
    /// North (smaller row) or south of an east-west road, in the hex's own column.
    fn rows_of(&self, road: &str, col: i32) -> Vec<i32> {
        self.area(road)
            .iter()
            .map(|h| self.col_row(*h))
            .filter(|(c, _)| *c == col)
            .map(|(_, r)| r)
            .collect()
    }
    fn north_of(&self, road: &str, h: Hex) -> bool {
        let (c, r) = self.col_row(h);
        let rows = self.rows_of(road, c);
        !rows.is_empty() && r < *rows.iter().min().unwrap()
    }
    fn south_of(&self, road: &str, h: Hex) -> bool {
        let (c, r) = self.col_row(h);
        let rows = self.rows_of(road, c);
        !rows.is_empty() && r > *rows.iter().max().unwrap()
    }
    fn x(&self, h: Hex) -> f64 {
        3f64.sqrt() * (h.q as f64 + h.r as f64 / 2.0)
    }
    fn formation(&self, key: &str) -> Option<&str> {
        self.formation[key].as_deref()
    }
    fn is_combat(&self, key: &str) -> bool {
        self.utype[key] != "leader"
    }
    /// The set-up formation the scenario's general line demands: "in line, unlimbered and
    /// dismounted".
    fn deployed(&self, key: &str) -> bool {
        match self.utype[key].as_str() {
            "infantry" | "cavalry" => {
                self.formation(key) == Some("line") && self.facing[key].is_some()
            }
            "artillery" | "horse_artillery" => self.formation(key) == Some("unlimbered"),
            _ => true,
        }
    }
    fn in_march(&self, key: &str) -> bool {
        match self.utype[key].as_str() {
            "infantry" => self.formation(key) == Some("column"),
            "artillery" | "horse_artillery" => self.formation(key) == Some("limbered"),
            _ => true,
        }
    }
    fn adjacent_to_side(&self, h: Hex, side: &str) -> bool {
        self.hex_of.iter().any(|(k, x)| {
            self.side[k] == side && self.is_combat(k) && x.is_some_and(|x| x.distance(h) <= 1)
        })
    }
    fn loss(&self, key: &str) -> i32 {
        let (s, m) = self.strength[key];
        m - s
    }
    /// The combat units of a division (Wilder and Lilly are detached, 6.82).
    fn division(&self, div: &str) -> Vec<String> {
        self.parent
            .iter()
            .filter(|(k, p)| {
                p.as_deref() == Some(div)
                    && self.utype[k.as_str()] != "leader"
                    && self.utype[k.as_str()] != "wagon"
                    && k.as_str() != "1-4-XIV"
                    && k.as_str() != "XIV HA"
            })
            .map(|(k, _)| k.clone())
            .collect()
    }
}

/// 12.421: a division's previous losses total `n`, spread evenly (no unit loses two more than
/// any other has lost one).
fn assert_spread(v: &View, units: &[String], n: i32, what: &str) {
    assert!(!units.is_empty(), "{what}: no units");
    let losses: Vec<i32> = units.iter().map(|k| v.loss(k)).collect();
    assert_eq!(
        losses.iter().sum::<i32>(),
        n,
        "{what}: losses {units:?} = {losses:?}"
    );
    let (lo, hi) = (*losses.iter().min().unwrap(), *losses.iter().max().unwrap());
    assert!(hi - lo <= 1, "{what}: uneven losses {units:?} = {losses:?}");
    for k in units {
        assert!(
            v.strength[k].0 >= 1,
            "{what}: {k} eliminated by previous losses"
        );
    }
}

fn keys(list: &[&str]) -> Vec<String> {
    list.iter().map(|s| s.to_string()).collect()
}

/// No hex holds two combat units (6.51), nor units of both sides.
fn assert_stacking(v: &View) {
    let mut seen: BTreeMap<Hex, &str> = BTreeMap::new();
    for (k, h) in &v.hex_of {
        if let Some(h) = h
            && v.is_combat(k)
            && let Some(other) = seen.insert(*h, k)
        {
            panic!("{} holds {other} and {k}", v.label(*h));
        }
    }
}

/// Plays the scenario to its end (no rule acts yet) and returns the clock at the start of
/// every game turn.
fn turn_clocks(g: &mut Game) -> Vec<(u32, String, bool)> {
    let mut out = Vec::new();
    let mut last = 0;
    for _ in 0..10_000 {
        if g.is_over() {
            break;
        }
        let (turn, day, time, night) = g.with_world(|w| {
            (
                w.state.turn,
                w.state.clock.day,
                w.state.clock.time(),
                w.state.clock.night,
            )
        });
        if turn != last {
            out.push((day, time, night));
            last = turn;
        }
        common::rod::end_phase(g);
    }
    assert!(g.is_over());
    out
}

fn assert_length(scenario: &str, turns: usize, first: (u32, &str), last_day: u32) {
    let mut g = start(scenario);
    let clocks = turn_clocks(&mut g);
    assert_eq!(clocks.len(), turns, "{scenario}: {clocks:?}");
    assert_eq!(
        (clocks[0].0, clocks[0].1.as_str()),
        first,
        "{scenario} starts"
    );
    let end = clocks.last().unwrap();
    assert_eq!(
        (end.0, end.1.as_str()),
        (last_day, "19:00"),
        "{scenario} ends with the 1900/2000 turn"
    );
    // Day turns are an hour, the turns from 1900 to 0700 two hours (rule 4, 10).
    for w in clocks.windows(2) {
        let t = |c: &(u32, String, bool)| c.0 * 1440 + c.1[..2].parse::<u32>().unwrap() * 60;
        let step = t(&w[1]) - t(&w[0]);
        let h: u32 = w[0].1[..2].parse().unwrap();
        let expect = if !(7..19).contains(&h) { 120 } else { 60 };
        assert_eq!(
            step, expect,
            "{scenario}: turn at day {} {}",
            w[0].0, w[0].1
        );
        // Rule 10: night turns are 2100/2200 to 0500/0600; the 1900/2000 turn is not one.
        let night = !(7..21).contains(&h);
        assert_eq!(
            w[0].2, night,
            "{scenario}: night at day {} {}",
            w[0].0, w[0].1
        );
    }
}

// rules: 12.1, 12.15, 12.2, 12.25, 12.3, 12.35, 12.4, 12.45, 12.5, 12.55
#[test]
fn rule_12_15_scenario_lengths_from_the_calendar() {
    assert_length("battle", 41, (0, "15:00"), 2);
    assert_length("sept-18", 5, (0, "15:00"), 0);
    assert_length("sept-19", 13, (1, "07:00"), 1);
    assert_length("sept-20-longstreet", 9, (2, "11:00"), 2);
    assert_length("sept-20-rock", 6, (2, "14:00"), 2);
}

#[test]
fn every_scenario_loads_with_one_combat_unit_a_hex_and_the_confederates_first() {
    for s in [
        "battle",
        "sept-18",
        "sept-19",
        "sept-20-longstreet",
        "sept-20-rock",
    ] {
        let g = start(s);
        let v = view(&g);
        assert_stacking(&v);
        assert_eq!(
            g.acting_side(),
            "confederate",
            "{s}: rule 4, the Confederate moves first"
        );
    }
}

fn check_12_111(v: &View) {
    // a) XXI Corps within 7 of Lee and Gordon's Mill, west of the creek, in line/unlimbered.
    let xxi = [
        "1-1-XXI",
        "3-1-XXI",
        "1-XXI Art",
        "1-2-XXI",
        "2-2-XXI",
        "3-2-XXI",
        "2-XXI Art",
        "1-3-XXI",
        "2-3-XXI",
        "3-3-XXI",
        "3-XXI Art",
        "XXI Wagon",
        "CRITTENDEN",
        "WOOD",
        "PALMER",
        "VAN CLEVE",
    ];
    for k in xxi {
        assert!(
            v.within(k, "Lee and Gordon's Mill", 7),
            "{k} within 7 of the mill"
        );
        assert!(v.west_bank(v.hex(k)), "{k} west of the creek");
        assert!(v.deployed(k), "{k} in line / unlimbered");
    }
    assert!(
        v.road.contains(&v.hex("XXI Wagon")),
        "6.812 the wagon on a road hex"
    );
    // b) Minty within 6 of Reed's Bridge, west; c) Crook in his command radius (3, 5.22).
    assert!(v.within("1-2-Cav", "Reed's Bridge", 6) && v.west_bank(v.hex("1-2-Cav")));
    assert!(v.deployed("1-2-Cav"), "Minty dismounted");
    assert!(v.hex("CROOK").distance(v.hex("1-2-Cav")) <= 3);
    // d) Wilder on the road hex beside the Alexander's Bridge hexside, west bank.
    let w = v.hex("1-4-XIV");
    let bridge = v.place("Alexander's Bridge");
    assert_eq!(w.distance(bridge), 1, "Wilder beside the bridge");
    assert!(
        v.west_bank(w) && !v.west_bank(bridge),
        "the bridge hexside is between them"
    );
    assert!(v.road.contains(&w) && v.area("Alexander's Bridge Road").contains(&w));
    assert!(v.deployed("1-4-XIV"), "Wilder dismounted");
    // e) Lilly in the Alexander house hex.
    assert_eq!(v.hex("XIV HA"), v.place("Alexander house"));
    assert_eq!(v.formation("XIV HA"), Some("unlimbered"));
}

// rules: 12.11, 12.111, 12.21
#[test]
fn rule_12_111_union_set_up_of_the_battle_and_of_sept_18() {
    for s in ["battle", "sept-18"] {
        let v = view(&start(s));
        check_12_111(&v);
        // a) three entrenchments, each on a XXI Corps unit's hex; f) no intact-bridge markers.
        let ent = v.vars["entrenchments"].as_array().unwrap();
        assert_eq!(ent.len(), 3, "{s}: three entrenchments");
        let none = |x: &serde_json::Value| {
            x.as_array().is_some_and(|a| a.is_empty())
                || x.as_object().is_some_and(|o| o.is_empty())
        };
        assert!(none(&v.vars["bridges_destroyed"]), "f) no bridge markers");
    }
}

// rules: 12.112, 12.21
#[test]
fn rule_12_112_davidson_mounted_at_dyers_bridge() {
    for s in ["battle", "sept-18"] {
        let v = view(&start(s));
        let d = v.hex("Davidson/Pegram");
        let dyer = v.place("Dyer's Ford and Bridge");
        assert_eq!(d.distance(dyer), 1, "on the Dyer's Bridge hexside");
        assert!(
            !v.west_bank(d) && v.west_bank(dyer),
            "east of the creek, across the bridge"
        );
        assert_eq!(v.formation("Davidson/Pegram"), Some("mounted"));
        // The only Confederate combat unit on the map at the start.
        let on_map: Vec<&String> = v
            .hex_of
            .iter()
            .filter(|(k, h)| h.is_some() && v.side[k.as_str()] == "confederate")
            .map(|(k, _)| k)
            .collect();
        assert_eq!(on_map, vec!["Davidson/Pegram"], "{s}");
    }
}

// rules: 12.13, 12.14, 12.23, 12.24
#[test]
fn rule_12_13_reinforcements_and_casualty_records_of_the_battle_and_sept_18() {
    let v = view(&start("battle"));
    assert_eq!(
        v.vars["casualties"],
        serde_json::json!({ "union": 0, "confederate": 0 })
    );
    // Everything not set up arrives by the chart or waits in an off-map display (7.711).
    for (k, loc) in &v.location {
        assert!(
            loc == "map" || loc == "pending" || loc.starts_with("box:"),
            "{k}: {loc}"
        );
    }
    assert_eq!(v.location["WHEELER"], "box:confederate_off_map_cavalry");
    assert_eq!(v.location["1-1-Cav"], "box:union_off_map_cavalry");
    assert_eq!(v.location["LONGSTREET"], "pending");
    assert_eq!(v.location["GRANGER"], "pending");
    let n = v.location.len();
    let s18 = view(&start("sept-18"));
    assert_eq!(
        s18.vars["casualties"],
        serde_json::json!({ "union": 0, "confederate": 0 })
    );
    // 12.23 only the reinforcements of the 18th: Longstreet (night of the 19th) is absent.
    assert!(!s18.location.contains_key("LONGSTREET"));
    assert!(s18.location.contains_key("WALKER"));
    assert!(s18.location.len() < n);
}

// rules: 12.31, 12.311
#[test]
fn rule_12_311_union_set_up_of_sept_19() {
    let v = view(&start("sept-19"));
    for k in [
        "1-1-XXI",
        "3-1-XXI",
        "1-XXI Art",
        "1-2-XXI",
        "2-2-XXI",
        "3-2-XXI",
        "2-XXI Art",
        "1-3-XXI",
        "2-3-XXI",
        "3-3-XXI",
        "3-XXI Art",
        "CRITTENDEN",
        "WOOD",
        "PALMER",
        "VAN CLEVE",
    ] {
        assert!(
            v.within(k, "Lee and Gordon's Mill", 7) && v.west_bank(v.hex(k)),
            "a) {k}"
        );
        assert!(v.deployed(k), "{k}");
    }
    for k in ["1-2-Cav", "CROOK"] {
        assert!(v.within(k, "Cloud Church", 1), "b) {k}");
    }
    for k in ["1-4-XIV", "XIV HA"] {
        assert!(v.within(k, "Viniard house", 1), "c) {k}");
        assert!(v.deployed(k));
    }
    for k in ["1-1-XIV", "2-1-XIV", "3-1-XIV", "1-XIV Art", "BAIRD"] {
        assert!(v.within(k, "Kelly house", 6), "d) {k}");
        assert!(
            v.east_of_road("LaFayette Road", v.hex(k)),
            "d) {k} east of the LaFayette Road"
        );
    }
    let kelly_creek = v.area("Kelly's Creek");
    let reed = v.area("Reed's Bridge Road");
    for k in ["1-3-XIV", "2-3-XIV", "3-3-XIV", "3-XIV Art"] {
        let h = v.hex(k);
        assert!(
            h.neighbors()
                .iter()
                .any(|n| kelly_creek.contains(n) && v.x(*n) > v.x(h)),
            "e) {k} west of and adjacent to Kelly's Creek"
        );
        assert!(
            reed.iter().any(|r| r.distance(h) <= 2),
            "e) {k} within 2 of the Reed's Bridge road"
        );
    }
    // f) Reynolds' column on adjacent Dry Valley road hexes from the Withers house south.
    let chain: Vec<Hex> = ["2-4-XIV", "3-4-XIV", "4-XIV Art"]
        .iter()
        .map(|k| v.hex(k))
        .collect();
    assert_eq!(chain[0], v.place("Withers house"));
    for w in chain.windows(2) {
        assert_eq!(w[0].distance(w[1]), 1);
        assert!(w[1].r > w[0].r, "south");
    }
    for k in ["2-4-XIV", "3-4-XIV", "4-XIV Art"] {
        assert!(v.area("Dry Valley Road").contains(&v.hex(k)));
        assert!(v.in_march(k), "f) {k} in column / limbered");
    }
    assert_eq!(v.hex("THOMAS"), v.place("Kelly house"), "g)");
    let e_road: Vec<Hex> = v
        .area("E")
        .iter()
        .filter(|h| v.road.contains(h))
        .copied()
        .collect();
    let wagon = v.hex("XIV Wagon");
    assert!(
        v.road.contains(&wagon) && e_road.iter().any(|h| h.distance(wagon) <= 12),
        "h)"
    );
    assert_eq!(
        v.vars["entrenchments"].as_array().unwrap().len(),
        9,
        "a) 5 + d) 4 entrenchments"
    );
}

// rules: 12.312
#[test]
fn rule_12_312_confederate_set_up_of_sept_19() {
    let v = view(&start("sept-19"));
    let jay = v.place("Jay's Mill");
    for k in [
        "Wheeler/Armstrong",
        "Dibrell/Armstrong",
        "Davidson/Pegram",
        "HA/Armstrong",
        "HA/Pegram",
        "FORREST",
        "ARMSTRONG",
    ] {
        let h = v.hex(k);
        assert!(h.distance(jay) <= 2 && v.x(h) >= v.x(jay) - 1e-9, "a) {k}");
        assert!(v.deployed(k), "a) {k} dismounted / unlimbered");
    }
    assert!(
        !v.hex_of.contains_key("PEGRAM") || v.hex_of["PEGRAM"].is_none(),
        "a) not Pegram"
    );
    assert!(
        !v.hex_of.contains_key("Scott/Pegram") || v.hex_of["Scott/Pegram"].is_none(),
        "a) not Scott"
    );
    for k in [
        "Ector/Gist",
        "Wilson/Gist",
        "Art/Gist",
        "Govan/Liddell",
        "Walthall/Liddell",
        "Art/Liddell",
        "WALKER",
        "GIST",
        "LIDDELL",
    ] {
        assert!(
            v.within(k, "Fowler's Ford", 3) && v.west_bank(v.hex(k)),
            "b) {k}"
        );
    }
    assert!(
        v.hex_of.get("Gist/Gist").is_none_or(|h| h.is_none()),
        "b) Gist's brigade is not set up"
    );
    for k in [
        "Johnson/Johnson",
        "Gregg/Johnson",
        "McNair/Johnson",
        "Art/Johnson",
        "Law/Law",
        "Robertson/Law",
        "Benning/Law",
        "HOOD",
        "JOHNSON (CS)",
        "LAW",
    ] {
        let h = v.hex(k);
        assert!(
            v.within(k, "Alexander house", 4) && v.west_bank(h),
            "c) {k}"
        );
        assert!(
            v.south_of("Alexander's Bridge Road", h),
            "c) {k} south of the road"
        );
    }
    // d) Buckner's column: adjacent hexes east of the creek, from the trail hex at
    // Thedford's Ford, by road toward area C.
    let col = [
        "Bate/Stewart",
        "Brown/Stewart",
        "Clayton/Stewart",
        "Art/Stewart",
        "Gracie/Preston",
        "Trigg/Preston",
        "Kelly/Preston",
        "Art/Preston",
        "Res Art/Buckner",
    ];
    let first = v.hex(col[0]);
    assert_eq!(first.distance(v.place("Thedford's Ford")), 1);
    assert!(v.trail.contains(&first));
    let c_area = v.area("C");
    let mut prev: Option<Hex> = None;
    for k in col {
        let h = v.hex(k);
        assert!(!v.west_bank(h) && v.in_march(k), "d) {k}");
        if let Some(p) = prev {
            assert_eq!(p.distance(h), 1, "d) {k} adjacent to the one before");
            assert!(v.route_pairs.contains(&(p, h)), "d) {k} along the road");
        }
        prev = Some(h);
    }
    let dc = |x: Hex| c_area.iter().map(|c| c.distance(x)).min().unwrap();
    assert!(
        dc(prev.unwrap()) < dc(first),
        "d) the column runs toward area C"
    );
    assert_eq!(
        v.vars["fords_located"],
        serde_json::json!(["Lambert's Ford"]),
        "e)"
    );
}

// rules: 12.33, 12.34
#[test]
fn rule_12_34_walthall_and_the_casualty_record_of_sept_19() {
    let v = view(&start("sept-19"));
    assert_eq!(
        v.vars["casualties"],
        serde_json::json!({ "union": 0, "confederate": 1 })
    );
    assert_eq!(v.loss("Walthall/Liddell"), 1);
    let lost: i32 = v.strength.values().map(|(s, m)| m - s).sum();
    assert_eq!(lost, 1);
    // 12.33 reinforcements of the 19th only: Longstreet arrives in the night, Kershaw on the 20th.
    assert_eq!(v.location["CHEATHAM"], "pending");
    assert!(!v.location.contains_key("KERSHAW"));
}

fn kelly_line(v: &View) {
    for k in [
        "1-2-XX",
        "2-2-XX",
        "3-2-XX",
        "2-XX Art",
        "1-2-XXI",
        "2-2-XXI",
        "3-2-XXI",
        "2-XXI Art",
        "1-1-XIV",
        "2-1-XIV",
        "3-1-XIV",
        "1-XIV Art",
        "2-4-XIV",
        "3-4-XIV",
        "4-XIV Art",
        "PALMER",
        "JOHNSON (US)",
        "BAIRD",
        "REYNOLDS",
    ] {
        let h = v.hex(k);
        let kelly = v.place("Kelly house");
        assert!(
            h.distance(kelly) <= 3 && h != kelly,
            "{k} within 3 of the Kelly house (exclusive)"
        );
        assert!(
            v.area("LaFayette Road").contains(&h) || v.east_of_road("LaFayette Road", h),
            "{k} on or east of the LaFayette Road"
        );
        assert!(v.deployed(k), "{k}");
    }
}

// rules: 12.41, 12.411
#[test]
fn rule_12_411_union_set_up_of_longstreets_breakthrough() {
    let v = view(&start("sept-20-longstreet"));
    kelly_line(&v); // a)
    assert!(v.within("THOMAS", "Kelly house", 3));
    let poe = v.place("Poe house");
    for k in ["1-3-XIV", "2-3-XIV", "3-3-XIV", "3-XIV Art"] {
        let h = v.hex(k);
        assert!(h.distance(poe) <= 1 && v.x(h) >= v.x(poe) - 1e-9, "b) {k}");
    }
    let negley: Vec<Hex> = ["1-2-XIV", "2-2-XIV", "3-2-XIV", "2-XIV Art"]
        .iter()
        .map(|k| v.hex(k))
        .collect();
    assert_eq!(negley[0], v.place("Dyer house"), "c) from the Dyer house");
    for (i, k) in ["1-2-XIV", "2-2-XIV", "3-2-XIV", "2-XIV Art"]
        .iter()
        .enumerate()
    {
        // The trail west of the Dyer house is two hexes long on the map; the column goes on
        // along the road the trail joins (README).
        let on = if i < 2 {
            v.trail.contains(&negley[i])
        } else {
            v.road.contains(&negley[i])
        };
        assert!(on && v.in_march(k), "c) {k}");
        if i > 0 {
            assert_eq!(negley[i].distance(negley[i - 1]), 1);
            assert!(
                v.x(negley[i]) < v.x(negley[0]),
                "c) {k} west of the Dyer house"
            );
        }
    }
    for k in ["1-1-XXI", "3-1-XXI", "1-XXI Art"] {
        let h = v.hex(k);
        assert!(
            h.distance(poe) == 1 && v.x(h) <= v.x(poe) + 1e-9 && v.woods.contains(&h),
            "d) {k}"
        );
        assert!(v.in_march(k));
    }
    let gk = v.area("Glenn-Kelly Road");
    let vc: Vec<Hex> = ["1-3-XXI", "2-3-XXI", "3-3-XXI", "3-XXI Art"]
        .iter()
        .map(|k| v.hex(k))
        .collect();
    for (i, h) in vc.iter().enumerate() {
        assert!(
            gk.contains(h) && v.trail.contains(h),
            "e) on the Glenn-Kelly trail"
        );
        assert!(
            h.r > v.place("Blacksmith shop").r,
            "e) south of the blacksmith shop"
        );
        if i > 0 {
            assert_eq!(h.distance(vc[i - 1]), 1);
        }
    }
    // f) the line from the road hex NE of the A. Brock house to the Widow Glenn house, facing SE.
    let brock = v.place("A. Brock house");
    let line = [
        "2-1-XX", "3-1-XX", "1-XX Art", "1-3-XX", "2-3-XX", "3-3-XX", "3-XX Art",
    ];
    assert_eq!(
        v.hex(line[0]),
        brock.neighbor(Direction::new(1)),
        "f) NE of the A. Brock house"
    );
    assert!(v.area("LaFayette Road").contains(&v.hex(line[0])));
    assert_eq!(v.hex(line[1]), brock);
    assert_eq!(v.hex(line[6]), v.place("Widow Glenn house"));
    for (i, k) in line.iter().enumerate() {
        assert_eq!(
            v.facing[*k].as_deref(),
            Some("SE"),
            "f) {k} faces south-east"
        );
        if i > 0 {
            assert_eq!(v.hex(k).distance(v.hex(line[i - 1])), 1);
        }
    }
    let lytle = v.area("Lytle Hill");
    assert!(
        lytle.contains(&v.hex("ROSECRANS")) && lytle.contains(&v.hex("HQ Escort (US)")),
        "g)"
    );
    for k in ["1-4-XIV", "XIV HA"] {
        assert!(v.within(k, "Cave Spring", 1), "h) {k}");
    }
    for k in ["1-2-Cav", "CROOK"] {
        assert!(v.within(k, "Mullis house", 2), "i) {k}");
    }
    assert!(
        v.road.contains(&v.hex("XIV Wagon")) && v.within("XIV Wagon", "Mullis house", 4),
        "j)"
    );
    for k in ["XX Wagon", "XXI Wagon"] {
        assert!(
            v.road.contains(&v.hex(k)) && v.within(k, "Vittetoe house", 4),
            "k) {k}"
        );
    }
    assert_eq!(
        v.vars["entrenchments"].as_array().unwrap().len(),
        9,
        "a) nine entrenchments"
    );
}

// rules: 12.412, 12.422
#[test]
fn rule_12_412_confederate_set_up_of_longstreets_breakthrough() {
    let v = view(&start("sept-20-longstreet"));
    for k in ["PEGRAM", "Scott/Pegram", "HA/Pegram"] {
        assert!(!v.hex_of.contains_key(k), "a) {k} not in play");
    }
    for k in [
        "Wheeler/Armstrong",
        "Dibrell/Armstrong",
        "Davidson/Pegram",
        "HA/Armstrong",
    ] {
        let h = v.hex(k);
        assert!(
            v.area("Reed's Bridge Road").contains(&h) || v.north_of("Reed's Bridge Road", h),
            "b) {k}"
        );
        assert!(v.deployed(k), "b) {k} dismounted (12.424)");
    }
    assert_eq!(v.hex("POLK"), v.place("Alexander house"), "c)");
    for k in [
        "Wood/Cleburne",
        "Polk/Cleburne",
        "Deshler/Cleburne",
        "Art/Cleburne",
        "Jackson/Cheatham",
        "Maney/Cheatham",
        "Smith/Cheatham",
        "Wright/Cheatham",
        "Strahl/Cheatham",
        "Art/Cheatham",
    ] {
        let h = v.hex(k);
        assert!(v.within(k, "Winfrey house", 5), "d) {k}");
        assert!(
            v.area("Alexander's Bridge Road").contains(&h)
                || v.north_of("Alexander's Bridge Road", h),
            "d) {k}"
        );
        assert!(!v.adjacent_to_side(h, "union"), "d) {k}");
    }
    let jay_row = v.col_row(v.place("Jay's Mill")).1;
    for k in [
        "Gist/Gist",
        "Ector/Gist",
        "Wilson/Gist",
        "Art/Gist",
        "Govan/Liddell",
        "Walthall/Liddell",
        "Art/Liddell",
        "Helm/Breckinridge",
        "Adams/Breckinridge",
        "Stovall/Breckinridge",
        "Art/Breckinridge",
    ] {
        let h = v.hex(k);
        assert!(!v.road.contains(&h), "e) {k} off the roads");
        assert!(v.east_of_road("LaFayette Road", h), "e) {k}");
        assert!(
            v.col_row(h).1 <= jay_row,
            "e) {k} not south of Jay's Mill's row"
        );
        assert!(
            v.south_of("Reed's Bridge Road", h),
            "e) {k} south of the Reed's Bridge road"
        );
        assert!(!v.adjacent_to_side(h, "union"), "e) {k}");
    }
    for k in [
        "Johnson/Johnson",
        "Gregg/Johnson",
        "McNair/Johnson",
        "Art/Johnson",
        "Law/Law",
        "Robertson/Law",
        "Benning/Law",
        "Kershaw/Kershaw",
        "Humphreys/Kershaw",
        "Bate/Stewart",
        "Brown/Stewart",
        "Clayton/Stewart",
        "Art/Stewart",
        "Anderson/Hindman",
        "Deas/Hindman",
        "Manigault/Hindman",
        "Art/Hindman",
        "LONGSTREET",
        "HOOD",
    ] {
        let h = v.hex(k);
        let b = v.place("Brotherton house");
        assert!(h.distance(b) <= 5 && h != b, "f) {k}");
        assert!(
            v.east_of_road("LaFayette Road", h),
            "f) {k} east of, not on, the road"
        );
        assert!(!v.adjacent_to_side(h, "union"), "f) {k}");
    }
    for k in [
        "Gracie/Preston",
        "Trigg/Preston",
        "Kelly/Preston",
        "Art/Preston",
        "Res Art/Buckner",
        "PRESTON",
    ] {
        assert!(v.within(k, "Hall house", 3), "g) {k}");
    }
    let radius_ok = v.hex_of.iter().any(|(k, h)| {
        v.utype[k.as_str()] == "leader"
            && v.side[k.as_str()] == "confederate"
            && h.is_some_and(|h| h.distance(v.hex("Army Res Art")) <= 4)
    });
    assert!(radius_ok, "h) Robertson within a leader's radius");
    assert_eq!(v.hex("BRAGG"), v.place("Thedford house"), "i)");
    assert_eq!(v.hex("HQ Escort (CS)"), v.place("Thedford house"), "i)");
    let wings = &v.vars["wings"];
    assert_eq!(wings["POLK"].as_array().unwrap().len(), 5, "12.422");
    assert_eq!(wings["LONGSTREET"].as_array().unwrap().len(), 6, "12.422");
}

// rules: 12.421, 12.43, 12.44
#[test]
fn rule_12_421_previous_losses_of_longstreets_breakthrough() {
    let v = view(&start("sept-20-longstreet"));
    for (div, n) in [
        ("2-XX", 14),
        ("1-XIV", 14),
        ("4-XIV", 8),
        ("3-XIV", 6),
        ("2-XIV", 6),
        ("1-XXI", 3),
        ("3-XXI", 6),
        ("1-XX", 14),
        ("3-XX", 3),
        ("2-XXI", 0),
        ("Cleburne", 7),
        ("Cheatham", 20),
        ("Gist", 7),
        ("Liddell", 13),
        ("Johnson", 4),
        ("Law", 6),
        ("Stewart", 15),
        ("Preston", 1),
        ("Breckinridge", 0),
        ("Kershaw", 0),
        ("Hindman", 0),
    ] {
        assert_spread(&v, &v.division(div), n, div);
    }
    assert_eq!(
        v.vars["casualties"],
        serde_json::json!({ "union": 79, "confederate": 73 })
    );
    // 12.43 only the Reserve Corps arrives, at 1200 (turn 2) through G.
    let pending: Vec<&String> = v
        .location
        .iter()
        .filter(|(_, l)| l.as_str() == "pending")
        .map(|(k, _)| k)
        .collect();
    assert_eq!(pending.len(), 8, "{pending:?}");
    assert!(!v.location.contains_key("WHEELER") && !v.location.contains_key("1-1-Cav"));
}

// rules: 12.51, 12.511
#[test]
fn rule_12_511_union_set_up_of_the_rock_of_chickamauga() {
    let v = view(&start("sept-20-rock"));
    for k in [
        "ROSECRANS",
        "HQ Escort (US)",
        "A. McCOOK",
        "DAVIS",
        "2-1-XX",
        "3-1-XX",
        "CRITTENDEN",
        "VAN CLEVE",
        "1-3-XXI",
        "2-3-XXI",
        "3-3-XXI",
        "3-XXI Art",
        "NEGLEY",
        "1-2-XIV",
        "3-2-XIV",
        "1-2-Cav",
        "CROOK",
        "SHERIDAN",
        "1-3-XX",
        "2-3-XX",
        "3-3-XX",
    ] {
        assert!(!v.hex_of.contains_key(k), "a) {k} not in play");
    }
    kelly_line(&v); // c)
    assert_eq!(v.hex("THOMAS"), v.place("Snodgrass house"), "d)");
    let hill = v.area("Snodgrass Hill");
    let h = v.hex("2-2-XIV");
    assert!(
        !hill.contains(&h) && h.neighbors().iter().any(|n| hill.contains(n)),
        "e)"
    );
    let ent: Vec<String> = v.vars["entrenchments"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["hex"].as_str().unwrap().to_string())
        .collect();
    assert!(ent.contains(&v.label(h).to_string()), "e) entrenched");
    let shop = v.place("Blacksmith shop");
    for k in ["1-1-XXI", "3-1-XXI", "1-XXI Art"] {
        let h = v.hex(k);
        assert!(
            h.distance(shop) <= 1 && h.r <= shop.r && v.slope_hexes.contains(&h),
            "f) {k}"
        );
        assert!(ent.contains(&v.label(h).to_string()), "f) {k} entrenched");
    }
    let vit = v.place("Vittetoe house");
    for k in ["1-3-XIV", "2-3-XIV", "3-3-XIV", "3-XIV Art"] {
        let h = v.hex(k);
        assert!(h.distance(vit) <= 3 && h.r <= vit.r, "g) {k}");
        assert!(ent.contains(&v.label(h).to_string()), "g) {k} entrenched");
    }
    assert_eq!(ent.len(), 9 + 3 + 4 + 1);
    let granger: Vec<Hex> = ["1-1-Res", "2-1-Res", "1-Res Art"]
        .iter()
        .map(|k| v.hex(k))
        .collect();
    for (i, k) in ["1-1-Res", "2-1-Res", "1-Res Art"].iter().enumerate() {
        assert!(
            v.trail.contains(&granger[i]) && !hill.contains(&granger[i]) && v.in_march(k),
            "h) {k}"
        );
        // No trail runs due west of the hill on the map; the nearest is the trail running up
        // to it from the north-west, not east of its westernmost hex (README).
        assert!(
            hill.iter().all(|x| v.x(granger[i]) <= v.x(*x) + 1e-9),
            "h) {k} not east of the hill"
        );
        if i > 0 {
            assert_eq!(granger[i].distance(granger[i - 1]), 1);
        }
    }
    for k in ["2-2-Res", "2-Res Art", "D. McCOOK"] {
        assert!(v.within(k, "McDonald house", 3), "i) {k}");
    }
    assert!(
        v.within("XIV Wagon", "Mullis house", 4) && v.road.contains(&v.hex("XIV Wagon")),
        "j)"
    );
    for k in ["XX Wagon", "XXI Wagon"] {
        assert!(
            v.within(k, "Vittetoe house", 8) && v.road.contains(&v.hex(k)),
            "j) {k}"
        );
    }
}

// rules: 12.512
#[test]
fn rule_12_512_confederate_set_up_of_the_rock_of_chickamauga() {
    let v = view(&start("sept-20-rock"));
    for k in ["PEGRAM", "Scott/Pegram", "HA/Pegram"] {
        assert!(!v.hex_of.contains_key(k), "a) {k}");
    }
    assert_eq!(v.hex("POLK"), v.place("Alexander house"), "d)");
    for k in [
        "Bate/Stewart",
        "Brown/Stewart",
        "Clayton/Stewart",
        "Art/Stewart",
    ] {
        let h = v.hex(k);
        assert!(
            !v.road.contains(&h) && v.east_of_road("LaFayette Road", h),
            "f) {k}"
        );
        assert!(
            v.south_of("Brotherton Road", h) && v.north_of("Alexander's Bridge Road", h),
            "f) {k}"
        );
        assert!(!v.adjacent_to_side(h, "union"), "f) {k}");
    }
    for k in [
        "Anderson/Hindman",
        "Deas/Hindman",
        "Manigault/Hindman",
        "Johnson/Johnson",
        "Gregg/Johnson",
        "McNair/Johnson",
        "Law/Law",
        "Robertson/Law",
        "Benning/Law",
    ] {
        let h = v.hex(k);
        assert!(v.trail.contains(&h), "g) {k} on a trail hex");
        assert!(
            !v.area("LaFayette Road").contains(&h) && !v.east_of_road("LaFayette Road", h),
            "g) {k} west of the road"
        );
        assert!(
            (v.col_row(h).1 - 25).abs() <= 2,
            "g) {k} by the Dyer house's row (README)"
        );
    }
    for k in ["Art/Hindman", "Art/Johnson"] {
        assert!(
            v.within(k, "A. Brock house", 2),
            "g) {k} in the park, not with the division"
        );
    }
    let poe = v.place("Poe house");
    for k in ["Kershaw/Kershaw", "Humphreys/Kershaw"] {
        let h = v.hex(k);
        assert!(
            h.distance(poe) <= 1 && h.r >= poe.r && !v.adjacent_to_side(h, "union"),
            "h) {k}"
        );
    }
    for k in ["Gracie/Preston", "Trigg/Preston", "Kelly/Preston"] {
        assert!(v.within(k, "Brotherton house", 1), "i) {k}");
    }
    for k in [
        "Art/Preston",
        "Art/Johnson",
        "Art/Hindman",
        "Res Art/Buckner",
        "Army Res Art",
        "2-XIV Art",
        "3-XX Art",
        "1-XX Art",
    ] {
        assert!(
            v.within(k, "A. Brock house", 2) && v.formation(k) == Some("limbered"),
            "j) {k}"
        );
    }
    for k in ["2-XIV Art", "3-XX Art", "1-XX Art"] {
        assert_eq!(v.side[k], "confederate", "j) {k} captured");
    }
    for k in ["LONGSTREET", "HOOD", "BUCKNER"] {
        assert!(v.hex_of[k].is_some(), "k) {k}");
    }
    assert_eq!(v.hex("BRAGG"), v.place("Thedford house"), "l)");
}

// rules: 12.421, 12.53, 12.54
#[test]
fn rule_12_54_previous_losses_and_reinforcements_of_the_rock_of_chickamauga() {
    let v = view(&start("sept-20-rock"));
    for (div, n) in [
        ("2-XX", 14),
        ("1-XIV", 14),
        ("4-XIV", 8),
        ("1-XXI", 6),
        ("3-XIV", 11),
        ("2-XXI", 0),
        ("Cleburne", 13),
        ("Cheatham", 20),
        ("Gist", 7),
        ("Liddell", 13),
        ("Breckinridge", 10),
        ("Stewart", 17),
        ("Kershaw", 3),
    ] {
        assert_spread(&v, &v.division(div), n, div);
    }
    assert_eq!(v.loss("2-2-XIV"), 1);
    // "no artillery": the divisions' losses fall on their brigades; the park's artillery carries
    // its own (Johnson's -12 includes the Johnson Artillery's -1: 11 + 1).
    assert_spread(
        &v,
        &keys(&["Anderson/Hindman", "Deas/Hindman", "Manigault/Hindman"]),
        13,
        "Hindman",
    );
    assert_spread(
        &v,
        &keys(&["Johnson/Johnson", "Gregg/Johnson", "McNair/Johnson"]),
        11,
        "Johnson",
    );
    assert_eq!(v.loss("Art/Johnson"), 1);
    assert_spread(
        &v,
        &keys(&["Law/Law", "Robertson/Law", "Benning/Law"]),
        15,
        "Law",
    );
    assert_spread(
        &v,
        &keys(&["Gracie/Preston", "Trigg/Preston", "Kelly/Preston"]),
        1,
        "Preston",
    );
    assert_eq!(
        (v.loss("2-XIV Art"), v.loss("3-XX Art"), v.loss("1-XX Art")),
        (2, 6, 5)
    );
    assert_eq!(
        v.vars["casualties"],
        serde_json::json!({ "union": 156, "confederate": 124 })
    );
    // 12.53 only Wilder and Lilly arrive, at 1400 (turn 1) through F.
    let pending: Vec<&String> = v
        .location
        .iter()
        .filter(|(_, l)| l.as_str() == "pending")
        .map(|(k, _)| k)
        .collect();
    assert_eq!(pending, vec!["1-4-XIV", "XIV HA"]);
}

/// The rule tests' small scenarios (tests/common/rod.rs) load: open pointy-topped ground, the
/// order of battle's commands, units in formation with facings, a leader.
#[test]
fn small_rule_test_scenarios_load() {
    use common::rod;
    let units = [
        rod::line("A", "union", 10, "0303", "E", "1-XIV"),
        rod::line("B", "confederate", 8, "0503", "W", "Cleburne"),
        rod::leader("BAIRD", "union", "0303", "1-XIV", 3, 1),
    ];
    let src = rod::scenario(&rod::open_map(8, 6, ""), &units, 2, 1, "10:00", "");
    let g = rod::game("small", &src);
    assert_eq!(rod::next(&g, "0303", "E"), "0403");
    let (formation, facing, status) = rod::look(&g, "A");
    assert_eq!(formation.as_deref(), Some("line"));
    assert_eq!(facing.as_deref(), Some("E"));
    assert!(status.is_empty());
}

/// 12.512 j / 7.72: the Union batteries set up with "Capt'd Artillery" markers belong to the
/// Confederates, who "may thereafter move and fire" them: the marker (8.34: until the
/// capturer's next turn) comes off at the start of the first Confederate player turn, and
/// nothing in fire.lua refuses them for it any longer.
#[test]
fn rule_12_512_j_captured_batteries_serve_the_confederates_from_their_first_turn() {
    let g = start("sept-20-rock");
    for k in ["2-XIV Art", "3-XX Art", "1-XX Art"] {
        let (status, side) = g.with_world(|w| {
            let id = w.state.unit_by_key(k).unwrap();
            let u = &w.state.units[id as usize];
            (u.status.clone(), w.catalog.sides[u.side].id.clone())
        });
        assert_eq!(side, "confederate", "{k}");
        assert!(!status.iter().any(|s| s == "captured"), "{k}: {status:?}");
        let why = common::rod::query(
            &g,
            &format!(
                "return require('fire').why_not(sandtable.units.get('{k}'), 'offensive_fire') or ''"
            ),
        );
        assert!(!why.as_str().unwrap().contains("8.34"), "{k}: {why}");
    }
    assert_eq!(
        common::events(&g, "note")
            .iter()
            .filter(|e| e.text.contains("8.34"))
            .count(),
        3
    );
}

/// 12.412 f/g and 12.512 k: the Confederate leaders stand where their commands are in command
/// control on turn 1 (12.512 k places Longstreet, Hood and Buckner "anywhere to give command
/// control"; in 12.4 the set-up areas leave room for it, and 12.425 gives the infantry of
/// Longstreet's Wing that starts in command an allowance of 12). Polk's Wing waits on his roll
/// (12.423) and is not part of this.
#[test]
fn rule_12_512_k_longstreets_wing_starts_in_command_control() {
    for scenario in ["sept-20-longstreet", "sept-20-rock"] {
        let g = start(scenario);
        let determined = common::events(&g, "command_determined");
        let first = determined
            .iter()
            .find(|e| common::field(e, "side") == "confederate")
            .unwrap_or_else(|| panic!("{scenario}: no Confederate command determination"));
        let v = view(&g);
        let wing: Vec<&str> = v.vars["wings"]["LONGSTREET"]
            .as_array()
            .unwrap()
            .iter()
            .map(|d| d.as_str().unwrap())
            .collect();
        let out: Vec<&str> = common::field(first, "off")
            .as_array()
            .unwrap()
            .iter()
            .map(|k| k.as_str().unwrap())
            .filter(|k| {
                let division = k.rsplit('/').next().unwrap_or_default();
                wing.contains(&division) || division == "Buckner"
            })
            .collect();
        assert!(
            out.is_empty(),
            "{scenario}: out of command on turn 1: {out:?}"
        );
        assert!(
            !common::field(first, "on").as_array().unwrap().is_empty(),
            "{scenario}"
        );
    }
}
