// `npm run bench`: the 2048 engine timed beside the compiled reference in the
// same run, then the rest of `tutor bench` (searchers, tracer, games).
//
// The reference (scripts/reference/run.sh: g++ -O3, 64-bit boards, row
// tables; docs/bench.md) is in this repository, or at $REFERENCE_BENCH. When
// g++ is there, the reference and `tutor bench 2048 --json` run in turn,
// ROUNDS times each, and the best figure of each side is compared: the host's
// noise comes in bursts, and alternating gives both sides the same chances.
// Issue 11's goals: expectimax and alpha-beta at most 1.0x the reference's
// time, raw moves at least 0.4x its rate.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const tutor = resolve(root, 'build/cli/tutor.mjs');
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

execFileSync(process.execPath, [resolve(root, 'scripts/build-cli.mjs')], { cwd: root, stdio: 'inherit' });

const reference = process.env.REFERENCE_BENCH ?? resolve(root, 'scripts/reference/run.sh');
const hasGpp = spawnSync('g++', ['--version']).status === 0;

function ours() {
  const r = JSON.parse(execFileSync(process.execPath, [tutor, 'bench', '2048', '--json'], { encoding: 'utf8' }));
  return { moves: r.rawMovesPerSecond, ex: r.b3.expectimax7, ab: r.b3.alphabeta7 };
}

function theirs() {
  const text = execFileSync('bash', [reference], { encoding: 'utf8' });
  const moves = /raw_moves_per_s (\d+)/.exec(text);
  const ex = /b3_expectimax7_h1 nodes (\d+) ms ([\d.]+) value ([\d.-]+)/.exec(text);
  const ab = /b3_alphabeta7_article nodes (\d+) ms ([\d.]+) value ([\d.-]+)/.exec(text);
  if (!moves || !ex || !ab) throw new Error(`unexpected output from ${reference}:\n${text}`);
  const search = (m) => ({ nodes: Number(m[1]), ms: Number(m[2]), value: Number(m[3]) });
  return { moves: Number(moves[1]), ex: search(ex), ab: search(ab) };
}

function bestOf(runs) {
  return {
    moves: Math.max(...runs.map((r) => r.moves)),
    ex: runs.map((r) => r.ex).reduce((a, r) => (r.ms < a.ms ? r : a)),
    ab: runs.map((r) => r.ab).reduce((a, r) => (r.ms < a.ms ? r : a)),
  };
}

const M = (n) => `${(n / 1e6).toFixed(1)} M/s`;

if (existsSync(reference) && hasGpp) {
  console.log(`2048 beside the compiled reference (${reference}), ${ROUNDS} rounds each, in turn; best of each side:`);
  const a = [];
  const b = [];
  for (let i = 0; i < ROUNDS; i++) {
    b.push(theirs());
    a.push(ours());
  }
  const o = bestOf(a);
  const t = bestOf(b);
  const same = (x, y) => x.nodes === y.nodes && Math.abs(x.value - y.value) < 5e-7;
  const rows = [
    ['raw moves', M(t.moves), M(o.moves), o.moves / t.moves, '≥ 0.4× its rate', o.moves / t.moves >= 0.4, ''],
    [
      'B3 expectimax 7 plies, H1 (text)',
      `${t.ex.ms.toFixed(3)} ms`,
      `${o.ex.ms.toFixed(3)} ms`,
      o.ex.ms / t.ex.ms,
      '≤ 1.0× its time',
      o.ex.ms <= t.ex.ms,
      same(o.ex, t.ex) ? `${o.ex.nodes} nodes, value ${o.ex.value.toFixed(6)}: same` : 'NODES OR VALUE DIFFER',
    ],
    [
      'B3 alpha-beta 7 plies, article',
      `${t.ab.ms.toFixed(4)} ms`,
      `${o.ab.ms.toFixed(4)} ms`,
      o.ab.ms / t.ab.ms,
      '≤ 1.0× its time',
      o.ab.ms <= t.ab.ms,
      same(o.ab, t.ab) ? `${o.ab.nodes} nodes, value ${o.ab.value.toFixed(6)}: same` : 'NODES OR VALUE DIFFER',
    ],
  ];
  console.log('');
  console.log('| 2048 | reference | ours | ratio | goal | met | check |');
  console.log('|---|---:|---:|---:|---|---|---|');
  for (const [what, ref, us, ratio, goal, met, check] of rows)
    console.log(`| ${what} | ${ref} | ${us} | ${ratio.toFixed(2)}× | ${goal} | ${met ? 'yes' : 'NO'} | ${check} |`);
  console.log('');
  console.log(`Each round: ours ${a.map((r) => `${M(r.moves)} ${r.ex.ms.toFixed(1)}/${r.ab.ms.toFixed(3)} ms`).join('; ')}`);
  console.log(`            reference ${b.map((r) => `${M(r.moves)} ${r.ex.ms.toFixed(1)}/${r.ab.ms.toFixed(3)} ms`).join('; ')}`);
} else {
  console.log(
    `(The compiled reference is not run: ${existsSync(reference) ? 'no g++ on this machine' : `${reference} not found; set REFERENCE_BENCH to its run.sh`}.)`,
  );
}
console.log('');
const rest = spawnSync(process.execPath, [tutor, 'bench', ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(rest.status ?? 1);
