//! `sandtable.bot`: the bots' own random stream.

use super::*;

pub(super) fn bot_api(lua: &Lua) -> mlua::Result<Table> {
    let t = lua.create_table()?;
    t.set(
        "random",
        lua.create_function(|lua, n: u32| {
            if n == 0 {
                return Err(rt("sandtable.bot.random(n) needs n >= 1"));
            }
            let c = ctx(lua)?;
            if c.mode.get() == Mode::Change {
                return Err(rt(format!(
                    "sandtable.bot.random is for computer players, not rules (called in {}): rules roll the game's dice with sandtable.dice",
                    c.hook.borrow()
                )));
            }
            let mut rng = c.bot_rng.borrow_mut();
            let limit = u32::MAX - (u32::MAX % n);
            loop {
                let v = rng.next_u32();
                if v < limit {
                    return Ok(v % n + 1);
                }
            }
        })?,
    )?;
    Ok(t)
}
