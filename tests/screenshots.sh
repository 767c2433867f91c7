#!/usr/bin/env bash
# Screenshots of the desktop window, for docs/screenshots/ (not part of `cargo test`).
#
# Builds the release binary, runs the real window under Xvfb on the tutorial scenario and
# grabs the screen with ImageMagick's `import`. Also measures the frame time while the map
# pans (SANDTABLE_FRAME_STATS / SANDTABLE_AUTOPAN) and prints it.
#
# Needs (Debian/Ubuntu): apt-get install -y xvfb xauth libxkbcommon-x11-0 libxcursor1 libxi6 \
#   imagemagick libgl1-mesa-dri
set -euo pipefail
cd "$(dirname "$0")/.."

for tool in xvfb-run import; do
  if ! command -v "$tool" >/dev/null 2>&1; then
    echo "screenshots.sh needs $tool: apt-get install -y xvfb xauth libxkbcommon-x11-0 libxcursor1 libxi6 imagemagick libgl1-mesa-dri" >&2
    exit 1
  fi
done

cargo build --release
BIN="$PWD/target/release/sandtable"
OUT="$PWD/docs/screenshots"
mkdir -p "$OUT"
# A private config folder, so that remembered settings from a real session do not leak in.
export XDG_DATA_HOME="$(mktemp -d)"
export XDG_CONFIG_HOME="$XDG_DATA_HOME"
export SANDTABLE_HOME="$PWD"
SCREEN="-screen 0 1600x1000x24"

shot() { # name, seconds to wait, env…, -- args…
  local name="$1" wait="$2"; shift 2
  local envs=()
  while [ "$#" -gt 0 ] && [ "$1" != "--" ]; do envs+=("$1"); shift; done
  shift
  xvfb-run -a -s "$SCREEN" bash -c '
    env "$@" &
    P=$!
    sleep '"$wait"'
    # The pointer out of the way (no tooltip), then the window only (1500x940 at 0,0).
    command -v xdotool >/dev/null && xdotool mousemove 1590 990 && sleep 0.5
    import -window root -crop 1500x940+0+0 +repage "'"$OUT/$name"'.png"
    kill $P
    wait $P 2>/dev/null || true
  ' _ "${envs[@]}" "$BIN" "$@"
  echo "wrote $OUT/$name.png"
}

# The tutorial game, 1/USA selected: its legal destinations are shaded.
shot tutorial 6 SANDTABLE_SELECT=1/USA -- gui --ruleset tutorial --scenario crossing --seed 7
# The start screen.
shot start 5 -- gui --ruleset tutorial
# The scenario map's named areas (View → Map areas) on Jay's Mill at 16-point hexes.
shot areas-tts 8 SANDTABLE_AREAS=1 SANDTABLE_ZOOM=16 -- gui --ruleset this-terrible-sound --scenario jays-mill --seed 7

# The line-of-sight tool (S): a hex clicked, another hovered; the line, its verdict and the
# distance. The view is centred on a unit at 34-point hexes, so the map's middle is a hex.
sight_shot() { # name, x y of the hex to look from, x y of the hex to look at, env…, -- args…
  local name="$1" fx="$2" fy="$3" tx="$4" ty="$5"; shift 5
  local envs=()
  while [ "$#" -gt 0 ] && [ "$1" != "--" ]; do envs+=("$1"); shift; done
  shift
  if ! command -v xdotool >/dev/null; then
    echo "no xdotool: $name.png not taken (apt-get install -y xdotool)"
    return
  fi
  xvfb-run -a -s "$SCREEN" bash -c '
    env "$@" &
    P=$!
    sleep 8
    # No window manager: give the window the keyboard focus by hand.
    W=$(xdotool search --name sandtable | head -1)
    xdotool windowfocus --sync "$W" || true
    xdotool mousemove '"$fx $fy"' && sleep 0.5 && xdotool key s && sleep 0.5
    xdotool click 1 && sleep 0.5 && xdotool mousemove '"$tx $ty"' && sleep 1
    import -window root -crop 1500x940+0+0 +repage "'"$OUT/$name"'.png"
    kill $P
    wait $P 2>/dev/null || true
  ' _ "${envs[@]}" "$BIN" "$@"
  echo "wrote $OUT/$name.png"
}
sight_shot line-of-sight-tool 760 470 480 290 SANDTABLE_ZOOM=34 SANDTABLE_SELECT=1/USA -- \
  gui --ruleset tutorial --scenario crossing --seed 7

# Frame time while panning: the tutorial map, then a generated 100 x 100 map (10 000 hexes,
# the size of the largest planned map), zoomed out (every hex in view) and at normal zoom.
BIG="$(mktemp -d)"
ln -s "$PWD/rulesets" "$BIG/rulesets"
ln -s "$PWD/scripts" "$BIG/scripts"
mkdir -p "$BIG/scenarios/tutorial"
cat > "$BIG/scenarios/tutorial/big.lua" <<'LUA'
-- A generated 100 x 100 map for measuring the window's frame time.
local woods, rough, creek, road, units = {}, {}, {}, {}, {}
for c = 1, 100 do
  for r = 1, 100 do
    local v = (c * 7 + r * 13 + (c * r) % 11) % 10
    local l = ("%03d%03d"):format(c, r)
    if v < 3 then woods[#woods + 1] = l elseif v == 9 then rough[#rough + 1] = l end
  end
  road[#road + 1] = ("%03d050"):format(c)
end
for r = 1, 100 do
  creek[#creek + 1] = ("050%03d/051%03d"):format(r, r)
  if r < 100 then creek[#creek + 1] = ("050%03d/051%03d"):format(r, r + 1) end
end
for i = 1, 40 do
  units[#units + 1] = { key = "B" .. i, name = "Blue " .. i, side = "blue", type = "infantry",
    strength = 4, hex = ("%03d%03d"):format(10 + i % 10, 20 + 2 * i), parent = "USA" }
  units[#units + 1] = { key = "G" .. i, name = "Gray " .. i, side = "gray", type = "infantry",
    strength = 4, hex = ("%03d%03d"):format(80 + i % 10, 20 + 2 * i), parent = "CSA" }
end
return {
  name = "Big", description = "A generated 100 x 100 map.", turns = 2, first_side = "blue",
  start = { day = 0, time = "08:00" },
  map = {
    cols = 100, rows = 100, orientation = "flat", labels = "CCCRRR", terrain = "clear",
    hexes = { woods = woods, rough = rough },
    hexsides = { creek = creek, bridge = { "050050/051050" } },
    routes = { road = { road } },
    places = { { name = "Mill", hex = "050050", kind = "mill" } },
  },
  commands = {
    { key = "USA", name = "Union", echelon = "division", side = "blue" },
    { key = "CSA", name = "Confederate", echelon = "division", side = "gray" },
  },
  units = units,
}
LUA

# Counters up close: a stack, facing, status marks, a reduced unit and a leader.
cat > "$BIG/scenarios/tutorial/showcase.lua" <<'LUA'
-- Counters for the screenshot: a stack, a facing arrow, status marks, reduced strength, a leader.
return {
  name = "Showcase", description = "Counters up close.", turns = 1, first_side = "blue",
  start = { day = 0, time = "19:00" },
  map = {
    cols = 8, rows = 6, orientation = "flat", labels = "CCRR", terrain = "clear",
    hexes = { woods = { "0503", "0504" }, rough = { "0205" } },
    hexsides = { creek = { "0402/0502", "0402/0503" }, ford = { "0402/0503" } },
    routes = { road = { { "0103", "0203", "0303", "0403", "0503", "0603", "0703", "0803" } } },
    places = { { name = "Lee's Mill", hex = "0603", kind = "mill" } },
  },
  commands = {
    { key = "USA", name = "Union", echelon = "division", side = "blue" },
    { key = "CSA", name = "Confederate", echelon = "division", side = "gray" },
  },
  units = {
    { key = "1/USA", name = "1st Brigade", side = "blue", type = "infantry", strength = 4, hex = "0303", parent = "USA" },
    { key = "Cav/USA", name = "Cavalry", side = "blue", type = "cavalry", strength = 2, hex = "0303", parent = "USA" },
    { key = "Art/USA", name = "Artillery", side = "blue", type = "artillery", strength = 3, hex = "0303", parent = "USA" },
    { key = "2/USA", name = "2nd Brigade", side = "blue", type = "infantry", strength = 2, max_strength = 4, hex = "0304", parent = "USA", facing = "NE" },
    { key = "Gen/USA", name = "General Thomas", side = "blue", type = "infantry", strength = 1, hex = "0204", parent = "USA", leader = { radius = 3, ratings = { initiative = 2 } } },
    { key = "1/CSA", name = "1st Brigade", side = "gray", type = "infantry", strength = 3, hex = "0603", parent = "CSA", facing = "SW", status = { "disorganized", "routed" } },
    { key = "2/CSA", name = "2nd Brigade", side = "gray", type = "infantry", strength = 4, hex = "0504", parent = "CSA" },
  },
  setup = function()
    sandtable.markers.add("entrenchment", "0504", { side = "gray" })
    sandtable.markers.add("destroyed_bridge", "0603", { hexside = "NW" })
  end,
}
LUA
shot counters 6 SANDTABLE_HOME="$BIG" SANDTABLE_ZOOM=95 SANDTABLE_SELECT=2/USA -- gui --ruleset tutorial --scenario showcase

measure() { # label, env…
  local label="$1"; shift
  local line
  line=$(xvfb-run -a -s "$SCREEN" env "$@" SANDTABLE_FRAME_STATS=200 SANDTABLE_AUTOPAN=6 \
    timeout 30 "$BIN" gui --ruleset "${RULESET:-tutorial}" --scenario "$SCENARIO" --seed 7 2>&1 \
    | grep "frame stats" | tail -1 || true)
  echo "  $label: ${line:-no frame stats (did the window open?)}"
}
echo "frame time while panning (Xvfb, Mesa software GL, glow):"
SCENARIO=crossing measure "tutorial map (120 hexes), fitted"
SCENARIO=big measure "100x100 map (10 000 hexes), all in view" SANDTABLE_HOME="$BIG"
SCENARIO=big measure "100x100 map, normal zoom (34 pt hexes)" SANDTABLE_HOME="$BIG" SANDTABLE_ZOOM=34
SCENARIO=big measure "100x100 map, zoomed in (60 pt hexes)" SANDTABLE_HOME="$BIG" SANDTABLE_ZOOM=60
# The real This Terrible Sound map (10,695 hexes, thousands of hexside features): fitted (the
# overview picture) and at two middle zooms (docs/host.md, Frame time).
RULESET=this-terrible-sound SCENARIO=jays-mill measure "TTS map, fitted"
RULESET=this-terrible-sound SCENARIO=jays-mill measure "TTS map, 12 pt hexes" SANDTABLE_ZOOM=12
RULESET=this-terrible-sound SCENARIO=jays-mill measure "TTS map, 34 pt hexes" SANDTABLE_ZOOM=34
# The same map with a whole army on it: 6.8 Sunday, 578 counters (docs/performance.md).
RULESET=this-terrible-sound SCENARIO=sunday measure "TTS Sunday, fitted"
RULESET=this-terrible-sound SCENARIO=sunday measure "TTS Sunday, 12 pt hexes" SANDTABLE_ZOOM=12
RULESET=this-terrible-sound SCENARIO=sunday measure "TTS Sunday, 34 pt hexes" SANDTABLE_ZOOM=34
rm -rf "$BIG"
