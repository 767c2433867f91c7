//! The unit inspector: the selected unit as a player reads it — key, name, side, type, where,
//! and the lines the ruleset's `describe_unit` hook gives (formation, morale, order, MP left…;
//! without the hook, the kernel's strength, movement, facing, formation, status and leader
//! ratings) — its order-of-battle chain through the commands, a developer view of the engine's
//! record (statuses and props by id), and the hex it is in with the whole stack, each unit of
//! which can be selected.

use super::{cell_text, heading};
use crate::host::commands::{Command, Commands};
use crate::host::context::PanelCtx;
use crate::kernel::{Hex, Location, Unit};
use eframe::egui::{self, RichText};

/// The chain of commands above a unit: its command, that command's parent, … up to the top.
pub fn command_chain(cx: &PanelCtx, u: &Unit) -> Vec<String> {
    let mut out = Vec::new();
    let mut next = u.parent.clone();
    let mut guard = 0;
    while let Some(key) = next {
        guard += 1;
        if guard > 64 {
            break;
        }
        match cx.world.state.commands.iter().find(|c| c.key == key) {
            Some(c) => {
                out.push(format!("{} ({})", c.name, c.echelon));
                next = c.parent.clone();
            }
            None => {
                out.push(format!("{key} (unknown command)"));
                break;
            }
        }
    }
    out
}

fn row(ui: &mut egui::Ui, k: &str, v: impl Into<egui::WidgetText>) {
    ui.label(RichText::new(k).strong());
    ui.add(egui::Label::new(v).wrap());
    ui.end_row();
}

/// Legal actions that are neither a move nor aimed at a hex (a rally, an entrenchment…): those
/// of the selected unit, and those that name no unit, each a button that shows the action
/// before it is taken.
fn other_actions(ui: &mut egui::Ui, cx: &PanelCtx, out: &mut Commands) {
    let Some(l) = cx.legal() else {
        return;
    };
    let key = cx.selected_unit().map(|u| u.key.as_str());
    let shown: Vec<&serde_json::Value> = l
        .others
        .iter()
        .filter(|a| match a.get("unit").and_then(|u| u.as_str()) {
            Some(u) => Some(u) == key,
            None => true,
        })
        .collect();
    if shown.is_empty() && l.buildable.is_empty() {
        return;
    }
    heading(ui, "Actions");
    // Kinds built from nothing (an order written): a button each.
    for kind in &l.buildable {
        build_button(ui, cx, kind, out);
    }
    // By kind, in the order the rules list them. A kind with many (a breastworks roll for each
    // of an army's leaders) folds under one header, so that the panel stays readable and the
    // order of battle below it in reach.
    let mut kinds: Vec<(&str, Vec<&serde_json::Value>)> = Vec::new();
    for a in shown {
        let k = a.get("kind").and_then(|k| k.as_str()).unwrap_or("action");
        match kinds.iter_mut().find(|(x, _)| *x == k) {
            Some((_, list)) => list.push(a),
            None => kinds.push((k, vec![a])),
        }
    }
    for (kind, list) in kinds {
        // A kind with several parts is picked part by part (the builder), not chosen from
        // listed candidates.
        if !cx.game.slots(kind).is_empty() {
            build_button(ui, cx, kind, out);
            continue;
        }
        if list.len() > FOLD_ACTIONS {
            let title = super::proposal::title(&serde_json::json!({ "kind": kind }));
            let n = list.len();
            egui::CollapsingHeader::new(format!("{title} ({n})"))
                .id_salt(("actions", kind))
                .default_open(false)
                .show(ui, |ui| {
                    for a in list {
                        action_button(ui, a, out);
                    }
                })
                .header_response
                .on_hover_text(format!("{n} {title} actions: open to choose one"));
        } else {
            for a in list {
                action_button(ui, a, out);
            }
        }
    }
    ui.separator();
}

/// The button that starts building an action of `kind` part by part.
fn build_button(ui: &mut egui::Ui, cx: &PanelCtx, kind: &str, out: &mut Commands) {
    let label = cx
        .game
        .engine
        .decl
        .action_labels
        .get(kind)
        .cloned()
        .unwrap_or_else(|| super::proposal::title(&serde_json::json!({ "kind": kind })));
    if ui
        .button(format!("{label}…"))
        .on_hover_text(format!(
            "Pick the parts of a new {label}, on the map or in its window"
        ))
        .clicked()
    {
        out.push(Command::Build(serde_json::json!({ "kind": kind })));
    }
}

/// More actions of one kind than this are folded under a header.
const FOLD_ACTIONS: usize = 4;

fn action_button(ui: &mut egui::Ui, a: &serde_json::Value, out: &mut Commands) {
    if ui
        .button(super::proposal::title(a))
        .on_hover_text(format!("See this action before taking it: {a}"))
        .clicked()
    {
        out.push(Command::Propose(a.clone()));
    }
}

/// Shows the inspector.
pub fn show(ui: &mut egui::Ui, cx: &PanelCtx, out: &mut Commands) {
    other_actions(ui, cx, out);
    heading(ui, "Unit");
    let sel = cx.selection();
    match cx.selected_unit() {
        None => {
            ui.label(RichText::new("No unit selected. Click a counter on the map or a unit in the order of battle.").color(cx.theme.muted));
        }
        Some(u) => unit_fields(ui, cx, u, out),
    }
    let hex = sel.hex.or_else(|| cx.selected_unit().and_then(|u| u.hex()));
    if let Some(h) = hex {
        ui.separator();
        hex_fields(ui, cx, h, out);
    }
}

fn unit_fields(ui: &mut egui::Ui, cx: &PanelCtx, u: &Unit, out: &mut Commands) {
    let cat = &cx.world.catalog;
    let ut = cat.unit_types.get(u.unit_type);
    let view = cx
        .world
        .state
        .unit_by_key(&u.key)
        .and_then(|id| cx.session.unit_view(id));
    egui::Grid::new("inspector-unit")
        .num_columns(2)
        .striped(true)
        .show(ui, |ui| {
            row(ui, "Key", u.key.as_str());
            row(ui, "Name", u.name.as_str());
            row(ui, "Side", cx.side_name(u.side));
            row(
                ui,
                "Type",
                ut.map(|t| format!("{} ({})", t.name, t.id))
                    .unwrap_or_else(|| "?".into()),
            );
            let place = match &u.location {
                Location::Map(h) => format!("{} ({})", cx.label(*h), cx.terrain_name(*h)),
                Location::Box(b) => format!("box {b}"),
                Location::Pending => "not yet arrived".into(),
                Location::Eliminated => "eliminated".into(),
            };
            row(ui, "Where", place);
            match view {
                // What the ruleset says a player needs, in its words.
                Some(v) => {
                    for (label, value) in &v.lines {
                        row(ui, label, value.as_str());
                    }
                    for (text, tip) in &v.badges {
                        row(ui, &format!("Badge {text}"), tip.as_str());
                    }
                }
                None => kernel_rows(ui, cx, u),
            }
            let chain = command_chain(cx, u);
            if !chain.is_empty() {
                row(ui, "Commands", chain.join(" ← "));
            }
        });
    // The engine's own record of the unit, for designers: statuses and props by their ids.
    egui::CollapsingHeader::new("Developer view")
        .id_salt("inspector-developer")
        .default_open(false)
        .show(ui, |ui| {
            egui::Grid::new("inspector-unit-dev")
                .num_columns(2)
                .striped(true)
                .show(ui, |ui| {
                    if view.is_some() {
                        kernel_rows(ui, cx, u);
                    }
                    for (k, v) in &u.props {
                        row(ui, &format!("prop {k}"), cell_text(v));
                    }
                });
        })
        .header_response
        .on_hover_text("The unit as the engine stores it: strength, facing, formation, statuses and the ruleset's props");
    unit_actions(ui, cx, u, out);
}

/// The unit's fields as the kernel has them (for rulesets that do not describe their units,
/// and in the developer view).
fn kernel_rows(ui: &mut egui::Ui, cx: &PanelCtx, u: &Unit) {
    let cat = &cx.world.catalog;
    let ut = cat.unit_types.get(u.unit_type);
    row(
        ui,
        "Strength",
        format!("{} of {}", u.strength, u.max_strength),
    );
    if let Some(t) = ut {
        let mv = u
            .props
            .get("movement")
            .map(cell_text)
            .unwrap_or_else(|| t.movement.to_string());
        row(ui, "Movement", format!("{mv} MP"));
    }
    if let Some(f) = u.facing {
        row(
            ui,
            "Facing",
            cx.world.map.grid.orientation.direction_name(f),
        );
    }
    if let Some(f) = u.formation {
        row(
            ui,
            "Formation",
            cat.formations
                .get(f)
                .map(|x| x.name.clone())
                .unwrap_or_else(|| f.to_string()),
        );
    }
    if !u.status.is_empty() {
        row(
            ui,
            "Status",
            u.status.iter().cloned().collect::<Vec<_>>().join(", "),
        );
    }
    if let Some(l) = &u.leader {
        let mut s = format!("radius {}", l.radius);
        if let Some(c) = &l.commands {
            s.push_str(&format!(", commands {c}"));
        }
        for (k, v) in &l.ratings {
            s.push_str(&format!(", {k} {v}"));
        }
        row(ui, "Leader", s);
    }
}

fn unit_actions(ui: &mut egui::Ui, cx: &PanelCtx, u: &Unit, out: &mut Commands) {
    if let Some(l) = cx.legal() {
        let n = l.destinations(&u.key).len();
        if n > 0 {
            ui.label(format!("{n} legal destinations (shaded on the map)"));
        }
    }
    ui.horizontal(|ui| {
        if let Some(h) = u.hex()
            && ui
                .button("Centre")
                .on_hover_text("Centre the map on this unit")
                .clicked()
        {
            out.push(Command::CenterOn(h));
        }
        if ui
            .button("Deselect")
            .on_hover_text("Clear the selection (Esc or right-click on the map)")
            .clicked()
        {
            out.push(Command::SelectUnit(None));
        }
    });
}

fn hex_fields(ui: &mut egui::Ui, cx: &PanelCtx, h: Hex, out: &mut Commands) {
    let map = &cx.world.map;
    heading(ui, &format!("Hex {}", cx.label(h)));
    let mut line = cx.terrain_name(h).to_string();
    let e = map.elevation(h);
    if e != 0 {
        line.push_str(&format!(", elevation {e}"));
    }
    if let Some(p) = map.places.iter().find(|p| p.hex == h) {
        line.push_str(&format!(" — {} ({})", p.name, p.kind));
    }
    ui.label(line);
    let ids = cx.units_at(h);
    if ids.is_empty() {
        return;
    }
    ui.label(RichText::new(format!("Stack ({}):", ids.len())).strong());
    for id in ids {
        if let Some(u) = cx.unit(id) {
            let selected = cx.selection().unit == Some(id);
            let text = format!(
                "{} {} — {} ({})",
                u.key,
                u.name,
                cx.side_name(u.side),
                u.strength
            );
            if ui
                .selectable_label(selected, text)
                .on_hover_text("Select this unit")
                .clicked()
            {
                out.push(Command::SelectUnit(Some(id)));
            }
        }
    }
}
