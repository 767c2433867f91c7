//! A running game's world: the map and declared catalog, the changing [`GameState`], and the
//! event log. The map is fixed but for the hexside changes the rules make during play, which
//! the state records ([`World::set_hexside`]). Every change goes through a method here that checks it
//! and records an [`Event`], so nothing changes without a log line.

use super::decision::Decision;
use super::dice::Roll;
use super::event::{Event, Level};
use super::hex::{Direction, Hex};
use super::map::Map;
use super::rules::Catalog;
use super::shared::Shared;
use super::state::{GameState, HexsideChange};
use super::unit::{Location, Marker, Unit, UnitId};
use std::rc::Rc;
use std::sync::atomic::{AtomicU64, Ordering};

/// The last revision handed out, process-wide (see [`World::vars_revision`] and
/// [`World::map_revision`]).
static REVISION: AtomicU64 = AtomicU64::new(0);

fn next_revision() -> u64 {
    REVISION.fetch_add(1, Ordering::Relaxed) + 1
}

/// A change that cannot be made, and why.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ChangeError {
    /// No unit with that id or key.
    #[error("there is no unit '{0}'")]
    NoUnit(String),
    /// The hex is not on the map.
    #[error("hex {0} is off the map")]
    OffMap(String),
    /// An enemy unit is in the hex.
    #[error("{unit} cannot enter {hex}: an enemy unit is there")]
    EnemyInHex {
        /// The unit.
        unit: String,
        /// The hex label.
        hex: String,
    },
    /// Anything else, in words.
    #[error("{0}")]
    Invalid(String),
}

/// The map, catalog, state and log of one game.
#[derive(Clone, Debug)]
pub struct World {
    /// The map as it is now: the scenario's map with the state's hexside changes applied
    /// (see [`World::set_hexside`]). Read it freely; change it only through `World`.
    pub map: Rc<Map>,
    /// The scenario's map, before any change made during play.
    base_map: Rc<Map>,
    /// The ruleset's declared data.
    pub catalog: Rc<Catalog>,
    /// Everything that changes. Replace it with [`World::restore_state`]; a direct write to
    /// `state.vars` must be followed by [`World::touch_vars`].
    pub state: GameState,
    /// Every event so far, oldest first.
    pub log: Vec<Event>,
    /// The revision of `state.vars` (see [`World::vars_revision`]); not part of the state.
    vars_rev: u64,
    /// The revision of `map` (see [`World::map_revision`]); not part of the state.
    map_rev: u64,
}

impl World {
    /// A world from its parts, with an empty log.
    pub fn new(map: Rc<Map>, catalog: Rc<Catalog>, state: GameState) -> World {
        let mut w = World {
            base_map: map.clone(),
            map,
            catalog,
            state,
            log: Vec::new(),
            vars_rev: next_revision(),
            map_rev: next_revision(),
        };
        w.sync_map();
        w
    }

    /// A number that changes whenever `map` may have changed: a new world, a hexside changed
    /// in play, the changes of a restored state reapplied, the scenario's map reloaded. Process-
    /// wide unique as [`World::vars_revision`], so a ruleset's caches of values derived from the
    /// map alone (a bot's distance field that leaves units out) are keyed on it. Not part of
    /// the state: it is not saved or hashed.
    pub fn map_revision(&self) -> u64 {
        self.map_rev
    }

    /// A number that changes whenever `state.vars` may have changed: a new world, a restored
    /// state (undo, a rolled-back action, a reload) and every [`World::touch_vars`] take a
    /// fresh, process-wide unique value, so two different contents of vars never share a
    /// revision. Caches of values derived from vars (the script layer's converted Lua
    /// tables) are keyed on it. Not part of the state: it is not saved or hashed.
    pub fn vars_revision(&self) -> u64 {
        self.vars_rev
    }

    /// Marks `state.vars` as changed. Whoever writes `state.vars` directly must call it.
    pub fn touch_vars(&mut self) {
        self.vars_rev = next_revision();
    }

    /// Replaces the state (undo, a failed action rolled back, a reload), keeping the map in
    /// step with the state's hexside changes.
    pub fn restore_state(&mut self, state: GameState) {
        let remap = state.hexside_changes != self.state.hexside_changes;
        self.state = state;
        self.touch_vars();
        if remap {
            self.sync_map();
        }
    }

    /// Replaces the scenario's map (a reload of the scenario), reapplying the state's hexside
    /// changes to it.
    pub fn replace_base_map(&mut self, map: Rc<Map>) {
        self.base_map = map;
        self.sync_map();
    }

    /// Rebuilds the current map from the scenario's map and the state's hexside changes.
    fn sync_map(&mut self) {
        self.map_rev = next_revision();
        if self.state.hexside_changes.is_empty() {
            self.map = self.base_map.clone();
            return;
        }
        let mut map = (*self.base_map).clone();
        for c in &self.state.hexside_changes {
            map.set_hexside(c.hex, c.dir, c.kind, c.present);
        }
        self.map = Rc::new(map);
    }

    /// Puts hexside feature `kind` on the hexside of `h` in `dir` (`present`) or takes it off,
    /// for the rest of the game (a bridge destroyed or repaired, a ford located, breastworks
    /// built): movement, zones of control and line of sight see the change at once, and undo,
    /// saves and replay keep it. `why` is said in the event. Nothing changes (and no event) if
    /// the hexside already is that way.
    pub fn set_hexside(
        &mut self,
        h: Hex,
        dir: Direction,
        kind: u32,
        present: bool,
        why: &str,
    ) -> Result<(), ChangeError> {
        let name = self
            .catalog
            .hexsides
            .get(kind as usize)
            .map(|k| k.id.clone())
            .ok_or_else(|| ChangeError::Invalid(format!("no hexside kind #{kind}")))?;
        let (a, b) = (h, h.neighbor(dir));
        if !self.map.contains(a) && !self.map.contains(b) {
            return Err(ChangeError::OffMap(self.label(a)));
        }
        let now = self.map.hexside(a, dir) | self.map.hexside(b, dir.opposite());
        if (now & (1u64 << kind) != 0) == present {
            return Ok(());
        }
        let (hex, d) = HexsideChange::canonical(h, dir);
        // One entry per hexside and kind: the latest word stands (a bridge destroyed then
        // rebuilt is one entry, or none if it is back as the scenario had it).
        self.state
            .hexside_changes
            .retain(|c| !(c.hex == hex && c.dir == d && c.kind == kind));
        let base =
            self.base_map.hexside(hex, d) | self.base_map.hexside(hex.neighbor(d), d.opposite());
        if (base & (1u64 << kind) != 0) != present {
            self.state.hexside_changes.push(HexsideChange {
                hex,
                dir: d,
                kind,
                present,
            });
        }
        Rc::make_mut(&mut self.map).set_hexside(h, dir, kind, present);
        self.map_rev = next_revision();
        let side = format!("{}/{}", self.label(a), self.label(b));
        let text = if present {
            format!("{name} now on hexside {side}")
        } else {
            format!("{name} gone from hexside {side}")
        };
        let text = if why.is_empty() {
            text
        } else {
            format!("{text}: {why}")
        };
        self.emit(
            Event::new("hexside_changed", text)
                .with("hexside", side)
                .with("kind", name)
                .with("present", present),
        );
        Ok(())
    }

    /// Appends an event, stamping it with the current turn and phase.
    pub fn emit(&mut self, mut e: Event) {
        e.turn = self.state.turn;
        e.phase = self.state.cursor.id.clone();
        self.log.push(e);
    }

    /// The label of a hex.
    pub fn label(&self, h: Hex) -> String {
        self.map.grid.label(h)
    }

    /// The hex a label names, on the map.
    pub fn hex(&self, label: &str) -> Result<Hex, ChangeError> {
        self.map
            .grid
            .parse_label(label)
            .map_err(|e| ChangeError::OffMap(e.to_string()))
    }

    /// A unit's id from its key.
    pub fn unit_id(&self, key: &str) -> Result<UnitId, ChangeError> {
        self.state
            .unit_by_key(key)
            .ok_or_else(|| ChangeError::NoUnit(key.to_string()))
    }

    fn unit_key(&self, id: UnitId) -> Result<String, ChangeError> {
        self.state
            .units
            .get(id as usize)
            .map(|u| u.key.clone())
            .ok_or_else(|| ChangeError::NoUnit(format!("#{id}")))
    }

    /// Moves (or places) a unit into a hex. `cost` is reported in the event if given.
    pub fn move_unit(
        &mut self,
        id: UnitId,
        to: Hex,
        cost: Option<String>,
    ) -> Result<(), ChangeError> {
        let key = self.unit_key(id)?;
        if !self.map.contains(to) {
            return Err(ChangeError::OffMap(self.label(to)));
        }
        let side = self.state.units[id as usize].side;
        if self
            .state
            .units
            .iter()
            .any(|u| u.side != side && u.hex() == Some(to))
        {
            return Err(ChangeError::EnemyInHex {
                unit: key,
                hex: self.label(to),
            });
        }
        if self.state.units[id as usize].location == Location::Eliminated {
            return Err(ChangeError::Invalid(format!(
                "{key} has been eliminated and cannot return to the map"
            )));
        }
        let from = self.state.units[id as usize].hex();
        self.state.units[id as usize].location = Location::Map(to);
        let to_l = self.label(to);
        let (kind, text) = match from {
            Some(f) => (
                "unit_moved",
                format!(
                    "{key} moves {} → {to_l}{}",
                    self.label(f),
                    cost.as_ref()
                        .map(|c| format!(" ({c} MP)"))
                        .unwrap_or_default()
                ),
            ),
            None => ("unit_placed", format!("{key} enters at {to_l}")),
        };
        let mut e = Event::new(kind, text).with("unit", key).with("to", to_l);
        if let Some(f) = from {
            e = e.with("from", self.label(f));
        }
        if let Some(c) = cost {
            e = e.with("cost", c);
        }
        self.emit(e);
        Ok(())
    }

    /// Removes a unit from the map into an off-map box or back to pending.
    pub fn remove_unit(&mut self, id: UnitId, to: Location, why: &str) -> Result<(), ChangeError> {
        let key = self.unit_key(id)?;
        let where_ = match &to {
            Location::Box(b) => format!("box {b}"),
            Location::Pending => "pending".into(),
            Location::Eliminated => "eliminated".into(),
            Location::Map(h) => self.label(*h),
        };
        self.state.units[id as usize].location = to;
        self.emit(
            Event::new(
                "unit_removed",
                format!("{key} leaves the map ({where_}): {why}"),
            )
            .with("unit", key)
            .with("to", where_)
            .with("why", why),
        );
        Ok(())
    }

    /// Sets a unit's strength (at most its full strength), recording the loss for its side;
    /// a unit brought to zero or less is eliminated.
    pub fn set_strength(
        &mut self,
        id: UnitId,
        strength: i32,
        why: &str,
    ) -> Result<(), ChangeError> {
        let key = self.unit_key(id)?;
        let u = &mut self.state.units[id as usize];
        let old = u.strength;
        let new = strength.min(u.max_strength);
        u.strength = new.max(0);
        let side = u.side;
        let lost = (old - u.strength) as i64;
        self.state.records[side].losses += lost.max(0);
        self.emit(
            Event::new(
                "strength_changed",
                format!("{key}: strength {old} → {} ({why})", new.max(0)),
            )
            .with("unit", key.clone())
            .with("from", old)
            .with("to", new.max(0))
            .with("why", why),
        );
        if new <= 0 {
            self.eliminate(id, why)?;
        }
        Ok(())
    }

    /// Eliminates a unit: it leaves the map for good. Counts toward its side's eliminations.
    pub fn eliminate(&mut self, id: UnitId, why: &str) -> Result<(), ChangeError> {
        let key = self.unit_key(id)?;
        let u = &mut self.state.units[id as usize];
        if u.location == Location::Eliminated {
            return Ok(());
        }
        let at = u.hex();
        u.location = Location::Eliminated;
        let side = u.side;
        let remaining = u.strength.max(0) as i64;
        u.strength = 0;
        self.state.records[side].losses += remaining;
        self.state.records[side].eliminated += 1;
        let mut e = Event::new("unit_eliminated", format!("{key} is eliminated ({why})"))
            .with("unit", key)
            .with("why", why);
        if let Some(h) = at {
            e = e.with("hex", self.label(h));
        }
        self.emit(e);
        Ok(())
    }

    /// Brings a new unit into the game (a unit an event creates): it gets the next id, so
    /// every other unit keeps its own. Its key must be new, its side, type and command known.
    pub fn create_unit(&mut self, unit: Unit) -> Result<UnitId, ChangeError> {
        if self.state.unit_by_key(&unit.key).is_some() {
            return Err(ChangeError::Invalid(format!(
                "there is already a unit '{}'",
                unit.key
            )));
        }
        if unit.key.is_empty() {
            return Err(ChangeError::Invalid("a unit needs a key".into()));
        }
        let side = self
            .catalog
            .sides
            .get(unit.side)
            .ok_or_else(|| ChangeError::Invalid(format!("no side #{}", unit.side)))?
            .id
            .clone();
        if unit.unit_type >= self.catalog.unit_types.len() {
            return Err(ChangeError::Invalid(format!(
                "no unit type #{}",
                unit.unit_type
            )));
        }
        if let Some(p) = &unit.parent
            && !self.state.commands.iter().any(|c| c.key == *p)
        {
            return Err(ChangeError::Invalid(format!("there is no command '{p}'")));
        }
        if let Some(h) = unit.hex() {
            if !self.map.contains(h) {
                return Err(ChangeError::OffMap(self.label(h)));
            }
            if self
                .state
                .units_at(h)
                .any(|o| self.state.units[o as usize].side != unit.side)
            {
                return Err(ChangeError::EnemyInHex {
                    unit: unit.key.clone(),
                    hex: self.label(h),
                });
            }
        }
        let id = self.state.units.len() as UnitId;
        let key = unit.key.clone();
        let place = match unit.hex() {
            Some(h) => format!("in {}", self.label(h)),
            None => "off the map".into(),
        };
        self.state.units.push(Shared::new(unit));
        self.emit(
            Event::new(
                "unit_created",
                format!("{key} ({side}) comes into play {place}"),
            )
            .with("unit", key)
            .with("side", side),
        );
        Ok(id)
    }

    /// Gives a unit to another side (a captured battery turned by its captor): it leaves its
    /// order of battle and joins `parent` (a command of its new side) or none.
    pub fn set_side(
        &mut self,
        id: UnitId,
        side: usize,
        parent: Option<String>,
        why: &str,
    ) -> Result<(), ChangeError> {
        let key = self.unit_key(id)?;
        let to = self
            .catalog
            .sides
            .get(side)
            .ok_or_else(|| ChangeError::Invalid(format!("no side #{side}")))?
            .clone();
        if let Some(p) = &parent {
            let c = self
                .state
                .commands
                .iter()
                .find(|c| c.key == *p)
                .ok_or_else(|| ChangeError::Invalid(format!("there is no command '{p}'")))?;
            if c.side != side {
                return Err(ChangeError::Invalid(format!(
                    "command '{p}' is not of the {} side",
                    to.id
                )));
            }
        }
        let u = &mut self.state.units[id as usize];
        let from = self.catalog.sides[u.side].id.clone();
        u.side = side;
        u.parent = parent;
        self.emit(
            Event::new(
                "unit_changed_side",
                format!("{key} passes from the {from} to the {} side ({why})", to.id),
            )
            .with("unit", key)
            .with("from", from)
            .with("to", to.id)
            .with("why", why),
        );
        Ok(())
    }

    /// Puts a status marker on a unit or takes it off.
    pub fn set_status(&mut self, id: UnitId, status: &str, on: bool) -> Result<(), ChangeError> {
        let key = self.unit_key(id)?;
        let u = &mut self.state.units[id as usize];
        let changed = if on {
            u.status.insert(status.to_string())
        } else {
            u.status.remove(status)
        };
        if changed {
            let verb = if on { "is now" } else { "is no longer" };
            self.emit(
                Event::new("status_changed", format!("{key} {verb} {status}"))
                    .with("unit", key)
                    .with("status", status)
                    .with("on", on),
            );
        }
        Ok(())
    }

    /// Turns a unit to face a hexside (or no facing).
    pub fn set_facing(&mut self, id: UnitId, facing: Option<Direction>) -> Result<(), ChangeError> {
        let key = self.unit_key(id)?;
        let name = facing.map(|d| self.map.grid.orientation.direction_name(d));
        self.state.units[id as usize].facing = facing;
        self.emit(
            Event::new(
                "facing_changed",
                format!("{key} faces {}", name.unwrap_or("nowhere")),
            )
            .with("unit", key)
            .with("facing", name.unwrap_or(""))
            // Rules say it in their own words where it matters; players see the counter.
            .at(Level::Detail),
        );
        Ok(())
    }

    /// Changes a unit's formation.
    pub fn set_formation(
        &mut self,
        id: UnitId,
        formation: Option<usize>,
    ) -> Result<(), ChangeError> {
        let key = self.unit_key(id)?;
        if let Some(f) = formation
            && f >= self.catalog.formations.len()
        {
            return Err(ChangeError::Invalid(format!("no formation #{f}")));
        }
        let name = formation.map(|f| self.catalog.formations[f].id.clone());
        self.state.units[id as usize].formation = formation;
        self.emit(
            Event::new(
                "formation_changed",
                format!("{key} forms {}", name.as_deref().unwrap_or("no formation")),
            )
            .with("unit", key)
            .with("formation", name.unwrap_or_default())
            // Rules say it in their own words where it matters; players see the counter.
            .at(Level::Detail),
        );
        Ok(())
    }

    /// Sets a ruleset-defined property of a unit (`null` removes it).
    pub fn set_prop(
        &mut self,
        id: UnitId,
        name: &str,
        value: serde_json::Value,
    ) -> Result<(), ChangeError> {
        let key = self.unit_key(id)?;
        let props = &mut self.state.units[id as usize].props;
        if value.is_null() {
            props.remove(name);
        } else {
            props.insert(name.to_string(), value.clone());
        }
        self.emit(
            Event::new("unit_changed", format!("{key}: {name} = {value}"))
                .with("unit", key)
                .with("prop", name)
                .with("value", value)
                // A ruleset's own record on a unit: for authors, not players.
                .at(Level::Debug),
        );
        Ok(())
    }

    /// Awards victory points (negative takes them away).
    pub fn add_vp(&mut self, side: usize, vp: i64, why: &str) -> Result<(), ChangeError> {
        let rec = self
            .state
            .records
            .get_mut(side)
            .ok_or_else(|| ChangeError::Invalid(format!("no side #{side}")))?;
        // A total past i64 would wrap (in a release build) and hand the game to the other side.
        rec.vp = rec.vp.checked_add(vp).ok_or_else(|| {
            ChangeError::Invalid(format!(
                "victory points out of range: {} {vp:+} overflows",
                rec.vp
            ))
        })?;
        let total = rec.vp;
        let name = self.catalog.sides[side].id.clone();
        self.emit(
            Event::new(
                "vp_awarded",
                format!("{name} {vp:+} VP ({why}), total {total}"),
            )
            .with("side", name)
            .with("vp", vp)
            .with("total", total)
            .with("why", why),
        );
        Ok(())
    }

    /// Rolls a die on the game's dice, logging the roll and its purpose.
    pub fn roll(&mut self, sides: u32, purpose: &str) -> Result<Roll, ChangeError> {
        self.roll_seen_by(sides, purpose, None)
    }

    /// Rolls a die that only `audience` sees (a roll a rule makes in secret, such as a
    /// secret option's modified roll); `None` is a roll every side sees.
    pub fn roll_seen_by(
        &mut self,
        sides: u32,
        purpose: &str,
        audience: Option<usize>,
    ) -> Result<Roll, ChangeError> {
        let roll = self
            .state
            .dice
            .roll(sides, purpose)
            .map_err(|e| ChangeError::Invalid(e.to_string()))?;
        let mut e = Event::new(
            "die_rolled",
            format!("d{} = {} for {}", roll.sides, roll.result, roll.purpose),
        )
        .with("sides", roll.sides)
        .with("result", roll.result)
        .with("purpose", roll.purpose.clone());
        e.audience = audience;
        self.emit(e);
        Ok(roll)
    }

    /// Places a marker; returns its id.
    pub fn add_marker(
        &mut self,
        kind: &str,
        hex: Hex,
        hexside: Option<Direction>,
        side: Option<usize>,
        props: super::rules::Props,
    ) -> Result<u32, ChangeError> {
        if !self.map.contains(hex) {
            return Err(ChangeError::OffMap(self.label(hex)));
        }
        let id = self.state.next_marker;
        self.state.next_marker += 1;
        self.state.markers.push(Marker {
            id,
            kind: kind.to_string(),
            hex,
            hexside,
            side,
            props,
        });
        let l = self.label(hex);
        self.emit(
            Event::new("marker_placed", format!("{kind} marker placed in {l}"))
                .with("marker", id)
                .with("kind", kind)
                .with("hex", l),
        );
        Ok(id)
    }

    /// Removes a marker.
    pub fn remove_marker(&mut self, id: u32) -> Result<(), ChangeError> {
        let pos = self
            .state
            .markers
            .iter()
            .position(|m| m.id == id)
            .ok_or_else(|| ChangeError::Invalid(format!("there is no marker #{id}")))?;
        let m = self.state.markers.remove(pos);
        let l = self.label(m.hex);
        self.emit(
            Event::new(
                "marker_removed",
                format!("{} marker removed from {l}", m.kind),
            )
            .with("marker", id)
            .with("kind", m.kind)
            .with("hex", l),
        );
        Ok(())
    }
}

/// Decisions owed in the middle of play (see [`super::decision`]).
impl World {
    /// Asks `side` a decision: it joins the queue of decisions owed (answered oldest first)
    /// and gets the next number. Refused without choices, with a default that is not one of
    /// them, with two choices of the same value, or for a side that does not exist.
    pub fn ask_decision(&mut self, d: Decision) -> Result<u32, ChangeError> {
        let d = self.pose(d)?;
        let id = d.id;
        self.state.decisions.push(d);
        Ok(id)
    }

    /// Asks `side` a decision that must be answered before any other owed: the action being
    /// carried out waits on it (a rule's `sandtable.decisions.choose`). Checked as
    /// [`World::ask_decision`].
    pub fn ask_decision_first(&mut self, d: Decision) -> Result<u32, ChangeError> {
        let d = self.pose(d)?;
        let id = d.id;
        self.state.decisions.insert(0, d);
        Ok(id)
    }

    /// Records a decision asked and answered at once: the action that asks it is being
    /// carried out again with the answer its side gave (`sandtable.decisions.choose`). The
    /// game numbers and logs it exactly as when it was first asked and then answered.
    pub fn record_decision(&mut self, d: Decision, choice: usize) -> Result<(), ChangeError> {
        if choice >= d.choices.len() {
            return Err(ChangeError::Invalid(format!(
                "decision '{}' ({}): answer #{choice} is not one of its choices",
                d.kind, d.rule
            )));
        }
        let d = self.pose(d)?;
        self.decided(&d, choice);
        Ok(())
    }

    /// Checks a decision, numbers it and logs the question.
    fn pose(&mut self, mut d: Decision) -> Result<Decision, ChangeError> {
        let side = self
            .catalog
            .sides
            .get(d.side)
            .ok_or_else(|| ChangeError::Invalid(format!("no side #{}", d.side)))?
            .clone();
        if d.choices.is_empty() {
            return Err(ChangeError::Invalid(format!(
                "decision '{}' ({}) offers no choices: a decision needs at least one (when the rules leave only one outcome, carry it out instead of asking)",
                d.kind, d.rule
            )));
        }
        for (i, c) in d.choices.iter().enumerate() {
            if d.choices[..i].iter().any(|o| o.value == c.value) {
                return Err(ChangeError::Invalid(format!(
                    "decision '{}' ({}) offers the choice {} twice",
                    d.kind, d.rule, c.value
                )));
            }
        }
        if let Some(i) = d.default
            && i >= d.choices.len()
        {
            return Err(ChangeError::Invalid(format!(
                "decision '{}' ({}): the default is not one of its choices",
                d.kind, d.rule
            )));
        }
        self.state.decisions_asked += 1;
        d.id = self.state.decisions_asked;
        let rule = if d.rule.is_empty() {
            String::new()
        } else {
            format!(" [{}]", d.rule)
        };
        self.emit(
            Event::new(
                "decision_asked",
                format!("{} decides{rule}: {} ({})", side.name, d.prompt, d.labels()),
            )
            .with("decision", d.id)
            .with("side", side.id)
            .with("kind", d.kind.clone())
            .with("rule", d.rule.clone()),
        );
        Ok(d)
    }

    /// Logs the answer `choice` (an index into `d`'s choices).
    fn decided(&mut self, d: &Decision, choice: usize) {
        let side = self.catalog.sides[d.side].clone();
        self.emit(
            Event::new(
                "decision_made",
                format!("{} chooses: {}", side.name, d.choices[choice].label),
            )
            .with("decision", d.id)
            .with("side", side.id)
            .with("kind", d.kind.clone())
            .with("choice", d.choices[choice].value.clone()),
        );
    }

    /// The decision owed now (the oldest), if any.
    pub fn pending_decision(&self) -> Option<&Decision> {
        self.state.decisions.first()
    }

    /// Answers the decision owed now with the choice whose value is `value`: it leaves the
    /// queue and is returned with the index of the choice made. Refused, changing nothing,
    /// when no decision is owed or `value` is not one of its choices.
    pub fn answer_decision(
        &mut self,
        value: &serde_json::Value,
    ) -> Result<(Decision, usize), ChangeError> {
        let d = self
            .state
            .decisions
            .first()
            .ok_or_else(|| ChangeError::Invalid("no decision is owed now".into()))?;
        let i = d.choice_index(value).ok_or_else(|| {
            ChangeError::Invalid(format!(
                "{} is not one of the choices of {} ({}): {}",
                value,
                if d.rule.is_empty() { &d.kind } else { &d.rule },
                d.prompt,
                d.labels()
            ))
        })?;
        let d = self.state.decisions.remove(0);
        self.decided(&d, i);
        Ok((d, i))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::kernel::testkit::Kit;

    #[test]
    fn vars_revision_moves_on_every_change_of_vars_and_is_never_reused() {
        let k = Kit::new(4, 4);
        let mut a = World::new(Rc::new(k.map.clone()), Rc::new(k.catalog.clone()), k.state);
        let b = World::new(a.map.clone(), a.catalog.clone(), a.state.clone());
        // Two worlds never share a revision (a Lua state attached to another world).
        assert_ne!(a.vars_revision(), b.vars_revision());
        let r0 = a.vars_revision();
        assert_eq!(a.vars_revision(), r0, "reading changes nothing");
        a.touch_vars();
        let r1 = a.vars_revision();
        assert_ne!(r1, r0);
        // Undo / a rolled-back action / a reload: even an identical state takes a new one.
        a.restore_state(b.state.clone());
        assert!(a.vars_revision() != r1 && a.vars_revision() != r0);
    }

    fn a_decision(side: usize, values: &[&str]) -> Decision {
        Decision {
            id: 0,
            side,
            kind: "retreat".into(),
            rule: "7.71".into(),
            prompt: "Where does A retreat?".into(),
            choices: values
                .iter()
                .map(|v| crate::kernel::decision::Choice {
                    value: serde_json::json!(v),
                    label: v.to_string(),
                    hex: None,
                    unit: None,
                })
                .collect(),
            default: None,
            context: serde_json::Value::Null,
        }
    }

    #[test]
    fn decisions_are_numbered_answered_oldest_first_and_logged() {
        let k = Kit::new(4, 4);
        let mut w = World::new(Rc::new(k.map.clone()), Rc::new(k.catalog.clone()), k.state);
        assert_eq!(w.ask_decision(a_decision(1, &["0101", "0102"])), Ok(1));
        assert_eq!(w.ask_decision(a_decision(0, &["x"])), Ok(2));
        assert_eq!(w.pending_decision().map(|d| d.side), Some(1));
        let before = w.state.clone();
        assert!(w.answer_decision(&serde_json::json!("0103")).is_err());
        assert_eq!(w.state, before, "a refused answer changes nothing");
        let (d, i) = w.answer_decision(&serde_json::json!("0102")).unwrap();
        assert_eq!((d.id, i), (1, 1));
        assert_eq!(w.pending_decision().map(|d| d.id), Some(2));
        assert!(w.log.iter().any(|e| e.kind == "decision_made"));
    }

    #[test]
    fn an_impossible_decision_is_refused() {
        let k = Kit::new(4, 4);
        let mut w = World::new(Rc::new(k.map.clone()), Rc::new(k.catalog.clone()), k.state);
        assert!(w.ask_decision(a_decision(0, &[])).is_err());
        assert!(w.ask_decision(a_decision(9, &["a"])).is_err());
        assert!(w.ask_decision(a_decision(0, &["a", "a"])).is_err());
        let mut d = a_decision(0, &["a"]);
        d.default = Some(1);
        assert!(w.ask_decision(d).is_err());
        assert!(w.state.decisions.is_empty() && w.state.decisions_asked == 0);
    }
}
