//! The order of battle: per side, the tree of commands (`state.commands`) with the units that
//! belong to each; a unit can be selected (and the map centred on it) from here.

use super::heading;
use crate::host::commands::{Command, Commands};
use crate::host::context::PanelCtx;
use crate::kernel::{Location, UnitId};
use eframe::egui::{self, RichText};
use std::collections::{BTreeMap, BTreeSet};

/// Who is under whom, gathered once a frame: a scan of every unit per command (as before)
/// cost more than a millisecond a frame with This Terrible Sound's 700 units.
struct Tree<'a> {
    /// Commands by their side and parent's key, in the game's order.
    commands: BTreeMap<(usize, &'a str), Vec<&'a crate::kernel::unit::Command>>,
    /// Per side, the commands with no parent or an unknown one.
    roots: Vec<Vec<&'a crate::kernel::unit::Command>>,
    /// Units by their side and command's key, in id order.
    units: BTreeMap<(usize, &'a str), Vec<UnitId>>,
    /// Per side, the units with no command or an unknown one.
    loose: Vec<Vec<UnitId>>,
}

impl<'a> Tree<'a> {
    fn new(cx: &PanelCtx<'a>) -> Tree<'a> {
        let state = &cx.world.state;
        let sides = cx.world.catalog.sides.len();
        let known: BTreeSet<&str> = state.commands.iter().map(|c| c.key.as_str()).collect();
        let mut t = Tree {
            commands: BTreeMap::new(),
            roots: vec![Vec::new(); sides],
            units: BTreeMap::new(),
            loose: vec![Vec::new(); sides],
        };
        for c in &state.commands {
            match c.parent.as_deref().filter(|p| known.contains(p)) {
                Some(p) => t.commands.entry((c.side, p)).or_default().push(c),
                None => {
                    if let Some(r) = t.roots.get_mut(c.side) {
                        r.push(c);
                    }
                }
            }
        }
        for (i, u) in state.units.iter().enumerate() {
            match u.parent.as_deref().filter(|p| known.contains(p)) {
                Some(p) => t.units.entry((u.side, p)).or_default().push(i as UnitId),
                None => {
                    if let Some(l) = t.loose.get_mut(u.side) {
                        l.push(i as UnitId);
                    }
                }
            }
        }
        t
    }
}

/// Shows the order of battle. While it is scrolled wholly out of sight (below a long list of
/// actions, say) it is left as empty space of the height it had when last shown.
pub fn show(ui: &mut egui::Ui, cx: &PanelCtx, out: &mut Commands) {
    let height_id = ui.scope_id().with("oob-height");
    let top = ui.next_widget_position().y;
    let hidden = |h: f32| top > ui.clip_rect().bottom() || top + h < ui.clip_rect().top();
    if let Some(h) = ui.data(|d| d.get_temp::<f32>(height_id))
        && hidden(h)
    {
        ui.allocate_space(egui::vec2(1.0, h));
        return;
    }
    let shown = ui.vertical(|ui| tree(ui, cx, out)).response.rect.height();
    ui.data_mut(|d| d.insert_temp(height_id, shown));
}

fn tree(ui: &mut egui::Ui, cx: &PanelCtx, out: &mut Commands) {
    heading(ui, "Order of battle");
    let tree = Tree::new(cx);
    for (side, def) in cx.world.catalog.sides.iter().enumerate() {
        egui::CollapsingHeader::new(format!("{} ({})", def.name, cx.seat(&def.id).name()))
            .id_salt(("oob-side", side))
            .default_open(true)
            .show(ui, |ui| {
                for c in tree.roots.get(side).into_iter().flatten() {
                    command(ui, cx, &tree, c, out, 0);
                }
                let loose = tree.loose.get(side).map_or(&[][..], |l| &l[..]);
                if !loose.is_empty() {
                    ui.label(RichText::new("Unattached").italics());
                    for id in loose {
                        unit_row(ui, cx, *id, out);
                    }
                }
            });
    }
}

fn command(
    ui: &mut egui::Ui,
    cx: &PanelCtx,
    tree: &Tree,
    c: &crate::kernel::unit::Command,
    out: &mut Commands,
    depth: usize,
) {
    let key = c.key.as_str();
    egui::CollapsingHeader::new(format!("{} ({})", c.name, c.echelon))
        .id_salt(("oob-command", key))
        .default_open(depth < 3)
        .show(ui, |ui| {
            if depth < 32 {
                for sub in tree.commands.get(&(c.side, key)).into_iter().flatten() {
                    command(ui, cx, tree, sub, out, depth + 1);
                }
            }
            for id in tree.units.get(&(c.side, key)).into_iter().flatten() {
                unit_row(ui, cx, *id, out);
            }
        });
}

/// One unit's row: a single line (cut short with the whole text on hover), so that a row
/// scrolled out of sight can be left as empty space of the same height. Laying out the
/// hundreds of rows of a large order of battle every frame cost milliseconds.
fn unit_row(ui: &mut egui::Ui, cx: &PanelCtx, id: UnitId, out: &mut Commands) {
    let Some(u) = cx.unit(id) else {
        return;
    };
    let row_h =
        ui.spacing().interact_size.y.max(
            ui.text_style_height(&egui::TextStyle::Button) + 2.0 * ui.spacing().button_padding.y,
        );
    let row = egui::Rect::from_min_size(ui.next_widget_position(), egui::vec2(1.0, row_h));
    if !ui.is_rect_visible(row.expand2(egui::vec2(f32::INFINITY, 0.0))) {
        ui.allocate_space(egui::vec2(ui.available_width().min(1.0), row_h));
        return;
    }
    let where_ = match &u.location {
        Location::Map(h) => cx.label(*h),
        Location::Box(b) => format!("box {b}"),
        Location::Pending => "arrives later".into(),
        Location::Eliminated => "eliminated".into(),
    };
    let line = format!("{} {} ({}) · {}", u.key, u.name, u.strength, where_);
    let mut text = RichText::new(&line);
    if !matches!(u.location, Location::Map(_)) {
        text = text.color(cx.theme.muted);
    }
    let selected = cx.selection().unit == Some(id);
    let resp = ui
        .add(egui::Button::selectable(selected, text).truncate())
        .on_hover_text(format!("{line}\nSelect this unit and centre the map on it"));
    if resp.clicked() {
        out.push(Command::SelectUnit(Some(id)));
        if let Some(h) = u.hex() {
            out.push(Command::CenterOn(h));
        }
    }
}
