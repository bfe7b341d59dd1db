/**
 * Every `npx tutor` line the README and the docs show runs as written (issue 34): each is run
 * with bash, from a folder laid out as a fresh clone is (the repository's examples/, fixtures/,
 * docs/ and scripts/, and an empty out/), with `npx tutor` meaning this checkout's bundled CLI.
 * A line must exit 0 (or the status its comment names: "exits 1") and print something (or write its file), and write nothing but into out/
 * (git-ignored), so that a clone stays clean after a newcomer has run them all. The benchmarks
 * (`tutor bench …`, a minute or more each) are left to their own tests (cli-bench, cli-connect4).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, statSync, symlinkSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { DOC_PAGES, ROOT } from '../shared/docs-pages.ts';

const PAGES = DOC_PAGES;
/** What a command line may read: the folders of the repository it names. */
const READ = ['examples', 'fixtures', 'docs', 'scripts', 'bin', 'build', 'package.json', 'node_modules'];

/** The `npx tutor` lines inside a page's ```sh blocks (an `echo … |` before it included). */
export function commandLines(markdown: string): string[] {
  const lines: string[] = [];
  let inSh = false;
  for (const raw of markdown.split('\n')) {
    const line = raw.trim();
    if (line.startsWith('```')) {
      inSh = !inSh && /^```(sh|bash|shell)\s*$/.test(line);
      continue;
    }
    if (inSh && /^(echo .*\|\s*)?npx tutor\b/.test(line)) lines.push(line);
  }
  return lines;
}

const LONG = /\bnpx tutor bench\b/;

/** A folder laid out as a fresh clone, read-only links to what the commands read, and an empty out/. */
function cloneLike(): string {
  const dir = mkdtempSync(join(tmpdir(), 'tutor-docs-'));
  for (const name of READ) symlinkSync(join(ROOT, name), join(dir, name));
  mkdirSync(join(dir, 'out'));
  return dir;
}

const all = PAGES.flatMap((page) => commandLines(readFileSync(join(ROOT, page), 'utf8')).map((line) => ({ page, line })));

test('the README shows commands, and this test finds them', () => {
  expect(all.filter((c) => c.page === 'README.md').length).toBeGreaterThanOrEqual(10);
  expect(all.filter((c) => c.page === 'docs/guide.md').length).toBeGreaterThanOrEqual(25);
});

describe.each(PAGES.filter((page) => all.some((c) => c.page === page && !LONG.test(c.line))))('%s', (page) => {
  const dir = cloneLike();
  const before = readdirSync(dir).sort();
  test.each(all.filter((c) => c.page === page && !LONG.test(c.line)).map((c) => c.line))('%s', (line) => {
    // Whatever it writes goes to out/: a redirection or an --out names a file there.
    for (const target of [...line.matchAll(/(?:>|--out)\s+(\S+)/g)].map((m) => m[1]!)) expect(target, 'where it writes').toMatch(/^out\//);
    const script = line.replace(/\bnpx tutor\b/g, `"${process.execPath}" bin/tutor.mjs`);
    const r = spawnSync('bash', ['-o', 'pipefail', '-c', script], { cwd: dir, encoding: 'utf8', timeout: 120_000 });
    // A line whose comment says it exits otherwise ("exits 1": a check that finds a failing tree) must exit so; every other, 0.
    const exits = Number(/#.*\bexits (\d)\b/.exec(line)?.[1] ?? 0);
    expect(r.status, `${line}\n${r.stderr}`).toBe(exits);
    const written = [...line.matchAll(/>\s+(out\/\S+)/g)].map((m) => m[1]!);
    if (written.length === 0) expect(r.stdout.trim().length, 'what it prints').toBeGreaterThan(0);
    for (const file of written) expect(statSync(join(dir, file)).size, file).toBeGreaterThan(0);
    // Nothing new beside out/.
    expect(readdirSync(dir).sort()).toEqual(before);
  });
});

test('`npx tutor` itself, as the README writes it, runs this checkout’s command', () => {
  const r = spawnSync('npx', ['--no-install', 'tutor', '--version'], { cwd: ROOT, encoding: 'utf8', timeout: 60_000 });
  expect(r.status, r.stderr).toBe(0);
  expect(r.stdout.trim()).toBe((JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string }).version);
});
