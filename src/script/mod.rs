//! The script layer: the bridge between the kernel and rulesets written in Lua (mlua, Lua 5.4).
//!
//! - [`sandbox`]: the restricted Lua environment, `require` rooted in the ruleset and
//!   `scripts/`, instruction and memory budgets;
//! - [`engine`]: loading a ruleset (and the rulesets it extends), finding scenarios, calling
//!   hooks; [`pattern`] and [`strlib`]: Lua's pattern functions, matched under the budget;
//! - [`calls`]: the hooks as the game flow calls them, with typed arguments and answers
//!   (verdicts, what a phase owes, the victory claim, JSON), so the session holds no Lua value;
//! - [`decl`] and [`scenario`]: validating declarations and scenarios into typed Rust values;
//! - [`api`]: the `sandtable.*` functions rulesets call, [`decisions`] the decisions a side
//!   owes in the middle of play;
//! - [`option_values`]: an option's declared numbers, and the texts that quote them;
//! - [`slots`]: the parts of an action with several parts, as an action kind declares them;
//! - [`profile`]: the sampling profiler of the rulesets' Lua (`play --lua-profile`);
//! - [`hooks`]: where each declared hook is in the ruleset's files (for a reload's report);
//! - [`diag`]: errors with file, line and item.

pub mod api;
pub mod calls;
pub mod decisions;
pub mod decl;
pub mod diag;
pub mod engine;
pub mod hooks;
pub mod layouts;
pub mod oob;
pub mod option_values;
pub mod pattern;
pub mod profile;
pub mod sandbox;
pub mod scenario;
pub mod slots;
pub mod strlib;

pub use api::{Mode, SharedWorld};
pub use calls::{CallError, Owing, Verdict, VictoryClaim};
pub use decl::RulesetDecl;
pub use diag::{Diagnostic, Diagnostics};
pub use engine::{Engine, HookError, Library};
pub use scenario::ScenarioDecl;
