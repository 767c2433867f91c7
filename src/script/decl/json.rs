//! Converting plain Lua data into JSON game data, bounded in depth and size.

use mlua::{Table, Value};

/// How deep Lua data converted into game data may nest: deeper is refused (a cyclic table is
/// infinitely deep), so the conversion never overflows the stack.
pub const MAX_DATA_DEPTH: usize = 64;
/// How many values (tables, strings, numbers…) one conversion may produce: a table sharing its
/// subtables is expanded into a tree, and 40 levels sharing each level would be 2^40 values.
pub const MAX_DATA_VALUES: usize = 1_000_000;
/// How many bytes of strings one conversion may copy.
pub const MAX_DATA_BYTES: usize = 64 << 20;

/// What a read-only view (`sandtable.vars.peek`: an empty proxy whose locked metatable reads
/// through to its contents) shows, so that converting it gives its data, not `{}`.
fn read_only_contents(t: &Table) -> Option<Table> {
    let mt = t.metatable()?;
    let locked = matches!(
        mt.raw_get::<Value>("__metatable"),
        Ok(Value::Boolean(false))
    );
    match mt.raw_get::<Value>("__index") {
        Ok(Value::Table(inner)) if locked && t.raw_len() == 0 => Some(inner),
        _ => None,
    }
}

/// Converts a plain Lua value (no functions) to JSON, with integers kept as integers. Data
/// nested deeper than [`MAX_DATA_DEPTH`], or larger than [`MAX_DATA_VALUES`] values or
/// [`MAX_DATA_BYTES`] of strings, is an error, never a crash or an unbounded allocation.
pub fn lua_to_json(lua: &mlua::Lua, v: Value) -> Result<serde_json::Value, String> {
    let _ = lua;
    let mut made = Made::default();
    convert(v, 0, &mut made)
}

#[derive(Default)]
struct Made {
    values: usize,
    bytes: usize,
}

fn convert(v: Value, depth: usize, made: &mut Made) -> Result<serde_json::Value, String> {
    made.values += 1;
    if made.values > MAX_DATA_VALUES {
        return Err(format!(
            "the data is too large to store: more than {MAX_DATA_VALUES} values (a table that shares its subtables is copied once for each place it appears)"
        ));
    }
    match v {
        Value::Nil => Ok(serde_json::Value::Null),
        Value::Boolean(b) => Ok(serde_json::Value::Bool(b)),
        Value::Integer(i) => Ok(serde_json::Value::from(i)),
        Value::Number(n) => {
            if n.fract() == 0.0 && n.abs() < 9.0e15 {
                Ok(serde_json::Value::from(n as i64))
            } else {
                serde_json::Number::from_f64(n)
                    .map(serde_json::Value::Number)
                    .ok_or_else(|| format!("{n} is not a finite number"))
            }
        }
        Value::String(s) => {
            made.bytes += s.as_bytes().len();
            if made.bytes > MAX_DATA_BYTES {
                return Err(format!(
                    "the data is too large to store: more than {} MiB of strings",
                    MAX_DATA_BYTES >> 20
                ));
            }
            Ok(serde_json::Value::String(s.to_string_lossy()))
        }
        Value::Table(t) => {
            if let Some(id) = crate::script::api::handle_id(&t) {
                return Err(format!(
                    "a unit handle (unit #{id}) cannot be stored in game data: store u.key"
                ));
            }
            let t = read_only_contents(&t).unwrap_or(t);
            if depth >= MAX_DATA_DEPTH {
                return Err(format!(
                    "the data nests more than {MAX_DATA_DEPTH} tables deep (does a table contain itself?)"
                ));
            }
            // An array if it has a sequence part and nothing else.
            let len = t.raw_len();
            let count = t.pairs::<Value, Value>().count();
            if len > 0 && count == len {
                let mut a = Vec::with_capacity(len);
                for v in t.sequence_values::<Value>() {
                    a.push(convert(v.map_err(|e| e.to_string())?, depth + 1, made)?);
                }
                Ok(serde_json::Value::Array(a))
            } else if count == 0 {
                Ok(serde_json::Value::Object(serde_json::Map::new()))
            } else {
                let mut m = serde_json::Map::new();
                for pair in t.pairs::<Value, Value>() {
                    let (k, v) = pair.map_err(|e| e.to_string())?;
                    let key = match k {
                        Value::String(s) => s.to_string_lossy(),
                        Value::Integer(i) => i.to_string(),
                        other => {
                            return Err(format!(
                                "a table key must be a string or integer, not {}",
                                other.type_name()
                            ));
                        }
                    };
                    m.insert(key, convert(v, depth + 1, made)?);
                }
                Ok(serde_json::Value::Object(m))
            }
        }
        other => Err(format!(
            "a {} cannot be stored in game data",
            other.type_name()
        )),
    }
}
