/**
 * The docs hold together (issue 34): the README stays a five-minute read with a section for each of
 * its readers and its pictures; every relative link in the README, CONTRIBUTING.md and docs/ names a
 * file that exists, and every #anchor a heading of that file (GitHub's slugs). Whether the commands
 * they show run is tests/integration/docs-commands.test.ts.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { expect, test } from 'vitest';
import { DOC_PAGES, ROOT } from '../shared/docs-pages.ts';

const PAGES = DOC_PAGES;
const read = (page: string) => readFileSync(join(ROOT, page), 'utf8');

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
export function slug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** The anchors of a Markdown page's headings (outside code blocks). */
function anchors(markdown: string): Set<string> {
  const out = new Set<string>();
  let code = false;
  for (const line of markdown.split('\n')) {
    if (line.trimStart().startsWith('```')) code = !code;
    else if (!code && /^#{1,6} /.test(line)) out.add(slug(line.replace(/^#+ /, '')));
  }
  return out;
}

test('the slug of a heading is GitHub’s', () => {
  expect(slug('The `tutor` command')).toBe('the-tutor-command');
  expect(slug('Para docentes')).toBe('para-docentes');
  expect(slug('`tutor --version`, `--help`, `help`')).toBe('tutor---version---help-help');
});

test('the README: at most 300 lines, a section for each reader, in Spanish for teachers too, its pictures there', () => {
  const readme = read('README.md');
  expect(readme.split('\n').length).toBeLessThanOrEqual(300);
  const headings = [...anchors(readme)];
  for (const section of ['the-two-commands', 'for-teachers', 'para-docentes', 'for-students', 'for-instructors-and-researchers', 'for-contributors'])
    expect(headings).toContain(section);
  const pictures = [...readme.matchAll(/!\[([^\]]*)\]\(([^)]+)\)/g)];
  expect(pictures.length).toBeGreaterThanOrEqual(1);
  for (const [, alt, path] of pictures) {
    expect(alt!.length, `${path}'s text for those who cannot see it`).toBeGreaterThan(40);
    expect(existsSync(join(ROOT, path!)), path).toBe(true);
  }
  expect(existsSync(join(ROOT, 'LICENSE'))).toBe(true);
});

test.each(PAGES)('%s: every relative link names a file that exists, and every anchor a heading in it', (page) => {
  const text = read(page).replace(/```[\s\S]*?```/g, '');
  const broken: string[] = [];
  for (const [, target] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
    if (/^[a-z]+:/.test(target!)) continue;
    const [path, anchor] = target!.split('#') as [string, string | undefined];
    const file = path === '' ? join(ROOT, page) : join(ROOT, dirname(page), path);
    if (!existsSync(file)) broken.push(`${target}: no such file`);
    else if (anchor !== undefined && file.endsWith('.md') && !anchors(readFileSync(file, 'utf8')).has(anchor)) broken.push(`${target}: no such heading`);
  }
  expect(broken).toEqual([]);
});
