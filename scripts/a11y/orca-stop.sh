#!/usr/bin/env bash
# Stop what orca-start.sh started, by the process ids it wrote (Chromium, Orca, the AT-SPI bus, Xvfb,
# the D-Bus session) and by the id speech-dispatcher wrote for this session: nothing else.
D=${ORCA_DIR:-${TMPDIR:-/tmp}/orca-session}
stop() {
  local pid=$1
  kill "$pid" 2>/dev/null || return 0
  for _ in $(seq 1 20); do
    kill -0 "$pid" 2>/dev/null || return 0
    sleep 0.1
  done
  kill -9 "$pid" 2>/dev/null
  return 0
}
for p in chromium orca atspi xvfb; do
  if [ -f "$D/$p.pid" ]; then stop "$(cat "$D/$p.pid")"; fi
  rm -f "$D/$p.pid"
done
# speech-dispatcher was started by Orca for this session, under its XDG_RUNTIME_DIR.
SPEECHD=$D/run/speech-dispatcher/pid/speech-dispatcher.pid
if [ -f "$SPEECHD" ]; then stop "$(cat "$SPEECHD")"; fi
if [ -f "$D/dbus.env" ]; then
  . "$D/dbus.env"
  stop "$DBUS_SESSION_BUS_PID"
fi
rm -f "$D/dbus.env"
true
