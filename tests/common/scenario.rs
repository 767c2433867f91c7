//! The one scenario builder of the integration tests: which ruleset, which scenario (the
//! library's own, or one the test writes from parts or whole), the library it is played in
//! (the project's, a throw-away copy with mods, edits and more files, a scratch library with a
//! test ruleset, or one the test made), the seed and options, and the phase to start at.
//!
//! ```ignore
//! let mut g = Scenario::rod("fire")
//!     .size(10, 8)
//!     .at(1, "21:00")
//!     .var("demoralized", "{ union = false, confederate = true }")
//!     .units(&units)
//!     .start_at("union", "defensive_fire");
//! ```
//!
//! A written scenario is Lua: `prelude` lines, then `return { name, turns, first_side, start,
//! map, commands, vars, units, more fields }`. The presets [`Scenario::rod`],
//! [`Scenario::tts`] and [`Scenario::dg`] fill in what their ruleset's small test positions
//! share (map style, calendar, commands, the vars the rules expect); every piece can be
//! changed by a builder call, so no test patches the Lua text it got.

use sandtable::script::Library;
use sandtable::session::Game;
use serde_json::Value;
use std::path::Path;

/// How a written scenario's map is given.
#[derive(Clone, Debug)]
enum MapSpec {
    /// An open `cols` × `rows` map in the preset's style, with more map fields (Lua, each
    /// followed by a comma).
    Open {
        style: Style,
        cols: u32,
        rows: u32,
        extra: String,
    },
    /// A Lua expression (a table, or a name the prelude defined).
    Lua(String),
}

/// The open-map style of a preset.
#[derive(Clone, Copy, Debug)]
enum Style {
    /// River of Death: clear hexes, pointy-topped, odd rows shifted, `CCRR` labels.
    Rod,
    /// This Terrible Sound: as River of Death, of field hexes.
    Tts,
    /// Decision Games: clear hexes, flat-topped, `CCRR` labels, the `exited` and `withdrawn`
    /// boxes.
    Dg,
    /// Only the size (the ruleset's defaults for everything else).
    Plain,
}

impl MapSpec {
    fn lua(&self) -> String {
        match self {
            MapSpec::Lua(s) => s.clone(),
            MapSpec::Open {
                style,
                cols,
                rows,
                extra,
            } => match style {
                Style::Rod => super::rod::open_map(*cols, *rows, extra),
                Style::Tts => super::tts::open_map(*cols, *rows, extra),
                Style::Dg => super::dg::open_map(*cols, *rows, extra),
                Style::Plain => format!("{{ cols = {cols}, rows = {rows}, {extra} }}"),
            },
        }
    }
}

/// A scenario written by the test, in parts.
#[derive(Clone, Debug)]
struct Parts {
    prelude: Vec<String>,
    name: String,
    turns: u32,
    first_side: Option<String>,
    start: Option<(u32, String)>,
    map: MapSpec,
    commands: Option<String>,
    /// `(name, value)`; a raw run of fields has an empty name.
    vars: Vec<(String, String)>,
    units: Vec<String>,
    /// The units as one Lua expression instead of a list of entries.
    units_lua: Option<String>,
    fields: Vec<String>,
}

impl Parts {
    fn new(style: Style, cols: u32, rows: u32) -> Parts {
        Parts {
            prelude: Vec::new(),
            name: "test".into(),
            turns: 3,
            first_side: None,
            start: None,
            map: MapSpec::Open {
                style,
                cols,
                rows,
                extra: String::new(),
            },
            commands: None,
            vars: Vec::new(),
            units: Vec::new(),
            units_lua: None,
            fields: Vec::new(),
        }
    }

    fn lua(&self) -> String {
        let mut s = String::new();
        for p in &self.prelude {
            s.push_str(p);
            s.push('\n');
        }
        s.push_str("return {\n");
        s.push_str(&format!(
            "  name = \"{}\", turns = {},",
            self.name, self.turns
        ));
        if let Some(f) = &self.first_side {
            s.push_str(&format!(" first_side = \"{f}\","));
        }
        s.push('\n');
        if let Some((day, time)) = &self.start {
            s.push_str(&format!(
                "  start = {{ day = {day}, time = \"{time}\" }},\n"
            ));
        }
        s.push_str(&format!("  map = {},\n", self.map.lua()));
        if let Some(c) = &self.commands {
            s.push_str(&format!("  commands = {c},\n"));
        }
        if !self.vars.is_empty() {
            let vars: Vec<String> = self
                .vars
                .iter()
                .map(|(k, v)| {
                    if k.is_empty() {
                        v.trim().trim_end_matches(',').to_string()
                    } else {
                        format!("{k} = {v}")
                    }
                })
                .collect();
            s.push_str(&format!("  vars = {{ {} }},\n", vars.join(", ")));
        }
        match &self.units_lua {
            Some(lua) => s.push_str(&format!("  units = {lua},\n")),
            None => {
                s.push_str("  units = {\n");
                for u in &self.units {
                    s.push_str("    ");
                    s.push_str(u);
                    s.push('\n');
                }
                s.push_str("  },\n");
            }
        }
        for f in &self.fields {
            s.push_str("  ");
            s.push_str(f);
            s.push('\n');
        }
        s.push_str("}\n");
        s
    }
}

/// What the scenario file is.
#[derive(Clone, Debug)]
enum Text {
    /// The library's own scenario.
    Library,
    /// A whole file the test wrote.
    Source(String),
    /// Parts the builder writes.
    Parts(Box<Parts>),
}

/// A scenario to start a game of. See the module's documentation.
#[derive(Clone, Debug)]
#[must_use]
pub struct Scenario {
    /// The ruleset whose folders hold the scenario (`rulesets/<ruleset>`, `scenarios/<ruleset>`).
    ruleset: String,
    /// The ruleset that plays it: `ruleset`, or a mod of it.
    play: String,
    id: String,
    text: Text,
    /// A test ruleset (`ruleset.lua` text) written in a scratch library instead of a copy of
    /// the project's.
    test_ruleset: Option<String>,
    /// More rulesets of the project (mods) copied beside `ruleset`.
    mods: Vec<String>,
    /// More files (path under the library's root, text).
    files: Vec<(String, String)>,
    /// Edits of the copied files (path under the root, text, replacement), each made once.
    edits: Vec<(String, String, String)>,
    /// A throw-away copy even with nothing to write.
    copy: bool,
    /// A library made by the test, used as it is (the scenario is written into it if it is
    /// the test's).
    library: Option<Library>,
    seed: u64,
    options: Vec<(String, Value)>,
    /// The phase (side, phase id) to end phases up to after the start.
    phase: Option<(String, String)>,
}

impl Scenario {
    fn with_text(ruleset: &str, id: &str, text: Text) -> Scenario {
        Scenario {
            ruleset: ruleset.into(),
            play: ruleset.into(),
            id: id.into(),
            text,
            test_ruleset: None,
            mods: Vec::new(),
            files: Vec::new(),
            edits: Vec::new(),
            copy: false,
            library: None,
            seed: 1,
            options: Vec::new(),
            phase: None,
        }
    }

    /// The library's own scenario `id` of `ruleset` (`scenarios/<ruleset>/<id>.lua`).
    pub fn of(ruleset: &str, id: &str) -> Scenario {
        Scenario::with_text(ruleset, id, Text::Library)
    }

    /// A scenario `id` of `ruleset` written from parts: a 10 × 10 map of the ruleset's
    /// default terrain and 3 turns, its other fields the ruleset's defaults.
    pub fn new(ruleset: &str, id: &str) -> Scenario {
        Scenario::with_text(
            ruleset,
            id,
            Text::Parts(Box::new(Parts::new(Style::Plain, 10, 10))),
        )
    }

    /// A River of Death position (tests/common/rod.rs): an open 10 × 10 map of clear hexes
    /// (pointy-topped, odd rows shifted, `CCRR` labels), 3 turns from 10:00 on the 19th (day
    /// 1), the Confederate first (rule 4), the order of battle's commands and the casualty
    /// record at 0 with no entrenchments, located fords or destroyed bridges (vars).
    pub fn rod(id: &str) -> Scenario {
        let mut p = Parts::new(Style::Rod, 10, 10);
        p.first_side = Some("confederate".into());
        p.start = Some((1, "10:00".into()));
        p.commands = Some(r#"require("oob").commands"#.into());
        p.vars = [
            ("casualties", "{ union = 0, confederate = 0 }"),
            ("entrenchments", "{}"),
            ("fords_located", "{}"),
            ("bridges_destroyed", "{}"),
        ]
        .iter()
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .collect();
        Scenario::with_text(super::rod::RS, id, Text::Parts(Box::new(p)))
    }

    /// A This Terrible Sound position (tests/common/tts.rs): an open 12 × 12 map of field
    /// hexes (pointy-topped, odd rows shifted, `CCRR` labels), 4 turns from 10:00 on the 19th
    /// (day 1), the Union first, both armies' whole command tree, and the prelude's `unit`
    /// function that [`super::tts::oob`] entries call.
    pub fn tts(id: &str) -> Scenario {
        let mut p = Parts::new(Style::Tts, 12, 12);
        p.turns = 4;
        p.first_side = Some("union".into());
        p.start = Some((1, "10:00".into()));
        p.prelude.push(super::tts::PRELUDE.into());
        p.commands = Some("commands".into());
        Scenario::with_text(super::tts::RS, id, Text::Parts(Box::new(p)))
    }

    /// A Decision Games position (tests/common/dg.rs): an open 10 × 10 map of clear hexes
    /// (flat-topped, `CCRR` labels) with the `exited` and `withdrawn` boxes, 3 turns, the
    /// Union first, no night turn (vars.night_turns).
    pub fn dg(id: &str) -> Scenario {
        let mut p = Parts::new(Style::Dg, 10, 10);
        p.first_side = Some("union".into());
        p.vars.push(("night_turns".into(), "{  }".into()));
        Scenario::with_text(super::dg::RS, id, Text::Parts(Box::new(p)))
    }

    /// A scenario `id` of a test ruleset `ruleset` (its `ruleset.lua` text) in a scratch
    /// library, holding nothing but the map of the project's `scenarios/<dir>/map.lua`
    /// (copied beside it as the module `map`): for tests of a map on its own.
    pub fn map_only(ruleset: &str, ruleset_lua: &str, id: &str, dir: &str) -> Scenario {
        Scenario::of(ruleset, id)
            .test_ruleset(ruleset_lua)
            .source(
                r#"
return { name = "Chickamauga map", turns = 1, map = require("map"), units = {} }
"#,
            )
            .project_file(
                &format!("scenarios/{ruleset}/map.lua"),
                &format!("scenarios/{dir}/map.lua"),
            )
    }

    fn parts(&mut self) -> &mut Parts {
        match &mut self.text {
            Text::Parts(p) => p,
            _ => panic!("scenario {}: not written from parts", self.id),
        }
    }

    // --- the scenario's text ------------------------------------------------------------

    /// The whole scenario file (Lua returning the scenario's table), instead of parts.
    pub fn source(mut self, lua: &str) -> Scenario {
        self.text = Text::Source(lua.into());
        self
    }

    /// A Lua line (or lines) before the scenario's `return`.
    pub fn prelude(mut self, lua: &str) -> Scenario {
        self.parts().prelude.push(lua.into());
        self
    }

    /// The scenario's name.
    pub fn name(mut self, name: &str) -> Scenario {
        self.parts().name = name.into();
        self
    }

    /// The number of game turns.
    pub fn turns(mut self, turns: u32) -> Scenario {
        self.parts().turns = turns;
        self
    }

    /// The side that moves first.
    pub fn first(mut self, side: &str) -> Scenario {
        self.parts().first_side = Some(side.into());
        self
    }

    /// The first turn's day (0 = the scenario calendar's first) and time ("HH:MM").
    pub fn at(mut self, day: u32, time: &str) -> Scenario {
        self.parts().start = Some((day, time.into()));
        self
    }

    /// The first turn's time on the preset's day.
    pub fn time(mut self, time: &str) -> Scenario {
        let p = self.parts();
        let day = p.start.as_ref().map_or(0, |s| s.0);
        p.start = Some((day, time.into()));
        self
    }

    /// The open map's size.
    pub fn size(mut self, cols: u32, rows: u32) -> Scenario {
        match &mut self.parts().map {
            MapSpec::Open {
                cols: c, rows: r, ..
            } => (*c, *r) = (cols, rows),
            MapSpec::Lua(_) => panic!("size of a map given as Lua"),
        }
        self
    }

    /// More fields of the open map (Lua, each followed by a comma), e.g.
    /// `hexes = { forest = { "0303" } },` or `terrain = "forest",`.
    pub fn map_extra(mut self, lua: &str) -> Scenario {
        match &mut self.parts().map {
            MapSpec::Open { extra, .. } => {
                if !extra.is_empty() && !lua.is_empty() {
                    extra.push(' ');
                }
                extra.push_str(lua);
            }
            MapSpec::Lua(_) => panic!("map_extra of a map given as Lua"),
        }
        self
    }

    /// The map as a Lua expression (a table, or a name the prelude defines).
    pub fn map(mut self, lua: &str) -> Scenario {
        self.parts().map = MapSpec::Lua(lua.into());
        self
    }

    /// The scenario's commands (a Lua expression).
    pub fn commands(mut self, lua: &str) -> Scenario {
        self.parts().commands = Some(lua.into());
        self
    }

    /// Sets scenario variable `name` to `value` (Lua), in place of the preset's or an
    /// earlier call's value.
    pub fn var(mut self, name: &str, value: &str) -> Scenario {
        let vars = &mut self.parts().vars;
        match vars.iter_mut().find(|(k, _)| k == name) {
            Some(v) => v.1 = value.into(),
            None => vars.push((name.into(), value.into())),
        }
        self
    }

    /// More scenario variables as Lua fields (`a = 1, b = { … },`), after the others.
    pub fn vars(mut self, fields: &str) -> Scenario {
        if !fields.trim().is_empty() {
            self.parts().vars.push((String::new(), fields.into()));
        }
        self
    }

    /// A unit: a Lua entry of the `units` list (a table or a prelude call, followed by a
    /// comma), such as `rod::line(…)`, `tts::oob(…)` or `dg::us(…)`.
    pub fn unit(mut self, lua: impl Into<String>) -> Scenario {
        self.parts().units.push(lua.into());
        self
    }

    /// Units (see [`Scenario::unit`]).
    pub fn units(mut self, units: &[String]) -> Scenario {
        self.parts().units.extend(units.iter().cloned());
        self
    }

    /// The units as one Lua expression (e.g. `S.units()` of an `oob.setup` in the prelude)
    /// instead of entries.
    pub fn units_lua(mut self, lua: &str) -> Scenario {
        self.parts().units_lua = Some(lua.into());
        self
    }

    /// More scenario fields (Lua, each followed by a comma), such as `setup = function() …
    /// end,`. Variables go through [`Scenario::var`] and [`Scenario::vars`].
    pub fn field(mut self, lua: &str) -> Scenario {
        assert!(
            !lua.trim_start().starts_with("vars"),
            "scenario variables go through Scenario::var: {lua}"
        );
        self.parts().fields.push(lua.into());
        self
    }

    /// More scenario fields as the string-taking helpers (`rod::scenario`, `tts::scenario`)
    /// take them: `vars = { … },` among them replaces the preset's variables whole.
    pub fn raw_field(&mut self, lua: &str) {
        self.parts().fields.push(lua.into());
    }

    /// The scenario file's text (a written scenario's).
    pub fn lua(&self) -> String {
        match &self.text {
            Text::Library => panic!("scenario {}: the library's own", self.id),
            Text::Source(s) => s.clone(),
            Text::Parts(p) => p.lua(),
        }
    }

    // --- the library --------------------------------------------------------------------

    /// Plays it with the project's ruleset (a mod) `id`, copied beside the scenario's ruleset.
    pub fn played_by(mut self, id: &str) -> Scenario {
        self.mods.push(id.into());
        self.play = id.into();
        self
    }

    /// A test ruleset written as `rulesets/<ruleset>/ruleset.lua` of a scratch library (with
    /// nothing of the project's) instead of the project's ruleset.
    pub fn test_ruleset(mut self, lua: &str) -> Scenario {
        self.test_ruleset = Some(lua.into());
        self
    }

    /// The ruleset whose folders hold the scenario.
    pub fn ruleset(&self) -> &str {
        &self.ruleset
    }

    /// One more file of the library (`path` under its root).
    pub fn file(mut self, path: &str, text: &str) -> Scenario {
        self.files.push((path.into(), text.into()));
        self
    }

    /// A copy of the project's file `from` (a path under the project's root) as `path`.
    pub fn project_file(self, path: &str, from: &str) -> Scenario {
        let src = Path::new(env!("CARGO_MANIFEST_DIR")).join(from);
        let text =
            std::fs::read_to_string(&src).unwrap_or_else(|e| panic!("{}: {e}", src.display()));
        self.file(path, &text)
    }

    /// Edits a copied file of the library (`path` under its root), as a designer would:
    /// the one place holding `from` is replaced by `to`.
    pub fn edit(mut self, path: &str, from: &str, to: &str) -> Scenario {
        self.edits.push((path.into(), from.into(), to.into()));
        self
    }

    /// Plays it in a throw-away copy of the ruleset even when nothing is written or edited (a
    /// test that edits the files while the game runs, or must not touch the project's).
    pub fn copied(mut self) -> Scenario {
        self.copy = true;
        self
    }

    /// Starts in `lib` (a library the test made) instead of one the builder makes; a written
    /// scenario is written into it.
    pub fn in_library(mut self, lib: Library) -> Scenario {
        self.library = Some(lib);
        self
    }

    /// The library holding the scenario: the project's own for one of its scenarios with
    /// nothing to change; otherwise a throw-away copy of the scenario's ruleset (its
    /// scenarios and `scripts/`), or a scratch library with the test ruleset, with the mods,
    /// files, edits and the written scenario.
    pub fn library(&self) -> Library {
        let written = !matches!(self.text, Text::Library);
        let changes = self.copy
            || self.test_ruleset.is_some()
            || !self.mods.is_empty()
            || !self.files.is_empty()
            || !self.edits.is_empty();
        let lib = match (&self.library, &self.test_ruleset) {
            (Some(lib), _) => lib.clone(),
            (None, Some(rs)) => {
                let root = super::temp_dir(&self.ruleset);
                let dir = root.join("rulesets").join(&self.ruleset);
                std::fs::create_dir_all(&dir).unwrap();
                std::fs::write(dir.join("ruleset.lua"), rs).unwrap();
                Library::at(&root)
            }
            (None, None) if !written && !changes => return super::library(),
            (None, None) => super::library_copy(&self.ruleset).1,
        };
        let root = lib.root.clone();
        let project = Path::new(env!("CARGO_MANIFEST_DIR"));
        for m in &self.mods {
            super::copy_dir(
                &project.join("rulesets").join(m),
                &root.join("rulesets").join(m),
            );
        }
        for (path, text) in &self.files {
            let p = root.join(path);
            std::fs::create_dir_all(p.parent().unwrap()).unwrap();
            std::fs::write(p, text).unwrap();
        }
        for (path, from, to) in &self.edits {
            let p = root.join(path);
            let text = std::fs::read_to_string(&p).unwrap_or_else(|e| panic!("{path}: {e}"));
            assert_eq!(
                text.matches(from.as_str()).count(),
                1,
                "{path} holds {from:?} once"
            );
            std::fs::write(&p, text.replacen(from.as_str(), to, 1)).unwrap();
        }
        if written {
            let dir = root.join("scenarios").join(&self.ruleset);
            std::fs::create_dir_all(&dir).unwrap();
            std::fs::write(dir.join(format!("{}.lua", self.id)), self.lua()).unwrap();
        }
        lib
    }

    // --- the game -----------------------------------------------------------------------

    /// The game's seed (1 unless set).
    pub fn seed(mut self, seed: u64) -> Scenario {
        self.seed = seed;
        self
    }

    /// Sets option `id` to `value`.
    pub fn option(mut self, id: &str, value: Value) -> Scenario {
        self.options.push((id.into(), value));
        self
    }

    /// Sets the options `(id, value)`.
    pub fn options(mut self, options: &[(&str, Value)]) -> Scenario {
        for (k, v) in options {
            self.options.push((k.to_string(), v.clone()));
        }
        self
    }

    /// After the start, ends phases until `side`'s phase `phase` is current.
    pub fn phase(mut self, side: &str, phase: &str) -> Scenario {
        self.phase = Some((side.into(), phase.into()));
        self
    }

    /// Starts the game in `lib` (a library holding the scenario, e.g. from
    /// [`Scenario::library`]), panicking with the reason if it does not start.
    pub fn start_in(&self, lib: &Library) -> Game {
        let options: Vec<(&str, Value)> = self
            .options
            .iter()
            .map(|(k, v)| (k.as_str(), v.clone()))
            .collect();
        let mut g = super::start(lib, &self.play, &self.id, self.seed, &options);
        if let Some((side, phase)) = &self.phase {
            super::goto_phase(&mut g, side, phase);
        }
        g
    }

    /// Starts the game in the scenario's [`Scenario::library`].
    pub fn start(&self) -> Game {
        self.start_in(&self.library())
    }

    /// Starts the game and goes to `side`'s phase `phase`.
    pub fn start_at(self, side: &str, phase: &str) -> Game {
        self.phase(side, phase).start()
    }

    /// Starts the game and returns it with its library (whose files a test may edit).
    pub fn start_with_library(&self) -> (Game, Library) {
        let lib = self.library();
        (self.start_in(&lib), lib)
    }
}
