//! The calendar a ruleset declares: how game turns map to the clock.

use super::{Calendar, Reader};
use mlua::Table;

/// Reads `calendar`: the minutes a turn covers by day and by night (a day turn's length
/// unless given), the night as a daily window `from`..`to` ("HH:MM"), and the window of the
/// long turns (the night unless given). Without a calendar, every turn is an hour and there
/// is no night.
pub(super) fn read_calendar(r: &mut Reader, t: &Table) -> Calendar {
    let mut calendar = Calendar {
        turn_minutes: 60,
        night_turn_minutes: 60,
        night_from: 0,
        night_to: 0,
        long_from: 0,
        long_to: 0,
    };
    if let Some(c) = r.opt_table(t, "calendar", "ruleset", "calendar") {
        r.check_keys(
            &c,
            &["turn_minutes", "night_turn_minutes", "night", "long_turns"],
            "calendar",
            "calendar",
        );
        calendar.turn_minutes = r
            .opt_int(&c, "turn_minutes", "calendar", "turn_minutes", 1..=10_080)
            .unwrap_or(60) as u32;
        calendar.night_turn_minutes = r
            .opt_int(
                &c,
                "night_turn_minutes",
                "calendar",
                "night_turn_minutes",
                1..=10_080,
            )
            .map(|n| n as u32)
            .unwrap_or(calendar.turn_minutes);
        if let Some((from, to)) = read_daily_window(r, &c, "night") {
            calendar.night_from = from;
            calendar.night_to = to;
        }
        // The long turns take night_turn_minutes; by default they are the night turns.
        calendar.long_from = calendar.night_from;
        calendar.long_to = calendar.night_to;
        if let Some((from, to)) = read_daily_window(r, &c, "long_turns") {
            calendar.long_from = from;
            calendar.long_to = to;
        }
    }
    calendar
}

/// Reads the daily window `calendar.<key> = { from = "HH:MM", to = "HH:MM" }` as minutes of
/// the day: `None` if it is absent, or (with an error) if either time is missing or invalid.
fn read_daily_window(r: &mut Reader, c: &Table, key: &str) -> Option<(u32, u32)> {
    let n = r.opt_table(c, key, "calendar", key)?;
    let item = format!("calendar.{key}");
    r.check_keys(&n, &["from", "to"], &item, key);
    let from = r.opt_str(&n, "from", &item, "from").unwrap_or_default();
    let to = r.opt_str(&n, "to", &item, "to").unwrap_or_default();
    match (parse_time(&from), parse_time(&to)) {
        (Some(a), Some(b)) => Some((a, b)),
        _ => {
            r.error(key, format!("{item} needs from and to as \"HH:MM\""));
            None
        }
    }
}

/// Minutes of the day of a time written "HH:MM".
fn parse_time(s: &str) -> Option<u32> {
    let (h, m) = s.split_once(':')?;
    let (h, m): (u32, u32) = (h.parse().ok()?, m.parse().ok()?);
    (h < 24 && m < 60).then_some(h * 60 + m)
}
