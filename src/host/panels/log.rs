//! The event log: the events of the game a player reads (or, at his choice, the detail and the
//! ruleset's debugging lines too), newest at the bottom, with a filter box; events meant for
//! one side only are shown to that side's player alone. An entry that names a hex (`hex`,
//! `to`, `target`, `from`) or a unit centres the map on it when clicked.

use crate::host::commands::{Command, Commands};
use crate::host::context::PanelCtx;
use crate::kernel::{Event, Hex, Level};
use eframe::egui::{self, RichText, Sense};

/// The hex an event is about, if it names one.
pub fn event_hex(cx: &PanelCtx, e: &Event) -> Option<Hex> {
    for key in ["hex", "to", "target", "from"] {
        if let Some(h) = e
            .fields
            .get(key)
            .and_then(|v| v.as_str())
            .and_then(|l| cx.parse(l))
        {
            return Some(h);
        }
    }
    let key = e.fields.get("unit").and_then(|v| v.as_str())?;
    let id = cx.world.state.unit_by_key(key)?;
    cx.unit(id)?.hex()
}

/// The log panel's own state: the filter text and the rows it matched (recomputed only when
/// the filter, the log or the game changes, so a long log costs nothing per frame).
#[derive(Clone, Debug, Default)]
pub struct LogState {
    /// The filter text.
    pub filter: String,
    /// How much is shown: players' events (the default), detail, or debug too.
    pub level: Level,
    cached: Option<(String, usize, u64, Level, Option<usize>)>,
    rows: Vec<usize>,
}

impl LogState {
    /// Forgets the matched rows (a new game), keeping the filter text.
    pub fn forget_rows(&mut self) {
        self.cached = None;
        self.rows.clear();
    }
}

/// Shows the log.
pub fn show(ui: &mut egui::Ui, cx: &PanelCtx, state: &mut LogState, out: &mut Commands) {
    let LogState {
        filter,
        level,
        cached,
        rows,
    } = state;
    ui.horizontal(|ui| {
        ui.label("Show:");
        for (l, name, tip) in [
            (
                Level::Player,
                "Play",
                "What players read: moves, rolls, losses, VP",
            ),
            (
                Level::Detail,
                "Detail",
                "Also each step of the rules' bookkeeping",
            ),
            (
                Level::Debug,
                "Debug",
                "Also the ruleset's variable changes (for authors)",
            ),
        ] {
            if ui
                .selectable_label(*level == l, name)
                .on_hover_text(tip)
                .clicked()
            {
                *level = l;
            }
        }
    });
    ui.horizontal(|ui| {
        let l = ui.label("Filter:");
        // Right to left: the clear button first, then the field takes exactly what is left.
        // (A width guessed as "available minus the button" overshoots by the spacing, and the
        // resizable panel then grows a little at every frame.)
        ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
            if ui
                .small_button("×")
                .on_hover_text("Clear the filter")
                .clicked()
            {
                filter.clear();
            }
            ui.add(
                egui::TextEdit::singleline(filter)
                    .hint_text("text, kind or phase")
                    .desired_width(ui.available_width()),
            )
            .labelled_by(l.id)
            .on_hover_text("Show only events whose text, kind or phase contains this");
        });
    });
    let log = &cx.world.log;
    let viewer = cx.session.viewer();
    let guessed = cx.session.secrets_guessed();
    let key = (
        filter.clone(),
        log.len(),
        cx.session.generation,
        *level,
        viewer,
    );
    if cached.as_ref() != Some(&key) {
        let needle = filter.to_lowercase();
        *rows = (0..log.len())
            .filter(|i| {
                let e = &log[*i];
                e.seen_by(*level, viewer)
                    && !(guessed && e.kind == crate::session::SECRETS_REVEALED)
                    && (needle.is_empty()
                        || e.text.to_lowercase().contains(&needle)
                        || e.kind.contains(&needle)
                        || e.phase.contains(&needle))
            })
            .collect();
        *cached = Some(key);
    }
    let rows: &[usize] = rows;
    ui.label(
        RichText::new(format!("{} of {} events", rows.len(), log.len()))
            .small()
            .color(cx.theme.muted),
    );
    let row_h = ui.text_style_height(&egui::TextStyle::Body) + 4.0;
    egui::ScrollArea::vertical()
        .auto_shrink([false, false])
        .stick_to_bottom(true)
        .show_rows(ui, row_h, rows.len(), |ui, range| {
            for i in range {
                let e = &log[rows[i]];
                let hex = event_hex(cx, e);
                ui.horizontal(|ui| {
                    ui.label(
                        RichText::new(format!("T{} {}", e.turn, e.phase))
                            .small()
                            .color(cx.theme.muted),
                    );
                    let mut text = RichText::new(&e.text);
                    if e.kind == "bot_error" || e.kind == "phase_cut_short" {
                        text = text.color(cx.theme.error);
                    } else if e.kind == "phase_began" || e.kind == "turn_began" {
                        text = text.strong();
                    }
                    let label = egui::Label::new(text).truncate();
                    let resp = match hex {
                        Some(_) => ui.add(label.sense(Sense::click())),
                        None => ui.add(label),
                    };
                    if let Some(h) = hex {
                        let resp = resp
                            .on_hover_cursor(egui::CursorIcon::PointingHand)
                            .on_hover_text(format!(
                                "{} — click to centre the map on {}",
                                e.text,
                                cx.label(h)
                            ));
                        if resp.clicked() {
                            out.push(Command::CenterOn(h));
                        }
                    } else {
                        resp.on_hover_text(&e.text);
                    }
                });
            }
        });
}
