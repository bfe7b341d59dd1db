#!/usr/bin/env bash
# Start a real screen reader session: Xvfb, a D-Bus session, the AT-SPI bus, Orca (the GNOME screen
# reader) speaking through speech-dispatcher + espeak-ng into a null sound device, and Chromium (not
# headless) on URL. Everything Orca says is logged (lines "SPEECH OUTPUT" in $ORCA_DIR/logs/orca.log);
# orca-keys.sh presses real keys and prints what was said; tests/screen-reader/orca.test.ts does the same
# from Vitest (SCREEN_READER=1). Stop with orca-stop.sh.
#
# Usage: orca-start.sh URL
#   ORCA_DIR       the session's folder (default: orca-session in the temporary folder)
#   ORCA_DISPLAY   the virtual display (default :99)
#   ORCA_CDP_PORT  Chromium's remote debugging port on 127.0.0.1 (default 9222): Playwright's
#                  connectOverCDP can look at the page while Orca listens
#   CHROMIUM_PATH  the browser (default /usr/bin/chromium)
#   ORCA_SPEAK_POSITION  1 (default): Orca speaks an item's position ("2 of 3"); 0: Orca's default, silent
# Debian 12, as root: the first start installs what is missing with apt-get (about a minute).
# Each step waits for what it started to answer (bounded), rather than for a fixed time.
set -euo pipefail
URL=${1:?usage: orca-start.sh URL}
D=${ORCA_DIR:-${TMPDIR:-/tmp}/orca-session}
SCREEN=${ORCA_DISPLAY:-:99}
PORT=${ORCA_CDP_PORT:-9222}
CHROMIUM=${CHROMIUM_PATH:-/usr/bin/chromium}

need="xvfb orca at-spi2-core dbus-x11 speech-dispatcher espeak-ng speech-dispatcher-espeak-ng xdotool gsettings-desktop-schemas libglib2.0-bin python3-pyatspi x11-utils curl"
[ -x "$CHROMIUM" ] || need="$need chromium"
missing=$(for p in $need; do dpkg -s "$p" >/dev/null 2>&1 || echo "$p"; done)
if [ -n "$missing" ]; then
  echo "Installing $(echo $missing) …" >&2
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $missing >/dev/null
fi
if [ -f "$D/orca.pid" ] && kill -0 "$(cat "$D/orca.pid")" 2>/dev/null; then
  echo "A session is already running in $D: stop it with orca-stop.sh first." >&2
  exit 1
fi
# Someone else's display or browser would answer the waits below in place of ours.
if [ -e "/tmp/.X${SCREEN#:}-lock" ]; then
  echo "The display $SCREEN is in use (/tmp/.X${SCREEN#:}-lock): set ORCA_DISPLAY to another." >&2
  exit 1
fi
if curl -sf "http://127.0.0.1:$PORT/json/version" >/dev/null 2>&1; then
  echo "Port $PORT already answers: set ORCA_CDP_PORT to another." >&2
  exit 1
fi

# Polls `cmd` every 0.25 s until it succeeds, for at most `seconds`; fails saying what it waited for.
wait_for() {
  local what=$1 seconds=$2
  shift 2
  local tries=$((seconds * 4))
  for _ in $(seq 1 "$tries"); do
    if "$@" >/dev/null 2>&1; then return 0; fi
    sleep 0.25
  done
  echo "orca-start.sh: $what did not answer within $seconds s (logs in $D/logs)" >&2
  return 1
}

rm -rf "$D/logs" "$D/chrome"
mkdir -p "$D/home" "$D/run" "$D/logs" "$D/chrome"
chmod 700 "$D/run"
cat >"$D/env.sh" <<EOS
export HOME=$D/home XDG_CONFIG_HOME=$D/home/.config XDG_DATA_HOME=$D/home/.local/share
export XDG_CACHE_HOME=$D/home/.cache XDG_RUNTIME_DIR=$D/run DISPLAY=$SCREEN
export GTK_MODULES=gail:atk-bridge ACCESSIBILITY_ENABLED=1 GNOME_ACCESSIBILITY=1 NO_AT_BRIDGE=0
if [ -f $D/dbus.env ]; then . $D/dbus.env; fi
EOS
. "$D/env.sh"

Xvfb "$DISPLAY" -screen 0 1280x900x24 -nolisten tcp >"$D/logs/xvfb.log" 2>&1 &
echo $! >"$D/xvfb.pid"
wait_for "Xvfb on $DISPLAY" 20 xdpyinfo -display "$DISPLAY"

eval "$(dbus-launch --sh-syntax)"
printf "export DBUS_SESSION_BUS_ADDRESS='%s'\nexport DBUS_SESSION_BUS_PID=%s\n" "$DBUS_SESSION_BUS_ADDRESS" "$DBUS_SESSION_BUS_PID" >"$D/dbus.env"
gsettings set org.gnome.desktop.a11y.applications screen-reader-enabled true
gsettings set org.gnome.desktop.interface toolkit-accessibility true
/usr/libexec/at-spi-bus-launcher --launch-immediately >"$D/logs/atspi.log" 2>&1 &
echo $! >"$D/atspi.pid"
wait_for "the AT-SPI bus" 20 dbus-send --session --print-reply --dest=org.a11y.Bus /org/a11y/bus org.a11y.Bus.GetAddress
dbus-send --session --print-reply --dest=org.a11y.Bus /org/a11y/bus org.freedesktop.DBus.Properties.Set \
  string:org.a11y.Status string:IsEnabled variant:boolean:true >/dev/null

# No sound card: ALSA's default is a null sink; speech-dispatcher speaks with espeak-ng into it.
printf 'pcm.!default { type null }\nctl.!default { type hw card 0 }\n' >"$HOME/.asoundrc"
mkdir -p "$XDG_CONFIG_HOME/speech-dispatcher"
cp /etc/speech-dispatcher/speechd.conf "$XDG_CONFIG_HOME/speech-dispatcher/"
cp -r /etc/speech-dispatcher/modules "$XDG_CONFIG_HOME/speech-dispatcher/"
sed -i 's/^# AudioOutputMethod "pulse"/AudioOutputMethod "alsa"/; s/^#DefaultModule espeak-ng/DefaultModule espeak-ng/' \
  "$XDG_CONFIG_HOME/speech-dispatcher/speechd.conf"
# Orca's --debug-file is block-buffered: reopen it line-buffered, or speech shows up late and looks like a hang.
mkdir -p "$XDG_DATA_HOME/orca"
cat >"$XDG_DATA_HOME/orca/orca-customizations.py" <<'EOP'
from orca import debug as _d
if _d.debugFile and not getattr(_d, '_line_buffered', False):
    _n = _d.debugFile.name; _d.debugFile.flush(); _d.debugFile = open(_n, 'a', buffering=1); _d._line_buffered = True
EOP
# Orca's preference "Speak object position" ("2 of 3" in a list or tree), off by default in Orca 43:
# on here (ORCA_SPEAK_POSITION=0 leaves Orca's default), as many screen reader users set it.
if [ "${ORCA_SPEAK_POSITION:-1}" = 1 ]; then
  printf 'from orca import settings as _s\n_s.enablePositionSpeaking = True\n' >>"$XDG_DATA_HOME/orca/orca-customizations.py"
fi
orca --debug-file "$D/logs/orca.log" >"$D/logs/orca.stdout" 2>&1 &
echo $! >"$D/orca.pid"
# Orca is ready when it has loaded the customizations above (the log is line-buffered from then on).
wait_for "Orca" 60 grep -aq "orca-customizations" "$D/logs/orca.log"

"$CHROMIUM" --user-data-dir="$D/chrome" --force-renderer-accessibility --no-sandbox \
  --remote-debugging-port="$PORT" --remote-debugging-address=127.0.0.1 \
  --disable-background-networking --disable-component-update --disable-sync --no-first-run \
  --no-default-browser-check --test-type --disable-gpu --window-position=0,0 --window-size=1280,900 \
  --password-store=basic "$URL" >"$D/logs/chromium.log" 2>&1 &
echo $! >"$D/chromium.pid"
wait_for "Chromium's debugging port $PORT" 60 curl -sf "http://127.0.0.1:$PORT/json/version"
echo "Orca is listening. Press keys with: $(dirname "$0")/orca-keys.sh Tab Tab Return …  (log: $D/logs/orca.log)"
