//! `string.find`, `string.match`, `string.gmatch` and `string.gsub` for the sandbox, on the
//! metered matcher of `script::pattern`: the same arguments, results and messages as Lua 5.4's,
//! with every step of a search charged to the running hook call's budget, and `gsub`'s result
//! held to the memory the state has left.

use super::pattern::{self, Capture, Matcher, PatternError};
use super::sandbox::{Budget, DEFAULT_MEMORY_LIMIT};
use mlua::{Function, Lua, LuaString, MultiValue, Table, Value};
use std::cell::RefCell;
use std::rc::Rc;

/// How a pattern function fails.
enum Raise {
    /// A Lua error, raised as the C function raises it: a string, `level` as `error`'s.
    Error(String, u8),
    /// The end of the hook call (out of budget): not for the script to handle.
    Stop(mlua::Error),
}

impl From<mlua::Error> for Raise {
    fn from(e: mlua::Error) -> Self {
        match e {
            // From the replacement function of a gsub: its message already says where.
            mlua::Error::RuntimeError(m) => Raise::Error(m, 0),
            mlua::Error::MemoryError(_) => Raise::Error(MEMORY.into(), 0),
            e => Raise::Stop(e),
        }
    }
}

type Raised<T> = Result<T, Raise>;

/// Lua's message for an allocation past the limit; the sandbox's `pcall` does not catch it.
const MEMORY: &str = "not enough memory";

/// Raises the errors of the Rust functions as Lua's own raise them: strings, at the caller's
/// line (an error from a Rust function would reach the script as an mlua userdata, where
/// scripts match on the message text).
const RAISE: &str = r#"
local FAIL, find, match, gmatch, gsub = ...
local error = error
local function pass(first, ...)
  if first == FAIL then
    local message, level = ...
    error(message, level)
  end
  return first, ...
end
string.find = function(...) return pass(find(...)) end
string.match = function(...) return pass(match(...)) end
string.gsub = function(...) return pass(gsub(...)) end
string.gmatch = function(...)
  local next_match, message = gmatch(...)
  if next_match == FAIL then error(message, 2) end
  return function() return pass(next_match()) end
end
"#;

/// Puts the four pattern functions into the `string` library (before it is frozen), so that
/// `s:find(…)` reaches them as well as `string.find(…)`.
pub fn install(lua: &Lua, budget: &Rc<Budget>) -> mlua::Result<()> {
    let fail = lua.create_table()?;
    let function = |f: fn(&Lua, &Rc<Budget>, MultiValue) -> Raised<MultiValue>| {
        let (b, fail) = (budget.clone(), fail.clone());
        lua.create_function(move |lua, args: MultiValue| finish(lua, &fail, f(lua, &b, args)))
    };
    let find_fn = function(|lua, b, args| find(lua, b, args, true))?;
    let match_fn = function(|lua, b, args| find(lua, b, args, false))?;
    let gsub_fn = function(gsub)?;
    let (b, fail2) = (budget.clone(), fail.clone());
    let gmatch = lua.create_function(move |lua, args: MultiValue| {
        let iterator = gmatch(lua, &b, args, fail2.clone())
            .map(|f| MultiValue::from_iter([Value::Function(f)]));
        finish(lua, &fail2, iterator)
    })?;
    lua.load(RAISE)
        .set_name("=sandbox")
        .call::<()>((fail, find_fn, match_fn, gmatch, gsub_fn))
}

/// A function's results, or its error in the form `RAISE` raises.
fn finish(lua: &Lua, fail: &Table, r: Raised<MultiValue>) -> mlua::Result<MultiValue> {
    match r {
        Ok(values) => Ok(values),
        Err(Raise::Error(message, level)) => Ok(MultiValue::from_iter([
            Value::Table(fail.clone()),
            Value::String(lua.create_string(message)?),
            Value::Integer(level.into()),
        ])),
        Err(Raise::Stop(e)) => Err(e),
    }
}

fn bad(n: usize, f: &str, why: &str) -> Raise {
    Raise::Error(format!("bad argument #{n} to '{f}' ({why})"), 2)
}

fn arg(args: &MultiValue, n: usize) -> Value {
    args.get(n - 1).cloned().unwrap_or(Value::Nil)
}

fn string_arg(lua: &Lua, args: &MultiValue, n: usize, f: &str) -> Raised<LuaString> {
    let v = arg(args, n);
    let ty = v.type_name();
    lua.coerce_string(v)?
        .ok_or_else(|| bad(n, f, &format!("string expected, got {ty}")))
}

fn int_arg(lua: &Lua, args: &MultiValue, n: usize, f: &str, default: i64) -> Raised<i64> {
    let v = arg(args, n);
    if v.is_nil() {
        return Ok(default);
    }
    let ty = v.type_name();
    let number = matches!(v, Value::Number(_));
    lua.coerce_integer(v)?.ok_or_else(|| {
        if number {
            bad(n, f, "number has no integer representation")
        } else {
            bad(n, f, &format!("number expected, got {ty}"))
        }
    })
}

/// The meter of a search: charges the budget, true once it is spent.
fn meter(budget: &Budget) -> impl FnMut(u64) -> bool + '_ {
    move |n| budget.charge(n)
}

/// Lua raises these with `luaL_error`; the function's name is added to say which call it was.
fn lua_error(e: PatternError, budget: &Budget, f: &str) -> Raise {
    match e {
        PatternError::OutOfBudget => {
            Raise::Stop(mlua::Error::RuntimeError(budget.stop_message("")))
        }
        PatternError::Malformed(m) => Raise::Error(format!("string.{f}: {m}"), 2),
    }
}

fn truthy(v: &Value) -> bool {
    !matches!(v, Value::Nil | Value::Boolean(false))
}

type Found = Option<(usize, usize, Vec<Capture>)>;

/// The first match at or after `init` (only at `init` when anchored), with its captures.
fn search(
    m: &mut Matcher,
    init: usize,
    len: usize,
    anchor: bool,
    whole: bool,
) -> Result<Found, PatternError> {
    for at in init..=len {
        if let Some(e) = m.match_at(at)? {
            return Ok(Some((at, e, m.captures(at, e, whole)?)));
        }
        if anchor {
            break;
        }
    }
    Ok(None)
}

/// The next match at or after `from` that does not end where the last one did.
fn next_match(
    m: &mut Matcher,
    from: usize,
    len: usize,
    last: Option<usize>,
) -> Result<Found, PatternError> {
    for at in from..=len {
        if let Some(e) = m.match_at(at)?
            && Some(e) != last
        {
            return Ok(Some((at, e, m.captures(at, e, true)?)));
        }
    }
    Ok(None)
}

/// A search's answer once what it has not charged yet is charged.
fn settled(m: &mut Matcher, found: Result<Found, PatternError>) -> Result<Found, PatternError> {
    let settle = m.settle();
    let found = found?;
    settle.map(|()| found)
}

fn push_capture(lua: &Lua, src: &[u8], c: Capture) -> mlua::Result<Value> {
    Ok(match c {
        Capture::Text(a, b) => Value::String(lua.create_string(&src[a..b])?),
        Capture::Position(p) => Value::Integer(p as i64),
    })
}

fn push_captures(lua: &Lua, src: &[u8], caps: Vec<Capture>) -> mlua::Result<MultiValue> {
    caps.into_iter()
        .map(|c| push_capture(lua, src, c))
        .collect()
}

/// `string.find` (`find` true) and `string.match`.
fn find(lua: &Lua, budget: &Rc<Budget>, args: MultiValue, find: bool) -> Raised<MultiValue> {
    let f = if find { "find" } else { "match" };
    let s = string_arg(lua, &args, 1, f)?;
    let p = string_arg(lua, &args, 2, f)?;
    let (s, p) = (s.as_bytes().to_vec(), p.as_bytes().to_vec());
    let init = pattern::start_of(int_arg(lua, &args, 3, f, 1)?, s.len());
    let fail = || Ok(MultiValue::from_iter([Value::Nil]));
    if init > s.len() {
        return fail();
    }
    let mut meter = meter(budget);
    if find && (truthy(&arg(&args, 4)) || pattern::is_plain(&p)) {
        return match pattern::find_plain(&s, &p, init, &mut meter) {
            Ok(Some(at)) => Ok(MultiValue::from_iter([
                Value::Integer(at as i64 + 1),
                Value::Integer((at + p.len()) as i64),
            ])),
            Ok(None) => fail(),
            Err(e) => Err(lua_error(e, budget, f)),
        };
    }
    let (anchor, pat) = match p.split_first() {
        Some((b'^', rest)) => (true, rest),
        _ => (false, &p[..]),
    };
    let mut m = Matcher::new(&s, pat, &mut meter);
    let found = search(&mut m, init, s.len(), anchor, !find);
    let found = settled(&mut m, found).map_err(|e| lua_error(e, budget, f))?;
    let Some((at, e, caps)) = found else {
        return fail();
    };
    let mut out = MultiValue::new();
    if find {
        out.push_back(Value::Integer(at as i64 + 1));
        out.push_back(Value::Integer(e as i64));
    }
    out.extend(push_captures(lua, &s, caps)?);
    Ok(out)
}

/// Where a `gmatch` iterator has got to.
struct Iteration {
    src: Vec<u8>,
    pat: Vec<u8>,
    at: usize,
    last_match: Option<usize>,
}

/// `string.gmatch`: an iterator over the matches; `^` is an ordinary character here, as in
/// Lua 5.4 (an anchor would stop the iteration).
fn gmatch(lua: &Lua, budget: &Rc<Budget>, args: MultiValue, fail: Table) -> Raised<Function> {
    let s = string_arg(lua, &args, 1, "gmatch")?;
    let p = string_arg(lua, &args, 2, "gmatch")?;
    let (src, pat) = (s.as_bytes().to_vec(), p.as_bytes().to_vec());
    let init = pattern::start_of(int_arg(lua, &args, 3, "gmatch", 1)?, src.len());
    let state = RefCell::new(Iteration {
        at: init.min(src.len() + 1),
        src,
        pat,
        last_match: None,
    });
    let budget = budget.clone();
    let next =
        lua.create_function(move |lua, ()| finish(lua, &fail, next_of(lua, &budget, &state)))?;
    Ok(next)
}

/// The next match of a `gmatch` iteration: its captures, or nothing at the end.
fn next_of(lua: &Lua, budget: &Budget, state: &RefCell<Iteration>) -> Raised<MultiValue> {
    {
        let mut st = state.borrow_mut();
        let Iteration {
            src,
            pat,
            at,
            last_match,
        } = &mut *st;
        let mut meter = meter(budget);
        let mut m = Matcher::new(src, pat, &mut meter);
        let found = next_match(&mut m, *at, src.len(), *last_match);
        let found = settled(&mut m, found).map_err(|e| lua_error(e, budget, "gmatch"))?;
        match found {
            Some((_, e, caps)) => {
                *at = e;
                *last_match = Some(e);
                Ok(push_captures(lua, src, caps)?)
            }
            None => {
                *at = src.len() + 1;
                Ok(MultiValue::new())
            }
        }
    }
}

/// What `gsub` replaces each match with.
enum Replacement {
    Template(Vec<u8>),
    Table(Table),
    Function(Function),
}

/// `string.gsub`.
fn gsub(lua: &Lua, budget: &Rc<Budget>, args: MultiValue) -> Raised<MultiValue> {
    let original = string_arg(lua, &args, 1, "gsub")?;
    let p = string_arg(lua, &args, 2, "gsub")?;
    let (src, p) = (original.as_bytes().to_vec(), p.as_bytes().to_vec());
    let repl = match arg(&args, 3) {
        Value::Table(t) => Replacement::Table(t),
        Value::Function(f) => Replacement::Function(f),
        v @ (Value::String(_) | Value::Integer(_) | Value::Number(_)) => Replacement::Template(
            lua.coerce_string(v)?
                .map(|s| s.as_bytes().to_vec())
                .unwrap_or_default(),
        ),
        v => {
            return Err(bad(
                3,
                "gsub",
                &format!("string/function/table expected, got {}", v.type_name()),
            ));
        }
    };
    let max_n = int_arg(lua, &args, 4, "gsub", src.len() as i64 + 1)?;
    let (anchor, pat) = match p.split_first() {
        Some((b'^', rest)) => (true, rest),
        _ => (false, &p[..]),
    };
    // The result is built outside Lua's allocator: hold it to what the state has left.
    let room = DEFAULT_MEMORY_LIMIT.saturating_sub(lua.used_memory());
    let mut out: Vec<u8> = Vec::new();
    let mut changed = false;
    let mut n = 0i64;
    let mut meter = meter(budget);
    let mut m = Matcher::new(&src, pat, &mut meter);
    let mut s = 0;
    let mut last_match = None;
    let fail = |e| lua_error(e, budget, "gsub");
    while n < max_n {
        let before = out.len();
        match m.match_at(s).map_err(fail)? {
            Some(e) if Some(e) != last_match => {
                n += 1;
                changed |=
                    add_value(lua, &m, &src, (s, e), &repl, &mut out).map_err(|err| match err {
                        Failure::Pattern(p) => fail(p),
                        Failure::Lua(l) => Raise::from(l),
                    })?;
                s = e;
                last_match = Some(e);
            }
            _ if s < src.len() => {
                out.push(src[s]);
                s += 1;
            }
            _ => break,
        }
        if out.len() > room {
            return Err(Raise::Error(MEMORY.into(), 0));
        }
        if out.len() - before > 64 && budget.charge((out.len() - before) as u64 / 8) {
            return Err(Raise::Stop(mlua::Error::RuntimeError(
                budget.stop_message(""),
            )));
        }
        if anchor {
            break;
        }
    }
    m.settle().map_err(fail)?;
    let result = if changed {
        out.extend_from_slice(&src[s..]);
        Value::String(lua.create_string(&out)?)
    } else {
        Value::String(original)
    };
    Ok(MultiValue::from_iter([result, Value::Integer(n)]))
}

enum Failure {
    Pattern(PatternError),
    Lua(mlua::Error),
}

impl From<PatternError> for Failure {
    fn from(e: PatternError) -> Self {
        Failure::Pattern(e)
    }
}

impl From<mlua::Error> for Failure {
    fn from(e: mlua::Error) -> Self {
        Failure::Lua(e)
    }
}

/// Appends the replacement of the match `s..e`; true if it changed the text.
fn add_value(
    lua: &Lua,
    m: &Matcher,
    src: &[u8],
    (s, e): (usize, usize),
    repl: &Replacement,
    out: &mut Vec<u8>,
) -> Result<bool, Failure> {
    let value = match repl {
        Replacement::Template(t) => {
            add_template(m, src, s, e, t, out)?;
            return Ok(true);
        }
        Replacement::Table(t) => {
            let key = push_capture(lua, src, m.capture(0, s, e)?)?;
            t.get::<Value>(key)?
        }
        Replacement::Function(f) => {
            f.call::<Value>(push_captures(lua, src, m.captures(s, e, true)?)?)?
        }
    };
    match value {
        Value::Nil | Value::Boolean(false) => {
            out.extend_from_slice(&src[s..e]);
            Ok(false)
        }
        v @ (Value::String(_) | Value::Integer(_) | Value::Number(_)) => {
            if let Some(text) = lua.coerce_string(v)? {
                out.extend_from_slice(&text.as_bytes());
            }
            Ok(true)
        }
        v => Err(Failure::Lua(mlua::Error::RuntimeError(format!(
            "invalid replacement value (a {})",
            v.type_name()
        )))),
    }
}

/// A replacement string: `%0` is the match, `%1`–`%9` its captures, `%%` a percent sign.
fn add_template(
    m: &Matcher,
    src: &[u8],
    s: usize,
    e: usize,
    template: &[u8],
    out: &mut Vec<u8>,
) -> Result<(), PatternError> {
    let mut i = 0;
    while i < template.len() {
        let c = template[i];
        i += 1;
        if c != b'%' {
            out.push(c);
            continue;
        }
        let d = template.get(i).copied().unwrap_or(0);
        i += 1;
        match d {
            b'%' => out.push(b'%'),
            b'0' => out.extend_from_slice(&src[s..e]),
            b'1'..=b'9' => match m.capture(usize::from(d - b'1'), s, e)? {
                Capture::Text(a, b) => out.extend_from_slice(&src[a..b]),
                Capture::Position(p) => out.extend_from_slice(p.to_string().as_bytes()),
            },
            _ => {
                return Err(PatternError::Malformed(
                    "invalid use of '%' in replacement string".into(),
                ));
            }
        }
    }
    Ok(())
}
