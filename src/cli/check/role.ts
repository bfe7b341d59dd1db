/**
 * The roles this bundle plays for `tutor check` besides the CLI (protocol.ts):
 * the sandbox host (a child process started with HOST_ARGUMENT and an IPC
 * channel) and a runner (a worker thread started by the host with
 * RUNNER_ROLE). main.ts asks first; in either role nothing else runs.
 */
import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import { runHost } from './host.ts';
import { pythonRunner } from './py-runner.ts';
import { jsRunner } from './js-runner.ts';
import { HOST_ARGUMENT, RUNNER_ROLE, type RunnerData } from './protocol.ts';

export function checkRole(): boolean {
  if (!isMainThread) {
    const data = workerData as Partial<RunnerData> | null;
    const port = parentPort;
    if (data?.role !== RUNNER_ROLE || port === null) return false;
    // A runner that cannot start (Pyodide missing, …) rejects: the host reads it as the worker's error.
    if (data.lang === 'python') void pythonRunner(data as RunnerData, port);
    else jsRunner(port);
    return true;
  }
  if (process.argv[2] !== HOST_ARGUMENT || process.send === undefined) return false;
  runHost();
  return true;
}
