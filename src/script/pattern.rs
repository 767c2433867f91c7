//! Lua 5.4's patterns, matched in Rust so that every step counts against the budget.
//!
//! The interpreter's count hook runs only between Lua instructions, so a C function runs to its
//! end whatever the budget: `string.find(("a"):rep(30000), ".-.-.-b")` backtracks for hours in
//! `lstrlib.c`. This is the same matcher (the same grammar, the same results, the same errors,
//! step for step the algorithm of Lua 5.4's `match`), with a meter: every call of `matches` and
//! every character tried by a repetition is a step, and the steps are charged to the running hook
//! call's budget as instructions, so a backtracking pattern stops with the budget's error like a
//! Lua loop does. Luau (Roblox's sandbox) bounds the same functions the same way, by counting
//! inside its C matcher; stock Lua cannot, hence the port. The Lua-facing functions are in
//! `script::strlib`.

use std::fmt;

/// How many captures a pattern may have (`LUA_MAXCAPTURES`).
pub const MAX_CAPTURES: usize = 32;
/// How deep `matches` may recurse (`MAXCCALLS` of `lstrlib.c`).
const MAX_DEPTH: usize = 200;
/// Steps counted before the meter is read.
const METER_EVERY: u64 = 1024;
const ESC: u8 = b'%';
const SPECIALS: &[u8] = b"^$*+?.([%-";

/// Why a match did not end with an answer.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PatternError {
    /// The pattern (or a capture index) is malformed; the text is Lua's own message.
    Malformed(String),
    /// The meter said the budget is spent.
    OutOfBudget,
}

impl fmt::Display for PatternError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PatternError::Malformed(m) => f.write_str(m),
            PatternError::OutOfBudget => f.write_str("out of budget"),
        }
    }
}

fn malformed<T>(message: &str) -> Result<T, PatternError> {
    Err(PatternError::Malformed(message.to_string()))
}

/// One capture of a successful match.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Capture {
    /// The bytes `start..end` of the subject.
    Text(usize, usize),
    /// A position capture `()`: the 1-based position in the subject, as Lua gives it.
    Position(usize),
}

#[derive(Clone, Copy)]
enum Len {
    Unfinished,
    Position,
    Closed(usize),
}

/// A pattern being matched against a subject, with its captures and its meter.
pub struct Matcher<'a> {
    src: &'a [u8],
    pat: &'a [u8],
    depth: usize,
    level: usize,
    capture: [(usize, Len); MAX_CAPTURES],
    unmetered: u64,
    meter: &'a mut dyn FnMut(u64) -> bool,
}

impl<'a> Matcher<'a> {
    /// A matcher of `pat` (without a leading `^`, which callers handle) in `src`; `meter` is
    /// given the steps taken, a thousand or so at a time, and returns true to stop.
    pub fn new(src: &'a [u8], pat: &'a [u8], meter: &'a mut dyn FnMut(u64) -> bool) -> Self {
        Matcher {
            src,
            pat,
            depth: MAX_DEPTH,
            level: 0,
            capture: [(0, Len::Unfinished); MAX_CAPTURES],
            unmetered: 0,
            meter,
        }
    }

    /// Tries the whole pattern at subject position `s`; the end of the match if it matches.
    pub fn match_at(&mut self, s: usize) -> Result<Option<usize>, PatternError> {
        self.level = 0;
        self.depth = MAX_DEPTH;
        self.matches(s, 0)
    }

    /// Charges what has not been charged yet; called once a search is over.
    pub fn settle(&mut self) -> Result<(), PatternError> {
        let n = std::mem::take(&mut self.unmetered);
        if n > 0 && (self.meter)(n) {
            return Err(PatternError::OutOfBudget);
        }
        Ok(())
    }

    fn step(&mut self) -> Result<(), PatternError> {
        self.unmetered += 1;
        if self.unmetered >= METER_EVERY {
            self.settle()?;
        }
        Ok(())
    }

    fn p(&self, i: usize) -> u8 {
        // Past the end reads as NUL, as the C code reads the string's terminator.
        self.pat.get(i).copied().unwrap_or(0)
    }

    fn class_end(&self, mut p: usize) -> Result<usize, PatternError> {
        let c = self.p(p);
        p += 1;
        match c {
            ESC => {
                if p >= self.pat.len() {
                    return malformed("malformed pattern (ends with '%')");
                }
                Ok(p + 1)
            }
            b'[' => {
                if self.p(p) == b'^' {
                    p += 1;
                }
                loop {
                    if p >= self.pat.len() {
                        return malformed("malformed pattern (missing ']')");
                    }
                    let c = self.pat[p];
                    p += 1;
                    if c == ESC && p < self.pat.len() {
                        p += 1;
                    }
                    if self.p(p) == b']' {
                        break;
                    }
                }
                Ok(p + 1)
            }
            _ => Ok(p),
        }
    }

    fn single_match(&self, s: usize, p: usize, ep: usize) -> bool {
        let Some(&c) = self.src.get(s) else {
            return false;
        };
        match self.pat[p] {
            b'.' => true,
            ESC => match_class(c, self.p(p + 1)),
            b'[' => self.match_bracket_class(c, p, ep - 1),
            pc => pc == c,
        }
    }

    /// `p` is the '[' and `ec` the ']' of a set.
    fn match_bracket_class(&self, c: u8, mut p: usize, ec: usize) -> bool {
        let mut sig = true;
        if self.p(p + 1) == b'^' {
            sig = false;
            p += 1;
        }
        p += 1;
        while p < ec {
            if self.pat[p] == ESC {
                p += 1;
                if match_class(c, self.p(p)) {
                    return sig;
                }
            } else if self.p(p + 1) == b'-' && p + 2 < ec {
                p += 2;
                if self.pat[p - 2] <= c && c <= self.pat[p] {
                    return sig;
                }
            } else if self.pat[p] == c {
                return sig;
            }
            p += 1;
        }
        !sig
    }

    fn match_balance(&mut self, s: usize, p: usize) -> Result<Option<usize>, PatternError> {
        if p + 1 >= self.pat.len() {
            return malformed("malformed pattern (missing arguments to '%b')");
        }
        if self.src.get(s) != Some(&self.pat[p]) {
            return Ok(None);
        }
        let (open, close) = (self.pat[p], self.pat[p + 1]);
        let mut depth = 1;
        let mut s = s + 1;
        while s < self.src.len() {
            self.step()?;
            let c = self.src[s];
            if c == close {
                depth -= 1;
                if depth == 0 {
                    return Ok(Some(s + 1));
                }
            } else if c == open {
                depth += 1;
            }
            s += 1;
        }
        Ok(None)
    }

    fn max_expand(&mut self, s: usize, p: usize, ep: usize) -> Result<Option<usize>, PatternError> {
        let mut i = 0;
        while self.single_match(s + i, p, ep) {
            self.step()?;
            i += 1;
        }
        loop {
            if let Some(e) = self.matches(s + i, ep + 1)? {
                return Ok(Some(e));
            }
            if i == 0 {
                return Ok(None);
            }
            i -= 1;
        }
    }

    fn min_expand(
        &mut self,
        mut s: usize,
        p: usize,
        ep: usize,
    ) -> Result<Option<usize>, PatternError> {
        loop {
            if let Some(e) = self.matches(s, ep + 1)? {
                return Ok(Some(e));
            }
            if self.single_match(s, p, ep) {
                s += 1;
            } else {
                return Ok(None);
            }
        }
    }

    fn start_capture(
        &mut self,
        s: usize,
        p: usize,
        what: Len,
    ) -> Result<Option<usize>, PatternError> {
        if self.level >= MAX_CAPTURES {
            return malformed("too many captures");
        }
        self.capture[self.level] = (s, what);
        self.level += 1;
        let res = self.matches(s, p)?;
        if res.is_none() {
            self.level -= 1;
        }
        Ok(res)
    }

    fn end_capture(&mut self, s: usize, p: usize) -> Result<Option<usize>, PatternError> {
        let Some(l) = (0..self.level)
            .rev()
            .find(|&l| matches!(self.capture[l].1, Len::Unfinished))
        else {
            return malformed("invalid pattern capture");
        };
        self.capture[l].1 = Len::Closed(s - self.capture[l].0);
        let res = self.matches(s, p)?;
        if res.is_none() {
            self.capture[l].1 = Len::Unfinished;
        }
        Ok(res)
    }

    fn match_capture(&mut self, s: usize, digit: u8) -> Result<Option<usize>, PatternError> {
        let l = self.check_capture(digit)?;
        let (init, Len::Closed(len)) = self.capture[l] else {
            // A position capture has no text: in C its length (-2, read as an unsigned size)
            // never fits in what is left of the subject, so the back reference fails.
            return Ok(None);
        };
        if self.src.len() - s >= len && self.src[init..init + len] == self.src[s..s + len] {
            Ok(Some(s + len))
        } else {
            Ok(None)
        }
    }

    fn check_capture(&self, digit: u8) -> Result<usize, PatternError> {
        let l = digit as isize - b'1' as isize;
        if l < 0
            || l as usize >= self.level
            || matches!(self.capture[l as usize].1, Len::Unfinished)
        {
            return Err(PatternError::Malformed(format!(
                "invalid capture index %{}",
                l + 1
            )));
        }
        Ok(l as usize)
    }

    /// Lua's `match`: the end of the match of `pat[p..]` at `src[s..]`, if any.
    fn matches(&mut self, mut s: usize, mut p: usize) -> Result<Option<usize>, PatternError> {
        if self.depth == 0 {
            return malformed("pattern too complex");
        }
        self.depth -= 1;
        self.step()?;
        let res = loop {
            if p == self.pat.len() {
                break Some(s);
            }
            match self.pat[p] {
                b'(' => {
                    break if self.p(p + 1) == b')' {
                        self.start_capture(s, p + 2, Len::Position)?
                    } else {
                        self.start_capture(s, p + 1, Len::Unfinished)?
                    };
                }
                b')' => break self.end_capture(s, p + 1)?,
                b'$' if p + 1 == self.pat.len() => {
                    break (s == self.src.len()).then_some(s);
                }
                ESC if self.p(p + 1) == b'b' => match self.match_balance(s, p + 2)? {
                    Some(e) => {
                        s = e;
                        p += 4;
                    }
                    None => break None,
                },
                ESC if self.p(p + 1) == b'f' => {
                    p += 2;
                    if self.p(p) != b'[' {
                        return malformed("missing '[' after '%f' in pattern");
                    }
                    let ep = self.class_end(p)?;
                    let previous = if s == 0 { 0 } else { self.src[s - 1] };
                    let current = self.src.get(s).copied().unwrap_or(0);
                    if !self.match_bracket_class(previous, p, ep - 1)
                        && self.match_bracket_class(current, p, ep - 1)
                    {
                        p = ep;
                    } else {
                        break None;
                    }
                }
                ESC if self.p(p + 1).is_ascii_digit() => {
                    match self.match_capture(s, self.p(p + 1))? {
                        Some(e) => {
                            s = e;
                            p += 2;
                        }
                        None => break None,
                    }
                }
                _ => {
                    let ep = self.class_end(p)?;
                    let suffix = self.p(ep);
                    if !self.single_match(s, p, ep) {
                        if matches!(suffix, b'*' | b'?' | b'-') {
                            p = ep + 1;
                            continue;
                        }
                        break None;
                    }
                    match suffix {
                        b'?' => match self.matches(s + 1, ep + 1)? {
                            Some(e) => break Some(e),
                            None => p = ep + 1,
                        },
                        b'+' => break self.max_expand(s + 1, p, ep)?,
                        b'*' => break self.max_expand(s, p, ep)?,
                        b'-' => break self.min_expand(s, p, ep)?,
                        _ => {
                            s += 1;
                            p = ep;
                        }
                    }
                }
            }
        };
        self.depth += 1;
        Ok(res)
    }

    /// The captures of the match `s..e`, as Lua pushes them: all captures, or the whole match
    /// when the pattern has none and `whole_if_none`.
    pub fn captures(
        &self,
        s: usize,
        e: usize,
        whole_if_none: bool,
    ) -> Result<Vec<Capture>, PatternError> {
        let n = if self.level == 0 && whole_if_none {
            1
        } else {
            self.level
        };
        (0..n).map(|i| self.capture(i, s, e)).collect()
    }

    /// Capture `i` (0-based) of the match `s..e`; capture 0 of a pattern without captures is
    /// the whole match.
    pub fn capture(&self, i: usize, s: usize, e: usize) -> Result<Capture, PatternError> {
        if i >= self.level {
            if i != 0 {
                return Err(PatternError::Malformed(format!(
                    "invalid capture index %{}",
                    i + 1
                )));
            }
            return Ok(Capture::Text(s, e));
        }
        let (init, len) = self.capture[i];
        match len {
            Len::Unfinished => malformed("unfinished capture"),
            Len::Position => Ok(Capture::Position(init + 1)),
            Len::Closed(len) => Ok(Capture::Text(init, init + len)),
        }
    }
}

/// True if `pat` has none of the characters that make a pattern more than plain text.
pub fn is_plain(pat: &[u8]) -> bool {
    !pat.iter().any(|c| SPECIALS.contains(c))
}

/// The first occurrence of `needle` in `hay` at or after `from`, metered: a step for every
/// eight places tried, and for every eight bytes compared where the first byte matched (C's
/// `lmemfind` is the same search, and as slow on `("a"):rep(n)` against `("a"):rep(m).."b"`).
pub fn find_plain(
    hay: &[u8],
    needle: &[u8],
    from: usize,
    meter: &mut dyn FnMut(u64) -> bool,
) -> Result<Option<usize>, PatternError> {
    if from > hay.len() {
        return Ok(None);
    }
    let Some((&first, _)) = needle.split_first() else {
        return Ok(Some(from));
    };
    let last = match hay.len().checked_sub(needle.len()) {
        Some(last) if last >= from => last,
        _ => return Ok(None),
    };
    let per_hit = 1 + needle.len() as u64 / 8;
    let mut unmetered = 0u64;
    let mut found = None;
    for at in from..=last {
        unmetered += 1;
        if hay[at] == first {
            unmetered += 8 * per_hit;
            if hay[at..at + needle.len()] == *needle {
                found = Some(at);
                break;
            }
        }
        if unmetered >= 8 * METER_EVERY {
            if meter(unmetered / 8) {
                return Err(PatternError::OutOfBudget);
            }
            unmetered %= 8;
        }
    }
    if unmetered >= 8 && meter(unmetered / 8) {
        return Err(PatternError::OutOfBudget);
    }
    Ok(found)
}

/// A character class letter (`%a`, `%D`…) against a character, in the C locale as Lua runs it.
fn match_class(c: u8, class: u8) -> bool {
    let res = match class.to_ascii_lowercase() {
        b'a' => c.is_ascii_alphabetic(),
        b'c' => c.is_ascii_control(),
        b'd' => c.is_ascii_digit(),
        b'g' => c.is_ascii_graphic(),
        b'l' => c.is_ascii_lowercase(),
        b'p' => c.is_ascii_punctuation(),
        // C's isspace: Rust's is_ascii_whitespace leaves out the vertical tab.
        b's' => matches!(c, b' ' | b'\t' | b'\n' | 0x0b | 0x0c | b'\r'),
        b'u' => c.is_ascii_uppercase(),
        b'w' => c.is_ascii_alphanumeric(),
        b'x' => c.is_ascii_hexdigit(),
        _ => return class == c,
    };
    if class.is_ascii_uppercase() {
        !res
    } else {
        res
    }
}

/// Where a search starts: Lua's `posrelatI` of an `init` argument, made 0-based.
pub fn start_of(init: i64, len: usize) -> usize {
    let pos = if init > 0 {
        init as u64 as usize
    } else if init == 0 || init.unsigned_abs() as usize > len {
        1
    } else {
        len - init.unsigned_abs() as usize + 1
    };
    pos - 1
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Lua's `string.find` with the captures' texts (position captures as numbers).
    fn find(s: &str, p: &str) -> Result<Option<(usize, usize, Vec<String>)>, PatternError> {
        let mut never = |_| false;
        let (anchor, pat) = match p.strip_prefix('^') {
            Some(rest) => (true, rest.as_bytes()),
            None => (false, p.as_bytes()),
        };
        let mut m = Matcher::new(s.as_bytes(), pat, &mut never);
        for at in 0..=s.len() {
            if let Some(e) = m.match_at(at)? {
                let caps = m
                    .captures(at, e, false)?
                    .into_iter()
                    .map(|c| match c {
                        Capture::Text(a, b) => s[a..b].to_string(),
                        Capture::Position(n) => n.to_string(),
                    })
                    .collect();
                return Ok(Some((at + 1, e, caps)));
            }
            if anchor {
                break;
            }
        }
        Ok(None)
    }

    fn found(s: &str, p: &str) -> Option<(usize, usize, Vec<String>)> {
        find(s, p).unwrap()
    }

    fn caps(v: &[&str]) -> Vec<String> {
        v.iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn the_results_are_lua_5_4s() {
        // Each expectation is what `lua5.4 -e 'print(string.find(s, p))'` prints.
        assert_eq!(found("hello world", "o w"), Some((5, 7, vec![])));
        assert_eq!(found("hello", "l+"), Some((3, 4, vec![])));
        assert_eq!(found("hello", "^h(.-)o$"), Some((1, 5, caps(&["ell"]))));
        assert_eq!(found("hello", "^e"), None);
        assert_eq!(
            found("0627", "^(%d%d)(%d%d)$"),
            Some((1, 4, caps(&["06", "27"])))
        );
        assert_eq!(found("a,b,,c", "([^,]*),"), Some((1, 2, caps(&["a"]))));
        assert_eq!(found("  x", "%S"), Some((3, 3, vec![])));
        assert_eq!(found("f(a(b)c)d", "%b()"), Some((2, 8, vec![])));
        assert_eq!(found("THE (quick) fox", "%f[%a]%a+"), Some((1, 3, vec![])));
        assert_eq!(found("the quick", "%f[%a]q%a*"), Some((5, 9, vec![])));
        assert_eq!(found("abcabc", "(abc)%1"), Some((1, 6, caps(&["abc"]))));
        assert_eq!(found("hello", "()ll()"), Some((3, 4, caps(&["3", "5"]))));
        assert_eq!(found("a-b", "[a%-]+"), Some((1, 2, vec![])));
        assert_eq!(found("x]y", "[]]"), Some((2, 2, vec![])));
        assert_eq!(found("abc", "[^a]"), Some((2, 2, vec![])));
        assert_eq!(found("a1", "[%d]"), Some((2, 2, vec![])));
        assert_eq!(found("ab", "a?b"), Some((1, 2, vec![])));
        assert_eq!(found("b", "a?b"), Some((1, 1, vec![])));
        assert_eq!(found("", ""), Some((1, 0, vec![])));
        assert_eq!(found("x$", "$"), Some((3, 2, vec![])));
        assert_eq!(found("x$y", "%$"), Some((2, 2, vec![])));
        assert_eq!(found("a\u{b}b", "a%sb"), Some((1, 3, vec![])));
        assert_eq!(
            found("key = value", "^(%w+)%s*=%s*(%w+)$"),
            Some((1, 11, caps(&["key", "value"])))
        );
    }

    #[test]
    fn malformed_patterns_get_luas_messages() {
        let err = |p: &str| match find("abc", p) {
            Err(PatternError::Malformed(m)) => m,
            other => panic!("{p}: {other:?}"),
        };
        assert_eq!(err("%"), "malformed pattern (ends with '%')");
        assert_eq!(err("[a"), "malformed pattern (missing ']')");
        assert_eq!(err("(a"), "unfinished capture");
        assert_eq!(err("a)"), "invalid pattern capture");
        assert_eq!(err("%1"), "invalid capture index %1");
        assert_eq!(err("%b"), "malformed pattern (missing arguments to '%b')");
        assert_eq!(err("%fa"), "missing '[' after '%f' in pattern");
        assert_eq!(err(&"(".repeat(33)), "too many captures");
    }

    #[test]
    fn a_pattern_recursing_past_200_is_too_complex() {
        let mut never = |_| false;
        let subject = "a".repeat(300);
        let pattern = "a?".repeat(300);
        let mut m = Matcher::new(subject.as_bytes(), pattern.as_bytes(), &mut never);
        assert_eq!(
            m.match_at(0),
            Err(PatternError::Malformed("pattern too complex".into()))
        );
        let pattern = "a?".repeat(150);
        let mut m = Matcher::new(subject.as_bytes(), pattern.as_bytes(), &mut never);
        assert_eq!(m.match_at(0), Ok(Some(150)));
    }

    #[test]
    fn a_backtracking_pattern_is_stopped_by_its_meter() {
        let subject = "a".repeat(5000);
        let mut spent = 0u64;
        let mut meter = |n| {
            spent += n;
            spent > 1_000_000
        };
        let mut m = Matcher::new(subject.as_bytes(), b".-.-.-b", &mut meter);
        let mut result = Ok(None);
        for at in 0..=subject.len() {
            result = m.match_at(at);
            if result.is_err() {
                break;
            }
        }
        assert_eq!(result, Err(PatternError::OutOfBudget));
    }

    #[test]
    fn plain_search_and_start_positions() {
        let mut never = |_| false;
        assert_eq!(find_plain(b"a.b.c", b".", 2, &mut never), Ok(Some(3)));
        assert_eq!(find_plain(b"a.b.c", b"b.c", 0, &mut never), Ok(Some(2)));
        assert_eq!(find_plain(b"a.b.c", b"b.c", 3, &mut never), Ok(None));
        assert_eq!(find_plain(b"abc", b"abcd", 0, &mut never), Ok(None));
        assert_eq!(find_plain(b"abc", b"", 3, &mut never), Ok(Some(3)));
        assert_eq!(find_plain(b"abc", b"", 4, &mut never), Ok(None));
        let hay = "a".repeat(200_000);
        let needle = format!("{}b", "a".repeat(20_000));
        let mut spent = 0u64;
        let mut meter = |n| {
            spent += n;
            spent > 1_000_000
        };
        assert_eq!(
            find_plain(hay.as_bytes(), needle.as_bytes(), 0, &mut meter),
            Err(PatternError::OutOfBudget)
        );
        assert!(is_plain(b"hello world"));
        assert!(!is_plain(b"a.b"));
        assert_eq!(start_of(1, 5), 0);
        assert_eq!(start_of(0, 5), 0);
        assert_eq!(start_of(-2, 5), 3);
        assert_eq!(start_of(-9, 5), 0);
        assert_eq!(start_of(i64::MIN, 5), 0);
        assert_eq!(start_of(7, 5), 6);
    }
}
