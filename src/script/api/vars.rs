//! `sandtable.vars`: the rulesets' key/value store in the game state.

use super::*;

/// Makes a converted variable a read-only view, all the way down: each table becomes an empty
/// proxy reading through to its contents (`t.k`, `#t`, `pairs`, `ipairs` work; `t.k = v`
/// is an error naming the variable).
const READ_ONLY: &str = r#"
local setmetatable, next, error, tostring, type = setmetatable, next, error, tostring, type
local real = setmetatable({}, { __mode = "k" })
local function len(p) return #real[p] end
local function pairs_of(p) return next, real[p], nil end
local function view(t, name)
  for k, v in next, t do
    if type(v) == "table" then t[k] = view(v, name) end
  end
  local p = {}
  real[p] = t
  return setmetatable(p, {
    __index = t,
    __newindex = function(_, k)
      error(("sandtable.vars.peek('%s') is read-only (it is shared by every reader): use sandtable.vars.get for a copy to change, then vars.set"):format(name), 2)
    end,
    __len = len,
    __pairs = pairs_of,
    __metatable = false,
  })
end
return function(t, name) return view(t, name) end
"#;

pub(super) fn vars_api(lua: &Lua) -> mlua::Result<Table> {
    let t = lua.create_table()?;
    t.set(
        "get",
        lua.create_function(|lua, k: String| {
            with_world(lua, |w| match w.state.vars.get(&k) {
                Some(v) => json_to_lua(lua, v),
                None => Ok(Value::Nil),
            })
        })?,
    )?;
    // A shared, read-only view of a variable: converted once per vars revision. The same table
    // is handed to every caller until vars change, so a write into it would leak into later
    // reads (and make one seed play two ways): it is a read-only view, and writing is an error.
    // `get` returns a fresh copy to change and `set`.
    lua.set_named_registry_value(
        "sandtable.read_only",
        lua.load(READ_ONLY)
            .set_name("=sandtable.vars.peek")
            .eval::<Function>()?,
    )?;
    t.set(
        "peek",
        lua.create_function(|lua, k: String| {
            let c = ctx(lua)?;
            let rev = with_world(lua, |w| Ok(w.vars_revision()))?;
            if let Some((r, key)) = c.vars_peek.borrow().get(&k)
                && *r == rev
            {
                return lua.registry_value::<Value>(key);
            }
            let v = with_world(lua, |w| match w.state.vars.get(&k) {
                Some(v) => json_to_lua(lua, v),
                None => Ok(Value::Nil),
            })?;
            let v = match v {
                Value::Table(_) => {
                    let read_only: Function = lua.named_registry_value("sandtable.read_only")?;
                    read_only.call::<Value>((v, k.as_str()))?
                }
                other => other,
            };
            let key = lua.create_registry_value(v.clone())?;
            if let Some((_, old)) = c.vars_peek.borrow_mut().insert(k, (rev, key)) {
                lua.remove_registry_value(old)?;
            }
            Ok(v)
        })?,
    )?;
    t.set(
        "revision",
        lua.create_function(|lua, ()| with_world(lua, |w| Ok(w.vars_revision())))?,
    )?;
    t.set(
        "set",
        lua.create_function(|lua, (k, v): (String, Value)| {
            let json = to_json(lua, v)?;
            change(lua, "sandtable.vars.set", |w| {
                let text = if json.is_null() {
                    w.state.vars.remove(&k);
                    format!("vars.{k} cleared")
                } else {
                    let t = format!("vars.{k} = {json}");
                    w.state.vars.insert(k.clone(), json.clone());
                    t
                };
                w.touch_vars();
                w.emit(
                    Event::new("var_set", text)
                        .with("var", k)
                        .with("value", json)
                        .at(crate::kernel::Level::Debug),
                );
                Ok(())
            })
        })?,
    )?;
    Ok(t)
}
