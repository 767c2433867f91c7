//! Diagnostics: errors in rulesets, scenarios, mods and hooks, each naming the file, the line
//! and the offending item, so a designer can go straight to it.
//!
//! Declaration errors are collected (every problem in a file is reported, not just the first);
//! Lua errors are turned from mlua's nested error values into one `file:line: message` line.

use std::fmt;

/// One problem found in a file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diagnostic {
    /// The file, as shown to the user (`rulesets/tutorial/ruleset.lua`).
    pub file: String,
    /// 1-based line, if known.
    pub line: Option<usize>,
    /// What is wrong, naming the item (`unit type 'infantry': unknown movement class 'hover'`).
    pub message: String,
}

impl fmt::Display for Diagnostic {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.line {
            Some(l) => write!(f, "{}:{}: {}", self.file, l, self.message),
            None => write!(f, "{}: {}", self.file, self.message),
        }
    }
}

/// Several diagnostics, reported together.
#[derive(Clone, Debug, Default, PartialEq, Eq, thiserror::Error)]
pub struct Diagnostics(pub Vec<Diagnostic>);

impl fmt::Display for Diagnostics {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, d) in self.0.iter().enumerate() {
            if i > 0 {
                writeln!(f)?;
            }
            write!(f, "{d}")?;
        }
        Ok(())
    }
}

impl Diagnostics {
    /// Adds one.
    pub fn push(&mut self, file: &str, line: Option<usize>, message: impl Into<String>) {
        self.0.push(Diagnostic {
            file: file.to_string(),
            line,
            message: message.into(),
        });
    }

    /// True if there are none.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// `Ok(v)` if there are none, else `Err(self)`.
    pub fn into_result<T>(self, v: T) -> Result<T, Diagnostics> {
        if self.0.is_empty() { Ok(v) } else { Err(self) }
    }
}

impl From<Diagnostic> for Diagnostics {
    fn from(d: Diagnostic) -> Self {
        Diagnostics(vec![d])
    }
}

/// The innermost readable message of an mlua error, without the Rust-side wrapping and
/// without the stack traceback.
pub fn lua_message(err: &mlua::Error) -> String {
    match err {
        mlua::Error::SyntaxError { message, .. } => message.clone(),
        mlua::Error::RuntimeError(m) | mlua::Error::MemoryError(m) => m
            .split("\nstack traceback:")
            .next()
            .unwrap_or(m)
            .to_string(),
        mlua::Error::CallbackError { cause, .. } => lua_message(cause),
        mlua::Error::WithContext { context, cause } => format!("{context}: {}", lua_message(cause)),
        mlua::Error::BadArgument {
            to,
            pos,
            name,
            cause,
        } => format!(
            "bad argument #{pos}{} to {}: {}",
            name.as_ref().map(|n| format!(" '{n}'")).unwrap_or_default(),
            to.as_deref().unwrap_or("a function"),
            lua_message(cause)
        ),
        other => other.to_string(),
    }
}

/// Splits a Lua message of the form `path/file.lua:12: text` into its parts.
pub fn split_location(msg: &str) -> (Option<String>, Option<usize>, String) {
    // Find the first ".lua:<digits>:" and take what is before it as the file.
    if let Some(pos) = msg.find(".lua:") {
        let file_end = pos + 4;
        let rest = &msg[file_end + 1..];
        let digits: String = rest.chars().take_while(|c| c.is_ascii_digit()).collect();
        if !digits.is_empty() && rest[digits.len()..].starts_with(':') {
            let start = msg[..file_end]
                .rfind(|c: char| c.is_whitespace() || c == '\'' || c == '"')
                .map_or(0, |i| i + 1);
            let file = msg[start..file_end].to_string();
            let text = rest[digits.len() + 1..].trim().to_string();
            let prefix = msg[..start].trim();
            let text = if prefix.is_empty() {
                text
            } else {
                format!("{prefix} {text}")
            };
            return (Some(file), digits.parse().ok(), text);
        }
    }
    (None, None, msg.to_string())
}

/// The first Lua frame (`path/file.lua:12:`) of an error's traceback: where Lua code called
/// the Rust function that failed.
fn traceback_location(err: &mlua::Error) -> Option<(String, usize)> {
    match err {
        mlua::Error::CallbackError { traceback, cause } => {
            // The innermost call first: where Lua re-entered Rust (a require inside a required
            // module) the deepest frame is where it went wrong.
            if let Some(inner) = traceback_location(cause) {
                return Some(inner);
            }
            for line in traceback.lines() {
                let (file, l, _) = split_location(line.trim());
                if let (Some(f), Some(l)) = (file, l) {
                    return Some((f, l));
                }
            }
            None
        }
        mlua::Error::WithContext { cause, .. } => traceback_location(cause),
        _ => None,
    }
}

/// The longest error message shown: `error(string.rep("x", 1e8))` must not fill a terminal,
/// a log or a save with 100 MB.
pub const MAX_MESSAGE_CHARS: usize = 2000;

/// `msg` cut to [`MAX_MESSAGE_CHARS`], saying how much was cut.
pub fn cap_message(msg: &str) -> String {
    match msg.char_indices().nth(MAX_MESSAGE_CHARS) {
        None => msg.to_string(),
        Some((cut, _)) => format!(
            "{} … ({} more characters)",
            &msg[..cut],
            msg[cut..].chars().count()
        ),
    }
}

/// What `error(v)` said when `v` was not a string: Lua shows a table as its address and `nil`
/// as "nil", which tells the designer nothing (and an address differs run to run).
fn plain_error_object(msg: &str) -> Option<String> {
    let kind = ["table", "function", "thread", "userdata"]
        .into_iter()
        .find(|k| {
            msg.strip_prefix(k)
                .and_then(|r| r.strip_prefix(": 0x"))
                .is_some_and(|hex| !hex.is_empty() && hex.chars().all(|c| c.is_ascii_hexdigit()))
        });
    let what = match (kind, msg) {
        (Some(k), _) => format!("a {k}"),
        (None, "nil" | "<nil>") => "nil".to_string(),
        (None, "true" | "false") => format!("the boolean {msg}"),
        _ => return None,
    };
    Some(format!(
        "error raised with {what} instead of a message (give error() a string, or a table with __tostring)"
    ))
}

/// The first Lua frame of the traceback Lua appended to a runtime error's text.
fn text_traceback_location(err: &mlua::Error) -> Option<(String, usize)> {
    match err {
        mlua::Error::RuntimeError(m) => {
            let (_, tb) = m.split_once("\nstack traceback:")?;
            tb.lines()
                .find_map(|line| match split_location(line.trim()) {
                    (Some(f), Some(l), _) => Some((f, l)),
                    _ => None,
                })
        }
        mlua::Error::CallbackError { cause, .. } | mlua::Error::WithContext { cause, .. } => {
            text_traceback_location(cause)
        }
        _ => None,
    }
}

/// A diagnostic from an mlua error; `fallback_file` is used when neither the message nor the
/// traceback has a location. The message is capped to a readable length.
pub fn from_lua(err: &mlua::Error, fallback_file: &str) -> Diagnostic {
    let msg = lua_message(err);
    let msg = plain_error_object(&msg).unwrap_or(msg);
    let (file, line, text) = split_location(&msg);
    let text = cap_message(&text);
    let (file, line) = match (file, line) {
        (Some(f), l) => (f, l),
        (None, _) => match traceback_location(err).or_else(|| text_traceback_location(err)) {
            Some((f, l)) => (f, Some(l)),
            None => (fallback_file.to_string(), None),
        },
    };
    Diagnostic {
        file,
        line,
        message: text,
    }
}

/// The line where `needle` first appears as a quoted string in `source` (`"needle"` or
/// `'needle'`), at or after line `from`; used to point declaration errors at the item.
pub fn locate(source: &str, needle: &str, from: usize) -> Option<usize> {
    let dq = format!("\"{needle}\"");
    let sq = format!("'{needle}'");
    source
        .lines()
        .enumerate()
        .skip(from.saturating_sub(1))
        .find(|(_, l)| l.contains(&dq) || l.contains(&sq))
        .map(|(i, _)| i + 1)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn splits_lua_locations() {
        let (f, l, t) = split_location("rulesets/x/ruleset.lua:12: attempt to call a nil value");
        assert_eq!(f.as_deref(), Some("rulesets/x/ruleset.lua"));
        assert_eq!(l, Some(12));
        assert_eq!(t, "attempt to call a nil value");
        let (f, l, _) = split_location("no location here");
        assert_eq!((f, l), (None, None));
    }

    #[test]
    fn locates_quoted_items() {
        let src = "a = 1\nb = { id = \"woods\" }\nc = 'woods'\n";
        assert_eq!(locate(src, "woods", 1), Some(2));
        assert_eq!(locate(src, "woods", 3), Some(3));
        assert_eq!(locate(src, "swamp", 1), None);
    }
}
