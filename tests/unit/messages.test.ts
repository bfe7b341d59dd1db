/**
 * The tables of words (src/i18n, issues 13 and 20): every code, a label of
 * the page or a message of the core, is in one table, worded in English and
 * in Spanish, and words its parameters. Each code is rendered
 * with sample parameters made from the types its wording takes (read with the
 * TypeScript compiler from src/i18n/say.ts), optional ones given and left
 * out, so a new code is checked the day it is added.
 */
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, test } from 'vitest';
import { AREAS, LABELS, MESSAGES, say } from '../../src/i18n/say.ts';
import { LANGS } from '../../src/i18n/lang.ts';
import type { AnyMessage, Param } from '../../src/i18n/wording.ts';

const SAY = join(import.meta.dirname, '../../src/i18n/say.ts');

/** A message to stand for a parameter that may be a message of its own (worded differently in each language). */
const NESTED: AnyMessage = { code: 'input.missing', params: {} };

/** Each code's parameters as its English wording declares them. */
function parameterTypes(): { checker: ts.TypeChecker; codes: Map<string, ts.Type> } {
  const program = ts.createProgram([SAY], {
    allowImportingTsExtensions: true,
    noEmit: true,
    strict: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
  });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(SAY)!;
  let table: ts.Type | undefined;
  ts.forEachChild(source, (node) => {
    if (ts.isVariableStatement(node))
      for (const d of node.declarationList.declarations) if (ts.isIdentifier(d.name) && d.name.text === 'MESSAGES') table = checker.getTypeAtLocation(d);
  });
  const codes = new Map<string, ts.Type>();
  for (const entry of table!.getProperties()) {
    const wording = checker.getTypeOfSymbol(entry);
    const en = checker.getTypeOfSymbol(wording.getProperty('en')!);
    const [signature] = en.getCallSignatures();
    const first = signature!.getParameters()[0];
    codes.set(entry.name, first === undefined ? checker.getNeverType() : checker.getTypeOfSymbol(first));
  }
  return { checker, codes };
}

/** A value of a parameter's type: a string, a number, a flag, a list, a tuple, or a message where a message may stand. */
function sample(checker: ts.TypeChecker, type: ts.Type, name: string): Param {
  if (type.isUnion()) {
    const parts = type.types.filter((t) => !(t.flags & (ts.TypeFlags.Undefined | ts.TypeFlags.Null)));
    // Where a message may stand (a Param), give one: its words must come out in the right language.
    const message = parts.find((t) => t.getProperty('code') !== undefined && t.getProperty('params') !== undefined);
    if (message !== undefined) return NESTED;
    if (parts.every((t) => t.flags & ts.TypeFlags.BooleanLiteral)) return true;
    return sample(checker, parts[0]!, name);
  }
  if (type.isStringLiteral()) return type.value;
  if (type.isNumberLiteral()) return type.value;
  if (type.flags & ts.TypeFlags.String) return name === 'node' || name === 'parent' ? 'B' : `«${name}»`;
  if (type.flags & ts.TypeFlags.Number) return 3;
  if (type.flags & (ts.TypeFlags.Boolean | ts.TypeFlags.BooleanLiteral)) return true;
  if (checker.isTupleType(type)) return checker.getTypeArguments(type as ts.TypeReference).map((t, i) => sample(checker, t, `${name}${i}`));
  if (checker.isArrayType(type)) {
    const element = checker.getTypeArguments(type as ts.TypeReference)[0]!;
    return [sample(checker, element, `${name}1`), sample(checker, element, `${name}2`)];
  }
  if (type.getProperty('code') !== undefined) return NESTED;
  throw new Error(`no sample for ${name}: ${checker.typeToString(type)}`);
}

/** Sample parameters for a code: every parameter, and (when some are optional) only the required ones. */
function samples(checker: ts.TypeChecker, type: ts.Type): Record<string, Param>[] {
  if (type.flags & ts.TypeFlags.Never) return [{}];
  const all: Record<string, Param> = {};
  const required: Record<string, Param> = {};
  for (const p of checker.getPropertiesOfType(type)) {
    const value = sample(checker, checker.getTypeOfSymbol(p), p.name);
    all[p.name] = value;
    if (!(p.flags & ts.SymbolFlags.Optional)) required[p.name] = value;
  }
  return Object.keys(all).length === Object.keys(required).length ? [all] : [all, required];
}

describe('the message tables', () => {
  test('each code is in exactly one area, worded in each language', () => {
    const areas = Object.values(AREAS);
    expect(areas.reduce((n, area) => n + Object.keys(area).length, 0)).toBe(Object.keys(MESSAGES).length);
    const labels = new Set(Object.values(LABELS).flatMap((area) => Object.keys(area)));
    for (const [code, wording] of Object.entries(MESSAGES)) {
      if (labels.has(code)) expect(code, 'a label is one word, with no dot').toMatch(/^[A-Za-z][\w-]*$/);
      else expect(code, 'a message code is area.name, in lower case').toMatch(/^[a-z0-9]+(\.[a-z0-9-]+)+$/);
      for (const lang of LANGS) expect(typeof wording[lang], `${code} in ${lang}`).toBe('function');
    }
  });

  test('every code words its sample parameters in English and in Spanish: nothing undefined, no [object Object]', () => {
    const { checker, codes } = parameterTypes();
    expect([...codes.keys()].sort()).toEqual(Object.keys(MESSAGES).sort());
    const wrong: string[] = [];
    for (const [code, type] of codes) {
      for (const params of samples(checker, type)) {
        const words = Object.fromEntries(LANGS.map((lang) => [lang, say({ code, params }, lang)]));
        for (const lang of LANGS) {
          const text = words[lang]!;
          // …nor a {placeholder} left unfilled (one the Spanish names and the English does not).
          if (text.trim() === '' || /undefined|\[object |NaN|«\w+\d*»\d|\[\w+\.[\w.-]+\]|\{\w+\}/.test(text))
            wrong.push(`${code} (${lang}): ${JSON.stringify(text)}`);
          // A parameter given as a message is worded in the same language.
          if (Object.values(params).includes(NESTED) && !text.includes(say(NESTED, lang)))
            wrong.push(`${code} (${lang}) leaves out its nested message: ${JSON.stringify(text)}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  test('no message ends with two periods, even where a text it quotes ends with one (the browser’s words: “…exceeded the quota.”)', () => {
    const { checker, codes } = parameterTypes();
    /** The parameters that quote someone else's words (the browser's, Node's, a worker's): a sentence of theirs ends with a period. */
    const QUOTED = ['reason', 'error', 'message', 'detail'];
    const ended = (k: string, p: Param): Param => (typeof p === 'string' && p.startsWith('«') && QUOTED.includes(k) ? `${p}.` : p);
    const wrong: string[] = [];
    for (const [code, type] of codes) {
      for (const params of samples(checker, type)) {
        for (const given of [params, Object.fromEntries(Object.entries(params).map(([k, v]) => [k, ended(k, v)]))]) {
          for (const lang of LANGS) {
            const text = say({ code, params: given }, lang);
            if (/(^|[^.])\.\.$/.test(text.trimEnd())) wrong.push(`${code} (${lang}): ${JSON.stringify(text)}`);
          }
        }
      }
    }
    expect(wrong).toEqual([]);
    // Chromium's words for a full storage (issue 39: the notice ended "quota..").
    const full = "QuotaExceededError: Failed to execute 'setItem' on 'Storage': Setting the value of 'ast.2048.game' exceeded the quota.";
    for (const lang of LANGS) expect(say({ code: 'notice.save-failed', params: { reason: full } }, lang)).toMatch(/exceeded the quota\.$/);
  });

  test('a message that names an unknown code is shown as its code, not thrown', () => {
    expect(say({ code: 'no.such-code', params: {} }, 'en')).toBe('[no.such-code]');
  });

  test('a label names each of its parameters in both languages', () => {
    const wrong: string[] = [];
    for (const area of Object.values(LABELS)) {
      for (const code of Object.keys(area)) {
        // Worded with no parameters, a label shows its placeholders; each must be filled in both languages.
        const params = Object.fromEntries([...say({ code, params: {} }, 'en').matchAll(/\{(\w+)\}/g)].map(([, name]) => [name!, `«${name}»`]));
        const texts = LANGS.map((lang) => say({ code, params }, lang));
        for (const value of Object.values(params)) if (!texts.every((text) => text.includes(value))) wrong.push(`${code}: ${JSON.stringify(texts)}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  test('no two labels say the same in both languages, but for those kept apart on purpose', () => {
    /** Labels with the same English and Spanish words, each group kept for a reason: they mean different things where they are shown. */
    const KEPT = [
      // "none" as nothing found (no node pruned, no cut) and as no depth limit: a gender apart in many languages.
      ['none', 'unlimited'],
      // The compare page's name in the navigation, what the compare page compares (a field's label), and the button that runs MCTS beside alpha-beta.
      ['cmpRun', 'compareWhat', 'navCompare'],
      // The 2048 game's score, a Connect-4 column's exact score (22 − the winner's stones), and the heuristic term Score (term_${name}, its data-term).
      ['score', 'solveScore', 'term_score'],
      // The ladder solves the position exactly with every rung; the 2048 page's Solve lets the searcher play the game out.
      ['ladderSolve', 'solve'],
      // A rung's name (ladderRung_${rung}) and a gallery topic (topic_${topic}); for alpha-beta they differ ("Alpha-beta", "Alpha-beta pruning").
      ['ladderRung_minimax', 'topic_minimax'],
      // How many exercises a set has, and the exercise page's name in the navigation.
      ['count', 'navExercises'],
    ].map((group) => [...group].sort());
    const { checker, codes } = parameterTypes();
    const byWords = new Map<string, string[]>();
    for (const area of Object.values(LABELS)) {
      for (const code of Object.keys(area)) {
        const params = samples(checker, codes.get(code)!)[0]!;
        const key = JSON.stringify(LANGS.map((lang) => say({ code, params }, lang)));
        byWords.set(key, [...(byWords.get(key) ?? []), code]);
      }
    }
    const same = [...byWords.values()].filter((group) => group.length > 1).map((group) => group.sort());
    // Either fold a new pair into one code (one wording, several places), or list it above with why.
    expect(same.sort()).toEqual(KEPT.sort());
  });
});
