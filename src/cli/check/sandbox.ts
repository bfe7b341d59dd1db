/**
 * Starts `tutor check`'s sandbox host (host.ts) and talks to it (protocol.ts).
 *
 * The host is this bundle again, in a child process of Node started so that
 * a submission that found its way out of its interpreter into JavaScript
 * still cannot do much:
 * - Node's permission model: no file writes anywhere, reads only of this
 *   bundle and of Pyodide's files, no child processes, no native addons
 *   (worker threads allowed: the runners are threads);
 * - code generation from strings disallowed in every realm of the process
 *   (`Function('return process')()` and `eval` throw EvalError);
 * - an empty environment (no variables, no secrets).
 * Node 20 has no permission for the network: the runners remove the globals
 * and shut Pyodide's doors that reach it (harden.ts, py-runner.ts).
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FileJob, FromHost, HostStats, RunSetup, ToHost, TreeOutcome } from './protocol.ts';
import { HOST_ARGUMENT } from './protocol.ts';

/** Where Pyodide's files are: the `pyodide` package next to this bundle. */
export function pyodideDir(): string {
  return dirname(createRequire(import.meta.url).resolve('pyodide/package.json'));
}

export interface Sandbox {
  /** Runs one file; `onTree` gets each tree's outcome in order; resolves when the file is done. */
  run(job: FileJob, onTree: (index: number, outcome: TreeOutcome) => void): Promise<void>;
  /** No more files: resolves with the host's figures once it has stopped. */
  end(): Promise<HostStats | null>;
}

export function startSandbox(setup: RunSetup): Sandbox {
  const bundle = fileURLToPath(import.meta.url);
  const permission = process.allowedNodeEnvironmentFlags.has('--permission') ? '--permission' : '--experimental-permission';
  const flags = [
    permission,
    '--allow-worker',
    `--allow-fs-read=${bundle}`,
    ...(setup.pyodideDir === '' ? [] : [`--allow-fs-read=${setup.pyodideDir}`]),
    '--disallow-code-generation-from-strings',
    '--no-warnings',
  ];
  const child = spawn(process.execPath, [...flags, bundle, HOST_ARGUMENT], {
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    serialization: 'advanced',
    env: {},
  });
  let stderr = '';
  child.stderr?.setEncoding('utf8');
  child.stderr?.on('data', (s: string) => void (stderr = (stderr + s).slice(-4000)));
  const files = new Map<number, { onTree: (index: number, outcome: TreeOutcome) => void; done: () => void; fail: (e: Error) => void }>();
  let stats: HostStats | null = null;
  let failure: Error | null = null;
  const fail = (e: Error) => {
    failure ??= e;
    for (const f of files.values()) f.fail(failure);
    files.clear();
  };
  child.on('message', (m: FromHost) => {
    if (m.type === 'tree') files.get(m.id)?.onTree(m.index, m.outcome);
    else if (m.type === 'done') {
      files.get(m.id)?.done();
      files.delete(m.id);
    } else if (m.type === 'stats') stats = m.stats;
    else fail(new Error(m.message));
  });
  const exited = new Promise<void>((resolve) => {
    child.on('exit', (code, signal) => {
      if (files.size > 0 || (code !== 0 && code !== null && failure === null))
        fail(
          new Error(
            `the sandbox stopped (${signal ?? `exit code ${code}`})${stderr.trim() === '' ? '' : `: ${stderr.trim().split('\n').slice(-3).join(' ')}`}`,
          ),
        );
      resolve();
    });
    child.on('error', (e) => {
      fail(e);
      resolve();
    });
  });
  const send = (m: ToHost) => child.send(m);
  send({ type: 'setup', setup });
  return {
    run(job, onTree) {
      if (failure !== null) return Promise.reject(failure);
      return new Promise<void>((done, reject) => {
        files.set(job.id, { onTree, done, fail: reject });
        send({ type: 'job', job });
      });
    },
    async end() {
      if (child.connected) send({ type: 'end' });
      await exited;
      if (failure !== null) throw failure;
      return stats;
    },
  };
}
