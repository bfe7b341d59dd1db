/* global setInterval -- Node's */
// `npm run dev`: Vite's development server, which stops with whatever started it. Run through npm, the
// server is the child of a shell that npm started; when npm is stopped (Ctrl-C, or a script's kill),
// that shell goes, and a server left running would keep port 5173 for nobody. So the server watches its
// parent and closes when it is gone (the process is then handed to another parent), as it closes on
// Ctrl-C, SIGTERM, or a closed terminal (SIGHUP). Options after `--` go to Vite (`npm run dev -- --host`).
import { createServer } from 'vite';

const args = process.argv.slice(2);
const host = args.includes('--host') ? true : undefined;
const portAt = args.indexOf('--port');
const port = portAt >= 0 ? Number(args[portAt + 1]) : undefined;

const server = await createServer({ server: { host, port } });
await server.listen();
server.printUrls();
server.bindCLIShortcuts({ print: true });

let closing = false;
async function stop() {
  if (closing) return;
  closing = true;
  await server.close();
  process.exit(0);
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, stop);
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) void stop();
}, 500).unref();
