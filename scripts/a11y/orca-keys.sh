#!/usr/bin/env bash
# Press real keys (XTEST, as a keyboard does) in the session orca-start.sh opened, and print what
# Orca said after each. Usage: orca-keys.sh KEY… (xdotool names: Tab, Return, space, Right, Insert+a;
# type:TEXT types text). Orca starts in browse mode; Insert+a twice makes focus mode sticky.
# After a key it waits MINWAIT seconds (default 3: on a busy 2-core machine speech lags a key behind),
# then until the log has stopped growing for QUIET seconds (default 0.8), at most 16 s more.
set -uo pipefail
D=${ORCA_DIR:-${TMPDIR:-/tmp}/orca-session}
. "$D/env.sh"
LOG=$D/logs/orca.log
for key in "$@"; do
  start=$(stat -c %s "$LOG")
  if [[ "$key" == type:* ]]; then xdotool type --delay 30 "${key#type:}"; else xdotool key --delay 40 "$key"; fi
  sleep "${MINWAIT:-3}"
  last=-1
  for _ in $(seq 1 20); do
    cur=$(stat -c %s "$LOG")
    [ "$cur" = "$last" ] && break
    last=$cur
    sleep "${QUIET:-0.8}"
  done
  said=$(tail -c +$((start + 1)) "$LOG" | grep -a "SPEECH OUTPUT" | sed "s/^[0-9:.]* - SPEECH OUTPUT: //; s/{'established.*//; s/ *$//")
  echo "KEY $key"
  echo "${said:-(silence)}" | sed 's/^/    > /'
done
