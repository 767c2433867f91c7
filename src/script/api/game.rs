//! `sandtable.game`: turn, phase, sides, clock, options and their declared values, scenario
//! data, ending the game.

use super::*;

pub(super) fn game_api(lua: &Lua) -> mlua::Result<Table> {
    let t = lua.create_table()?;
    t.set(
        "turn",
        lua.create_function(|lua, ()| with_world(lua, |w| Ok(w.state.turn)))?,
    )?;
    t.set(
        "last_turn",
        lua.create_function(|lua, ()| with_world(lua, |w| Ok(w.state.last_turn)))?,
    )?;
    t.set(
        "phase",
        lua.create_function(|lua, ()| with_world(lua, |w| Ok(w.state.cursor.id.clone())))?,
    )?;
    t.set(
        "active_side",
        lua.create_function(|lua, ()| {
            with_world(lua, |w| Ok(w.catalog.sides[w.state.active_side].id.clone()))
        })?,
    )?;
    t.set(
        "sides",
        lua.create_function(|lua, ()| {
            with_world(lua, |w| {
                str_list(lua, w.catalog.sides.iter().map(|s| s.id.as_str()))
            })
        })?,
    )?;
    t.set(
        "enemy",
        lua.create_function(|lua, side: String| {
            with_world(lua, |w| {
                let s = side_of(w, &side)?;
                let other = (0..w.catalog.sides.len()).find(|i| *i != s).unwrap_or(s);
                Ok(w.catalog.sides[other].id.clone())
            })
        })?,
    )?;
    t.set(
        "clock",
        lua.create_function(|lua, ()| {
            with_world(lua, |w| {
                let t = lua.create_table()?;
                t.set("day", w.state.clock.day)?;
                t.set("time", w.state.clock.time())?;
                t.set("minute", w.state.clock.minute)?;
                t.set("night", w.state.clock.night)?;
                Ok(t)
            })
        })?,
    )?;
    t.set(
        "is_night",
        lua.create_function(|lua, ()| with_world(lua, |w| Ok(w.state.clock.night)))?,
    )?;
    t.set(
        "option",
        lua.create_function(|lua, id: String| {
            let c = ctx(lua)?;
            let opts = c.options.borrow();
            match opts.get(&id) {
                Some(v) => json_to_lua(lua, v),
                None => Err(rt(format!(
                    "sandtable.game.option: no option '{id}' is declared"
                ))),
            }
        })?,
    )?;
    t.set(
        "option_values",
        lua.create_function(|lua, id: String| {
            let c = ctx(lua)?;
            let all = c.option_values.borrow();
            let Some(values) = all.get(&id) else {
                return Err(rt(format!(
                    "sandtable.game.option_values: no option '{id}' is declared"
                )));
            };
            let t = lua.create_table()?;
            for (k, v) in values {
                t.set(k.as_str(), json_to_lua(lua, v)?)?;
            }
            Ok(t)
        })?,
    )?;
    t.set(
        "scenario",
        lua.create_function(|lua, ()| {
            // A copy without the map (read the map through sandtable.map): scenario data
            // cannot be changed behind the saved state's back.
            let v = lua.named_registry_value::<Value>("sandtable.scenario")?;
            deep_copy(lua, v, 0, Some("map"))
        })?,
    )?;
    t.set(
        "finish",
        lua.create_function(
            |lua, (winner, level, reason): (Option<String>, String, Option<String>)| {
                change(lua, "sandtable.game.finish", |w| {
                    let win = match winner.as_deref() {
                        None | Some("") | Some("draw") => None,
                        Some(s) => Some(side_of(w, s)?),
                    };
                    let reason = reason.unwrap_or_default();
                    w.state.outcome = Some(crate::kernel::state::Outcome {
                        winner: win,
                        level: level.clone(),
                        reason: reason.clone(),
                    });
                    let who = win
                        .map(|s| w.catalog.sides[s].name.clone())
                        .unwrap_or_else(|| "nobody".into());
                    w.emit(
                        Event::new(
                            "game_ended",
                            format!("The game ends: {who} wins ({level}). {reason}"),
                        )
                        .with(
                            "winner",
                            win.map(|s| w.catalog.sides[s].id.clone())
                                .unwrap_or_default(),
                        )
                        .with("level", level),
                    );
                    Ok(())
                })
            },
        )?,
    )?;
    Ok(t)
}
