//! The engine: one ruleset (with the rulesets it extends) loaded into one sandboxed Lua state,
//! its declarations validated, its hooks callable under the instruction budget.
//!
//! Loading: `rulesets/<id>/ruleset.lua` returns a table. If it says `extends = "<base>"`, the
//! base is loaded first and the mod is merged into it: declaration lists (`unit_types`,
//! `terrain`, `options`, `phases`…) gain the mod's entries (an entry with an existing id
//! replaces it), keyed tables (`tables`, `actions`, `bots`, `zoc`…) gain or replace keys, and
//! an `apply(base)` function may then edit the merged table. The result is validated once.

use super::api::{self, ApiCtx, Mode, SharedWorld};
use super::decl::{PhaseDecl, Reader, RulesetDecl, lua_to_json, read_ruleset};
use super::diag::{Diagnostic, Diagnostics, from_lua};
use super::sandbox::Sandbox;
use super::scenario::{ScenarioDecl, read_scenario};
use mlua::{Function, IntoLuaMulti, Lua, Table, Value};
use rand_chacha::ChaCha8Rng;
use rand_chacha::rand_core::SeedableRng;
use std::cell::{Cell, RefCell};
use std::path::{Path, PathBuf};
use std::rc::Rc;

/// Where rulesets, scenarios and shared scripts are found.
#[derive(Clone, Debug)]
pub struct Library {
    /// The folder holding `rulesets/`, `scenarios/` and `scripts/`.
    pub root: PathBuf,
    /// The shared scripts folder (the root's, or the installed one if the root has none).
    pub scripts: PathBuf,
}

impl Library {
    /// A library rooted at `root`.
    pub fn at(root: &Path) -> Library {
        let scripts = if root.join("scripts").is_dir() {
            root.join("scripts")
        } else {
            Library::builtin_root().join("scripts")
        };
        Library {
            root: root.to_path_buf(),
            scripts,
        }
    }

    /// The folder this program was built from (its rulesets and scripts).
    pub fn builtin_root() -> PathBuf {
        PathBuf::from(env!("CARGO_MANIFEST_DIR"))
    }

    /// Finds the library: `$SANDTABLE_HOME`, else the nearest folder upward from the current
    /// one that has `rulesets/`, else the folder the program was built from.
    pub fn discover() -> Library {
        if let Ok(p) = std::env::var("SANDTABLE_HOME") {
            return Library::at(Path::new(&p));
        }
        if let Ok(mut dir) = std::env::current_dir() {
            loop {
                if dir.join("rulesets").is_dir() {
                    return Library::at(&dir);
                }
                if !dir.pop() {
                    break;
                }
            }
        }
        Library::at(&Library::builtin_root())
    }

    /// Ids of the rulesets in the library (folders with a `ruleset.lua`), sorted.
    pub fn ruleset_ids(&self) -> Vec<String> {
        let mut out = Vec::new();
        if let Ok(rd) = std::fs::read_dir(self.root.join("rulesets")) {
            for e in rd.flatten() {
                if e.path().join("ruleset.lua").is_file() {
                    out.push(e.file_name().to_string_lossy().to_string());
                }
            }
        }
        out.sort();
        out
    }

    /// Whether `id` names a ruleset: ASCII letters, digits, `-` and `_`, never a path. Ids come
    /// from saves, mods' `extends` and the command line; a path there (`../../elsewhere`, an
    /// absolute one) would load Lua from outside the library.
    pub fn check_id(id: &str) -> Result<(), String> {
        let ok = !id.is_empty()
            && id.len() <= 64
            && id
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_');
        if ok {
            Ok(())
        } else {
            Err(format!(
                "'{}' is not a ruleset id: an id is a name of letters, digits, '-' and '_' (a folder of the library's rulesets/), never a path",
                id.chars().take(80).collect::<String>()
            ))
        }
    }

    /// The folder of a ruleset.
    pub fn ruleset_dir(&self, id: &str) -> PathBuf {
        self.root.join("rulesets").join(id)
    }

    /// Scenario files of a ruleset id (`scenarios/<id>/*.lua`, less `map.lua` and `_*.lua`,
    /// which are modules), sorted.
    pub fn scenario_files(&self, id: &str) -> Vec<PathBuf> {
        let mut out = Vec::new();
        if let Ok(rd) = std::fs::read_dir(self.root.join("scenarios").join(id)) {
            for e in rd.flatten() {
                let p = e.path();
                // `map.lua` and files starting with `_` are modules the scenarios require
                // (the folder's map, shared orders of battle), not scenarios.
                let stem = p
                    .file_stem()
                    .map(|s| s.to_string_lossy().to_string())
                    .unwrap_or_default();
                if p.is_file()
                    && p.extension().is_some_and(|x| x == "lua")
                    && stem != "map"
                    && !stem.starts_with('_')
                {
                    out.push(p);
                }
            }
        }
        out.sort();
        out
    }
}

/// A hook that failed: which hook, and where in the Lua.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{hook} failed: {diag}")]
pub struct HookError {
    /// The hook (`actions.move.resolve`, `phases.combat.on_begin`).
    pub hook: String,
    /// The Lua error, with file and line.
    pub diag: Diagnostic,
}

/// A loaded ruleset: its Lua state, declarations and hooks.
pub struct Engine {
    sandbox: Sandbox,
    /// The validated declarations.
    pub decl: Rc<RulesetDecl>,
    /// What the API closures share.
    pub ctx: Rc<ApiCtx>,
    /// The ruleset's folder (and the folders of rulesets it extends, base last).
    pub dirs: Vec<PathBuf>,
    /// The library it was loaded from.
    pub library: Library,
    depth: Cell<u32>,
}

const DECL_LISTS: &[&str] = &[
    "sides",
    "unit_types",
    "formations",
    "terrain",
    "hexsides",
    "options",
    "phases",
    "rules",
    "move_classes",
];

const MERGE: &str = r#"
local base, mod, lists = ...
local function keys(t)
  local ks = {}
  for k in pairs(t) do ks[#ks + 1] = k end
  table.sort(ks, function(a, b) return tostring(a) < tostring(b) end)
  return ks
end
for _, k in ipairs(keys(mod)) do
  local v = mod[k]
  if k == "apply" then
    -- run last
  elseif lists[k] and type(v) == "table" and type(base[k]) == "table" then
    for _, entry in ipairs(v) do
      local replaced = false
      for i, old in ipairs(base[k]) do
        local same = (type(entry) == "table" and entry.id ~= nil and type(old) == "table" and old.id == entry.id)
          or (type(entry) ~= "table" and old == entry)
        if same then
          base[k][i] = entry
          replaced = true
          break
        end
      end
      if not replaced then base[k][#base[k] + 1] = entry end
    end
  elseif type(v) == "table" and type(base[k]) == "table" then
    for _, kk in ipairs(keys(v)) do base[k][kk] = v[kk] end
  else
    base[k] = v
  end
end
if type(mod.apply) == "function" then mod.apply(base) end
base.apply = nil
return base
"#;

impl Engine {
    /// Loads ruleset `id` from the library, with every ruleset it extends.
    pub fn load(library: &Library, id: &str, world: SharedWorld) -> Result<Engine, Diagnostics> {
        Library::check_id(id).map_err(|message| Diagnostic {
            file: "rulesets/".into(),
            line: None,
            message,
        })?;
        Engine::load_dir(library, &library.ruleset_dir(id), world)
    }

    /// Loads the ruleset in folder `dir` (its id is the folder name).
    pub fn load_dir(
        library: &Library,
        dir: &Path,
        world: SharedWorld,
    ) -> Result<Engine, Diagnostics> {
        let sandbox = Sandbox::new(&library.root)?;
        let ctx = Rc::new(ApiCtx {
            world,
            mode: Cell::new(Mode::Change),
            hook: RefCell::new("loading".into()),
            bot_rng: RefCell::new(ChaCha8Rng::seed_from_u64(0)),
            options: RefCell::new(serde_json::Map::new()),
            option_values: RefCell::new(Default::default()),
            console: RefCell::new(Vec::new()),
            legal: RefCell::new(None),
            vars_peek: RefCell::new(Default::default()),
            answers: RefCell::new(Default::default()),
            plans: RefCell::new(Default::default()),
            handles: RefCell::new(Vec::new()),
        });
        api::install(&sandbox.lua, ctx.clone())
            .and_then(|()| sandbox.freeze_libraries())
            .map_err(|e| Diagnostics::from(from_lua(&e, "<api>")))?;
        let folder_id = dir
            .file_name()
            .map(|s| s.to_string_lossy().to_string())
            .unwrap_or_default();
        let mut dirs = Vec::new();
        let table = load_chain(&sandbox, library, dir, &mut dirs, 0)?;
        let file = sandbox.sources.display(&dir.join("ruleset.lua"));
        let decl = read_ruleset(&sandbox.lua, &table, &sandbox.sources, &file, &folder_id)?;
        *ctx.option_values.borrow_mut() = decl
            .options
            .iter()
            .map(|o| (o.id.clone(), o.values.clone()))
            .collect();
        sandbox
            .lua
            .set_named_registry_value("sandtable.ruleset", table)
            .map_err(|e| Diagnostics::from(from_lua(&e, &file)))?;
        let mut opts = serde_json::Map::new();
        for o in &decl.options {
            opts.insert(o.id.clone(), o.default.clone());
        }
        *ctx.options.borrow_mut() = opts;
        let engine = Engine {
            sandbox,
            decl: Rc::new(decl),
            ctx,
            dirs,
            library: library.clone(),
            depth: Cell::new(0),
        };
        engine
            .install_legal()
            .map_err(|e| Diagnostics::from(from_lua(&e, &file)))?;
        Ok(engine)
    }

    /// The sampling profiler of this ruleset's Lua (off until started; see [`super::profile`]).
    pub fn profile(&self) -> &super::profile::LuaProfile {
        &self.sandbox.profile
    }

    /// The handle of unit `id` to pass to a hook: the same one the Lua API hands out.
    pub fn unit_handle(&self, id: crate::kernel::UnitId) -> mlua::Result<mlua::Table> {
        api::unit_handle(&self.sandbox.lua, id)
    }

    /// The Lua state (for tests and benchmarks).
    pub fn lua(&self) -> &Lua {
        &self.sandbox.lua
    }

    /// A hash of every file the ruleset and its scenario were loaded from.
    pub fn content_hash(&self) -> String {
        self.sandbox.sources.content_hash()
    }

    /// Every file read so far (display path).
    pub fn files(&self) -> Vec<String> {
        self.sandbox
            .sources
            .read
            .borrow()
            .iter()
            .map(|(p, _)| p.clone())
            .collect()
    }

    /// Sets the instruction budget per hook call.
    pub fn set_instruction_budget(&self, n: u64) {
        self.sandbox.budget.set_per_call(n);
    }

    /// Seeds the bots' own random stream.
    pub fn seed_bots(&self, seed: u64) {
        *self.ctx.bot_rng.borrow_mut() = ChaCha8Rng::seed_from_u64(seed ^ 0x5eed_b075_0000_0001);
    }

    /// The bots' random stream position, for saves.
    pub fn bot_position(&self) -> u128 {
        self.ctx.bot_rng.borrow().get_word_pos()
    }

    /// Restores the bots' random stream position.
    pub fn set_bot_position(&self, pos: u128) {
        self.ctx.bot_rng.borrow_mut().set_word_pos(pos);
    }

    /// The ruleset table (after merging mods).
    pub fn ruleset_table(&self) -> mlua::Result<Table> {
        self.sandbox.lua.named_registry_value("sandtable.ruleset")
    }

    /// Scenario files available to this ruleset: its own, then those of the rulesets it extends.
    pub fn scenario_files(&self) -> Vec<PathBuf> {
        let mut out = Vec::new();
        for d in &self.dirs {
            let id = d
                .file_name()
                .map(|s| s.to_string_lossy().to_string())
                .unwrap_or_default();
            let base = d
                .parent()
                .and_then(|p| p.parent())
                .map(Library::at)
                .unwrap_or_else(|| self.library.clone());
            for f in base.scenario_files(&id) {
                let stem = f.file_stem();
                if !out.iter().any(|o: &PathBuf| o.file_stem() == stem) {
                    out.push(f);
                }
            }
        }
        out
    }

    /// Finds a scenario by id.
    pub fn scenario_file(&self, id: &str) -> Option<PathBuf> {
        self.scenario_files()
            .into_iter()
            .find(|p| p.file_stem().is_some_and(|s| s == id))
    }

    /// Loads and validates a scenario file; its table becomes `sandtable.game.scenario()`.
    pub fn load_scenario(&self, path: &Path) -> Result<ScenarioDecl, Diagnostics> {
        let file_id = path
            .file_stem()
            .map(|s| s.to_string_lossy().to_string())
            .unwrap_or_default();
        // Scenario modules (maps, orders of battle) are required from the scenario's folder.
        if let Some(parent) = path.parent() {
            let mut roots = self.sandbox.sources.roots.borrow_mut();
            if !roots.contains(&parent.to_path_buf()) {
                roots.insert(0, parent.to_path_buf());
            }
        }
        let v = self.sandbox.run_file(path)?;
        let shown = self.sandbox.sources.display(path);
        let Value::Table(t) = v else {
            return Err(Diagnostic {
                file: shown,
                line: None,
                message: "a scenario file must return a table".into(),
            }
            .into());
        };
        let mut r = Reader::new(&self.sandbox.sources, &shown);
        let decl = read_scenario(&self.sandbox.lua, &t, &mut r, &file_id, &self.decl.catalog);
        if !r.diags.is_empty() {
            return Err(r.diags);
        }
        if let Ok(Value::Function(_)) | Ok(Value::Nil) = t.get::<Value>("setup") {
        } else {
            return Err(Diagnostic {
                file: shown,
                line: None,
                message: "scenario: 'setup' must be a function".into(),
            }
            .into());
        }
        self.sandbox
            .lua
            .set_named_registry_value("sandtable.scenario", t)
            .map_err(|e| Diagnostics::from(from_lua(&e, &shown)))?;
        decl.ok_or_else(|| {
            Diagnostic {
                file: shown,
                line: None,
                message: "scenario could not be read".into(),
            }
            .into()
        })
    }

    /// Calls a hook function under the budget, in `mode`. Nested calls (a bot asking for
    /// legal actions) share the outer call's budget.
    pub fn call<R: mlua::FromLuaMulti>(
        &self,
        hook: &str,
        f: &Function,
        args: impl IntoLuaMulti,
        mode: Mode,
    ) -> Result<R, HookError> {
        let outer = self.depth.get() == 0;
        let old_mode = self.ctx.mode.replace(mode);
        let old_hook = self.ctx.hook.replace(hook.to_string());
        if outer {
            self.sandbox.budget.arm(hook);
            self.sandbox.profile.restart();
        }
        self.depth.set(self.depth.get() + 1);
        let result = f.call::<R>(args);
        self.depth.set(self.depth.get() - 1);
        self.ctx.mode.set(old_mode);
        *self.ctx.hook.borrow_mut() = old_hook;
        result.map_err(|e| {
            let fallback = self.files().first().cloned().unwrap_or_default();
            HookError {
                hook: hook.to_string(),
                diag: from_lua(&e, &fallback),
            }
        })
    }

    /// Opens the carrying out of an action: `sandtable.decisions.choose` hands back `given`
    /// in order and, past them, stops the action on its new question.
    pub fn open_answers(&self, given: Vec<serde_json::Value>) {
        *self.ctx.answers.borrow_mut() = super::decisions::Answers {
            given,
            open: true,
            ..Default::default()
        };
    }

    /// Closes it: how many of the answers given were handed back, and the question the
    /// action stopped on, if it did.
    pub fn close_answers(&self) -> (usize, Option<crate::kernel::Decision>) {
        let a = std::mem::take(&mut *self.ctx.answers.borrow_mut());
        (a.used, a.waiting)
    }

    /// A top-level hook of the ruleset (`victory`, `on_turn_begin`…), if declared.
    pub fn ruleset_hook(&self, name: &str) -> Option<Function> {
        self.ruleset_table()
            .ok()?
            .get::<Option<Function>>(name)
            .ok()?
    }

    /// The ruleset's referee (`referee(check)`, in query mode), if it declares one: the rules
    /// it finds broken by the action `check` describes, one line each (session/referee.rs).
    pub fn referee(&self, check: &serde_json::Value) -> Option<Result<Vec<String>, String>> {
        let f = self.ruleset_hook("referee")?;
        let arg = match self.to_lua(check) {
            Ok(v) => v,
            Err(e) => return Some(Err(e.to_string())),
        };
        Some(
            self.call::<Option<Vec<String>>>("referee", &f, arg, Mode::Query)
                .map(Option::unwrap_or_default)
                .map_err(|e| e.to_string()),
        )
    }

    /// A phase hook (`on_begin`, `on_end`, `end_if`) of phase number `i`, if declared.
    pub fn phase_hook(&self, i: usize, name: &str) -> Option<Function> {
        let phases: Table = self.ruleset_table().ok()?.get("phases").ok()?;
        let p: Table = phases.get(i + 1).ok()?;
        p.get::<Option<Function>>(name).ok()?
    }

    /// An action hook (`can`, `resolve`, `list`, `describe`) of action kind `kind`.
    pub fn action_hook(&self, kind: &str, name: &str) -> Option<Function> {
        let actions: Table = self.ruleset_table().ok()?.get("actions").ok()?;
        let a: Table = actions.get(kind).ok()?;
        a.get::<Option<Function>>(name).ok()?
    }

    /// A decision handler's hook (`resolve`, `bot`) of decision kind `kind`.
    pub fn decision_hook(&self, kind: &str, name: &str) -> Option<Function> {
        let t: Table = self.ruleset_table().ok()?.get("decisions").ok()?;
        let d: Table = t.get(kind).ok()?;
        d.get::<Option<Function>>(name).ok()?
    }

    /// The scenario's `setup` hook, if any.
    pub fn scenario_setup(&self) -> Option<Function> {
        let t: Table = self
            .sandbox
            .lua
            .named_registry_value("sandtable.scenario")
            .ok()?;
        t.get::<Option<Function>>("setup").ok()?
    }

    /// The bot for `side`: the ruleset's `bots[side]`, else its `bot`, else the generic bot of
    /// `scripts/bot/generic.lua`.
    pub fn bot(&self, side: &str) -> Result<Function, HookError> {
        if let Some(t) = self
            .ruleset_table()
            .ok()
            .and_then(|t| t.get::<Option<Table>>("bots").ok().flatten())
            && let Ok(Some(f)) = t.get::<Option<Function>>(side)
        {
            return Ok(f);
        }
        if let Some(f) = self.ruleset_hook("bot") {
            return Ok(f);
        }
        self.generic_bot()
    }

    /// The bot for `side` of profile `profile`: the generic bot for
    /// [`GENERIC_PROFILE`](super::decl::GENERIC_PROFILE); a declared profile's function for
    /// the side; the implicit `standard` profile is [`Engine::bot`]. An unknown profile is an
    /// error naming those there are.
    pub fn profile_bot(&self, side: &str, profile: &str) -> Result<Function, HookError> {
        if profile == super::decl::GENERIC_PROFILE {
            return self.generic_bot();
        }
        let declared = self
            .ruleset_table()
            .ok()
            .and_then(|t| t.get::<Option<Table>>("bot_profiles").ok().flatten());
        if let Some(list) = declared {
            for p in list.sequence_values::<Table>().flatten() {
                if p.get::<String>("id").ok().as_deref() == Some(profile)
                    && let Ok(Some(f)) = p.get::<Option<Function>>(side)
                {
                    return Ok(f);
                }
            }
        } else if self.decl.bot_profiles.iter().any(|p| p.id == profile) {
            return self.bot(side);
        }
        Err(HookError {
            hook: format!("bot profile {profile}"),
            diag: Diagnostic {
                file: format!("rulesets/{}/ruleset.lua", self.decl.id),
                line: None,
                message: format!(
                    "no bot profile '{profile}' for {side} (profiles: {})",
                    self.bot_profile_ids().join(", ")
                ),
            },
        })
    }

    /// The ids of the bot profiles a side may be given: the ruleset's (the default first),
    /// then the generic bot's.
    pub fn bot_profile_ids(&self) -> Vec<String> {
        self.decl
            .bot_profiles
            .iter()
            .map(|p| p.id.clone())
            .chain(std::iter::once(super::decl::GENERIC_PROFILE.to_string()))
            .collect()
    }

    /// The generic computer player of `scripts/bot/generic.lua`, which plays any ruleset by
    /// choosing among the legal actions.
    pub fn generic_bot(&self) -> Result<Function, HookError> {
        let require: Function =
            self.sandbox
                .lua
                .globals()
                .get("require")
                .map_err(|e| HookError {
                    hook: "bot".into(),
                    diag: from_lua(&e, "scripts/bot/generic.lua"),
                })?;
        self.call::<Function>(
            "require(\"bot.generic\")",
            &require,
            "bot.generic",
            Mode::Query,
        )
    }

    /// The declared tables' values in force (after mods are merged), by name in declaration
    /// order (sorted), each as JSON or why it could not be read.
    pub fn declared_tables(&self) -> Vec<(String, Result<serde_json::Value, String>)> {
        let declared = self.ruleset_table().and_then(|t| t.get::<Table>("tables"));
        self.decl
            .tables
            .iter()
            .map(|name| {
                let value = match &declared {
                    Ok(t) => t
                        .get::<Value>(name.as_str())
                        .map_err(|e| e.to_string())
                        .and_then(|v| self.to_json(v)),
                    Err(e) => Err(e.to_string()),
                };
                (name.clone(), value)
            })
            .collect()
    }

    /// Every hook the ruleset declares, with the lines it spans (sorted by hook name).
    pub fn hook_spans(&self) -> Vec<super::hooks::HookSpan> {
        self.ruleset_table()
            .map(|t| super::hooks::hook_spans(&t))
            .unwrap_or_default()
    }

    /// Every file read so far with its text (display path, text), in the order read.
    pub fn file_texts(&self) -> Vec<(String, String)> {
        self.sandbox.sources.read.borrow().clone()
    }

    /// Converts a Lua value to JSON (for action tables and hook results).
    pub fn to_json(&self, v: Value) -> Result<serde_json::Value, String> {
        lua_to_json(&self.sandbox.lua, v)
    }

    /// Converts JSON to a Lua value.
    pub fn to_lua(&self, v: &serde_json::Value) -> mlua::Result<Value> {
        api::json_to_lua(&self.sandbox.lua, v)
    }

    /// The phase declarations.
    pub fn phases(&self) -> &[PhaseDecl] {
        &self.decl.phases
    }

    /// Installs `sandtable.actions.legal(side)`: the candidate actions of the current phase's
    /// action kinds (from their `list` hooks) that pass `can`, then `end_phase` if the phase's
    /// `can_end` allows it; while a decision is owed, its answers only.
    fn install_legal(&self) -> mlua::Result<()> {
        let phases: Vec<Vec<String>> = self.decl.phases.iter().map(|p| p.actions.clone()).collect();
        let ctx = self.ctx.clone();
        let f = self
            .sandbox
            .lua
            .create_function(move |lua, side: Option<String>| {
                let (phase, owed) = {
                    let w = ctx.world.borrow();
                    let w = w
                        .as_ref()
                        .ok_or_else(|| mlua::Error::RuntimeError("no game is running".into()))?;
                    let owed = w.pending_decision().map(|d| {
                        let side = w.catalog.sides[d.side].id.clone();
                        let answers: Vec<serde_json::Value> = d
                            .choices
                            .iter()
                            .map(|c| {
                                serde_json::json!({"kind": "decide", "decision": d.id, "choice": c.value})
                            })
                            .collect();
                        (side, answers)
                    });
                    (w.state.cursor.phase, owed)
                };
                // While a decision is owed, its answers are the only legal actions (and only
                // for the side that owes it).
                if let Some((owing, answers)) = owed {
                    let out = lua.create_table()?;
                    if side.as_deref().is_none_or(|s| s == owing) {
                        for (i, a) in answers.iter().enumerate() {
                            out.raw_set(i + 1, api::json_to_lua(lua, a)?)?;
                        }
                    }
                    return Ok(out);
                }
                let rs: Table = lua.named_registry_value("sandtable.ruleset")?;
                let actions: Table = rs.get("actions")?;
                let out = lua.create_table()?;
                let mut n = 0;
                for kind in phases.get(phase).cloned().unwrap_or_default() {
                    let a: Table = actions.get(kind.as_str())?;
                    let Some(list) = a.get::<Option<Function>>("list")? else {
                        continue;
                    };
                    // An action kind whose list checks each item as `can` would
                    // (`list_checked`) is not asked again item by item.
                    let can = if a.get::<Option<bool>>("list_checked")?.unwrap_or(false) {
                        None
                    } else {
                        a.get::<Option<Function>>("can")?
                    };
                    let items: Option<Table> = list.call(side.clone())?;
                    let Some(items) = items else { continue };
                    for item in items.sequence_values::<Table>() {
                        let item = item?;
                        if item.get::<Option<String>>("kind")?.is_none() {
                            item.set("kind", kind.as_str())?;
                        }
                        let ok = match &can {
                            Some(c) => {
                                matches!(c.call::<Value>(item.clone())?, Value::Boolean(true))
                            }
                            None => true,
                        };
                        if ok {
                            n += 1;
                            out.raw_set(n, item)?;
                        }
                    }
                }
                // end_phase, unless the phase's can_end refuses (an obligation is owed).
                let phase_t: Option<Table> = rs.get::<Table>("phases")?.get(phase + 1)?;
                let can_end = match phase_t
                    .map(|p| p.get::<Option<Function>>("can_end"))
                    .transpose()?
                    .flatten()
                {
                    Some(f) => matches!(f.call::<Value>(())?, Value::Boolean(true)),
                    None => true,
                };
                if can_end {
                    let end = lua.create_table()?;
                    end.set("kind", "end_phase")?;
                    out.raw_set(n + 1, end)?;
                }
                Ok(out)
            })?;
        *self.ctx.legal.borrow_mut() = Some(f);
        Ok(())
    }

    /// The legal actions for `side` now (see `sandtable.actions.legal`).
    pub fn legal_actions(&self, side: &str) -> Result<Vec<serde_json::Value>, HookError> {
        let f = self.ctx.legal.borrow().clone().ok_or_else(|| HookError {
            hook: "actions.legal".into(),
            diag: Diagnostic {
                file: String::new(),
                line: None,
                message: "engine not ready".into(),
            },
        })?;
        let t: Table = self.call("actions.legal", &f, side.to_string(), Mode::Query)?;
        let mut out = Vec::new();
        for v in t.sequence_values::<Value>().flatten() {
            out.push(self.to_json(v).map_err(|m| HookError {
                hook: "actions.legal".into(),
                diag: Diagnostic {
                    file: String::new(),
                    line: None,
                    message: m,
                },
            })?);
        }
        Ok(out)
    }
}

/// The base a ruleset file extends, read from its text: `extends = "<id>"`.
fn scan_extends(text: &str) -> Option<String> {
    for line in text.lines() {
        let code = line.split("--").next().unwrap_or("");
        if let Some(pos) = code.find("extends") {
            let rest = code[pos + "extends".len()..].trim_start();
            let Some(rest) = rest.strip_prefix('=') else {
                continue;
            };
            let rest = rest.trim_start();
            let quote = rest.chars().next()?;
            if quote != '"' && quote != '\'' {
                continue;
            }
            let body = &rest[1..];
            let end = body.find(quote)?;
            return Some(body[..end].to_string());
        }
    }
    None
}

fn load_chain(
    sandbox: &Sandbox,
    library: &Library,
    dir: &Path,
    dirs: &mut Vec<PathBuf>,
    depth: usize,
) -> Result<Table, Diagnostics> {
    let file = dir.join("ruleset.lua");
    let shown = sandbox.sources.display(&file);
    if depth > 8 {
        return Err(Diagnostic {
            file: shown,
            line: None,
            message: "'extends' chains more than 8 rulesets deep (is there a cycle?)".into(),
        }
        .into());
    }
    if !file.is_file() {
        return Err(Diagnostic {
            file: shown,
            line: None,
            message: "no ruleset here: a ruleset folder must hold a ruleset.lua".into(),
        }
        .into());
    }
    // A mod names its base literally (`extends = "tutorial"`); the base is loaded first so
    // that the mod's own file can require the base's modules.
    let text = std::fs::read_to_string(&file).unwrap_or_default();
    let declared_base = scan_extends(&text);
    let me = dirs.len();
    dirs.push(dir.to_path_buf());
    let base = match &declared_base {
        Some(base_id) => {
            Library::check_id(base_id).map_err(|e| Diagnostic {
                file: shown.clone(),
                line: None,
                message: format!("extends: {e}"),
            })?;
            let sibling = dir.parent().map(|p| p.join(base_id));
            let base_dir = match sibling {
                Some(s) if s.join("ruleset.lua").is_file() => s,
                _ => library.ruleset_dir(base_id),
            };
            if dirs.contains(&base_dir) {
                return Err(Diagnostic {
                    file: shown,
                    line: None,
                    message: format!("'extends = \"{base_id}\"' makes a cycle"),
                }
                .into());
            }
            Some(load_chain(sandbox, library, &base_dir, dirs, depth + 1)?)
        }
        None => None,
    };
    {
        // This ruleset's folder, then its bases', then scripts/.
        let mut roots = sandbox.sources.roots.borrow_mut();
        roots.clear();
        roots.extend(dirs[me..].iter().cloned());
        roots.push(library.scripts.clone());
    }
    let v = sandbox.run_file(&file)?;
    let Value::Table(t) = v else {
        return Err(Diagnostic {
            file: shown,
            line: None,
            message: format!(
                "ruleset.lua must return a table of declarations, not {}",
                v.type_name()
            ),
        }
        .into());
    };
    let returned_base = t.get::<Option<String>>("extends").ok().flatten();
    if returned_base != declared_base {
        return Err(Diagnostic {
            file: shown,
            line: None,
            message: "write 'extends' literally in the returned table (extends = \"<base id>\"), so that the base can be loaded first".into(),
        }
        .into());
    }
    let Some(base) = base else {
        return Ok(t);
    };
    let lists = sandbox
        .lua
        .create_table()
        .map_err(|e| Diagnostics::from(from_lua(&e, &shown)))?;
    for l in DECL_LISTS {
        lists
            .set(*l, true)
            .map_err(|e| Diagnostics::from(from_lua(&e, &shown)))?;
    }
    sandbox.budget.arm(&format!("merging {shown}"));
    let merged: Table = sandbox
        .lua
        .load(MERGE)
        .set_name("=merge")
        .call((base, t.clone(), lists))
        .map_err(|e| Diagnostics::from(from_lua(&e, &shown)))?;
    // The mod's identity wins.
    for k in ["id", "name", "version", "description", "extends"] {
        if let Ok(v) = t.get::<Value>(k)
            && !v.is_nil()
        {
            let _ = merged.set(k, v);
        }
    }
    Ok(merged)
}
