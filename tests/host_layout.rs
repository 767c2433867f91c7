//! The window's layout is stable: frames drawn one after another (computer players stepping,
//! a batch running, frame statistics) leave the panels and the map where they were.

#[path = "host_helpers.rs"]
mod helpers;

use helpers::*;
use sandtable::host::commands::Tab;

#[test]
fn panels_keep_their_width_over_many_frames() {
    let lib = library();
    let game = new_game(&lib, "dg-chickamauga", "chickamauga", 1);
    let mut h = playing(lib, game);
    // With the Balance lab open over the panels, as it is while a batch runs.
    h.state_mut().balance.open = true;
    for tab in Tab::ALL {
        h.state_mut().prefs.tab = tab;
        h.run_steps(3);
        let before = h.state().view.rect;
        // The pointer rests on the map, as it does under a real window.
        h.event(eframe::egui::Event::PointerMoved(before.center()));
        h.run_steps(120);
        let after = h.state().view.rect;
        assert!(
            (before.width() - after.width()).abs() < 1.0,
            "{tab:?} tab: the map went from {before:?} to {after:?}"
        );
        assert!(after.width() > 500.0, "{tab:?} tab: the map is {after:?}");
    }
}
