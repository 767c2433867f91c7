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
    import -window root "'"$OUT/$name"'.png"
    kill $P
    wait $P 2>/dev/null || true
  ' _ "${envs[@]}" "$BIN" "$@"
  echo "wrote $OUT/$name.png"
}

# The tutorial game, 1/USA selected: its legal destinations are shaded.
shot tutorial 6 SANDTABLE_SELECT=1/USA -- gui --ruleset tutorial --scenario crossing --seed 7
# The start screen.
shot start 5 -- gui --ruleset tutorial

# Frame time while panning the tutorial map (300 frames per report).
echo "frame time while panning (Xvfb, software GL):"
xvfb-run -a -s "$SCREEN" bash -c '
  SANDTABLE_FRAME_STATS=300 SANDTABLE_AUTOPAN=3 timeout 25 "$0" gui --ruleset tutorial --scenario crossing --seed 7 2>&1 | grep "frame stats" || true
' "$BIN"
