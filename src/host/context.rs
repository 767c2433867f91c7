//! The one context object every panel gets: the game and its world (read-only), the theme,
//! and what the window knows about the game (selection, legal actions, seats). Panels read it
//! and return [`super::commands::Command`]s; they never change it.

use super::commands::Seat;
use super::play::{LegalView, MovePreview, Proposal, Selection, Session};
use super::theme::Theme;
use crate::kernel::{Hex, Unit, UnitId, World};
use crate::session::Game;

/// What a panel may read during a frame.
pub struct PanelCtx<'a> {
    /// The game.
    pub game: &'a Game,
    /// Its world (map, catalog, state, log), borrowed for the frame.
    pub world: &'a World,
    /// Colours.
    pub theme: &'a Theme,
    /// The session (seats, selection, caches).
    pub session: &'a Session,
    /// The side that must act now.
    pub acting: String,
}

impl<'a> PanelCtx<'a> {
    /// The selection.
    pub fn selection(&self) -> Selection {
        self.session.selection
    }

    /// The legal actions, when a person is to act.
    pub fn legal(&self) -> Option<&'a LegalView> {
        self.session.legal()
    }

    /// The selected unit's path preview.
    pub fn preview(&self) -> Option<&'a MovePreview> {
        self.session.preview()
    }

    /// The action waiting for confirmation.
    pub fn proposal(&self) -> Option<&'a Proposal> {
        self.session.proposal.as_ref()
    }

    /// Who plays a side.
    pub fn seat(&self, side: &str) -> Seat {
        self.session.seat(side)
    }

    /// A unit by id.
    pub fn unit(&self, id: UnitId) -> Option<&'a Unit> {
        self.world.state.units.get(id as usize).map(|u| &**u)
    }

    /// The selected unit.
    pub fn selected_unit(&self) -> Option<&'a Unit> {
        self.session.selection.unit.and_then(|u| self.unit(u))
    }

    /// The label of a hex.
    pub fn label(&self, h: Hex) -> String {
        self.world.map.grid.label(h)
    }

    /// The display name of a side by index.
    pub fn side_name(&self, side: usize) -> &'a str {
        self.world
            .catalog
            .sides
            .get(side)
            .map(|s| s.name.as_str())
            .unwrap_or("?")
    }

    /// The id of a side by index.
    pub fn side_id(&self, side: usize) -> &'a str {
        self.world
            .catalog
            .sides
            .get(side)
            .map(|s| s.id.as_str())
            .unwrap_or("?")
    }

    /// The name of the acting side.
    pub fn acting_name(&self) -> &'a str {
        let i = self.world.catalog.side(&self.acting).unwrap_or(0);
        self.side_name(i)
    }

    /// The units in a hex, in id order.
    pub fn units_at(&self, h: Hex) -> Vec<UnitId> {
        self.world.state.units_at(h).collect()
    }

    /// The terrain id of a hex.
    pub fn terrain_name(&self, h: Hex) -> &'a str {
        self.world
            .map
            .terrain(h)
            .and_then(|t| self.world.catalog.terrain.get(t as usize))
            .map(|t| t.name.as_str())
            .unwrap_or("off the map")
    }

    /// A hex label, parsed; `None` if it is not one of this map.
    pub fn parse(&self, label: &str) -> Option<Hex> {
        self.world.map.grid.parse_label(label).ok()
    }
}
