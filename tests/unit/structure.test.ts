/**
 * The shape of the source (issue 13; docs/architecture.md): the layers import
 * only downwards, no module imports itself through others, every page that
 * shows a search uses the one trace viewer, files stay small enough to read,
 * and the core returns codes, not prose (i18n/ words them). ESLint enforces
 * the directions while editing (eslint.config.js); this test states them once
 * more over the whole import graph, type imports included.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, test } from 'vitest';
import { MESSAGES } from '../../src/i18n/say.ts';
import { ERROR_CODES } from '../../src/app/reply.ts';

const ROOT = join(import.meta.dirname, '../..');
const SRC = join(ROOT, 'src');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return name.endsWith('.ts') ? [relative(ROOT, path)] : [];
  });
}

const FILES = sources(SRC);

/** Each source file's imports of other source files (static `import … from`, `export … from`, and `import type`). */
const IMPORTS = new Map(
  FILES.map((file) => {
    const text = readFileSync(join(ROOT, file), 'utf8');
    const targets = [...text.matchAll(/^(?:import|export)\b[^'"]*?(?:from\s+)?['"](\.{1,2}\/[^'"]+)['"]/gm)]
      .map((m) => normalize(join(dirname(file), m[1]!)))
      .filter((target) => target.startsWith('src/') && target.endsWith('.ts'));
    return [file, targets] as const;
  }),
);

const layerOf = (file: string): string => file.split('/')[1]!.replace(/\.ts$/, '');

/** What each layer may import besides itself (docs/architecture.md). */
const MAY_IMPORT: Record<string, string[]> = {
  search: [],
  i18n: [],
  trace: ['search', 'i18n'],
  games: ['search', 'i18n'],
  experiments: ['search', 'games', 'i18n'],
  app: ['search', 'trace', 'games', 'experiments', 'i18n'],
  // A student's own search code (issue 37): the game objects over a tree, the reference, the verdict; the runners import it.
  student: ['search', 'trace', 'games', 'app', 'i18n'],
  worker: ['app', 'student', 'search', 'trace', 'games', 'experiments', 'i18n'],
  ui: ['app', 'student', 'worker', 'search', 'trace', 'games', 'experiments', 'i18n'],
  cli: ['app', 'student', 'search', 'trace', 'games', 'experiments', 'i18n'],
  main: ['ui', 'i18n'],
};

describe('the structure of src/', () => {
  test('every layer imports only the layers below it', () => {
    const wrong: string[] = [];
    for (const [file, targets] of IMPORTS) {
      const from = layerOf(file);
      for (const target of targets) {
        const to = layerOf(target);
        if (to !== from && !(MAY_IMPORT[from] ?? []).includes(to)) wrong.push(`${file} → ${target}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  describe("the ui layer: pages at its root, a folder per page's parts, shared parts in folders named for what they are (docs/architecture.md)", () => {
    /** Folders of src/ui shared by the pages (what each holds: docs/architecture.md). */
    const SHARED = ['shell', 'link', 'platform', 'widgets', 'charts', 'viewer'];
    /** Folders holding one page's parts, named for the page (replay-page.ts shows the 2048 replay: g2048/ is its folder too). */
    const PAGE_PARTS = ['tree', 'compare', 'board-game', 'ladder', 'exercise', 'experiments', 'g2048', 'code'];
    const UI = join(SRC, 'ui');
    /** A ui file's place: 'root', or its first folder under src/ui. */
    const placeOf = (file: string): string => {
      const parts = file.split('/');
      return parts.length === 3 ? 'root' : parts[2]!;
    };
    const uiImports = [...IMPORTS]
      .filter(([file]) => file.startsWith('src/ui/'))
      .flatMap(([file, targets]) => targets.filter((t) => t.startsWith('src/ui/')).map((t) => [file, t] as const));

    test('at the root only the pages (*-page.ts and their .css) and the app (tutor-app.ts/.css)', () => {
      const root = readdirSync(UI).filter((name) => !statSync(join(UI, name)).isDirectory());
      expect(root.filter((name) => !/^([a-z0-9]+(-[a-z0-9]+)*-page|tutor-app)\.(ts|css)$/.test(name))).toEqual([]);
      expect(root.filter((name) => name.endsWith('.ts')).length).toBeGreaterThanOrEqual(10);
    });

    test("every folder is either shared or a page's parts", () => {
      const folders = readdirSync(UI).filter((name) => statSync(join(UI, name)).isDirectory());
      expect(folders.filter((f) => !SHARED.includes(f) && !PAGE_PARTS.includes(f))).toEqual([]);
    });

    test('page folders never import each other', () => {
      const wrong = uiImports.filter(
        ([file, target]) => PAGE_PARTS.includes(placeOf(file)) && PAGE_PARTS.includes(placeOf(target)) && placeOf(file) !== placeOf(target),
      );
      expect(wrong.map(([f, t]) => `${f} → ${t}`)).toEqual([]);
    });

    test("shared folders never import a page or a page's folder", () => {
      const wrong = uiImports.filter(
        ([file, target]) => SHARED.includes(placeOf(file)) && (placeOf(target) === 'root' || PAGE_PARTS.includes(placeOf(target))),
      );
      expect(wrong.map(([f, t]) => `${f} → ${t}`)).toEqual([]);
    });

    test('the trace viewer imports only shared folders below it (not shell/, which embeds it)', () => {
      const wrong = uiImports.filter(
        ([file, target]) => placeOf(file) === 'viewer' && !['viewer', 'link', 'platform', 'widgets', 'charts'].includes(placeOf(target)),
      );
      expect(wrong.map(([f, t]) => `${f} → ${t}`)).toEqual([]);
    });

    test('what had drifted apart in copies is declared once (issue 33): the MCTS rules, the score wording and meaning, the verdict, the path strip, the wording function, the motion preference, the app-wide parameters', () => {
      const ONCE = [
        'C_MAX',
        'checkC',
        'signed',
        'scoreMeaning',
        'Verdict',
        'pathStrip',
        'sayer',
        'Sayer',
        'reducedMotion',
        'APP_WIDE_PARAMS',
        'checkPosition',
        'ViewerShell',
      ];
      const declared = new Map(ONCE.map((name) => [name, [] as string[]]));
      for (const file of FILES) {
        const text = readFileSync(join(ROOT, file), 'utf8');
        for (const m of text.matchAll(
          /^(?:export\s+)?(?:declare\s+)?(?:abstract\s+)?(?:async\s+)?(?:function|const|let|type|interface|class)\s+([A-Za-z_$][\w$]*)/gm,
        ))
          declared.get(m[1]!)?.push(file);
      }
      expect(Object.fromEntries([...declared].filter(([, files]) => files.length !== 1))).toEqual({});
      // A file that words text takes its function from sayer(), not a type of its own.
      expect(
        FILES.filter(
          (f) => f !== 'src/i18n/say.ts' && /^(?:export\s+)?type\s+\w+\s*=\s*\((?:code|key|k)\s*:\s*MessageCode/m.test(readFileSync(join(ROOT, f), 'utf8')),
        ),
      ).toEqual([]);
    });

    test("each folder says what it holds: its index.ts (or, for a folder inside another, the outer one's) names every file in it", () => {
      const folders = [...new Set(FILES.filter((f) => f.startsWith('src/ui/') && f.split('/').length > 3).map((f) => dirname(f)))];
      const unnamed = folders.flatMap((folder) => {
        const index = [folder, dirname(folder)].map((d) => join(ROOT, d, 'index.ts')).find((f) => existsSync(f));
        if (index === undefined) return [`${folder}: no index.ts`];
        const header = readFileSync(index, 'utf8');
        const names = readdirSync(join(ROOT, folder)).filter((n) => /\.(ts|css)$/.test(n) && n !== 'index.ts');
        return names.filter((n) => !header.includes(n.replace(/\.(ts|css)$/, ''))).map((n) => `${folder}/${n}`);
      });
      expect(unnamed).toEqual([]);
    });
  });

  test('no import cycles', () => {
    // Tarjan's strongly connected components over the import graph; a component of more than one module is a cycle.
    let index = 0;
    const order = new Map<string, number>();
    const low = new Map<string, number>();
    const stack: string[] = [];
    const onStack = new Set<string>();
    const cycles: string[][] = [];
    const visit = (v: string): void => {
      order.set(v, index);
      low.set(v, index++);
      stack.push(v);
      onStack.add(v);
      for (const w of IMPORTS.get(v) ?? []) {
        if (!IMPORTS.has(w)) continue;
        if (!order.has(w)) {
          visit(w);
          low.set(v, Math.min(low.get(v)!, low.get(w)!));
        } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, order.get(w)!));
      }
      if (low.get(v) === order.get(v)) {
        const component: string[] = [];
        let w: string;
        do {
          w = stack.pop()!;
          onStack.delete(w);
          component.push(w);
        } while (w !== v);
        if (component.length > 1) cycles.push(component.sort());
      }
    };
    for (const file of IMPORTS.keys()) if (!order.has(file)) visit(file);
    expect(cycles).toEqual([]);
  });

  test('the core, the worker and the page import no Node module (tsconfig.core.json and tsconfig.ui.json also keep the DOM out of the core)', () => {
    const wrong = FILES.filter((f) => layerOf(f) !== 'cli' && /^import\b[^'"]*?(?:from\s+)?['"]node:/m.test(readFileSync(join(ROOT, f), 'utf8')));
    expect(wrong).toEqual([]);
  });

  test('every page that shows a search uses the one trace viewer', () => {
    for (const page of ['tree-page', 'compare-page', 'g2048-page', 'board-game-page']) {
      expect(IMPORTS.get(`src/ui/${page}.ts`), page).toContain('src/ui/viewer/index.ts');
    }
    // …and no page steps through a search tree itself (the gallery draws its fixtures' thumbnails, no search; the
    // exercise sheet draws its trees as answer sheets and its key finished, with no steps: exercise-tree.ts, issue 24).
    const drawers = FILES.filter((f) => f.startsWith('src/ui/') && IMPORTS.get(f)!.includes('src/ui/viewer/search-tree.ts'));
    expect(drawers).toEqual(['src/ui/gallery-page.ts', 'src/ui/viewer/index.ts', 'src/ui/viewer/trace-viewer.ts']);
  });

  test('every page that searches uses the one search session (search-session.ts), and none holds a bridge, a call or a step model of its own', () => {
    const searchers = FILES.filter(
      (f) => /^src\/ui\/[^/]+-page\.ts$/.test(f) && /\.(searchText|compareText|searchGame|decide2048)\(/.test(readFileSync(join(ROOT, f), 'utf8')),
    );
    expect(searchers.sort()).toEqual(['src/ui/board-game-page.ts', 'src/ui/compare-page.ts', 'src/ui/g2048-page.ts', 'src/ui/tree-page.ts']);
    for (const page of searchers) {
      expect(IMPORTS.get(page), page).toContain('src/ui/platform/search-session.ts');
      expect(readFileSync(join(ROOT, page), 'utf8'), page).not.toMatch(/new (SearchBridge|LatestCall|StepModel)\b|history\.replaceState|replaceHash\(/);
    }
  });

  test('source files stay under 400 lines', () => {
    const over = FILES.map((f) => [f, readFileSync(join(ROOT, f), 'utf8').split('\n').length - 1] as const).filter(([, n]) => n >= 400);
    expect(over).toEqual([]);
  });

  test('the core returns codes, not prose: no sentences, no {en, es} pairs, no language in search, trace, games, experiments, app, student', () => {
    const wrong: string[] = [];
    for (const file of CORE) {
      const { source, literals } = parsed(file);
      const say = (node: ts.Node, what: string) => wrong.push(`${file}:${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1}: ${what}`);
      for (const { node, text } of literals) {
        if (PROSE.test(text) && !exempt(file, node)) say(node, `prose ${JSON.stringify(text.slice(0, 60))}`);
        if (text === 'en' || text === 'es') say(node, `a language, ${JSON.stringify(text)}`);
      }
      const visit = (node: ts.Node): void => {
        // `{ en: …, es: … }`: words in each language, the way before messages.
        if (
          (ts.isPropertyAssignment(node) || ts.isPropertySignature(node) || ts.isShorthandPropertyAssignment(node)) &&
          ts.isIdentifier(node.name) &&
          (node.name.text === 'en' || node.name.text === 'es')
        )
          say(node, `a text in a language (${node.name.text}:)`);
        ts.forEachChild(node, visit);
      };
      visit(source);
      // The core makes messages (i18n/message.ts) and formats numbers (i18n/lang.ts); it never words them.
      for (const target of IMPORTS.get(file)!)
        if (layerOf(target) === 'i18n' && !['src/i18n/message.ts', 'src/i18n/lang.ts'].includes(target)) wrong.push(`${file} imports ${target}`);
    }
    expect(wrong).toEqual([]);
  });

  test('every message code the source uses is worded (i18n/say.ts: each in English and Spanish)', () => {
    const codes = new Map<string, string>();
    for (const file of FILES.filter((f) => layerOf(f) !== 'i18n')) for (const code of codesUsed(file)) codes.set(code, file);
    for (const code of ERROR_CODES) codes.set(code, 'src/app/reply.ts');
    // The search is there: msg('…'), failure('…'), `code: '…'` — more than a handful, or this test reads nothing.
    expect(codes.size).toBeGreaterThan(100);
    expect([...codes].filter(([code]) => !Object.hasOwn(MESSAGES, code)).map(([code, file]) => `${file}: ${code}`)).toEqual([]);
  });

  test('a component words its text one way, `const L = sayer(lang)` (i18n/say.ts), never with a function of its own around say', () => {
    // `(k, p) => say({ code: k, … }, lang)`, `(code) => say(code, lang)`: a function whose first parameter is the code it words.
    const OWN = /\(\s*(\w+)\b[^()]*\)\s*=>\s*say\(\s*(?:\1\s*,|\{\s*code(?:\s*:\s*\1)?\s*[,}])/g;
    const found = (text: string) => [...text.matchAll(OWN)].length;
    expect(found('const L = (k: MessageCode, p?: Record<string, string | number>) => say({ code: k, params: p ?? {} }, this.lang);')).toBe(1);
    expect(found('const w: Words = (code, params) =>\n  say({ code, params: params ?? {} }, v.lang);')).toBe(1);
    expect(found('const L = (k: MessageCode) => say(k, lang);')).toBe(1);
    // A function that words one code of its own is not a second way.
    expect(found("const more = (k: number) => say({ code: 'mctsMore', params: { k } }, this.lang);")).toBe(0);
    const wrong = FILES.filter((f) => f.startsWith('src/ui/')).flatMap((file) => {
      const text = readFileSync(join(ROOT, file), 'utf8');
      return [...text.matchAll(OWN)].map((m) => `${file}:${text.slice(0, m.index).split('\n').length}`);
    });
    expect(wrong).toEqual([]);
  });

  test('the browser tests run axe-core from one place (tests/e2e/axe.ts: axeViolations)', () => {
    const tests = sources(join(ROOT, 'tests'));
    // Loading axe's bundle, or a function of that name: a copy of the helper.
    const loadsAxe = tests.filter((f) => /axe-core\/axe\.min\.js|function\s+axeViolations\b/.test(readFileSync(join(ROOT, f), 'utf8')));
    expect(loadsAxe).toEqual(['tests/e2e/axe.ts']);
    expect(tests.filter((f) => readFileSync(join(ROOT, f), 'utf8').includes("from './axe.ts'")).length).toBeGreaterThanOrEqual(10);
  });
});

// ---- codes instead of prose (issue 13) ---------------------------------------------------

/** The pure core: it returns messages (codes with parameters), never prose. */
const CORE = FILES.filter((f) => ['search', 'trace', 'games', 'experiments', 'app', 'student'].includes(layerOf(f)));

/** Prose: two words of letters in a row (a code is `tree.p-sum`, a format `≥ 5`, an id `A1`). */
const PROSE = /\p{L}{2,}[ ,;:'’]+\p{L}{2,}/u;

/**
 * Text in the core that is not a message, each with why: the pseudocode the
 * panel shows is program text, the same in every language, as AIMA prints it;
 * the LaTeX preamble is TeX source; the Python prelude of a student's
 * submission is Python source.
 */
const PROGRAM_TEXT: Record<string, string[]> = {
  'src/trace/pseudocode.ts': ['ALPHABETA_ROOT', 'ALPHABETA', 'MINIMAX', 'EXPECTIMINIMAX', 'EXPECTIMAX', 'NEGAMAX'],
  'src/app/latex.ts': ['FOREST_PREAMBLE', 'FIT_BOX'],
  // The Python a submission runs beside (issue 37): program text, like the pseudocode.
  'src/student/python-prelude.ts': ['PYTHON_PRELUDE'],
  // The starters `#/code` opens with: program text whose comments are in both languages, like the prelude.
  'src/student/starters/cs188.ts': ['CS188_STARTERS'],
  'src/student/starters/aima.ts': ['AIMA_STARTERS'],
  'src/student/starters/js.ts': ['JS_STARTERS'],
  // A SCORM package's manifest and launch page (issue 38): XML and HTML, SCORM's vocabulary, the same in every language.
  'src/app/scorm.ts': ['scormManifest', 'launchPage'],
  'src/app/scorm-session.ts': ['FIRST_LAUNCH'],
};

/** Whether a literal may hold words: the message of `new Error(…)` (a broken invariant: a bug, for developers), or program text above (a constant's, or a function's that writes it). */
function exempt(file: string, node: ts.Node): boolean {
  for (let n: ts.Node | undefined = node.parent; n !== undefined; n = n.parent) {
    if (ts.isNewExpression(n) && ts.isIdentifier(n.expression) && n.expression.text === 'Error') return true;
    if (
      (ts.isVariableDeclaration(n) || ts.isFunctionDeclaration(n)) &&
      n.name !== undefined &&
      ts.isIdentifier(n.name) &&
      (PROGRAM_TEXT[file] ?? []).includes(n.name.text)
    )
      return true;
  }
  return false;
}

/** A source file's syntax tree and its string and template literals (a template's text between its placeholders, joined by a space). */
function parsed(file: string): { source: ts.SourceFile; literals: { node: ts.Node; text: string }[] } {
  const source = ts.createSourceFile(file, readFileSync(join(ROOT, file), 'utf8'), ts.ScriptTarget.Latest, true);
  const literals: { node: ts.Node; text: string }[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node) || ts.isLiteralTypeNode(node)) return;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) literals.push({ node, text: node.text });
    else if (ts.isTemplateExpression(node)) literals.push({ node, text: [node.head.text, ...node.templateSpans.map((s) => s.literal.text)].join(' ') });
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { source, literals };
}

/** The message codes a file names: msg('…') and failure('…'), `code: '…'` in objects and types (a conditional's branches too). */
function codesUsed(file: string): string[] {
  const { source } = parsed(file);
  const out: string[] = [];
  const codes = (node: ts.Node | undefined): void => {
    if (node === undefined) return;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) out.push(node.text);
    else if (ts.isConditionalExpression(node)) [node.whenTrue, node.whenFalse].forEach(codes);
    else if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isSatisfiesExpression(node)) codes(node.expression);
    else if (ts.isLiteralTypeNode(node)) codes(node.literal);
    else if (ts.isUnionTypeNode(node)) node.types.forEach(codes);
  };
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && ['msg', 'failure'].includes(node.expression.text)) codes(node.arguments[0]);
    if ((ts.isPropertyAssignment(node) || ts.isPropertySignature(node)) && ts.isIdentifier(node.name) && node.name.text === 'code')
      codes(ts.isPropertyAssignment(node) ? node.initializer : node.type);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return out;
}
