//! Reading a ruleset's declarations — the table its `ruleset.lua` returns — into typed Rust
//! values, checked once before play.
//!
//! Every problem is collected (not just the first), unknown keys are rejected (a misspelt
//! `movment = 4` is an error, not silently ignored), and each message names the item and points
//! at the line where the item is declared.
//!
//! [`read_ruleset`] reads the sections in a fixed order (the order of the diagnostics): the
//! sides, movement classes, unit types and formations (`units`), the terrain and hexside kinds
//! and the rules of zones of control, stacking and line of sight (`terrain`), the calendar,
//! the options, the actions, decisions, phases, tables, hooks and bots (`play`), and the rule
//! coverage (`rule_coverage`). [`Reader`] collects the diagnostics; [`lua_to_json`] converts
//! plain Lua data.

mod calendar;
mod json;
mod options;
mod play;
mod reader;
mod rule_coverage;
mod terrain;
mod units;

pub use json::{MAX_DATA_BYTES, MAX_DATA_DEPTH, MAX_DATA_VALUES, lua_to_json};
pub use reader::Reader;

use super::diag::Diagnostics;
use super::sandbox::Sources;
use crate::kernel::rules::Catalog;
use mlua::Table;
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
    /// The computer players a side may be given, the default first (`bot_profiles`; without
    /// it one profile, `standard`, of `bots`/`bot`); the generic bot is always there too.
    pub bot_profiles: Vec<BotProfileDecl>,
}

/// A computer player profile: its id (`--bot SIDE=ID`), name and what it does.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct BotProfileDecl {
    /// Identifier (`baseline`).
    pub id: String,
    /// Name shown to players.
    pub name: String,
    /// What it plays like, for the Players menu and `sandtable rules`.
    pub description: String,
}

/// The profile id of the generic computer player (random legal actions), always offered.
pub const GENERIC_PROFILE: &str = "generic";

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
    "bot_profiles",
    "on_turn_begin",
    "on_turn_end",
    "on_game_begin",
    "describe_unit",
    "unit_route",
    "idle_reason",
    "referee",
    "apply",
    "rules",
];

/// The ruleset's own fields: what it is called and which ruleset it extends.
struct Header {
    id: String,
    name: String,
    version: String,
    description: String,
    extends: Option<String>,
}

/// Rejects unknown top-level keys, and reads the ruleset's id (its folder's name), name,
/// version (`"0"` unless given), description and the ruleset it extends.
fn read_header(r: &mut Reader, t: &Table, folder_id: &str) -> Header {
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
    Header {
        id,
        name,
        version,
        description,
        extends,
    }
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
    // The sections are read in this order, which is the order of their diagnostics; a section
    // reads after those it refers to (unit types name movement classes, options sides…).
    let header = read_header(&mut r, t, folder_id);
    let sides = units::read_sides(&mut r, t);
    let move_classes = units::read_move_classes(&mut r, t);
    let unit_types = units::read_unit_types(&mut r, t, &move_classes);
    let formations = units::read_formations(&mut r, t, &move_classes);
    let terrain = terrain::read_terrain(&mut r, t, &move_classes);
    let hexsides = terrain::read_hexsides(&mut r, t, &move_classes);
    let zoc = terrain::read_zoc(&mut r, t);
    let stacking = terrain::read_stacking(&mut r, t);
    let los = terrain::read_los(&mut r, t);
    let calendar = calendar::read_calendar(&mut r, t);
    let options = options::read_options(&mut r, lua, t, &sides);
    // The ruleset's own description may quote an option's values too (`{option.vp}`).
    let description = options::quote_in_description(&mut r, &header.description, &options);
    let actions = play::read_actions(&mut r, t);
    play::check_decisions(&mut r, t);
    let phases = play::read_phases(&mut r, t, &actions.kinds);
    let (tables, table_layouts) = play::read_tables(&mut r, t);
    play::check_hooks(&mut r, t);
    play::check_bots(&mut r, t, &sides);
    let bot_profiles = play::read_bot_profiles(&mut r, t, &sides);
    let rules = rule_coverage::read_rule_coverage(&mut r, t, &options);

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
        id: header.id,
        name: header.name,
        version: header.version,
        description,
        extends: header.extends,
        catalog,
        options,
        phases,
        actions: actions.kinds,
        action_slots: actions.slots,
        action_labels: actions.labels,
        action_results: actions.results,
        tables,
        table_layouts,
        calendar,
        rules,
        bot_profiles,
    };
    r.diags.into_result(decl)
}
