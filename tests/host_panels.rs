//! The panels around the map: log (filter, click to centre), tables, score, rules coverage,
//! console, inspector and order of battle.

mod common;
#[path = "host_helpers.rs"]
mod helpers;

use egui_kittest::kittest::Queryable;
use helpers::*;

#[test]
fn the_tables_panel_renders_the_declared_tables() {
    let lib = library();
    let game = tutorial(&lib, 1);
    let mut h = playing(lib, game);
    h.get_by_label("Tables").click();
    h.run_steps(3);
    assert!(h.query_by_label("crt").is_some());
    assert!(h.query_by_label("odds_columns").is_some());
    // Row 6 of the CRT at 1-2 is AE; the 4-1 column has DE on a 1.
    assert!(h.query_all_by_label("AE").next().is_some());
    assert!(h.query_all_by_label("DE").next().is_some());
    let tables = h.state().session.as_ref().unwrap().tables.clone().unwrap();
    assert_eq!(tables[0].value.as_ref().unwrap()[5][0], "AE");
}

/// The Decision Games CRT as printed: its title, the die roll down the side and all ten odds
/// columns across the top, every one of them inside the window at its default size.
#[test]
fn the_dg_crt_is_shown_with_its_odds_and_every_column() {
    let lib = library();
    let game = new_game(&lib, "dg-chickamauga", "chickamauga", 1);
    let mut h = playing(lib, game);
    h.get_by_label("Tables").click();
    h.run_steps(3);
    assert!(h.query_by_label("Combat Results Table").is_some());
    assert!(h.query_all_by_label("roll").next().is_some());
    let width = 1500.0;
    for odds in [
        "1-5", "1-4", "1-3", "1-2", "1-1", "2-1", "3-1", "4-1", "5-1", "6-1",
    ] {
        let node = h
            .query_all_by_label(odds)
            .next()
            .unwrap_or_else(|| panic!("no column {odds}"));
        assert!(
            node.rect().right() <= width,
            "column {odds} is drawn off the window at {:?}",
            node.rect()
        );
    }
}

/// This Terrible Sound's Fire Table, keyed by fire points in the charts, shown as printed: a
/// column per band of fire points (the bands' own labels), a row per roll of 2d6.
#[test]
fn the_tts_fire_table_is_shown_by_fire_points_and_roll() {
    let lib = library();
    let game = new_game(&lib, "this-terrible-sound", "opening-guns", 1);
    let mut h = playing(lib, game);
    h.get_by_label("Tables").click();
    h.run_steps(3);
    assert!(h.query_by_label("Fire Table").is_some());
    let tables = h.state().session.as_ref().unwrap().tables.clone().unwrap();
    let fire = tables.iter().find(|t| t.name == "fire_table").unwrap();
    assert_eq!(fire.columns.first().map(String::as_str), Some("<1"));
    assert_eq!(fire.columns.last().map(String::as_str), Some(">20"));
    assert_eq!(fire.rows.len(), 11);
    // charts.lua: the 4-6 band reads 0.5 on a roll of 7, 1.5 on 12.
    let col = fire.columns.iter().position(|c| c == "4-6").unwrap();
    let row = |roll: &str| fire.rows.iter().position(|r| r == roll).unwrap();
    let v = fire.value.as_ref().unwrap();
    assert_eq!(v[row("7")][col], serde_json::json!(0.5));
    assert_eq!(v[row("12")][col], serde_json::json!(1.5));
    assert!(h.query_all_by_label("4-6").next().is_some());
}

#[test]
fn the_rules_panel_shows_the_coverage_matrix() {
    let lib = library();
    let game = tutorial(&lib, 1);
    let mut h = playing(lib, game);
    h.get_by_label("Rules").click();
    h.run_steps(3);
    // The count the ruleset declares (the tutorial's rules.lua), not a number typed here.
    let n = h.state().game().unwrap().engine.decl.rules.len();
    assert!(n > 20);
    assert!(
        h.query_all_by_label_contains(&format!("{n} rules"))
            .next()
            .is_some()
    );
    assert!(h.query_by_label("5.4").is_some());
    assert!(h.query_by_label("7.1").is_some());
}

#[test]
fn the_score_panel_shows_vp_per_side() {
    let lib = library();
    let game = tutorial(&lib, 1);
    let mut h = playing(lib, game);
    h.get_by_label("Score").click();
    h.run_steps(3);
    assert!(h.query_by_label("VP").is_some());
    assert!(
        h.query_all_by_label_contains("Union (person)")
            .next()
            .is_some()
    );
}

#[test]
fn the_log_filters_and_centres_the_map_on_an_entry() {
    let lib = library();
    let game = tutorial(&lib, 1);
    let mut h = playing(lib, game);
    click_hex(&mut h, "0204");
    click_hex(&mut h, "0404");
    h.get_by_label("Log").click();
    h.run_steps(2);
    assert!(h.query_all_by_label_contains("1/USA moves 0204").count() >= 2);
    h.get_by_label("Filter:").focus();
    h.run_steps(1);
    h.get_by_label("Filter:").type_text("moves");
    h.run_steps(2);
    assert!(
        h.query_all_by_label_contains("Turn 1 of 8 —")
            .next()
            .is_none()
    );
    // Centre somewhere else, then click the entry: the map centres on 0404.
    let far = h
        .state()
        .game()
        .unwrap()
        .with_world(|w| w.map.grid.parse_label("1210").unwrap());
    h.state_mut().view.center_on(far);
    h.run_steps(1);
    // The first match is the message bar; the log's entry comes after it.
    h.get_all_by_label_contains("1/USA moves 0204")
        .last()
        .unwrap()
        .click();
    h.run_steps(2);
    let s = h.state().session.as_ref().unwrap();
    let hex = s
        .game
        .with_world(|w| w.map.grid.parse_label("0404").unwrap());
    assert_eq!(s.selection.hex, Some(hex));
    let p = h.state().hex_screen_pos("0404").unwrap();
    assert!((p - h.state().view.rect.center()).length() < 1.0);
}

#[test]
fn the_order_of_battle_selects_units() {
    let lib = library();
    let game = tutorial(&lib, 1);
    let mut h = playing(lib, game);
    assert!(
        h.query_all_by_label_contains("Union column (division)")
            .next()
            .is_some()
    );
    h.get_by_label_contains("Cav/USA Cavalry (2)").click();
    h.run_steps(2);
    let s = h.state().session.as_ref().unwrap();
    assert_eq!(
        s.selection.unit.and_then(|u| s.unit_key(u)).as_deref(),
        Some("Cav/USA")
    );
    // The inspector shows its fields and its chain of command.
    assert!(h.query_by_label("Cavalry (cavalry)").is_some());
    assert!(h.query_all_by_label("Union column (division)").count() >= 2);
    // Pending reinforcements are listed too.
    assert!(
        h.query_by_label_contains("5/USA 5th Brigade (4) · arrives later")
            .is_some()
    );
}

#[test]
fn markers_are_drawn_and_named_in_the_tooltip() {
    // A scenario whose setup places a marker; the map draws it without trouble.
    let source = std::fs::read_to_string(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("scenarios/tutorial/crossing.lua"),
    )
    .unwrap()
    .replace(
        "  commands = {",
        "  setup = function() sandtable.markers.add(\"entrenchment\", \"0805\", { side = \"gray\" }) end,\n  commands = {",
    );
    let lib = common::library_with_scenario("tutorial", "dug_in", &source);
    let game = new_game(&lib, "tutorial", "dug_in", 1);
    assert_eq!(game.with_world(|w| w.state.markers.len()), 1);
    let mut h = playing(lib, game);
    h.run_steps(2);
    let app = h.state();
    let s = app.session.as_ref().unwrap();
    let lines = s.game.with_world(|world| {
        let cx = sandtable::host::context::PanelCtx {
            game: &s.game,
            world,
            theme: &sandtable::host::theme::Theme::default(),
            session: s,
            acting: s.game.acting_side(),
        };
        let hex = world.map.grid.parse_label("0805").unwrap();
        sandtable::host::map_view::hex_summary(&cx, hex)
    });
    assert_eq!(lines[0], "0805 — Clear");
    assert!(lines.contains(&"Mill (mill)".to_string()), "{lines:?}");
    assert!(
        lines.contains(&"Marker: entrenchment (Confederate)".to_string()),
        "{lines:?}"
    );
    assert!(
        lines.iter().any(|l| l.starts_with("1/CSA 1st Brigade")),
        "{lines:?}"
    );
}

#[test]
fn a_long_order_of_battle_lays_out_the_rows_in_sight_and_scrolls_to_the_rest() {
    // This Terrible Sound's Sunday has some 700 units: only the rows in the panel's sight are
    // built each frame; the others are empty space of a row's height, so scrolling reaches
    // them and a row works when it comes into sight.
    let lib = library();
    let game = new_game(&lib, "this-terrible-sound", "sunday", 1);
    let rows: Vec<(String, String)> = game.with_world(|w| {
        w.state
            .units
            .iter()
            .map(|u| {
                (
                    u.key.clone(),
                    format!("{} {} ({}) · ", u.key, u.name, u.strength),
                )
            })
            .collect()
    });
    let mut h = playing(lib, game);
    let in_sight = |h: &egui_kittest::Harness<'_, sandtable::host::SandtableApp>| -> Vec<usize> {
        (0..rows.len())
            .filter(|i| h.query_by_label_contains(&rows[*i].1).is_some())
            .collect()
    };
    let before = in_sight(&h);
    // No more rows than the panel has room for (about 45 of 20 points in 900).
    assert!(
        before.len() <= 50,
        "{} of {} rows built",
        before.len(),
        rows.len()
    );
    // Scroll the left panel to the bottom.
    h.hover_at(eframe::egui::pos2(150.0, 500.0));
    h.event(eframe::egui::Event::MouseWheel {
        unit: eframe::egui::MouseWheelUnit::Point,
        delta: eframe::egui::vec2(0.0, -1.0e6),
        phase: eframe::egui::TouchPhase::Move,
        source: eframe::egui::MouseWheelSource::Unknown,
        modifiers: Default::default(),
    });
    h.run_steps(4);
    let after = in_sight(&h);
    let new: Vec<usize> = after
        .iter()
        .copied()
        .filter(|i| !before.contains(i))
        .collect();
    assert!(!new.is_empty(), "scrolling brought no new row into sight");
    assert!(
        after.len() <= 50,
        "{} of {} rows built",
        after.len(),
        rows.len()
    );
    // A row that came into sight selects its unit.
    let (key, label) = &rows[new[0]];
    h.get_by_label_contains(label).click();
    h.run_steps(2);
    let s = h.state().session.as_ref().unwrap();
    assert_eq!(
        s.selection.unit.and_then(|u| s.unit_key(u)).as_deref(),
        Some(key.as_str())
    );
}

#[test]
fn many_actions_of_one_kind_fold_under_a_header() {
    // Sunday's first command phase offers a breastworks roll to dozens of Confederate leaders:
    // one header, opened to choose, instead of a screenful of buttons over the order of battle.
    let lib = library();
    let game = new_game(&lib, "this-terrible-sound", "sunday", 1);
    let mut h = playing(lib, game);
    assert!(
        h.query_by_label_contains("Breastworks initiative (")
            .is_some(),
        "no folded breastworks actions"
    );
    assert!(
        h.query_by_label_contains("Breastworks initiative — leader")
            .is_none(),
        "the buttons show before the header is opened"
    );
    h.get_by_label_contains("Breastworks initiative (").click();
    h.run_steps(3);
    assert!(
        h.query_all_by_label_contains("Breastworks initiative — leader")
            .count()
            > 4
    );
}
