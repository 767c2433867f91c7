//! `sandtable.log`: the ruleset's own lines in the event log, with level and audience.

use super::*;

pub(super) fn log_api(lua: &Lua) -> mlua::Result<Table> {
    let t = lua.create_table()?;
    t.set(
        "event",
        lua.create_function(
            |lua, (kind, text, fields, opts): (String, String, Option<Table>, Option<Table>)| {
                let fields = match fields {
                    Some(f) => to_json(lua, Value::Table(f))?,
                    None => serde_json::Value::Null,
                };
                change(lua, "sandtable.log.event", |w| {
                    let mut e = Event::new(&kind, text);
                    if let serde_json::Value::Object(m) = fields {
                        e.fields = m;
                    }
                    w.emit(with_reach(w, e, opts.as_ref(), "sandtable.log.event")?);
                    Ok(())
                })
            },
        )?,
    )?;
    t.set(
        "say",
        lua.create_function(|lua, (text, opts): (String, Option<Table>)| {
            change(lua, "sandtable.log.say", |w| {
                let e = with_reach(
                    w,
                    Event::new("note", text),
                    opts.as_ref(),
                    "sandtable.log.say",
                )?;
                w.emit(e);
                Ok(())
            })
        })?,
    )?;
    Ok(t)
}

/// An event's level and audience from a log call's options `{ level = "detail", side = "union" }`.
pub(super) fn with_reach(
    w: &World,
    mut e: Event,
    opts: Option<&Table>,
    what: &str,
) -> mlua::Result<Event> {
    let Some(o) = opts else {
        return Ok(e);
    };
    for (k, _) in o.pairs::<Value, Value>().flatten() {
        let k = k.to_string().unwrap_or_default();
        if k != "level" && k != "side" {
            return Err(rt(format!(
                "{what}: unknown option '{k}' (allowed: level, side)"
            )));
        }
    }
    if let Some(l) = o.get::<Option<String>>("level")? {
        e.level = crate::kernel::Level::parse(&l).ok_or_else(|| {
            rt(format!(
                "{what}: level '{l}' is not one of player, detail, debug"
            ))
        })?;
    }
    if let Some(s) = o.get::<Option<String>>("side")? {
        e.audience = Some(side_of(w, &s).map_err(|e| rt(format!("{what}: {e}")))?);
    }
    Ok(e)
}
