/**
 * examples/slurm/grid.sbatch on a real Slurm (issue 39, point 6; docs/scale.md). Optional: only with
 * SLURM=1, as root. It installs Debian's `slurm-wlm` and `munge` if they are missing (apt-get, about
 * 40 s), starts a one-node Slurm on this machine — munged, slurmctld and slurmd in the foreground, as
 * this test's children, with a private key, socket, ports and state folder, no cgroups
 * (proctrack/linuxproc, task/none) and no accounting — submits the script for the thesis's depth-1
 * grid as 8 shards, polls squeue until every task has ended, merges the shards and compares them
 * with the same grid played in one process (the same games, the same summary); then it stops the
 * daemons. Without SLURM=1 it is skipped, saying so.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ROOT } from '../shared/docs-pages.ts';
import { DEPTH1_GAMES, DEPTH1_GRID, gamesOf, merged, oneMachine, shardFiles, withThisTutor, workFolder } from '../shared/grid-shards.ts';

const SLURM = process.env.SLURM === '1';
const why = SLURM ? '' : ' (skipped: set SLURM=1 to start a one-node Slurm here, as root)';
/** Limits for a hang, not a measure of speed. */
const INSTALL_LIMIT = 900_000;
const JOB_LIMIT = 900_000;
const TASKS = 8;
/** A task's states once it has ended (squeue -t all shows them for MinJobAge, 300 s). */
const ENDED = /^(COMPLETED|FAILED|CANCELLED|TIMEOUT|NODE_FAIL|OUT_OF_MEMORY|BOOT_FAIL|DEADLINE|PREEMPTED)$/;

const started: ChildProcess[] = [];
let dir = '';
let env: NodeJS.ProcessEnv = {};

function run(cmd: string, args: string[], timeout = 120_000): { status: number | null; stdout: string; stderr: string } {
  return spawnSync(cmd, args, { cwd: dir || undefined, env, encoding: 'utf8', timeout });
}

/** Polls `check` every 200 ms until it returns a value, or fails after `limit` ms with `what` and the last answer. */
async function until<T>(what: string, limit: number, check: () => T | undefined, last: () => string): Promise<T> {
  const end = Date.now() + limit;
  for (;;) {
    const value = check();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error(`${what}: still not so after ${limit / 1000} s; last: ${last()}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** A TCP port free on 127.0.0.1 now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address !== null ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

function daemon(cmd: string, args: string[]): void {
  const child = spawn(cmd, args, { cwd: dir, env, stdio: 'ignore' });
  child.on('error', (e) => {
    throw new Error(`${cmd}: ${e.message}`);
  });
  started.push(child);
}

function logs(...names: string[]): string {
  return names.map((n) => `== ${n}\n${spawnSync('tail', ['-n', '20', join(dir, n)], { encoding: 'utf8' }).stdout}`).join('\n');
}

describe.skipIf(!SLURM)(`a Slurm job array of the thesis's grid${why}`, () => {
  const times: Record<string, number> = {};

  beforeAll(async () => {
    let t = Date.now();
    const missing = ['munged', 'slurmctld', 'slurmd', 'sbatch', 'squeue', 'scontrol', 'sinfo'].filter(
      (c) => spawnSync('bash', ['-c', `command -v ${c}`]).status !== 0,
    );
    if (missing.length > 0) {
      const apt = spawnSync(
        'bash',
        ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends slurm-wlm munge >/dev/null'],
        { encoding: 'utf8', timeout: INSTALL_LIMIT },
      );
      if (apt.status !== 0) throw new Error(`could not install slurm-wlm and munge (missing: ${missing.join(', ')}):\n${apt.stderr}`);
    }
    times.install = Date.now() - t;
    t = Date.now();

    dir = workFolder('tutor-slurm-');
    const s = join(dir, 'slurm');
    mkdirSync(join(s, 'state'), { recursive: true, mode: 0o700 });
    mkdirSync(join(s, 'spool'), { mode: 0o700 });
    writeFileSync(join(s, 'munge.key'), randomBytes(128), { mode: 0o600 });
    const conf = join(s, 'slurm.conf');
    const [ctldPort, dPort] = [await freePort(), await freePort()];
    writeFileSync(
      conf,
      [
        'ClusterName=tutor',
        'SlurmctldHost=localhost(127.0.0.1)',
        `SlurmctldPort=${ctldPort}`,
        `SlurmdPort=${dPort}`,
        'SlurmUser=root',
        'SlurmdUser=root',
        'AuthType=auth/munge',
        `AuthInfo=socket=${s}/munge.socket`,
        'CredType=cred/munge',
        `StateSaveLocation=${s}/state`,
        `SlurmdSpoolDir=${s}/spool`,
        `SlurmctldPidFile=${s}/slurmctld.pid`,
        `SlurmdPidFile=${s}/slurmd.pid`,
        `SlurmctldLogFile=${s}/slurmctld.log`,
        `SlurmdLogFile=${s}/slurmd.log`,
        'MailProg=/bin/true',
        'ProctrackType=proctrack/linuxproc',
        'TaskPlugin=task/none',
        'JobAcctGatherType=jobacct_gather/none',
        'AccountingStorageType=accounting_storage/none',
        'SelectType=select/cons_tres',
        'SelectTypeParameters=CR_CPU',
        'MpiDefault=none',
        'ReturnToService=2',
        `NodeName=localhost NodeAddr=127.0.0.1 CPUs=${cpus().length} State=UNKNOWN`,
        'PartitionName=tutor Nodes=localhost Default=YES MaxTime=INFINITE State=UP',
        '',
      ].join('\n'),
    );
    // The jobs get this environment (sbatch exports it): SHARDS, if set, would change the shards (SHARDS=9 makes the test fail: a shard missing).
    env = { ...process.env, SLURM_CONF: conf };
    delete env.SHARDS;

    const socket = join(s, 'munge.socket');
    daemon('munged', [
      '-F',
      '-f',
      '-S',
      socket,
      `--key-file=${s}/munge.key`,
      `--log-file=${s}/munged.log`,
      `--pid-file=${s}/munged.pid`,
      `--seed-file=${s}/munged.seed`,
    ]);
    await until(
      'munged answers',
      60_000,
      () => (run('bash', ['-c', `munge -n -S ${socket} | unmunge -S ${socket}`]).status === 0 ? true : undefined),
      () => logs('slurm/munged.log'),
    );
    daemon('slurmctld', ['-D', '-f', conf]);
    daemon('slurmd', ['-D', '-f', conf, '-N', 'localhost']);
    await until(
      'the node is idle',
      120_000,
      () => (/^idle/.test(run('sinfo', ['-h', '-o', '%T']).stdout.trim()) ? true : undefined),
      () => `${run('sinfo', []).stdout}\n${logs('slurm/slurmctld.log', 'slurm/slurmd.log')}`,
    );
    times.start = Date.now() - t;
  }, INSTALL_LIMIT + 300_000);

  afterAll(async () => {
    if (dir !== '') run('scontrol', ['shutdown']);
    // Each daemon this test started, by its pid, last started first: slurmd and slurmctld if the shutdown did not stop them, then munged.
    const gone = (child: ChildProcess): boolean => child.exitCode !== null || child.signalCode !== null;
    for (const child of [...started].reverse()) {
      const ended = new Promise((resolve) => child.once('exit', resolve));
      if (gone(child)) continue;
      if (child.spawnargs[0] !== 'munged') await Promise.race([ended, new Promise((resolve) => setTimeout(resolve, 20_000))]);
      if (!gone(child)) child.kill('SIGTERM');
      if (!gone(child)) await ended;
    }
    if (dir !== '') rmSync(dir, { recursive: true, force: true });
  }, 120_000);

  test(
    `grid.sbatch's shards, merged, are the games and the summary of one machine${why}`,
    async () => {
      let t = Date.now();
      const script = readFileSync(join(ROOT, 'examples/slurm/grid.sbatch'), 'utf8');
      expect(script.match(/^npx tutor experiment /gm), 'one `npx tutor experiment` line').toHaveLength(1);
      expect(script).toContain(`#SBATCH --array=1-${TASKS}\n`);
      writeFileSync(join(dir, 'grid.sbatch'), withThisTutor(script));

      // As docs/scale.md submits it: `sbatch --wait` returns when every task has ended, with the highest exit status of the tasks.
      const sbatch = spawn('sbatch', ['--wait', '--parsable', 'grid.sbatch', ...DEPTH1_GRID], { cwd: dir, env });
      let said = '';
      sbatch.stdout.on('data', (b: Buffer) => (said += b.toString()));
      sbatch.stderr.on('data', (b: Buffer) => (said += b.toString()));
      const exited = new Promise<number | null>((resolve) => sbatch.on('close', resolve));
      const job = await until(
        'sbatch prints the job id',
        60_000,
        () => /^(\d+)/.exec(said)?.[1],
        () => said,
      );
      let states = '';
      const ended = await until(
        `job ${job}'s ${TASKS} tasks end`,
        JOB_LIMIT,
        () => {
          states = run('squeue', ['-h', '-j', job, '-t', 'all', '-o', '%i %T']).stdout.trim();
          const tasks = states.split('\n').map((l) => l.split(' '));
          return tasks.length === TASKS && tasks.every(([id, state]) => !id!.includes('[') && ENDED.test(state ?? '')) ? tasks : undefined;
        },
        () => states,
      );
      times.job = Date.now() - t;
      const taskLogs = readdirSync(join(dir, 'out'))
        .filter((f) => f.startsWith('slurm-'))
        .map((f) => `== ${f}\n${readFileSync(join(dir, 'out', f), 'utf8').slice(-600)}`)
        .join('\n');
      expect(
        ended.map(([, state]) => state),
        `${states}\n${taskLogs}`,
      ).toEqual(Array<string>(TASKS).fill('COMPLETED'));
      expect(await exited, `sbatch --wait: ${said}`).toBe(0);

      t = Date.now();
      const shards = shardFiles(dir);
      expect(shards).toEqual(Array.from({ length: TASKS }, (_, i) => `out/shard-${i + 1}.jsonl`));
      const merge = merged(dir, shards);
      times.merge = Date.now() - t;
      t = Date.now();
      const one = oneMachine(dir, DEPTH1_GRID);
      times.oneMachine = Date.now() - t;
      expect(one.games).toHaveLength(DEPTH1_GAMES);
      expect(gamesOf(dir, shards)).toEqual(one.games);
      expect(merge).toEqual(one.summary);
      // A shard missing is seen.
      const less = shards.slice(1);
      expect(gamesOf(dir, less)).not.toEqual(one.games);
      expect(merged(dir, less)).not.toEqual(one.summary);
      // eslint-disable-next-line no-console -- the figures of docs/scale.md, printed for the record
      console.log(
        `Slurm (${cpus().length} CPUs): install ${(times.install! / 1000).toFixed(1)} s, daemons up ${(times.start! / 1000).toFixed(1)} s, ` +
          `${TASKS} tasks of ${DEPTH1_GAMES / TASKS} games ended in ${(times.job! / 1000).toFixed(1)} s, merge ${(times.merge! / 1000).toFixed(1)} s; ` +
          `the same grid in one process ${(times.oneMachine! / 1000).toFixed(1)} s`,
      );
    },
    JOB_LIMIT + 300_000,
  );
});
