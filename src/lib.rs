//! sandtable: a desktop sandbox for hex-and-counter wargames — a Rust hex-and-turn kernel,
//! rulesets in sandboxed Lua, and a headless command line.
//!
//! Layers, dependencies pointing down only (see `docs/architecture.md`):
//! - [`cli`]: the command line;
//! - [`session`]: a game = ruleset + scenario + options + seed + actions (undo, save, replay);
//! - [`script`]: the Lua bridge (loading, validation, sandbox, hooks, API);
//! - [`kernel`]: rules-agnostic hexes, maps, units, state, dice, movement, line of sight.

pub mod cli;
pub mod coverage;
pub mod host;
pub mod kernel;
pub mod lab;
pub mod mapgen;
pub mod script;
pub mod session;
