//! The sandbox's pattern functions (matched in Rust under the budget, script/pattern.rs) give
//! what Lua 5.4's own give: random subjects and patterns run through `string.find`, `match`,
//! `gmatch` and `gsub` in a stock Lua state (the C `lstrlib`, the same Lua the sandbox is built
//! on) and in the sandbox, results and errors compared. `PROPTEST_CASES=N` runs more cases.

use mlua::{Lua, MultiValue};
use proptest::prelude::*;
use sandtable::script::sandbox::Sandbox;
use std::path::Path;

/// Runs every pattern function on `(s, p)` and returns what each gave, as text.
const PROBE: &str = r##"
local s, p, init = ...
local function show(ok, ...)
  if not ok then
    -- The message without its location and without the sandbox's "string.find: " prefix.
    local m = tostring((...)):gsub("^[^:]*:%d+: ", ""):gsub("^string%.%a+: ", "")
    return "error: " .. m
  end
  local t = table.pack(...)
  for i = 1, t.n do t[i] = math.type(t[i]) and ("#" .. t[i]) or tostring(t[i]) end
  return table.concat(t, ",", 1, t.n)
end
local out = {}
out[#out + 1] = show(pcall(string.find, s, p, init))
out[#out + 1] = show(pcall(string.find, s, p, init, true))
out[#out + 1] = show(pcall(string.match, s, p, init))
out[#out + 1] = show(pcall(function()
  local r, n = {}, 0
  for a, b in string.gmatch(s, p, init) do
    n = n + 1
    if n > 50 then break end
    r[#r + 1] = tostring(a) .. "/" .. tostring(b)
  end
  return table.concat(r, ";")
end))
out[#out + 1] = show(pcall(string.gsub, s, p, "<%0>"))
out[#out + 1] = show(pcall(string.gsub, s, p, "[%1]"))
out[#out + 1] = show(pcall(string.gsub, s, p, function(a, b) return a and (tostring(a) .. tostring(b)) end, 3))
out[#out + 1] = show(pcall(string.gsub, s, p, { a = "A", [1] = "one" }))
return table.concat(out, "\n")
"##;

fn probe(lua: &Lua, s: &str, p: &str, init: i64) -> String {
    lua.load(PROBE)
        .set_name("=probe")
        .call::<String>((s, p, init))
        .unwrap_or_else(|e| format!("probe failed: {e}"))
}

fn sandbox() -> Sandbox {
    Sandbox::new(Path::new(".")).expect("the sandbox starts")
}

fn pattern() -> impl Strategy<Value = String> {
    let token = prop_oneof![
        Just("a"),
        Just("b"),
        Just("1"),
        Just("."),
        Just("%a"),
        Just("%d"),
        Just("%W"),
        Just("[ab]"),
        Just("[^a]"),
        Just("[a-c]"),
        Just("[%d)]"),
        Just("("),
        Just(")"),
        Just("()"),
        Just("*"),
        Just("+"),
        Just("-"),
        Just("?"),
        Just("^"),
        Just("$"),
        Just("%b()"),
        Just("%f[%a]"),
        Just("%f[^a]"),
        Just("%1"),
        Just("%2"),
        Just("%"),
        Just("["),
        Just("]"),
    ];
    proptest::collection::vec(token, 0..8).prop_map(|t| t.concat())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]
    #[test]
    fn every_pattern_function_agrees_with_lua(
        s in "[ab1() ]{0,12}",
        p in pattern(),
        init in -3i64..15,
    ) {
        let stock = Lua::new();
        let sb = sandbox();
        sb.budget.arm("probe");
        let want = probe(&stock, &s, &p, init);
        let got = probe(&sb.lua, &s, &p, init);
        prop_assert_eq!(got, want, "subject {:?} pattern {:?} init {}", s, p, init);
    }
}

#[test]
fn the_method_syntax_reaches_the_metered_functions() {
    let sb = sandbox();
    sb.budget.set_per_call(1_000_000);
    sb.budget.arm("probe");
    let err = sb
        .lua
        .load(r#"return (("a"):rep(3000)):find(".-.-.-b")"#)
        .exec()
        .expect_err("a backtracking search of 3000 characters is far over a million steps");
    assert!(err.to_string().contains("probe stopped after"), "{err}");
}

#[test]
fn a_few_known_answers() {
    let sb = sandbox();
    sb.budget.arm("probe");
    let eval = |code: &str| -> String {
        sb.lua
            .load(code)
            .eval::<MultiValue>()
            .map(|v| {
                v.iter()
                    .map(|x| x.to_string().unwrap_or_default())
                    .collect::<Vec<_>>()
                    .join(",")
            })
            .unwrap_or_else(|e| format!("error: {e}"))
    };
    assert_eq!(eval(r#"return ("0627"):match("^(%d%d)(%d%d)$")"#), "06,27");
    assert_eq!(eval(r#"return string.find(1234, 3)"#), "3,3");
    assert_eq!(
        eval(r#"return ("hello world"):gsub("o", "0")"#),
        "hell0 w0rld,2"
    );
    assert_eq!(eval(r#"return ("abc"):gsub("", "-")"#), "-a-b-c-,4");
    assert_eq!(
        eval(r#"return ("x = 1, y = 2"):gsub("(%w+) = (%w+)", "%2 = %1")"#),
        "1 = x, 2 = y,2"
    );
    assert_eq!(
        eval(r#"return ("$1.50"):gsub("%$(%d+)%.(%d+)", function(a, b) return a * 100 + b end)"#),
        "150,1"
    );
    assert!(
        eval(r#"return ("x"):gsub("x", "%")"#).contains("invalid use of '%' in replacement string")
    );
    assert!(
        eval(r#"return ("x"):gsub("x", {x = {}})"#).contains("invalid replacement value (a table)")
    );
    assert!(
        eval(r#"return ("x"):find("[x")"#).contains("string.find: malformed pattern (missing ']')")
    );
    assert!(
        eval(r#"return ("x"):find("x", 1.5)"#).contains("number has no integer representation")
    );
}
