//! Reading a ruleset's declarations — the table its `ruleset.lua` returns — into typed Rust
//! values, checked once before play.
//!
//! Every problem is collected (not just the first), unknown keys are rejected (a misspelt
//! `movment = 4` is an error, not silently ignored), and each message names the item and points
//! at the line where the item is declared.

use super::diag::{Diagnostics, locate};
use super::sandbox::Sources;
use crate::kernel::rules::{
    Catalog, Cost, CostTable, FormationDef, HexsideDef, HexsideLos, LosEffect, LosRules, Mp,
    SideDef, StackingRules, TerrainDef, UnitTypeDef, ZocKind, ZocLeave, ZocRules,
};
use mlua::{Table, Value};
use serde::Serialize;

/// An optional rule a player can switch on or set.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct OptionDecl {
    /// Identifier used on the command line (`--option rosecrans_caution`).
    pub id: String,
    /// Name shown to players.
    pub name: String,
    /// The rule number in the rulebook (`2.7f`).
    pub rule: String,
    /// What it does.
    pub description: String,
    /// Default value (`false` for most optional rules).
    pub default: serde_json::Value,
    /// Allowed values, if restricted.
    pub choices: Vec<serde_json::Value>,
    /// Hidden from the other side until the game ends (e.g. a secret handicap).
    pub hidden: bool,
    /// The side a hidden option is secret for (`secret_for = "union"`): only that side's
    /// player sets it and sees it during play. `None` for a hidden option means hidden from
    /// every side until the game ends.
    pub secret_for: Option<String>,
    /// The option's numbers (`values = { modifier = -2, vp = 2 }`): what the hooks read with
    /// `sandtable.game.option_values` and the texts quote as `{vp}` (see
    /// [`super::option_values`]).
    pub values: super::option_values::OptionValues,
}

impl OptionDecl {
    /// True if the option is a secret: its value is not shown during play (except to the side
    /// it is secret for) nor written in plain text in a save before the game ends.
    pub fn is_secret(&self) -> bool {
        self.hidden || self.secret_for.is_some()
    }
}

/// How far a numbered rule is implemented.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum RuleStatus {
    /// The ruleset enforces it.
    Enforced,
    /// Enforced when an option is on.
    Option,
    /// The seed text lacks it; the project wrote a reconstruction.
    Reconstructed,
    /// Implemented with a known deviation from the text, or only in part (the note says what
    /// differs): play does not yet stay within the rule as written.
    Partial,
    /// It only says how to read a chart.
    TableOnly,
    /// It does not apply to a computer game (say why).
    NotApplicable,
    /// Not implemented yet.
    Missing,
}

impl RuleStatus {
    /// Every status, in report order.
    pub const ALL: [RuleStatus; 7] = [
        RuleStatus::Enforced,
        RuleStatus::Option,
        RuleStatus::Reconstructed,
        RuleStatus::Partial,
        RuleStatus::TableOnly,
        RuleStatus::NotApplicable,
        RuleStatus::Missing,
    ];

    /// The name used in declarations and reports.
    pub fn name(self) -> &'static str {
        match self {
            RuleStatus::Enforced => "enforced",
            RuleStatus::Option => "option",
            RuleStatus::Reconstructed => "reconstructed",
            RuleStatus::Partial => "partial",
            RuleStatus::TableOnly => "table-only",
            RuleStatus::NotApplicable => "not-applicable",
            RuleStatus::Missing => "missing",
        }
    }

    fn parse(s: &str) -> Option<RuleStatus> {
        RuleStatus::ALL.into_iter().find(|r| r.name() == s)
    }
}

/// One numbered rule of the rulebook, with its coverage status.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct RuleDecl {
    /// The rule number as the rulebook prints it (`6.16`, `2.7f`).
    pub id: String,
    /// A short title.
    pub title: String,
    /// How far it is implemented.
    pub status: RuleStatus,
    /// The option that enables it (status `option`).
    pub option: Option<String>,
    /// What was reconstructed, why it does not apply, or what is missing.
    pub note: String,
}

/// Who acts in a phase.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum PhaseSide {
    /// The side whose player turn it is.
    Active,
    /// The other side (defensive fire, reaction).
    Inactive,
}

/// A phase of a player turn.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct PhaseDecl {
    /// Identifier (`movement`).
    pub id: String,
    /// Name shown to players.
    pub name: String,
    /// Who acts.
    pub side: PhaseSide,
    /// The action kinds allowed in it (`end_phase` is always allowed).
    pub actions: Vec<String>,
    /// Rule number of the phase in the sequence of play, if given.
    pub rule: String,
}

/// How game turns map to the clock.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Calendar {
    /// Minutes a daylight turn covers.
    pub turn_minutes: u32,
    /// Minutes a night turn covers.
    pub night_turn_minutes: u32,
    /// Minute of the day night begins.
    pub night_from: u32,
    /// Minute of the day night ends.
    pub night_to: u32,
    /// Minute of the day the long (night-length) turns begin: the night's start unless the
    /// ruleset says otherwise (River of Death's two-hour turns start at dusk, 1900, two hours
    /// before its night turns).
    pub long_from: u32,
    /// Minute of the day the long turns end.
    pub long_to: u32,
}

/// True if `minute` lies in the daily window `from`..`to` (which may run past midnight; an
/// empty window when they are equal).
fn in_window(minute: u32, from: u32, to: u32) -> bool {
    if from == to {
        false
    } else if from < to {
        minute >= from && minute < to
    } else {
        minute >= from || minute < to
    }
}

impl Calendar {
    /// True if `minute` of the day is night.
    pub fn is_night(&self, minute: u32) -> bool {
        in_window(minute, self.night_from, self.night_to)
    }

    /// Minutes covered by a game turn that starts at `minute` of the day.
    pub fn turn_length(&self, minute: u32) -> u32 {
        if in_window(minute, self.long_from, self.long_to) {
            self.night_turn_minutes
        } else {
            self.turn_minutes
        }
    }
}

/// A ruleset's validated declarations.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct RulesetDecl {
    /// Identifier (the folder name).
    pub id: String,
    /// Name shown to players.
    pub name: String,
    /// Version string.
    pub version: String,
    /// What it is.
    pub description: String,
    /// The ruleset it extends, for a mod.
    pub extends: Option<String>,
    /// Data for the kernel services.
    pub catalog: Catalog,
    /// Optional rules.
    pub options: Vec<OptionDecl>,
    /// The phases of a player turn, in order.
    pub phases: Vec<PhaseDecl>,
    /// Declared action kinds.
    pub actions: Vec<String>,
    /// The slots of the action kinds that declare them (actions with several parts).
    pub action_slots: std::collections::BTreeMap<String, Vec<super::slots::SlotDecl>>,
    /// The names players read for action kinds that declare one ("Attack").
    pub action_labels: std::collections::BTreeMap<String, String>,
    /// Where an action kind's result is written in the ruleset's own words (`result =
    /// "combat_resolved"` or `"fire_resolved.value"`): the event kind and its field (`result`
    /// unless named). The odds of an action show it ("result: Dr").
    pub action_results: std::collections::BTreeMap<String, (String, String)>,
    /// Names of declared tables (combat results, terrain effects…).
    pub tables: Vec<String>,
    /// How declared tables are printed (titles and headers), by table name.
    pub table_layouts: std::collections::BTreeMap<String, super::layouts::TableLayout>,
    /// The clock.
    pub calendar: Calendar,
    /// The rulebook's numbered rules with their coverage status.
    pub rules: Vec<RuleDecl>,
}

const TOP_KEYS: &[&str] = &[
    "id",
    "name",
    "version",
    "description",
    "extends",
    "sides",
    "move_classes",
    "unit_types",
    "formations",
    "terrain",
    "hexsides",
    "zoc",
    "stacking",
    "los",
    "calendar",
    "tables",
    "table_layouts",
    "options",
    "phases",
    "actions",
    "decisions",
    "victory",
    "bots",
    "bot",
    "on_turn_begin",
    "on_turn_end",
    "on_game_begin",
    "describe_unit",
    "referee",
    "apply",
    "rules",
];

/// Reads declarations, collecting diagnostics located in the files the sources have read.
pub struct Reader<'a> {
    sources: &'a Sources,
    /// The file errors are charged to when no better location is found.
    pub file: String,
    /// What was found wrong.
    pub diags: Diagnostics,
}

impl<'a> Reader<'a> {
    /// A reader charging errors to `file` by default.
    pub fn new(sources: &'a Sources, file: &str) -> Reader<'a> {
        Reader {
            sources,
            file: file.to_string(),
            diags: Diagnostics::default(),
        }
    }

    /// Records an error about the item whose id or key is `needle`.
    pub fn error(&mut self, needle: &str, message: impl Into<String>) {
        let (file, line) = self.locate(needle);
        self.diags.push(&file, line, message);
    }

    /// Records an error about the entry `key = …` of the table `section = { … }`, whose key is
    /// not quoted (a table's name under `table_layouts`): at that line if it is found, else
    /// where `section` begins, else in the default file.
    pub fn error_in_section(&mut self, section: &str, key: &str, message: impl Into<String>) {
        let (file, line) = self.locate_key(section, key);
        self.diags.push(&file, line, message);
    }

    fn locate_key(&self, section: &str, key: &str) -> (String, Option<usize>) {
        let opening = format!("{section} = {{");
        let entry = |l: &str| {
            let t = l.trim_start();
            t.starts_with(&format!("{key} =")) || t.starts_with(&format!("[\"{key}\"] ="))
        };
        for (p, t) in self.sources.read.borrow().iter() {
            let lines: Vec<&str> = t.lines().collect();
            if let Some(start) = lines.iter().position(|l| l.contains(&opening)) {
                let at = lines[start..]
                    .iter()
                    .position(|l| entry(l))
                    .map_or(start, |i| start + i);
                return (p.clone(), Some(at + 1));
            }
        }
        (self.file.clone(), None)
    }

    /// The file and line where `needle` is declared: first a declaration of it
    /// (`id = "needle"`, `key = "needle"`, `name = "needle"`) in the default file, then in the
    /// other files read (rulesets first); failing that, any quoted mention, in the same order.
    pub fn locate(&self, needle: &str) -> (String, Option<usize>) {
        let mut files: Vec<(String, String)> = Vec::new();
        if let Some(text) = self.sources.text_of(&self.file) {
            files.push((self.file.clone(), text));
        }
        let read = self.sources.read.borrow();
        let mut others: Vec<&(String, String)> =
            read.iter().filter(|(p, _)| *p != self.file).collect();
        others.sort_by_key(|(p, _)| !p.ends_with("ruleset.lua"));
        files.extend(others.into_iter().cloned());
        drop(read);
        let declarations: Vec<String> = ["id", "key", "name"]
            .iter()
            .flat_map(|k| [format!("{k} = \"{needle}\""), format!("{k} = '{needle}'")])
            .collect();
        for (p, t) in &files {
            if let Some(i) = t
                .lines()
                .position(|l| declarations.iter().any(|d| l.contains(d)))
            {
                return (p.clone(), Some(i + 1));
            }
        }
        for (p, t) in &files {
            if let Some(l) = locate(t, needle, 1) {
                return (p.clone(), Some(l));
            }
        }
        (self.file.clone(), None)
    }

    /// Rejects keys of `t` not in `allowed`.
    pub fn check_keys(&mut self, t: &Table, allowed: &[&str], item: &str, needle: &str) {
        let mut names: Vec<String> = Vec::new();
        for (k, _) in t.pairs::<Value, Value>().flatten() {
            match &k {
                Value::String(s) => names.push(s.to_string_lossy()),
                Value::Integer(_) => {}
                other => names.push(format!("{other:?}")),
            }
        }
        names.sort();
        for name in names {
            if !allowed.contains(&name.as_str()) {
                let n = if needle.is_empty() {
                    name.clone()
                } else {
                    needle.to_string()
                };
                self.error(
                    &n,
                    format!(
                        "{item}: unknown key '{name}' (allowed: {})",
                        allowed.join(", ")
                    ),
                );
            }
        }
    }

    /// Reports each of `hooks` present in `t` that is not a function.
    pub fn functions(&mut self, t: &Table, hooks: &[&str], item: &str, needle: &str) {
        for hook in hooks {
            match t.get::<Value>(*hook) {
                Ok(Value::Nil) | Ok(Value::Function(_)) | Err(_) => {}
                Ok(other) => self.error(
                    needle,
                    format!(
                        "{item}: '{hook}' must be a function, not {}",
                        other.type_name()
                    ),
                ),
            }
        }
    }

    /// A required string field.
    pub fn req_str(&mut self, t: &Table, key: &str, item: &str, needle: &str) -> String {
        match t.get::<Value>(key) {
            Ok(Value::String(s)) => s.to_string_lossy(),
            Ok(Value::Nil) => {
                self.error(needle, format!("{item}: '{key}' is missing"));
                String::new()
            }
            Ok(other) => {
                self.error(
                    needle,
                    format!(
                        "{item}: '{key}' must be a string, not {}",
                        other.type_name()
                    ),
                );
                String::new()
            }
            Err(e) => {
                self.error(needle, format!("{item}: '{key}': {e}"));
                String::new()
            }
        }
    }

    /// An optional field of one Lua type: `None` if absent; an error naming the item (and
    /// `None`) if it has another type. `convert` accepts the values of the expected type.
    fn opt<T>(
        &mut self,
        t: &Table,
        key: &str,
        item: &str,
        needle: &str,
        expected: &str,
        convert: impl FnOnce(Value) -> Result<T, Value>,
    ) -> Option<T> {
        match t.get::<Value>(key) {
            Ok(Value::Nil) | Err(_) => None,
            Ok(v) => match convert(v) {
                Ok(x) => Some(x),
                Err(other) => {
                    let msg = format!(
                        "{item}: '{key}' must be {expected}, not {}",
                        other.type_name()
                    );
                    self.error(needle, msg);
                    None
                }
            },
        }
    }

    /// An optional string field.
    pub fn opt_str(&mut self, t: &Table, key: &str, item: &str, needle: &str) -> Option<String> {
        self.opt(t, key, item, needle, "a string", |v| match v {
            Value::String(s) => Ok(s.to_string_lossy()),
            other => Err(other),
        })
    }

    /// An optional number field.
    pub fn opt_num(&mut self, t: &Table, key: &str, item: &str, needle: &str) -> Option<f64> {
        self.opt(t, key, item, needle, "a number", |v| match v {
            Value::Integer(i) => Ok(i as f64),
            Value::Number(n) => Ok(n),
            other => Err(other),
        })
    }

    /// An optional whole-number field within `range`: `8.5` or `2^32` where a count is expected
    /// is an error naming the item, not silently truncated or clamped.
    pub fn opt_int(
        &mut self,
        t: &Table,
        key: &str,
        item: &str,
        needle: &str,
        range: std::ops::RangeInclusive<i64>,
    ) -> Option<i64> {
        let n = self.opt_num(t, key, item, needle)?;
        let whole = n.fract() == 0.0 && n.is_finite();
        if !whole || n < *range.start() as f64 || n > *range.end() as f64 {
            let what = if whole {
                "within"
            } else {
                "a whole number within"
            };
            let msg = format!(
                "{item}: '{key}' must be {what} {}..{}, not {n}",
                range.start(),
                range.end()
            );
            self.error(needle, msg);
            return None;
        }
        Some(n as i64)
    }

    /// An optional boolean field.
    pub fn opt_bool(&mut self, t: &Table, key: &str, item: &str, needle: &str) -> Option<bool> {
        self.opt(t, key, item, needle, "true or false", |v| match v {
            Value::Boolean(b) => Ok(b),
            other => Err(other),
        })
    }

    /// An optional table field.
    pub fn opt_table(&mut self, t: &Table, key: &str, item: &str, needle: &str) -> Option<Table> {
        self.opt(t, key, item, needle, "a table", |v| match v {
            Value::Table(x) => Ok(x),
            other => Err(other),
        })
    }

    /// The array part of an optional table field, as tables.
    pub fn list_of_tables(&mut self, t: &Table, key: &str, item: &str) -> Vec<Table> {
        let Some(list) = self.opt_table(t, key, item, key) else {
            return Vec::new();
        };
        let mut out = Vec::new();
        for (i, v) in list.sequence_values::<Value>().enumerate() {
            match v {
                Ok(Value::Table(x)) => out.push(x),
                Ok(other) => self.error(
                    key,
                    format!(
                        "{item}: entry {} of '{key}' must be a table, not {}",
                        i + 1,
                        other.type_name()
                    ),
                ),
                Err(e) => self.error(key, format!("{item}: '{key}': {e}")),
            }
        }
        out
    }

    /// A list of strings.
    pub fn str_list(&mut self, t: &Table, key: &str, item: &str, needle: &str) -> Vec<String> {
        let Some(list) = self.opt_table(t, key, item, needle) else {
            return Vec::new();
        };
        let mut out = Vec::new();
        for v in list.sequence_values::<Value>() {
            match v {
                Ok(Value::String(s)) => out.push(s.to_string_lossy()),
                Ok(other) => self.error(
                    needle,
                    format!(
                        "{item}: '{key}' must list strings, found {}",
                        other.type_name()
                    ),
                ),
                Err(_) => {}
            }
        }
        out
    }

    /// A movement cost: a number, `"prohibited"`, or a table by movement class with an
    /// optional `default`.
    pub fn cost_table(
        &mut self,
        v: Value,
        classes: &[String],
        item: &str,
        needle: &str,
        default: Cost,
    ) -> CostTable {
        let one = |r: &mut Reader, v: Value| -> Option<Cost> {
            match v {
                Value::Integer(i) => Mp::from_f64(i as f64)
                    .map(Cost::Mp)
                    .map_err(|e| r.error(needle, format!("{item}: {e}")))
                    .ok(),
                Value::Number(n) => Mp::from_f64(n)
                    .map(Cost::Mp)
                    .map_err(|e| r.error(needle, format!("{item}: {e}")))
                    .ok(),
                Value::String(s) if s.to_string_lossy() == "prohibited" => Some(Cost::Prohibited),
                other => {
                    r.error(
                        needle,
                        format!(
                            "{item}: a cost is a number of MP or \"prohibited\", not {other:?}"
                        ),
                    );
                    None
                }
            }
        };
        match v {
            Value::Nil => CostTable::uniform(default),
            Value::Table(t) => {
                let mut table = CostTable {
                    default,
                    by_class: vec![None; classes.len()],
                };
                for (k, v) in t.pairs::<String, Value>().flatten() {
                    if k == "default" {
                        if let Some(c) = one(self, v) {
                            table.default = c;
                        }
                    } else if let Some(i) = classes.iter().position(|c| *c == k) {
                        table.by_class[i] = one(self, v);
                    } else {
                        self.error(
                            needle,
                            format!(
                                "{item}: unknown movement class '{k}' (declared: {})",
                                classes.join(", ")
                            ),
                        );
                    }
                }
                table
            }
            v => CostTable::uniform(one(self, v).unwrap_or(default)),
        }
    }
}

fn parse_time(s: &str) -> Option<u32> {
    let (h, m) = s.split_once(':')?;
    let (h, m): (u32, u32) = (h.parse().ok()?, m.parse().ok()?);
    (h < 24 && m < 60).then_some(h * 60 + m)
}

/// Reads a ruleset's declarations from the table its `ruleset.lua` returned (after any mods
/// have been merged into it).
pub fn read_ruleset(
    lua: &mlua::Lua,
    t: &Table,
    sources: &Sources,
    file: &str,
    folder_id: &str,
) -> Result<RulesetDecl, Diagnostics> {
    let mut r = Reader::new(sources, file);
    r.check_keys(t, TOP_KEYS, "ruleset", "");
    let id = r.req_str(t, "id", "ruleset", "id");
    if !id.is_empty() && id != folder_id {
        r.error(
            &id,
            format!("ruleset id '{id}' must match its folder name '{folder_id}'"),
        );
    }
    let name = r.req_str(t, "name", "ruleset", "name");
    let version = r
        .opt_str(t, "version", "ruleset", "version")
        .unwrap_or_else(|| "0".into());
    let description = r
        .opt_str(t, "description", "ruleset", "description")
        .unwrap_or_default();
    let extends = r.opt_str(t, "extends", "ruleset", "extends");

    // Sides.
    let mut sides = Vec::new();
    for s in r.list_of_tables(t, "sides", "ruleset") {
        let sid = r.req_str(&s, "id", "side", "sides");
        r.check_keys(&s, &["id", "name", "color"], &format!("side '{sid}'"), &sid);
        let sname = r
            .opt_str(&s, "name", "side", &sid)
            .unwrap_or_else(|| sid.clone());
        if sides.iter().any(|x: &SideDef| x.id == sid) {
            r.error(&sid, format!("side '{sid}' is declared twice"));
        }
        sides.push(SideDef {
            id: sid,
            name: sname,
        });
    }
    if sides.len() < 2 {
        r.error("sides", "ruleset: 'sides' must declare at least two sides");
    }

    let mut move_classes = r.str_list(t, "move_classes", "ruleset", "move_classes");
    if move_classes.is_empty() {
        move_classes.push("foot".into());
    }

    // Unit types.
    let mut unit_types = Vec::new();
    for u in r.list_of_tables(t, "unit_types", "ruleset") {
        let uid = r.req_str(&u, "id", "unit type", "unit_types");
        let item = format!("unit type '{uid}'");
        r.check_keys(
            &u,
            &[
                "id",
                "name",
                "movement",
                "move_class",
                "zoc",
                "stack",
                "leader",
                "symbol",
                "description",
            ],
            &item,
            &uid,
        );
        let name = r
            .opt_str(&u, "name", &item, &uid)
            .unwrap_or_else(|| uid.clone());
        let movement = r.opt_num(&u, "movement", &item, &uid).unwrap_or(0.0);
        let movement = Mp::from_f64(movement).unwrap_or_else(|e| {
            r.error(&uid, format!("{item}: movement: {e}"));
            Mp::ZERO
        });
        let class_name = r
            .opt_str(&u, "move_class", &item, &uid)
            .unwrap_or_else(|| move_classes[0].clone());
        let move_class = move_classes
            .iter()
            .position(|c| *c == class_name)
            .unwrap_or_else(|| {
                r.error(
                    &uid,
                    format!(
                        "{item}: unknown movement class '{class_name}' (declared: {})",
                        move_classes.join(", ")
                    ),
                );
                0
            });
        let zoc = match r.opt_str(&u, "zoc", &item, &uid).as_deref() {
            None | Some("all") => ZocKind::All,
            Some("front") => ZocKind::Front,
            Some("none") => ZocKind::None,
            Some(other) => {
                r.error(
                    &uid,
                    format!("{item}: zoc must be \"all\", \"front\" or \"none\", not \"{other}\""),
                );
                ZocKind::All
            }
        };
        let stack = r
            .opt_int(&u, "stack", &item, &uid, 0..=1_000_000)
            .unwrap_or(1) as u32;
        let leader = r.opt_bool(&u, "leader", &item, &uid).unwrap_or(false);
        if unit_types.iter().any(|x: &UnitTypeDef| x.id == uid) {
            r.error(&uid, format!("{item} is declared twice"));
        }
        unit_types.push(UnitTypeDef {
            id: uid,
            name,
            movement,
            move_class,
            zoc,
            stack,
            leader,
        });
    }
    if unit_types.is_empty() {
        r.error(
            "unit_types",
            "ruleset: 'unit_types' must declare at least one unit type",
        );
    }

    // Formations.
    let mut formations = Vec::new();
    for f in r.list_of_tables(t, "formations", "ruleset") {
        let fid = r.req_str(&f, "id", "formation", "formations");
        let item = format!("formation '{fid}'");
        r.check_keys(
            &f,
            &["id", "name", "move_class", "movement", "zoc", "description"],
            &item,
            &fid,
        );
        let name = r
            .opt_str(&f, "name", &item, &fid)
            .unwrap_or_else(|| fid.clone());
        let move_class = r.opt_str(&f, "move_class", &item, &fid).and_then(|c| {
            let p = move_classes.iter().position(|x| *x == c);
            if p.is_none() {
                r.error(&fid, format!("{item}: unknown movement class '{c}'"));
            }
            p
        });
        let movement = r
            .opt_num(&f, "movement", &item, &fid)
            .and_then(|m| match Mp::from_f64(m) {
                Ok(mp) => Some(mp),
                Err(e) => {
                    r.error(&fid, format!("{item}: movement: {e}"));
                    None
                }
            });
        let zoc = r.opt_str(&f, "zoc", &item, &fid).map(|z| match z.as_str() {
            "front" => ZocKind::Front,
            "none" => ZocKind::None,
            "all" => ZocKind::All,
            other => {
                r.error(
                    &fid,
                    format!("{item}: zoc must be \"all\", \"front\" or \"none\", not \"{other}\""),
                );
                ZocKind::All
            }
        });
        if formations.iter().any(|x: &FormationDef| x.id == fid) {
            r.error(&fid, format!("{item} is declared twice"));
        }
        formations.push(FormationDef {
            id: fid,
            name,
            move_class,
            movement,
            zoc,
        });
    }

    // Terrain.
    let mut terrain = Vec::new();
    for x in r.list_of_tables(t, "terrain", "ruleset") {
        let tid = r.req_str(&x, "id", "terrain", "terrain");
        let item = format!("terrain '{tid}'");
        r.check_keys(
            &x,
            &[
                "id",
                "name",
                "cost",
                "night_factor",
                "los_height",
                "los_hindrance",
                "color",
                "description",
                "defense",
            ],
            &item,
            &tid,
        );
        let name = r
            .opt_str(&x, "name", &item, &tid)
            .unwrap_or_else(|| tid.clone());
        let cost_v: Value = x.get("cost").unwrap_or(Value::Nil);
        let cost = r.cost_table(
            cost_v,
            &move_classes,
            &item,
            &tid,
            Cost::Mp(Mp::from_points(1)),
        );
        let height = r
            .opt_int(&x, "los_height", &item, &tid, -1_000_000..=1_000_000)
            .unwrap_or(0) as i32;
        let hindrance = r
            .opt_int(&x, "los_hindrance", &item, &tid, 0..=1_000_000)
            .unwrap_or(0) as u32;
        let night_factor = r.opt_num(&x, "night_factor", &item, &tid);
        if let Some(f) = night_factor
            && !(f.is_finite() && (0.0..=100.0).contains(&f))
        {
            r.error(
                &tid,
                format!("{item}: night_factor must be a number from 0 to 100 (it is {f})"),
            );
        }
        if terrain.iter().any(|x: &TerrainDef| x.id == tid) {
            r.error(&tid, format!("{item} is declared twice"));
        }
        terrain.push(TerrainDef {
            id: tid,
            name,
            cost,
            night_factor,
            los: LosEffect { height, hindrance },
        });
    }
    if terrain.is_empty() {
        r.error(
            "terrain",
            "ruleset: 'terrain' must declare at least one terrain kind",
        );
    }

    // Hexside kinds; `negates` refers to other kinds, resolved after all are read.
    let mut hexsides = Vec::new();
    let mut negate_names = Vec::new();
    for x in r.list_of_tables(t, "hexsides", "ruleset") {
        let hid = r.req_str(&x, "id", "hexside kind", "hexsides");
        let item = format!("hexside kind '{hid}'");
        r.check_keys(
            &x,
            &[
                "id",
                "name",
                "cost",
                "route",
                "route_mode",
                "negates",
                "blocks_zoc",
                "blocks_los",
                "color",
                "description",
                "defense",
            ],
            &item,
            &hid,
        );
        let name = r
            .opt_str(&x, "name", &item, &hid)
            .unwrap_or_else(|| hid.clone());
        let cost_v: Value = x.get("cost").unwrap_or(Value::Nil);
        let cost = r.cost_table(cost_v, &move_classes, &item, &hid, Cost::Mp(Mp::ZERO));
        let route_v: Value = x.get("route").unwrap_or(Value::Nil);
        let route = (!route_v.is_nil())
            .then(|| r.cost_table(route_v, &move_classes, &item, &hid, Cost::Prohibited));
        let route_cap = match r.opt_str(&x, "route_mode", &item, &hid).as_deref() {
            None | Some("replace") => false,
            Some("cap") => true,
            Some(other) => {
                r.error(
                    &hid,
                    format!("{item}: route_mode must be \"replace\" or \"cap\", not \"{other}\""),
                );
                false
            }
        };
        negate_names.push((hid.clone(), r.str_list(&x, "negates", &item, &hid)));
        let blocks_zoc = r.opt_bool(&x, "blocks_zoc", &item, &hid).unwrap_or(false);
        let blocks_los = r.opt_bool(&x, "blocks_los", &item, &hid).unwrap_or(false);
        if hexsides.iter().any(|x: &HexsideDef| x.id == hid) {
            r.error(&hid, format!("{item} is declared twice"));
        }
        hexsides.push(HexsideDef {
            id: hid,
            name,
            cost,
            route,
            route_cap,
            negates: 0,
            blocks_zoc,
            blocks_los,
        });
    }
    if hexsides.len() > 64 {
        r.error(
            "hexsides",
            "ruleset: at most 64 hexside kinds can be declared",
        );
    }
    for (i, (hid, names)) in negate_names.iter().enumerate() {
        for n in names {
            match hexsides.iter().position(|h| h.id == *n) {
                Some(j) if j < 64 && i < 64 => hexsides[i].negates |= 1 << j,
                _ => r.error(
                    hid,
                    format!("hexside kind '{hid}': negates unknown hexside kind '{n}'"),
                ),
            }
        }
    }

    // Zones of control, stacking, line of sight.
    let mut zoc = ZocRules::default();
    if let Some(z) = r.opt_table(t, "zoc", "ruleset", "zoc") {
        r.check_keys(
            &z,
            &["stop_on_enter", "leave", "suppressed_by"],
            "zoc",
            "zoc",
        );
        zoc.stop_on_enter = r
            .opt_bool(&z, "stop_on_enter", "zoc", "zoc")
            .unwrap_or(true);
        zoc.leave = match z.get::<Value>("leave").unwrap_or(Value::Nil) {
            Value::Nil => ZocLeave::Free,
            Value::String(s) if s.to_string_lossy() == "never" => ZocLeave::Never,
            Value::String(s) if s.to_string_lossy() == "free" => ZocLeave::Free,
            Value::Integer(n) => ZocLeave::Cost(Mp::from_points(n.max(0) as u32)),
            Value::Number(n) => ZocLeave::Cost(Mp::from_f64(n).unwrap_or_else(|e| {
                r.error("leave", format!("zoc.leave: {e}"));
                Mp::ZERO
            })),
            other => {
                r.error(
                    "leave",
                    format!(
                        "zoc.leave must be \"never\", \"free\" or a number of MP, not {other:?}"
                    ),
                );
                ZocLeave::Free
            }
        };
        zoc.suppressed_by = r.str_list(&z, "suppressed_by", "zoc", "suppressed_by");
    }
    let mut stacking = StackingRules { limit: None };
    if let Some(s) = r.opt_table(t, "stacking", "ruleset", "stacking") {
        r.check_keys(&s, &["limit"], "stacking", "stacking");
        stacking.limit = r
            .opt_int(&s, "limit", "stacking", "limit", 0..=1_000_000)
            .map(|n| n as u32);
    }
    let mut los = LosRules::default();
    if let Some(l) = r.opt_table(t, "los", "ruleset", "los") {
        r.check_keys(&l, &["hexside", "max_hindrance"], "los", "los");
        los.hexside = match r.opt_str(&l, "hexside", "los", "hexside").as_deref() {
            None | Some("both_block") => HexsideLos::BothBlock,
            Some("either_blocks") => HexsideLos::EitherBlocks,
            Some(o) => {
                r.error(
                    "hexside",
                    format!("los.hexside must be \"both_block\" or \"either_blocks\", not \"{o}\""),
                );
                HexsideLos::BothBlock
            }
        };
        los.max_hindrance = r
            .opt_int(&l, "max_hindrance", "los", "max_hindrance", 0..=1_000_000)
            .unwrap_or(0) as u32;
    }

    // Calendar.
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
        if let Some(n) = r.opt_table(&c, "night", "calendar", "night") {
            r.check_keys(&n, &["from", "to"], "calendar.night", "night");
            let from = r
                .opt_str(&n, "from", "calendar.night", "from")
                .unwrap_or_default();
            let to = r
                .opt_str(&n, "to", "calendar.night", "to")
                .unwrap_or_default();
            match (parse_time(&from), parse_time(&to)) {
                (Some(a), Some(b)) => {
                    calendar.night_from = a;
                    calendar.night_to = b;
                }
                _ => r.error("night", "calendar.night needs from and to as \"HH:MM\""),
            }
        }
        // The long turns take night_turn_minutes; by default they are the night turns.
        calendar.long_from = calendar.night_from;
        calendar.long_to = calendar.night_to;
        if let Some(n) = r.opt_table(&c, "long_turns", "calendar", "long_turns") {
            r.check_keys(&n, &["from", "to"], "calendar.long_turns", "long_turns");
            let from = r
                .opt_str(&n, "from", "calendar.long_turns", "from")
                .unwrap_or_default();
            let to = r
                .opt_str(&n, "to", "calendar.long_turns", "to")
                .unwrap_or_default();
            match (parse_time(&from), parse_time(&to)) {
                (Some(a), Some(b)) => {
                    calendar.long_from = a;
                    calendar.long_to = b;
                }
                _ => r.error(
                    "long_turns",
                    "calendar.long_turns needs from and to as \"HH:MM\"",
                ),
            }
        }
    }

    // Options.
    let mut options = Vec::new();
    for o in r.list_of_tables(t, "options", "ruleset") {
        let oid = r.req_str(&o, "id", "option", "options");
        let item = format!("option '{oid}'");
        r.check_keys(
            &o,
            &[
                "id",
                "name",
                "rule",
                "description",
                "default",
                "choices",
                "hidden",
                "secret_for",
                "values",
            ],
            &item,
            &oid,
        );
        let name = r.req_str(&o, "name", &item, &oid);
        let rule = r.req_str(&o, "rule", &item, &oid);
        let description = r.req_str(&o, "description", &item, &oid);
        let default = match o.get::<Value>("default").unwrap_or(Value::Nil) {
            Value::Nil => serde_json::Value::Bool(false),
            v => lua_to_json(lua, v).unwrap_or_else(|e| {
                r.error(&oid, format!("{item}: default: {e}"));
                serde_json::Value::Null
            }),
        };
        let choices = match o.get::<Value>("choices").unwrap_or(Value::Nil) {
            Value::Nil => Vec::new(),
            v => match lua_to_json(lua, v) {
                Ok(serde_json::Value::Array(a)) => a,
                _ => {
                    r.error(&oid, format!("{item}: choices must be a list of values"));
                    Vec::new()
                }
            },
        };
        if !choices.is_empty() && !choices.contains(&default) {
            r.error(
                &oid,
                format!("{item}: the default {default} is not one of the choices"),
            );
        }
        let hidden = r.opt_bool(&o, "hidden", &item, &oid).unwrap_or(false);
        let secret_for = r.opt_str(&o, "secret_for", &item, &oid);
        if let Some(side) = &secret_for {
            if !sides.iter().any(|s: &SideDef| s.id == *side) {
                let known: Vec<&str> = sides.iter().map(|s| s.id.as_str()).collect();
                r.error(
                    &oid,
                    format!(
                        "{item}: secret_for '{side}' is not a declared side (sides: {})",
                        known.join(", ")
                    ),
                );
            }
            if !hidden {
                r.error(
                    &oid,
                    format!(
                        "{item}: 'secret_for' needs 'hidden = true' (a secret option is hidden)"
                    ),
                );
            }
        }
        let values = match o.get::<Value>("values").unwrap_or(Value::Nil) {
            Value::Nil => Default::default(),
            v => lua_to_json(lua, v)
                .and_then(super::option_values::read)
                .unwrap_or_else(|e| {
                    r.error(&oid, format!("{item}: {e}"));
                    Default::default()
                }),
        };
        if options.iter().any(|x: &OptionDecl| x.id == oid) {
            r.error(&oid, format!("{item} is declared twice"));
        }
        options.push(OptionDecl {
            id: oid,
            name,
            rule,
            description,
            default,
            choices,
            hidden,
            secret_for,
            values,
        });
    }
    quote_option_values(&mut r, &mut options);
    // The ruleset's own description may quote an option's values too (`{option.vp}`).
    let description = super::option_values::render(&description, None, |id| {
        options.iter().find(|o| o.id == id).map(|o| &o.values)
    })
    .unwrap_or_else(|e| {
        r.error("description", format!("ruleset: description: {e}"));
        description.clone()
    });

    // Actions and phases.
    let mut actions = Vec::new();
    let mut slots = std::collections::BTreeMap::new();
    let mut labels = std::collections::BTreeMap::new();
    let mut results = std::collections::BTreeMap::new();
    if let Some(a) = r.opt_table(t, "actions", "ruleset", "actions") {
        for (k, v) in a.pairs::<String, Value>().flatten() {
            match v {
                Value::Table(h) => {
                    let item = format!("action '{k}'");
                    r.check_keys(
                        &h,
                        &[
                            "can",
                            "resolve",
                            "list",
                            "describe",
                            "rule",
                            "slots",
                            "options",
                            "label",
                            "result",
                            "list_checked",
                        ],
                        &item,
                        &k,
                    );
                    let declared = super::slots::read_slots(&mut r, &h, &item, &k);
                    if !declared.is_empty() {
                        slots.insert(k.clone(), declared);
                    }
                    if let Some(l) = r.opt_str(&h, "label", &item, &k) {
                        labels.insert(k.clone(), l);
                    }
                    if let Some(e) = r.opt_str(&h, "result", &item, &k) {
                        let (kind, field) = e.split_once('.').unwrap_or((&e, "result"));
                        if kind.is_empty() || field.is_empty() {
                            r.error(&k, format!("{item}: result '{e}' must name an event kind, and a field after a dot if not 'result' (\"combat_resolved\", \"fire_resolved.value\")"));
                        } else {
                            results.insert(k.clone(), (kind.to_string(), field.to_string()));
                        }
                    }
                    r.functions(
                        &h,
                        &["can", "resolve", "list", "describe", "options"],
                        &item,
                        &k,
                    );
                    if !matches!(h.get::<Value>("resolve"), Ok(Value::Function(_))) {
                        r.error(&k, format!("{item}: 'resolve' is missing (a function that carries the action out)"));
                    }
                    actions.push(k);
                }
                other => r.error(
                    &k,
                    format!(
                        "action '{k}' must be a table of hooks, not {}",
                        other.type_name()
                    ),
                ),
            }
        }
    }
    actions.sort();
    // Decisions a side owes in the middle of play (sandtable.decisions.ask/choose): each kind
    // a table with, optionally, the handler of the answer and the computer player's choice.
    if let Some(a) = r.opt_table(t, "decisions", "ruleset", "decisions") {
        for (k, v) in a.pairs::<String, Value>().flatten() {
            let item = format!("decision '{k}'");
            let Value::Table(h) = v else {
                r.error(
                    &k,
                    format!("{item} must be a table of hooks, not {}", v.type_name()),
                );
                continue;
            };
            r.check_keys(&h, &["resolve", "bot", "rule"], &item, &k);
            // `resolve` carries out the answer to a decision asked with `decisions.ask`; one
            // chosen in place with `decisions.choose` needs none (the rule gets the answer
            // back), and `ask` refuses a kind without it.
            r.functions(&h, &["resolve", "bot"], &item, &k);
        }
    }
    let mut phases = Vec::new();
    for p in r.list_of_tables(t, "phases", "ruleset") {
        let pid = r.req_str(&p, "id", "phase", "phases");
        let item = format!("phase '{pid}'");
        r.check_keys(
            &p,
            &[
                "id",
                "name",
                "side",
                "actions",
                "on_begin",
                "on_end",
                "end_if",
                "can_end",
                "rule",
                "description",
            ],
            &item,
            &pid,
        );
        let name = r
            .opt_str(&p, "name", &item, &pid)
            .unwrap_or_else(|| pid.clone());
        let side = match r.opt_str(&p, "side", &item, &pid).as_deref() {
            None | Some("active") => PhaseSide::Active,
            Some("inactive") => PhaseSide::Inactive,
            Some(o) => {
                r.error(
                    &pid,
                    format!("{item}: side must be \"active\" or \"inactive\", not \"{o}\""),
                );
                PhaseSide::Active
            }
        };
        let acts = r.str_list(&p, "actions", &item, &pid);
        for a in &acts {
            if !actions.contains(a) {
                r.error(
                    &pid,
                    format!("{item}: action '{a}' is not declared in 'actions'"),
                );
            }
        }
        for hook in ["on_begin", "on_end", "end_if", "can_end"] {
            match p.get::<Value>(hook) {
                Ok(Value::Nil) | Ok(Value::Function(_)) => {}
                Ok(other) => r.error(
                    &pid,
                    format!(
                        "{item}: '{hook}' must be a function, not {}",
                        other.type_name()
                    ),
                ),
                Err(_) => {}
            }
        }
        let rule = r.opt_str(&p, "rule", &item, &pid).unwrap_or_default();
        phases.push(PhaseDecl {
            id: pid,
            name,
            side,
            actions: acts,
            rule,
        });
    }
    if phases.is_empty() {
        r.error(
            "phases",
            "ruleset: 'phases' must declare at least one phase",
        );
    }

    let mut tables = Vec::new();
    if let Some(tb) = r.opt_table(t, "tables", "ruleset", "tables") {
        for (k, _) in tb.pairs::<String, Value>().flatten() {
            tables.push(k);
        }
    }
    tables.sort();
    let table_layouts = super::layouts::read(&mut r, t, &tables);

    for hook in [
        "victory",
        "bot",
        "on_turn_begin",
        "on_turn_end",
        "on_game_begin",
        "describe_unit",
        "referee",
    ] {
        match t.get::<Value>(hook) {
            Ok(Value::Nil) | Ok(Value::Function(_)) => {}
            Ok(other) => r.error(
                hook,
                format!(
                    "ruleset: '{hook}' must be a function, not {}",
                    other.type_name()
                ),
            ),
            Err(_) => {}
        }
    }
    if let Some(b) = r.opt_table(t, "bots", "ruleset", "bots") {
        for (k, v) in b.pairs::<String, Value>().flatten() {
            if !sides.iter().any(|s| s.id == k) {
                r.error(&k, format!("bots: '{k}' is not a side"));
            }
            if !matches!(v, Value::Function(_)) {
                r.error(&k, format!("bots.{k} must be a function"));
            }
        }
    }

    // Rule coverage declarations.
    let mut rules: Vec<RuleDecl> = Vec::new();
    for x in r.list_of_tables(t, "rules", "ruleset") {
        let rid = r.req_str(&x, "id", "rule", "rules");
        let item = format!("rule '{rid}'");
        r.check_keys(
            &x,
            &["id", "title", "status", "option", "note"],
            &item,
            &rid,
        );
        let title = r.req_str(&x, "title", &item, &rid);
        let status_name = r.req_str(&x, "status", &item, &rid);
        let status = RuleStatus::parse(&status_name).unwrap_or_else(|| {
            let names: Vec<&str> = RuleStatus::ALL.iter().map(|s| s.name()).collect();
            r.error(
                &rid,
                format!(
                    "{item}: status '{status_name}' is not one of {}",
                    names.join(", ")
                ),
            );
            RuleStatus::Missing
        });
        let option = r.opt_str(&x, "option", &item, &rid);
        let note = r.opt_str(&x, "note", &item, &rid).unwrap_or_default();
        match (status, &option) {
            (RuleStatus::Option, None) => r.error(
                &rid,
                format!("{item}: status 'option' needs 'option', the option's id"),
            ),
            (RuleStatus::Option, Some(o)) if !options.iter().any(|x| x.id == *o) => r.error(
                &rid,
                format!("{item}: option '{o}' is not declared in 'options'"),
            ),
            (s, Some(_)) if s != RuleStatus::Option => r.error(
                &rid,
                format!("{item}: 'option' goes only with status 'option'"),
            ),
            _ => {}
        }
        if matches!(
            status,
            RuleStatus::Reconstructed | RuleStatus::Partial | RuleStatus::NotApplicable
        ) && note.is_empty()
        {
            r.error(
                &rid,
                format!(
                    "{item}: status '{}' needs a 'note' saying what and why",
                    status.name()
                ),
            );
        }
        if rules.iter().any(|x| x.id == rid) {
            r.error(&rid, format!("{item} is declared twice"));
        }
        let quote = |r: &mut Reader, text: String, what: &str| {
            let own = option.as_deref();
            super::option_values::render(&text, own, |id| {
                options.iter().find(|o| o.id == id).map(|o| &o.values)
            })
            .unwrap_or_else(|e| {
                r.error(&rid, format!("{item}: {what}: {e}"));
                text
            })
        };
        let title = quote(&mut r, title, "title");
        let note = quote(&mut r, note, "note");
        rules.push(RuleDecl {
            id: rid,
            title,
            status,
            option,
            note,
        });
    }

    let catalog = Catalog {
        sides,
        move_classes,
        unit_types,
        formations,
        terrain,
        hexsides,
        zoc,
        los,
        stacking,
    };
    let decl = RulesetDecl {
        id,
        name,
        version,
        description,
        extends,
        catalog,
        options,
        phases,
        actions,
        action_slots: slots,
        action_labels: labels,
        action_results: results,
        tables,
        table_layouts,
        calendar,
        rules,
    };
    r.diags.into_result(decl)
}

/// How deep Lua data converted into game data may nest: deeper is refused (a cyclic table is
/// infinitely deep), so the conversion never overflows the stack.
pub const MAX_DATA_DEPTH: usize = 64;
/// How many values (tables, strings, numbers…) one conversion may produce: a table sharing its
/// subtables is expanded into a tree, and 40 levels sharing each level would be 2^40 values.
pub const MAX_DATA_VALUES: usize = 1_000_000;
/// How many bytes of strings one conversion may copy.
pub const MAX_DATA_BYTES: usize = 64 << 20;

/// What a read-only view (`sandtable.vars.peek`: an empty proxy whose locked metatable reads
/// through to its contents) shows, so that converting it gives its data, not `{}`.
fn read_only_contents(t: &Table) -> Option<Table> {
    let mt = t.metatable()?;
    let locked = matches!(
        mt.raw_get::<Value>("__metatable"),
        Ok(Value::Boolean(false))
    );
    match mt.raw_get::<Value>("__index") {
        Ok(Value::Table(inner)) if locked && t.raw_len() == 0 => Some(inner),
        _ => None,
    }
}

/// Puts each option's values in force into its name and description (`{vp}`, or
/// `{other_option.vp}`), so no number is typed a second time in a text.
fn quote_option_values(r: &mut Reader, options: &mut [OptionDecl]) {
    let values: Vec<(String, super::option_values::OptionValues)> = options
        .iter()
        .map(|o| (o.id.clone(), o.values.clone()))
        .collect();
    let look = |id: &str| values.iter().find(|(k, _)| k == id).map(|(_, v)| v);
    for o in options.iter_mut() {
        for (what, text) in [("name", &mut o.name), ("description", &mut o.description)] {
            match super::option_values::render(text, Some(&o.id), look) {
                Ok(t) => *text = t,
                Err(e) => r.error(&o.id, format!("option '{}': {what}: {e}", o.id)),
            }
        }
    }
}

/// Converts a plain Lua value (no functions) to JSON, with integers kept as integers. Data
/// nested deeper than [`MAX_DATA_DEPTH`], or larger than [`MAX_DATA_VALUES`] values or
/// [`MAX_DATA_BYTES`] of strings, is an error, never a crash or an unbounded allocation.
pub fn lua_to_json(lua: &mlua::Lua, v: Value) -> Result<serde_json::Value, String> {
    let _ = lua;
    let mut made = Made::default();
    convert(v, 0, &mut made)
}

#[derive(Default)]
struct Made {
    values: usize,
    bytes: usize,
}

fn convert(v: Value, depth: usize, made: &mut Made) -> Result<serde_json::Value, String> {
    made.values += 1;
    if made.values > MAX_DATA_VALUES {
        return Err(format!(
            "the data is too large to store: more than {MAX_DATA_VALUES} values (a table that shares its subtables is copied once for each place it appears)"
        ));
    }
    match v {
        Value::Nil => Ok(serde_json::Value::Null),
        Value::Boolean(b) => Ok(serde_json::Value::Bool(b)),
        Value::Integer(i) => Ok(serde_json::Value::from(i)),
        Value::Number(n) => {
            if n.fract() == 0.0 && n.abs() < 9.0e15 {
                Ok(serde_json::Value::from(n as i64))
            } else {
                serde_json::Number::from_f64(n)
                    .map(serde_json::Value::Number)
                    .ok_or_else(|| format!("{n} is not a finite number"))
            }
        }
        Value::String(s) => {
            made.bytes += s.as_bytes().len();
            if made.bytes > MAX_DATA_BYTES {
                return Err(format!(
                    "the data is too large to store: more than {} MiB of strings",
                    MAX_DATA_BYTES >> 20
                ));
            }
            Ok(serde_json::Value::String(s.to_string_lossy()))
        }
        Value::Table(t) => {
            if let Some(id) = super::api::handle_id(&t) {
                return Err(format!(
                    "a unit handle (unit #{id}) cannot be stored in game data: store u.key"
                ));
            }
            let t = read_only_contents(&t).unwrap_or(t);
            if depth >= MAX_DATA_DEPTH {
                return Err(format!(
                    "the data nests more than {MAX_DATA_DEPTH} tables deep (does a table contain itself?)"
                ));
            }
            // An array if it has a sequence part and nothing else.
            let len = t.raw_len();
            let count = t.pairs::<Value, Value>().count();
            if len > 0 && count == len {
                let mut a = Vec::with_capacity(len);
                for v in t.sequence_values::<Value>() {
                    a.push(convert(v.map_err(|e| e.to_string())?, depth + 1, made)?);
                }
                Ok(serde_json::Value::Array(a))
            } else if count == 0 {
                Ok(serde_json::Value::Object(serde_json::Map::new()))
            } else {
                let mut m = serde_json::Map::new();
                for pair in t.pairs::<Value, Value>() {
                    let (k, v) = pair.map_err(|e| e.to_string())?;
                    let key = match k {
                        Value::String(s) => s.to_string_lossy(),
                        Value::Integer(i) => i.to_string(),
                        other => {
                            return Err(format!(
                                "a table key must be a string or integer, not {}",
                                other.type_name()
                            ));
                        }
                    };
                    m.insert(key, convert(v, depth + 1, made)?);
                }
                Ok(serde_json::Value::Object(m))
            }
        }
        other => Err(format!(
            "a {} cannot be stored in game data",
            other.type_name()
        )),
    }
}
