//! `sandtable.actions`: the legal actions, for bots; an action's plan, made once for its
//! `can`, `resolve` and `describe`.

use super::*;

pub(super) fn actions_api(lua: &Lua) -> mlua::Result<Table> {
    let t = lua.create_table()?;
    t.set(
        "legal",
        lua.create_function(|lua, side: Option<String>| {
            let c = ctx(lua)?;
            let f = c
                .legal
                .borrow()
                .clone()
                .ok_or_else(|| rt("no game is running"))?;
            f.call::<Table>(side)
        })?,
    )?;
    // `plan(act, f)`: what `f(act)` returns (all its values), computed once while the game
    // stays as it is: `can`, `resolve` and `describe` of one action share one plan, whoever
    // asks first (a bot, the legality check, the window).
    t.set(
        "plan",
        lua.create_function(|lua, (act, f): (Table, Function)| {
            let c = ctx(lua)?;
            let key = serde_json::to_string(&to_json(lua, Value::Table(act.clone()))?)
                .map_err(|e| rt(format!("sandtable.actions.plan: {e}")))?;
            if let Some(k) = c.plans.borrow().get(&key) {
                let packed: Table = lua.registry_value(k)?;
                let n: usize = packed.raw_get("n")?;
                let mut out = Vec::with_capacity(n);
                for i in 1..=n {
                    out.push(packed.raw_get::<Value>(i)?);
                }
                return Ok(mlua::MultiValue::from_iter(out));
            }
            // A plan only looks: the function runs as a query (a change raises an error).
            let mode = c.mode.replace(Mode::Query);
            let planning = format!("{} (sandtable.actions.plan)", c.hook.borrow());
            let hook = c.hook.replace(planning);
            let results = f.call::<mlua::MultiValue>(act);
            c.mode.set(mode);
            *c.hook.borrow_mut() = hook;
            let results = results?;
            let packed = lua.create_table()?;
            for (i, v) in results.iter().enumerate() {
                packed.raw_set(i + 1, v.clone())?;
            }
            packed.raw_set("n", results.len())?;
            let k = lua.create_registry_value(packed)?;
            c.plans.borrow_mut().insert(key, k);
            Ok(results)
        })?,
    )?;
    Ok(t)
}
