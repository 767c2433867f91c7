//! The Lua sandbox rulesets and mods run in.
//!
//! Rulesets are other people's code. The environment has the `string`, `table`, `math`, `utf8`
//! and `coroutine` libraries and nothing that reaches outside the game:
//! - no `os`, `io`, `debug` or `package`: touching them raises "… is not available";
//! - no `dofile`, `loadfile`, `string.dump`, and `load` accepts only text chunks;
//! - `require` finds modules only in the ruleset's folder (and the folders of the rulesets it
//!   extends) and the shared `scripts/` folder;
//! - `math.random` rolls the game's dice (installed by the API), `math.randomseed` is refused;
//! - an instruction budget per hook call and a memory limit stop a runaway script with an
//!   error naming the hook, and `pcall` cannot swallow that error; the budget is counted by a
//!   global hook, so it holds inside coroutines too;
//! - out of budget or out of memory cannot be caught by `pcall`, `xpcall` or
//!   `coroutine.resume`; the C functions whose work grows with their input are charged to the
//!   budget (CHARGED), and the pattern functions are matched in Rust step by step under it
//!   (`script::pattern`); the standard libraries and the string metatable are read-only (FROZEN);
//! - `setmetatable` refuses `__gc` finalizers: Lua runs them with hooks off (no budget) at any
//!   allocation, even inside an API call, and at the state's close (Luau's sandbox, which
//!   Roblox runs other people's scripts in, has no table finalizers either).

use super::diag::{Diagnostic, Diagnostics};
use mlua::{HookTriggers, Lua, LuaOptions, StdLib, Table, Value, VmState};
use std::cell::{Cell, RefCell};
use std::path::{Path, PathBuf};
use std::rc::Rc;

/// Default instruction budget for one hook call (about a tenth of a second of Lua).
pub const DEFAULT_INSTRUCTION_BUDGET: u64 = 20_000_000;
/// Default memory limit of a ruleset's Lua state.
pub const DEFAULT_MEMORY_LIMIT: usize = 256 * 1024 * 1024;
const HOOK_EVERY: u32 = 1000;

/// The instruction budget of the hook call running now.
#[derive(Debug)]
pub struct Budget {
    used: Cell<u64>,
    limit: Cell<u64>,
    per_call: Cell<u64>,
    hook: RefCell<String>,
    exhausted: Cell<bool>,
}

impl Budget {
    fn new(per_call: u64) -> Budget {
        Budget {
            used: Cell::new(0),
            limit: Cell::new(per_call),
            per_call: Cell::new(per_call),
            hook: RefCell::new(String::from("loading")),
            exhausted: Cell::new(false),
        }
    }

    /// Starts a fresh budget for a call of `hook`.
    pub fn arm(&self, hook: &str) {
        self.used.set(0);
        self.limit.set(self.per_call.get());
        self.exhausted.set(false);
        hook.clone_into(&mut self.hook.borrow_mut());
    }

    /// Sets the per-call budget (instructions).
    pub fn set_per_call(&self, n: u64) {
        self.per_call.set(n);
    }

    /// The hook running now.
    pub fn hook(&self) -> String {
        self.hook.borrow().clone()
    }

    /// True if the running call ran out of budget.
    pub fn exhausted(&self) -> bool {
        self.exhausted.get()
    }

    /// Counts `n` instructions (or their equivalent in C work) against the running call;
    /// true when the budget is spent, and from then on for the rest of the call.
    pub fn charge(&self, n: u64) -> bool {
        let used = self.used.get().saturating_add(n);
        self.used.set(used);
        if used > self.limit.get() || self.exhausted.get() {
            self.exhausted.set(true);
        }
        self.exhausted.get()
    }

    /// What is left of the running call's budget.
    pub fn left(&self) -> u64 {
        self.limit.get().saturating_sub(self.used.get())
    }

    /// The error that stops a call out of budget; `at` is "file:line: " or empty.
    pub fn stop_message(&self, at: &str) -> String {
        format!(
            "{at}{} stopped after {} Lua instructions: the script seems to loop without end (the budget per hook call is {})",
            self.hook.borrow(),
            self.used.get(),
            self.limit.get()
        )
    }
}

/// Where `require` and the loader look for files, and what they have read (for the ruleset's
/// content hash and to point errors at lines).
#[derive(Debug)]
pub struct Sources {
    /// Folders searched by `require`, in order (the ruleset, the rulesets it extends, then
    /// `scripts/`).
    pub roots: RefCell<Vec<PathBuf>>,
    /// The folder paths are shown relative to.
    pub display_base: PathBuf,
    /// Every file read, as (display path, text), in the order read.
    pub read: RefCell<Vec<(String, String)>>,
}

impl Sources {
    /// Sources shown relative to `display_base`.
    pub fn new(display_base: &Path) -> Sources {
        Sources {
            roots: RefCell::new(Vec::new()),
            display_base: display_base.to_path_buf(),
            read: RefCell::new(Vec::new()),
        }
    }

    /// How a path is shown in messages.
    pub fn display(&self, path: &Path) -> String {
        path.strip_prefix(&self.display_base)
            .unwrap_or(path)
            .to_string_lossy()
            .replace('\\', "/")
    }

    /// Reads a file, remembering it.
    pub fn read(&self, path: &Path) -> Result<(String, String), Diagnostic> {
        let shown = self.display(path);
        match std::fs::read_to_string(path) {
            Ok(text) => {
                self.read.borrow_mut().push((shown.clone(), text.clone()));
                Ok((shown, text))
            }
            Err(e) => Err(Diagnostic {
                file: shown,
                line: None,
                message: format!("cannot read the file: {e}"),
            }),
        }
    }

    /// The text of a file already read.
    pub fn text_of(&self, shown: &str) -> Option<String> {
        self.read
            .borrow()
            .iter()
            .find(|(p, _)| p == shown)
            .map(|(_, t)| t.clone())
    }

    /// FNV-1a over every file read (path and text), as 16 hex digits.
    pub fn content_hash(&self) -> String {
        let mut bytes = Vec::new();
        for (p, t) in self.read.borrow().iter() {
            bytes.extend_from_slice(p.as_bytes());
            bytes.push(0);
            bytes.extend_from_slice(t.as_bytes());
            bytes.push(0);
        }
        format!("{:016x}", crate::kernel::state::fnv1a(&bytes))
    }
}

/// A fresh sandboxed Lua state with its budget and sources.
pub struct Sandbox {
    /// The Lua state.
    pub lua: Lua,
    /// The instruction budget shared with the interpreter hook.
    pub budget: Rc<Budget>,
    /// The files it may load.
    pub sources: Rc<Sources>,
    /// The sampling profiler the count hook feeds while it is on (`--lua-profile`).
    pub profile: Rc<super::profile::LuaProfile>,
}

const NOT_AVAILABLE: &str = r#"
local function closed(lib, why)
  return setmetatable({}, {
    __index = function(_, k)
      error(("%s.%s is not available in a sandtable ruleset: %s"):format(lib, tostring(k), why), 2)
    end,
    __newindex = function() error(lib .. " is not available in a sandtable ruleset", 2) end,
    __metatable = false,
  })
end
os = closed("os", "rulesets may not run programs, read the clock or touch files")
io = closed("io", "rulesets may not read or write files")
debug = closed("debug", "rulesets may not inspect the interpreter")
package = closed("package", "use require(\"name\") for modules of the ruleset or scripts/")
dofile = function() error("dofile is not available in a sandtable ruleset: use require", 2) end
loadfile = function() error("loadfile is not available in a sandtable ruleset: use require", 2) end
string.dump = nil
collectgarbage = function(opt)
  if opt == "count" then return 0 end
  error("collectgarbage is not available in a sandtable ruleset", 2)
end
local raw_load = load
load = function(chunk, name, mode, env)
  if mode ~= nil and mode ~= "t" then
    error("load: only text chunks may be loaded in a sandtable ruleset", 2)
  end
  return raw_load(chunk, name, "t", env or _ENV)
end
local raw_pcall, raw_xpcall, pack, unpack = pcall, xpcall, table.pack, table.unpack
local exhausted = __sandtable_exhausted
__sandtable_exhausted = nil
-- Out of budget or out of memory is the end of the hook call, not an error to catch: a loop
-- of pcall'd allocations each filling the memory limit took 86 s to give up.
local MEMORY = "not enough memory"
local function fatal(ok, e)
  return not ok and (e == MEMORY or exhausted())
end
pcall = function(f, ...)
  local r = pack(raw_pcall(f, ...))
  if fatal(r[1], r[2]) then error(r[2], 0) end
  return unpack(r, 1, r.n)
end
xpcall = function(f, handler, ...)
  local r = pack(raw_xpcall(f, function(e)
    if e == MEMORY or exhausted() then return e end
    return handler(e)
  end, ...))
  if fatal(r[1], r[2]) then error(r[2], 0) end
  return unpack(r, 1, r.n)
end
local raw_resume = coroutine.resume
coroutine.resume = function(co, ...)
  local r = pack(raw_resume(co, ...))
  if fatal(r[1], r[2]) then error(r[2], 0) end
  return unpack(r, 1, r.n)
end
local raw_setmetatable, raw_get = setmetatable, rawget
setmetatable = function(t, mt)
  if type(mt) == "table" and raw_get(mt, "__gc") ~= nil then
    error("setmetatable: __gc finalizers are not available in a sandtable ruleset (Lua runs them with its hooks off, outside the instruction budget, and at any moment)", 2)
  end
  return raw_setmetatable(t, mt)
end
math.randomseed = function()
  error("math.randomseed is not available: the game's seed sets the dice", 2)
end
"#;

/// The standard functions whose work in C grows with their input, charged to the instruction
/// budget (one instruction for every eight bytes or elements): the count hook only runs between
/// Lua instructions, so `string.rep` of 100 MB in a loop, or `table.insert(t, 1, v)` into a
/// long list, ran for minutes on a budget meant for a tenth of a second. Calls below 4,096 of
/// work are not charged (their cost is in the noise of the instructions around them). The
/// pattern functions are not here: they are matched in Rust, step by step (`script::pattern`,
/// installed by `script::strlib`), since a backtracking pattern's cost is not known from its
/// input's length.
const CHARGED: &str = r##"
local charge = __sandtable_charge
__sandtable_charge = nil
local BIG = 4096
local type, select, floor, log = type, select, math.floor, math.log
local function big(n) if n > BIG then charge(n // 8) end end
local function len(s) return type(s) == "string" and #s or 0 end
local function pass(...) return ... end

local byte, lower, upper, reverse, sub, rep, format =
  string.byte, string.lower, string.upper, string.reverse, string.sub, string.rep, string.format
string.byte = function(s, ...) big(len(s)); return pass(byte(s, ...)) end
string.lower = function(s) big(len(s)); local r = lower(s); return r end
string.upper = function(s) big(len(s)); local r = upper(s); return r end
string.reverse = function(s) big(len(s)); local r = reverse(s); return r end
string.sub = function(s, i, j) big(len(s)); local r = sub(s, i, j); return r end
string.rep = function(s, n, sep)
  if type(n) == "number" and n > 0 then big((len(s) + len(sep)) * n) end
  local r = rep(s, n, sep); return r
end
string.format = function(f, ...)
  local n = len(f)
  for i = 1, select("#", ...) do n = n + len((select(i, ...))) end
  big(n)
  local r = format(f, ...); return r
end

local concat, insert, remove, move, sort, unpack =
  table.concat, table.insert, table.remove, table.move, table.sort, table.unpack
local function count(t) return type(t) == "table" and #t or 0 end
table.concat = function(t, sep, i, j)
  local n = (j or count(t)) - (i or 1) + 1
  if type(n) == "number" then big(n * 8) end
  local r = concat(t, sep, i, j); return r
end
table.insert = function(t, pos, ...)
  if select("#", ...) > 0 and type(pos) == "number" then big((count(t) - pos) * 8) end
  insert(t, pos, ...)
end
table.remove = function(t, pos)
  if type(pos) == "number" then big((count(t) - pos) * 8) end
  local r = remove(t, pos); return r
end
table.move = function(a1, f, e, t, a2)
  if type(f) == "number" and type(e) == "number" then big((e - f + 1) * 8) end
  local r = move(a1, f, e, t, a2); return r
end
table.sort = function(t, comp)
  local n = count(t)
  if n > 64 then big(floor(n * log(n, 2)) * 8) end
  sort(t, comp)
end
table.unpack = function(t, i, j)
  local n = (j or count(t)) - (i or 1) + 1
  if type(n) == "number" then big(n * 8) end
  return pass(unpack(t, i, j))
end

local ulen, uchar, codepoint = utf8.len, utf8.char, utf8.codepoint
utf8.len = function(s, ...) big(len(s)); return pass(ulen(s, ...)) end
utf8.char = function(...) big(select("#", ...) * 8); local r = uchar(...); return r end
utf8.codepoint = function(s, ...) big(len(s)); return pass(codepoint(s, ...)) end
"##;

/// Makes the standard libraries read-only. One Lua state runs a ruleset with all its mods, so
/// `string.upper = …` (or `getmetatable("").__index.upper = …`) in one mod would change the
/// language under another's code. Each library global becomes a read-only view of itself;
/// `pairs` still lists it; the string metatable is hidden.
const FROZEN: &str = r#"
local raw_setmetatable, raw_rawset, raw_next, error, tostring = setmetatable, rawset, next, error, tostring
local views = setmetatable({}, { __mode = "k" })
for _, name in ipairs { "string", "table", "math", "utf8", "coroutine" } do
  local lib = _G[name]
  local view = raw_setmetatable({}, {
    __index = lib,
    __newindex = function(_, k)
      error(("%s.%s cannot be changed: the standard libraries are shared by the ruleset and every mod in the game; keep your own function in a local or in your module"):format(name, tostring(k)), 2)
    end,
    __pairs = function() return raw_next, lib, nil end,
    __metatable = false,
  })
  views[view] = name
  _G[name] = view
end
-- Strings keep their methods (the metatable's __index is the library itself), but the
-- metatable can no longer be reached, and so not changed.
getmetatable("").__metatable = false
local getmetatable = getmetatable
rawset = function(t, k, v)
  if views[t] then
    error(("%s.%s cannot be changed: the standard libraries are read-only"):format(views[t], tostring(k)), 2)
  end
  -- A locked metatable marks the sandbox's read-only views (vars.peek).
  if getmetatable(t) == false then
    error(("rawset: the table is a read-only view; key %s cannot be set"):format(tostring(k)), 2)
  end
  return raw_rawset(t, k, v)
end
"#;

impl Sandbox {
    /// A new sandbox showing paths relative to `display_base`.
    pub fn new(display_base: &Path) -> Result<Sandbox, Diagnostics> {
        let lua = Lua::new_with(
            StdLib::TABLE | StdLib::STRING | StdLib::MATH | StdLib::UTF8 | StdLib::COROUTINE,
            LuaOptions::default(),
        )
        .map_err(|e| internal(&e))?;
        let budget = Rc::new(Budget::new(DEFAULT_INSTRUCTION_BUDGET));
        let sources = Rc::new(Sources::new(display_base));
        let sb = Sandbox {
            lua,
            budget,
            sources,
            profile: Rc::default(),
        };
        sb.install().map_err(|e| internal(&e))?;
        Ok(sb)
    }

    fn install(&self) -> mlua::Result<()> {
        let lua = &self.lua;
        lua.set_memory_limit(DEFAULT_MEMORY_LIMIT)?;
        // The generational collector keeps up with short-lived userdata and tables that hooks
        // create at high rates; the incremental one let a hot loop reach the memory limit.
        lua.gc_set_mode(mlua::state::GcMode::Generational(
            mlua::state::GcGenParams::default(),
        ));
        let b = self.budget.clone();
        let profile = self.profile.clone();
        // The global hook, not the main thread's: a per-thread hook does not reach coroutines
        // (Lua copies it into a new thread, but mlua finds no callback there and drops it), so
        // `coroutine.wrap(function() while true do end end)()` ran past the budget for ever.
        lua.set_global_hook(
            HookTriggers::new().every_nth_instruction(HOOK_EVERY),
            move |lua, debug| {
                if profile.is_on() {
                    profile.sample(lua);
                }
                if b.charge(HOOK_EVERY as u64) {
                    // Where it was looping, as Lua's own errors say it ("file:line: …"): the
                    // running function, or the first caller up the stack that is the
                    // ruleset's, not the sandbox's own wrappers (pcall, string.rep…).
                    let line_of = |d: &mlua::debug::Debug| {
                        let file = d.source().short_src?.to_string();
                        let line = d.current_line()?;
                        (!file.starts_with('[') && file != "sandbox")
                            .then(|| format!("{file}:{line}: "))
                    };
                    let at = line_of(debug)
                        .or_else(|| {
                            (1..32).find_map(|level| lua.inspect_stack(level, line_of).flatten())
                        })
                        .unwrap_or_default();
                    return Err(mlua::Error::RuntimeError(b.stop_message(&at)));
                }
                Ok(VmState::Continue)
            },
        )?;
        let b = self.budget.clone();
        lua.globals().set(
            "__sandtable_exhausted",
            lua.create_function(move |_, ()| Ok(b.exhausted.get()))?,
        )?;
        let b = self.budget.clone();
        lua.globals().set(
            "__sandtable_charge",
            lua.create_function(move |_, n: f64| {
                // A float: the Lua side computes costs that may pass 2^63.
                let n = if n.is_finite() {
                    n.max(0.0) as u64
                } else {
                    u64::MAX
                };
                if b.charge(n) {
                    return Err(mlua::Error::RuntimeError(b.stop_message("")));
                }
                Ok(())
            })?,
        )?;
        lua.load(NOT_AVAILABLE).set_name("=sandbox").exec()?;
        lua.load(CHARGED).set_name("=sandbox").exec()?;
        super::strlib::install(lua, &self.budget)?;
        // require: modules of the ruleset folders and scripts/, cached per state.
        let loaded = lua.create_table()?;
        lua.set_named_registry_value("sandtable.loaded", loaded)?;
        let sources = self.sources.clone();
        // The modules being loaded now, outermost first: a module that requires itself through
        // others would recurse until "C stack overflow", naming none of them.
        let loading: Rc<RefCell<Vec<String>>> = Rc::default();
        let require = lua.create_function(move |lua, name: String| {
            let loaded: Table = lua.named_registry_value("sandtable.loaded")?;
            let cached: Value = loaded.get(name.as_str())?;
            if !cached.is_nil() {
                return Ok(cached);
            }
            let chain = loading.borrow();
            if let Some(at) = chain.iter().position(|m| *m == name) {
                let cycle: Vec<&str> = chain[at..]
                    .iter()
                    .map(String::as_str)
                    .chain([name.as_str()])
                    .collect();
                return Err(mlua::Error::RuntimeError(format!(
                    "require(\"{name}\"): the modules require each other in a cycle ({}); move what they share into a third module",
                    cycle.join(" → ")
                )));
            }
            drop(chain);
            let path = find_module(&sources, &name).map_err(mlua::Error::RuntimeError)?;
            let (shown, text) = sources
                .read(&path)
                .map_err(|d| mlua::Error::RuntimeError(d.to_string()))?;
            loading.borrow_mut().push(name.clone());
            let value: mlua::Result<Value> = lua
                .load(text)
                .set_name(format!("@{shown}"))
                .set_mode(mlua::chunk::ChunkMode::Text)
                .call(name.clone());
            loading.borrow_mut().pop();
            let value = value?;
            let value = if value.is_nil() {
                Value::Boolean(true)
            } else {
                value
            };
            loaded.set(name.as_str(), value.clone())?;
            Ok(value)
        })?;
        lua.globals().set("require", require)?;
        Ok(())
    }

    /// Makes the standard libraries read-only; run once the API has put its own functions in
    /// them (`math.random`).
    pub fn freeze_libraries(&self) -> mlua::Result<()> {
        self.lua.load(FROZEN).set_name("=sandbox").exec()
    }

    /// Runs a file's chunk and returns what it returns, under the budget named `loading <file>`.
    pub fn run_file(&self, path: &Path) -> Result<Value, Diagnostics> {
        let (shown, text) = self.sources.read(path)?;
        self.budget.arm(&format!("loading {shown}"));
        self.lua
            .load(text)
            .set_name(format!("@{shown}"))
            .set_mode(mlua::chunk::ChunkMode::Text)
            .eval::<Value>()
            .map_err(|e| super::diag::from_lua(&e, &shown).into())
    }
}

fn find_module(sources: &Sources, name: &str) -> Result<PathBuf, String> {
    let valid = !name.is_empty()
        && name.split('.').all(|seg| {
            !seg.is_empty()
                && seg
                    .chars()
                    .all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '-')
        });
    if !valid {
        return Err(format!(
            "require(\"{name}\"): a module name is dot-separated words (like \"lib.combat\"); paths are not allowed"
        ));
    }
    let rel = format!("{}.lua", name.replace('.', "/"));
    let roots = sources.roots.borrow();
    for root in roots.iter() {
        let p = root.join(&rel);
        if p.is_file() {
            return Ok(p);
        }
    }
    let searched: Vec<String> = roots
        .iter()
        .map(|r| sources.display(&r.join(&rel)))
        .collect();
    Err(format!(
        "require(\"{name}\"): no such module (looked for {})",
        searched.join(", ")
    ))
}

fn internal(e: &mlua::Error) -> Diagnostics {
    Diagnostic {
        file: "<sandbox>".into(),
        line: None,
        message: format!("could not set up the Lua sandbox: {e}"),
    }
    .into()
}
