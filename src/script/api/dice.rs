//! `sandtable.dice`: the game's dice, every roll logged with its purpose.

use super::log::with_reach;
use super::*;

pub(super) fn dice_api(lua: &Lua) -> mlua::Result<Table> {
    let t = lua.create_table()?;
    t.set(
        "roll",
        lua.create_function(
            |lua, (sides, purpose, opts): (u32, String, Option<Table>)| {
                change(lua, "sandtable.dice.roll", |w| {
                    // `{ side = "union" }`: a roll only that side sees (a secret rule's roll).
                    if let Some(o) = &opts
                        && o.contains_key("level")?
                    {
                        return Err(rt(
                            "sandtable.dice.roll: a roll is always a player's event; the only option is side",
                        ));
                    }
                    let audience = with_reach(
                        w,
                        Event::new("die_rolled", ""),
                        opts.as_ref(),
                        "sandtable.dice.roll",
                    )?
                    .audience;
                    w.roll_seen_by(sides, &purpose, audience)
                        .map(|r| r.result)
                        .map_err(|e| rt(e.to_string()))
                })
            },
        )?,
    )?;
    t.set(
        "d6",
        lua.create_function(|lua, purpose: String| {
            change(lua, "sandtable.dice.d6", |w| {
                w.roll(6, &purpose)
                    .map(|r| r.result)
                    .map_err(|e| rt(e.to_string()))
            })
        })?,
    )?;
    Ok(t)
}
