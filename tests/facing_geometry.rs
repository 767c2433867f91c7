//! The kernel's facing geometry (`sandtable.map.directions`, `.turn`, `.facing_frame`,
//! `.bearing`) against the Lua River of Death computed it with before it moved to the kernel:
//! the same answers on every pair of hexes within five of each other on a 14 × 10 map, for
//! each of the six facings. The reference below is that Lua, kept here as the test's own
//! model (morale.lua's `offset`, `field_offset` and the a–e letters of 7.37).

mod common;

use common::rod;

const REFERENCE: &str = r#"
local DIRS = { "E", "NE", "NW", "W", "SW", "SE" }
local AXIAL = { E = { 1, 0 }, NE = { 1, -1 }, NW = { 0, -1 }, W = { -1, 0 }, SW = { -1, 1 }, SE = { 0, 1 } }
local function dir_index(d) for i, x in ipairs(DIRS) do if x == d then return i end end end
local function turn(d, k) return DIRS[(dir_index(d) - 1 + k) % 6 + 1] end
local function offset(a, b)
  local q, r, cur = 0, 0, a
  local d = sandtable.map.distance(cur, b)
  while d > 0 do
    for _, dir in ipairs(DIRS) do
      local n = sandtable.map.neighbor(cur, dir)
      if n and sandtable.map.distance(n, b) == d - 1 then
        q, r, cur, d = q + AXIAL[dir][1], r + AXIAL[dir][2], n, d - 1
        break
      end
    end
  end
  return q, r
end
local function field_offset(hex, facing, other)
  local q, r = offset(hex, other)
  for _ = 1, (6 - (dir_index(facing) - 1)) % 6 do q, r = q + r, -q end
  return 2 * q + r, r
end
-- 7.37's letter, and for "e" the direction of the flank hex b on the firer's side
local function letter(hex, facing, from)
  local X, Y = field_offset(hex, facing, from)
  if X > 0 then return "a" end
  if X == 0 then return "e", turn(facing, Y < 0 and 2 or 4) end
  local ax, ay = -X, 3 * math.abs(Y)
  if ax < ay then return "b" end
  if ax == ay then return "c" end
  return "d"
end
-- The same from the kernel's bearing.
local function kernel_letter(hex, facing, from)
  local k, k2 = sandtable.map.bearing(hex, facing, from)
  if not k2 then
    k = math.abs(k)
    if k <= 1 then return "a" elseif k == 2 then return "b" else return "d" end
  end
  if math.abs(k2) == 1 then return "a" end
  if math.abs(k2) == 2 then return "e", sandtable.map.turn(facing, k2) end
  return "c"
end
local out = { checked = 0, mismatches = {} }
local function bad(what) if #out.mismatches < 10 then out.mismatches[#out.mismatches + 1] = what end end
local dirs = sandtable.map.directions()
if table.concat(dirs, ",") ~= table.concat(DIRS, ",") then bad("directions " .. table.concat(dirs, ",")) end
for _, d in ipairs(DIRS) do
  for k = -7, 7 do
    if sandtable.map.turn(d, k) ~= turn(d, k) then bad(("turn %s %d"):format(d, k)) end
  end
end
for _, hex in ipairs({ "0705", "0303", "1108", "0101" }) do
  for _, other in ipairs(sandtable.map.within(hex, 5)) do
    if other ~= hex then
      for _, f in ipairs(DIRS) do
        local x, y = field_offset(hex, f, other)
        local kx, ky = sandtable.map.facing_frame(hex, f, other)
        if x ~= kx or y ~= ky then bad(("frame %s %s %s: %d,%d vs %d,%d"):format(hex, f, other, x, y, kx, ky)) end
        local l, b = letter(hex, f, other)
        local kl, kb = kernel_letter(hex, f, other)
        if l ~= kl or b ~= kb then bad(("letter %s %s %s: %s %s vs %s %s"):format(hex, f, other, l, tostring(b), kl, tostring(kb))) end
        out.checked = out.checked + 1
      end
    end
  end
end
return out
"#;

#[test]
fn the_kernels_facing_geometry_gives_the_answers_river_of_death_computed_in_lua() {
    let src = rod::scenario(
        &rod::open_map(14, 10, ""),
        &[rod::line("A", "union", 8, "0705", "E", "1-XIV")],
        3,
        1,
        "10:00",
        "",
    );
    let g = rod::game("facing", &src);
    let r = rod::query(&g, REFERENCE);
    // An empty Lua table comes back as {}.
    let none = r["mismatches"].as_object().is_some_and(|o| o.is_empty());
    assert!(none, "{r}");
    assert!(r["checked"].as_i64().unwrap() > 1300, "{r}");
}
