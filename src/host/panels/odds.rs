//! What an action may do, in the proposal and builder windows: a button that asks the engine
//! (`Game::odds`: every sequence of die results played in a copy of the game), then each
//! outcome with its probability, grouped under the answers it comes under, and how the
//! probabilities were found (exact, or exact over the first dice and sampled beyond).

use crate::host::commands::{Command, Commands};
use crate::host::context::PanelCtx;
use crate::session::odds::{Method, Odds};
use eframe::egui::{self, RichText};
use serde_json::Value;

/// Most outcomes listed under one set of answers (the rest are summed in one line).
const SHOWN: usize = 12;

/// Shows the odds of `action` if they were asked for, else the button that asks.
pub fn show(ui: &mut egui::Ui, cx: &PanelCtx, action: &Value, out: &mut Commands) {
    let known = cx.session.odds_of(action);
    let Some((odds, millis)) = known else {
        if ui
            .button("What may happen…")
            .on_hover_text(
                "Play this action in a copy of the game under every die result it could roll, and show each outcome with its probability (the game is not touched)",
            )
            .clicked()
        {
            out.push(Command::Odds(action.clone()));
        }
        return;
    };
    ui.separator();
    let odds = match odds {
        Ok(o) => o,
        Err(e) => {
            ui.colored_label(cx.theme.error, format!("No odds: {e}"));
            return;
        }
    };
    ui.label(RichText::new("What may happen").strong());
    ui.label(
        RichText::new(format!("{} ({millis:.0} ms)", method_text(odds)))
            .small()
            .color(cx.theme.muted),
    );
    if let Some((a, before)) = &cx.session.odds_before_reload
        && a == action
    {
        moved_by_reload(ui, before, odds);
    }
    if let Some(lines) = odds.by_dice() {
        for d in lines.iter().take(SHOWN) {
            by_dice_line(ui, d);
        }
        let rest: f64 = lines.iter().skip(SHOWN).map(|d| d.probability).sum();
        if rest > 0.0 {
            ui.label(RichText::new(format!("{:>5.1} %  other outcomes", rest * 100.0)).monospace());
        }
        return;
    }
    let mut given: Option<&Vec<String>> = None;
    let mut shown = 0;
    let mut rest = 0.0;
    for o in &odds.outcomes {
        if given != Some(&o.given) {
            if rest > 0.0 {
                ui.label(
                    RichText::new(format!("{:>5.1} %  other outcomes", rest * 100.0)).monospace(),
                );
            }
            given = Some(&o.given);
            shown = 0;
            rest = 0.0;
            if !o.given.is_empty() {
                ui.label(RichText::new(format!("If {}:", o.given.join(", then "))).italics());
            }
        }
        if shown >= SHOWN {
            rest += o.probability;
            continue;
        }
        shown += 1;
        ui.label(
            RichText::new(format!(
                "{:>5.1} %  {}",
                o.probability * 100.0,
                o.changes.join("; ")
            ))
            .monospace(),
        );
    }
    if rest > 0.0 {
        ui.label(RichText::new(format!("{:>5.1} %  other outcomes", rest * 100.0)).monospace());
    }
}

/// One line of exact odds: the dice's probability and what happens, or — when a side decides
/// on the way — what each answer makes of it, indented under the line.
fn by_dice_line(ui: &mut egui::Ui, d: &crate::session::odds::DiceOutcome) {
    let p = format!("{:>5.1} %  ", d.probability * 100.0);
    match d.branches.as_slice() {
        [(given, changes)] if given.is_empty() => {
            ui.label(RichText::new(format!("{p}{}", changes.join("; "))).monospace());
        }
        branches => {
            // The result in the ruleset's words, when the dice give one whatever is chosen,
            // heads the line ("66.7 %  result: Dr, as the players choose:").
            let first = branches[0].1.first().filter(|c| c.starts_with("result: "));
            let shared = first.filter(|f| branches.iter().all(|b| b.1.first() == Some(*f)));
            let head = shared.map(|r| format!("{r}, ")).unwrap_or_default();
            ui.label(RichText::new(format!("{p}{head}as the players choose:")).monospace());
            for (given, changes) in branches {
                let changes = &changes[usize::from(shared.is_some())..];
                ui.label(
                    RichText::new(format!(
                        "         {} → {}",
                        given.join(", then "),
                        changes.join("; ")
                    ))
                    .monospace()
                    .small(),
                );
            }
        }
    }
}

/// How the last reload moved these odds: each outcome whose probability changed.
fn moved_by_reload(ui: &mut egui::Ui, before: &Odds, now: &Odds) {
    let moved = crate::session::odds::moved(before, now);
    if moved.is_empty() {
        ui.label(RichText::new("The last reload did not change these odds.").italics());
        return;
    }
    ui.label(RichText::new("Since the last reload:").italics());
    for (given, changes, was, is) in moved.iter().take(SHOWN) {
        let under = if given.is_empty() {
            String::new()
        } else {
            format!(" (if {})", given.join(", then "))
        };
        ui.label(
            RichText::new(format!(
                "{:>5.1} % → {:>5.1} %  {}{under}",
                was * 100.0,
                is * 100.0,
                changes.join("; ")
            ))
            .monospace(),
        );
    }
}

/// How the probabilities were found, for players.
pub fn method_text(odds: &Odds) -> String {
    match odds.method {
        Method::Exact { sequences } => format!(
            "exact: every die result played ({sequences} play{})",
            if sequences == 1 { "" } else { "s" }
        ),
        Method::Sampled {
            exact_dice,
            samples,
        } => format!(
            "exact over the first {exact_dice} dice, then {samples} plays with random dice: the rarer outcomes are estimates"
        ),
    }
}
