//! A sampling profiler of the rulesets' Lua, for designers and for us: where a game's time
//! goes, by Lua call stack (`sandtable play --lua-profile FILE`).
//!
//! The sandbox's instruction-count hook runs every thousand Lua instructions anyway (the
//! budget); while a profile is on, each of those calls charges the wall time since the previous
//! one to the Lua stack running now. That time includes the engine's own work done for those
//! instructions (a `sandtable.move.field`, a unit read), so a costly API call shows under the
//! Lua line that made it. Time outside Lua (the session's bookkeeping between hook calls) is
//! left out: each hook call starts the clock afresh ([`LuaProfile::restart`]).
//!
//! The result is written as folded stacks (`outer;inner;innermost microseconds`, one line a
//! stack), the format flame-graph tools read; `summary` lists the functions by time.

use mlua::Lua;
use std::cell::RefCell;
use std::collections::HashMap;
use std::time::{Duration, Instant};

/// Frames kept from the top of a stack (deeper ones are cut).
const MAX_FRAMES: usize = 48;

#[derive(Debug, Default)]
struct Samples {
    /// Time and samples by folded stack (outermost frame first).
    stacks: HashMap<String, (Duration, u64)>,
    /// When the last sample (or hook call) was taken.
    last: Option<Instant>,
}

/// The profile of one Lua state: off until [`LuaProfile::start`].
#[derive(Debug, Default)]
pub struct LuaProfile {
    on: RefCell<Option<Samples>>,
}

/// One function's share of a profile.
#[derive(Clone, Debug, PartialEq)]
pub struct FunctionTime {
    /// `file:line name` of the function (the line where it is defined).
    pub function: String,
    /// Time with the function running itself (innermost frame).
    pub self_time: Duration,
    /// Time with the function anywhere on the stack (counted once a stack).
    pub total_time: Duration,
}

impl LuaProfile {
    /// Starts collecting (and forgets what was collected).
    pub fn start(&self) {
        *self.on.borrow_mut() = Some(Samples::default());
    }

    /// True while collecting.
    pub fn is_on(&self) -> bool {
        self.on.borrow().is_some()
    }

    /// A hook call begins: time before it is not the Lua's.
    pub fn restart(&self) {
        if let Some(s) = self.on.borrow_mut().as_mut() {
            s.last = Some(Instant::now());
        }
    }

    /// Charges the time since the last sample to the stack of `lua` running now.
    pub fn sample(&self, lua: &Lua) {
        let mut on = self.on.borrow_mut();
        let Some(s) = on.as_mut() else {
            return;
        };
        let now = Instant::now();
        let spent = s.last.map_or(Duration::ZERO, |t| now - t);
        s.last = Some(now);
        let mut frames = Vec::new();
        for level in 0..MAX_FRAMES {
            let frame = lua.inspect_stack(level, |d| {
                let src = d.source();
                let file = src.short_src.as_deref().unwrap_or("?").to_string();
                let name = d.names().name.as_deref().unwrap_or("?").to_string();
                match src.line_defined {
                    Some(l) if l > 0 => format!("{file}:{l} {name}"),
                    _ => format!("{file} {name}"),
                }
            });
            match frame {
                Some(f) => frames.push(f),
                None => break,
            }
        }
        frames.reverse();
        let e = s.stacks.entry(frames.join(";")).or_default();
        e.0 += spent;
        e.1 += 1;
    }

    /// Stops collecting; the folded stacks, sorted by stack, each with its time.
    pub fn stop(&self) -> Vec<(String, Duration)> {
        let Some(s) = self.on.borrow_mut().take() else {
            return Vec::new();
        };
        let mut v: Vec<(String, Duration)> =
            s.stacks.into_iter().map(|(k, (t, _))| (k, t)).collect();
        v.sort();
        v
    }
}

/// The folded-stack text of a profile: `stack microseconds` a line.
pub fn folded(stacks: &[(String, Duration)]) -> String {
    let mut out = String::new();
    for (stack, t) in stacks {
        out.push_str(&format!("{stack} {}\n", t.as_micros()));
    }
    out
}

/// Each function's self and total time, most total time first.
pub fn summary(stacks: &[(String, Duration)]) -> Vec<FunctionTime> {
    let mut by: HashMap<&str, (Duration, Duration)> = HashMap::new();
    for (stack, t) in stacks {
        let frames: Vec<&str> = stack.split(';').collect();
        let mut seen = std::collections::HashSet::new();
        for f in &frames {
            if seen.insert(*f) {
                by.entry(f).or_default().1 += *t;
            }
        }
        if let Some(last) = frames.last() {
            by.entry(last).or_default().0 += *t;
        }
    }
    let mut v: Vec<FunctionTime> = by
        .into_iter()
        .map(|(f, (s, t))| FunctionTime {
            function: f.to_string(),
            self_time: s,
            total_time: t,
        })
        .collect();
    v.sort_by(|a, b| {
        b.total_time
            .cmp(&a.total_time)
            .then(a.function.cmp(&b.function))
    });
    v
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_summary_counts_a_function_once_a_stack_and_self_time_at_the_top() {
        let ms = Duration::from_millis;
        let stacks = vec![
            ("a;b;c".to_string(), ms(3)),
            ("a;b".to_string(), ms(2)),
            ("a;x;a".to_string(), ms(5)),
        ];
        let s = summary(&stacks);
        let get = |f: &str| s.iter().find(|x| x.function == f).cloned().unwrap();
        assert_eq!(get("a").total_time, ms(10));
        assert_eq!(get("a").self_time, ms(5));
        assert_eq!(get("b").total_time, ms(5));
        assert_eq!(get("b").self_time, ms(2));
        assert_eq!(get("c").self_time, ms(3));
        assert_eq!(s[0].function, "a");
        assert_eq!(folded(&stacks[..1]), "a;b;c 3000\n");
    }
}
