/**
 * Shared by the exercise tests of the unit project (the sets, their LaTeX and
 * Markdown, in process) and of the integration project (`tutor exercise`,
 * pdflatex): an alpha-beta, a minimax and an expectiminimax written here from
 * AIMA's pseudocode, independently of the tutor's searchers; tree measures;
 * the `forest` environments of a LaTeX text, checked for balance.
 */
import { expect } from 'vitest';
import type { Words } from '../../src/app/sheet.ts';
import type { CanonicalTree } from '../../src/games/tree/tree.ts';
import { say } from '../../src/i18n/say.ts';

/** The sheets' words in a language. */
export const words =
  (lang: 'en' | 'es'): Words =>
  (key, params) =>
    say({ code: key, params: params ?? {} }, lang);

export type Node = CanonicalTree & { id?: string };
export const kids = (n: Node): Node[] => ('children' in n ? (n.children as Node[]) : []);

/** AIMA's ALPHA-BETA-SEARCH (cut when v ≥ β at MAX, v ≤ α at MIN), α carried across the root's moves. */
export function independentAlphaBeta(root: Node): { value: number; action: string; evaluated: string[]; pruned: string[] } {
  const evaluated: string[] = [];
  const pruned: string[] = [];
  const value = (n: Node, alpha: number, beta: number): number => {
    if (!('children' in n)) {
      evaluated.push(n.id!);
      return n.value;
    }
    const max = n.kind === 'max';
    let v = max ? -Infinity : Infinity;
    const children = kids(n);
    for (let i = 0; i < children.length; i++) {
      const c = value(children[i]!, alpha, beta);
      if (max) {
        v = Math.max(v, c);
        if (v >= beta) return cut(children, i, v);
        alpha = Math.max(alpha, v);
      } else {
        v = Math.min(v, c);
        if (v <= alpha) return cut(children, i, v);
        beta = Math.min(beta, v);
      }
    }
    return v;
  };
  const cut = (children: Node[], i: number, v: number): number => {
    for (const s of children.slice(i + 1)) pruned.push(s.id!);
    return v;
  };
  let best = -Infinity;
  let action = '';
  for (const c of kids(root)) {
    const v = value(c, best, Infinity);
    if (v > best) {
      best = v;
      action = c.id!;
    }
  }
  return { value: best, action, evaluated, pruned };
}

/** Minimax or expectiminimax values, straight from the definitions. */
export function exact(n: Node): number {
  if (!('children' in n)) return n.value;
  const values = kids(n).map(exact);
  if (n.kind === 'max') return Math.max(...values);
  if (n.kind === 'min') return Math.min(...values);
  return kids(n).reduce((s, c, i) => s + (c.p ?? 0) * values[i]!, 0);
}

export function height(n: Node): number {
  return 'children' in n ? 1 + Math.max(...kids(n).map(height)) : 0;
}
export function leaves(n: Node): Node[] {
  return 'children' in n ? kids(n).flatMap(leaves) : [n];
}
export function find(n: Node, id: string): Node | undefined {
  if (n.id === id) return n;
  for (const c of kids(n)) {
    const f = find(c, id);
    if (f) return f;
  }
  return undefined;
}
export function kinds(n: Node, into = new Set<string>()): Set<string> {
  if ('children' in n) {
    into.add(n.kind);
    kids(n).forEach((c) => kinds(c, into));
  }
  return into;
}

/** The `forest` environments of a LaTeX text, each checked for balanced brackets and braces. */
export function forests(tex: string): string[] {
  const found = tex.match(/\\begin\{forest\}[\s\S]*?\\end\{forest\}/g) ?? [];
  for (const f of found) {
    let brackets = 0;
    let braces = 0;
    for (let i = 0; i < f.length; i++) {
      const c = f[i];
      if (c === '\\') {
        i++; // an escaped character (\{, \}, \\) counts for nothing
        continue;
      }
      if (c === '{') braces++;
      else if (c === '}') braces--;
      else if (braces === 0 && (c === '[' || c === ']')) brackets += c === '[' ? 1 : -1;
      expect(braces).toBeGreaterThanOrEqual(0);
      expect(brackets).toBeGreaterThanOrEqual(0);
    }
    expect(braces).toBe(0);
    expect(brackets).toBe(0);
  }
  return found;
}

/** Ids with every character LaTeX treats specially (canonical JSON takes any id). */
export const SPECIAL = JSON.stringify({
  id: 'a_1#',
  kind: 'max',
  children: [
    {
      id: 'b&{}',
      kind: 'min',
      children: [
        { id: 'x%', value: 3 },
        { id: 'y$', value: -2 },
      ],
    },
    {
      id: 'c~^[',
      kind: 'min',
      children: [
        { id: 'd\\e]', value: 1 },
        { id: 'e', value: 4 },
      ],
    },
  ],
});
