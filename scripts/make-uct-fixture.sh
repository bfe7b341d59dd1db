#!/usr/bin/env bash
# Makes tests/fixtures/uct-reference.txt: the compiled UCT yardstick's own answers (mcts_ref.cpp, built with
# g++ -std=c++17 -O3 -march=native), which tests/unit/uct.test.ts checks src/games/connect4/uct.ts against.
# Usage: scripts/make-uct-fixture.sh [path/to/mcts_ref.cpp]   (default ../shared/bench/connect4/mcts_ref.cpp
# beside the repository). Needs g++; takes a few seconds.
#
# The program seeds its generator once per process, so each position runs in a process of its own: every search
# starts from seed 1, as uctConnect4 does. Positions: the empty board, the first 20 of middle-easy.txt, the first
# 10 of begin-easy-like.txt and of end-easy.txt (scripts/reference/connect4/), and the last two positions of a
# drawn game (one and two columns open); each at 10,000 iterations with C = sqrt 2 (the program's default, given
# as no argument), at 2,000 iterations with C = 0.7, and at 1,000 with C = 0 (UCB1 is then the mean alone: many
# exact ties, first on ties). A line: "iterations C position column visits1..visits7", the program's line without
# its microseconds, "-" for the empty position.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(dirname "$here")
src=${1:-$root/../shared/bench/connect4/mcts_ref.cpp}
sets=$root/scripts/reference/connect4
out=$root/tests/fixtures/uct-reference.txt
bin=$(mktemp -d)/mcts_ref
g++ -std=c++17 -O3 -march=native -o "$bin" "$src"

# A drawn game (42 moves, no four in a row): its positions after 41 and 40 moves.
draw=114474244517133114323332222565775575666667
positions=("" $(head -20 "$sets/middle-easy.txt" | cut -d' ' -f1) $(head -10 "$sets/begin-easy-like.txt" | cut -d' ' -f1)
  $(head -10 "$sets/end-easy.txt" | cut -d' ' -f1) "${draw:0:41}" "${draw:0:40}")

mkdir -p "$(dirname "$out")"
{
  echo "# The compiled UCT yardstick's answers: scripts/make-uct-fixture.sh ($(basename "$src"), $(g++ --version | head -1), $(ldd --version | head -1), $(uname -m))."
  echo "# iterations C position column visits1..visits7 (column 1-7; '-' a full column; position '-' the empty board)"
  for run in "10000 1.4142135623730951" "2000 0.7" "1000 0"; do
    read -r iterations c <<<"$run"
    args=("$iterations")
    [ "$c" = 1.4142135623730951 ] || args+=("$c")
    for p in "${positions[@]}"; do
      line=$(printf '%s\n' "$p" | "$bin" "${args[@]}")
      case "$line" in *invalid*) echo "mcts_ref refused '$p'" >&2; exit 1 ;; esac
      rest=${line#"$p "}
      echo "$iterations $c ${p:--} ${rest% *}"
    done
  done
} >"$out"
echo "wrote $out ($(grep -vc '^#' "$out") lines)"
