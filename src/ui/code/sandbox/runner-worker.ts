/**
 * A sandbox worker (issue 37, `#/code`): a classic worker script the iframe
 * (frame.ts) starts from a blob URL, built apart by vite.config.ts's plugin
 * into one self-contained script. Its first message carries the MessagePort
 * to the page; everything else goes over that port (protocol.ts): `init`
 * (a language: Python loads Pyodide from the files handed in), then per run
 * `prepare`, one `tree` at a time, `finish`. The page times each tree and
 * terminates the worker past its limit. `fatal`, at any point: the runner
 * itself failed (Pyodide could not start, …); the page ends the worker.
 *
 * The port's `postMessage` is bound here, and the messages' `data` getter
 * kept, before any submission runs; the worker's own `postMessage` goes and,
 * for JavaScript, the built-ins are frozen (worker-doors.ts): a submission
 * cannot reach the page, nor change what the runner records or sends.
 */
import type { FromWorker, ToWorker } from './protocol.ts';
import { startJs, type JsRunner } from './worker-js.ts';
import { startPython, type PythonRunner } from './worker-python.ts';

/** The messages' `data`, read through the getter as the platform made it (a submission's own, on the prototype, never runs here). */
const dataGetter = Object.getOwnPropertyDescriptor(MessageEvent.prototype, 'data')!.get!;
const apply = Reflect.apply;
const dataOf = <T>(e: MessageEvent<T>): T => apply(dataGetter, e, []) as T;

const describeFailure = (e: unknown): string => (e instanceof Error ? `${e.name}: ${e.message}` : String(e)).slice(0, 2000);

function serve(port: MessagePort): void {
  const send = port.postMessage.bind(port) as (m: FromWorker) => void;
  let python: PythonRunner | null = null;
  let js: JsRunner | null = null;
  const onCalls = () => send({ type: 'calls' });

  const handle = async (m: ToWorker): Promise<void> => {
    switch (m.type) {
      case 'init':
        if (m.lang === 'python') python = await startPython(m.files, m.memoryMb, onCalls);
        else js = startJs(onCalls);
        send({ type: 'ready' });
        return;
      case 'prepare': {
        const error = python !== null ? python.prepare(m.job) : js !== null ? await js.prepare(m.job) : { kind: 'exception' as const, message: 'no language' };
        send({ type: 'prepared', error });
        return;
      }
      case 'tree': {
        if (python !== null) send({ type: 'outcome', ...python.runTree(m.tree) });
        else if (js !== null) send({ type: 'outcome', outcome: js.runTree(m.tree), fatal: false });
        return;
      }
      case 'finish':
        // A JavaScript worker serves one run: the page never reuses it.
        send({ type: 'finished', tainted: python === null || python.finish() });
        return;
    }
  };

  // One message at a time, in order (the page sends the next only after the answer).
  let queue = Promise.resolve();
  port.onmessage = (e: MessageEvent<ToWorker>) => {
    const m = dataOf(e);
    queue = queue.then(() => handle(m).catch((err: unknown) => send({ type: 'fatal', message: describeFailure(err) })));
  };
}

const first = (e: MessageEvent): void => {
  const port = e.ports[0];
  if (port === undefined) return;
  removeEventListener('message', first);
  serve(port);
};
addEventListener('message', first);
