//! The order of battle: per side, the tree of commands (`state.commands`) with the units that
//! belong to each; a unit can be selected (and the map centred on it) from here.

use super::heading;
use crate::host::commands::{Command, Commands};
use crate::host::context::PanelCtx;
use crate::kernel::{Location, UnitId};
use eframe::egui::{self, RichText};

/// Shows the order of battle.
pub fn show(ui: &mut egui::Ui, cx: &PanelCtx, out: &mut Commands) {
    heading(ui, "Order of battle");
    for (side, def) in cx.world.catalog.sides.iter().enumerate() {
        egui::CollapsingHeader::new(format!("{} ({})", def.name, cx.seat(&def.id).name()))
            .id_salt(("oob-side", side))
            .default_open(true)
            .show(ui, |ui| {
                let roots: Vec<&crate::kernel::unit::Command> = cx
                    .world
                    .state
                    .commands
                    .iter()
                    .filter(|c| {
                        c.side == side
                            && c.parent.as_ref().is_none_or(|p| {
                                !cx.world.state.commands.iter().any(|o| &o.key == p)
                            })
                    })
                    .collect();
                for c in roots {
                    command(ui, cx, &c.key, out, 0);
                }
                let loose: Vec<UnitId> = units_under(cx, None, side);
                if !loose.is_empty() {
                    ui.label(RichText::new("Unattached").italics());
                    for id in loose {
                        unit_row(ui, cx, id, out);
                    }
                }
            });
    }
}

/// Units of `side` whose parent is `parent` (`None`: no parent, or an unknown one).
fn units_under(cx: &PanelCtx, parent: Option<&str>, side: usize) -> Vec<UnitId> {
    let commands = &cx.world.state.commands;
    cx.world
        .state
        .units
        .iter()
        .enumerate()
        .filter(|(_, u)| u.side == side)
        .filter(|(_, u)| match parent {
            Some(p) => u.parent.as_deref() == Some(p),
            None => u
                .parent
                .as_ref()
                .is_none_or(|p| !commands.iter().any(|c| &c.key == p)),
        })
        .map(|(i, _)| i as UnitId)
        .collect()
}

fn command(ui: &mut egui::Ui, cx: &PanelCtx, key: &str, out: &mut Commands, depth: usize) {
    let Some(c) = cx.world.state.commands.iter().find(|c| c.key == key) else {
        return;
    };
    let side = c.side;
    egui::CollapsingHeader::new(format!("{} ({})", c.name, c.echelon))
        .id_salt(("oob-command", key))
        .default_open(depth < 3)
        .show(ui, |ui| {
            if depth < 32 {
                for sub in cx
                    .world
                    .state
                    .commands
                    .iter()
                    .filter(|s| s.parent.as_deref() == Some(key))
                {
                    command(ui, cx, &sub.key, out, depth + 1);
                }
            }
            for id in units_under(cx, Some(key), side) {
                unit_row(ui, cx, id, out);
            }
        });
}

fn unit_row(ui: &mut egui::Ui, cx: &PanelCtx, id: UnitId, out: &mut Commands) {
    let Some(u) = cx.unit(id) else {
        return;
    };
    let where_ = match &u.location {
        Location::Map(h) => cx.label(*h),
        Location::Box(b) => format!("box {b}"),
        Location::Pending => "arrives later".into(),
        Location::Eliminated => "eliminated".into(),
    };
    let mut text = RichText::new(format!(
        "{} {} ({}) · {}",
        u.key, u.name, u.strength, where_
    ));
    if !matches!(u.location, Location::Map(_)) {
        text = text.color(cx.theme.muted);
    }
    let selected = cx.selection().unit == Some(id);
    let resp = ui
        .selectable_label(selected, text)
        .on_hover_text("Select this unit and centre the map on it");
    if resp.clicked() {
        out.push(Command::SelectUnit(Some(id)));
        if let Some(h) = u.hex() {
            out.push(Command::CenterOn(h));
        }
    }
}
