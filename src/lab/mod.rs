//! The balance lab: many computer-vs-computer games of a rules variant against its baseline,
//! and what the variant changed.
//!
//! A designer changes a rule to change the game; the lab shows what it did. Both arms play the
//! same seeds ([`plan::Plan`]), so each seed gives a pair of games that differ only by the
//! rules, and the comparison uses tests made for paired outcomes ([`stats`]). Games run in
//! parallel ([`run`]), each deterministic by its seed and options; their records
//! ([`record::GameRecord`]) stream as JSON lines so that runs split over many machines
//! (`--shard I/N`) merge into the same [`summary::Summary`].
//!
//! Used by `sandtable batch` / `sandtable merge` and the host's Balance panel.

pub mod plan;
pub mod record;
pub mod resume;
pub mod run;
pub mod stall;
pub mod stats;
pub mod summary;

pub use plan::{Plan, Shard};
pub use record::{Arm, GameRecord};
pub use summary::Summary;
