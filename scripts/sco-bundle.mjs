// A SCORM package's script and stylesheet (issue 38): the exercise page alone (src/ui/exercise/lms/sco.ts and
// what it imports), bundled by esbuild into one classic script, `sco.js`, and one stylesheet, `sco.css`,
// minified. Used by the CLI's build (scripts/build-cli.mjs writes them to build/sco/ for `tutor exercise
// --format scorm12`) and by the app's (vite.config.ts emits them as scorm/sco.js and scorm/sco.css for
// the page's *SCORM package*): the same source gives the same files for both.
import { build } from 'esbuild';
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** The two files, by name: { 'sco.js': Uint8Array, 'sco.css': Uint8Array }. */
export async function bundleSco() {
  const result = await build({
    absWorkingDir: ROOT,
    entryPoints: { sco: 'src/ui/exercise/lms/sco.ts' },
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    // The page's components use TypeScript's experimental decorators, fields set by assignment (tsconfig.ui.json).
    tsconfig: 'tsconfig.ui.json',
    legalComments: 'none',
    write: false,
    outdir: 'sco',
    logLevel: 'warning',
    plugins: [eagerGlob],
  });
  const files = {};
  for (const f of result.outputFiles) files[f.path.slice(f.path.lastIndexOf('/') + 1)] = f.contents;
  if (!files['sco.js'] || !files['sco.css']) throw new Error(`the SCO bundle lacks a file: ${Object.keys(files).join(', ')}`);
  return { 'sco.js': files['sco.js'], 'sco.css': files['sco.css'] };
}

/**
 * Vite's `import.meta.glob('dir/*.json', { eager: true, import: 'default' })`, the one kind the page
 * uses (src/ui/link/fixtures.ts: the gallery's trees), written out as imports for esbuild.
 */
const eagerGlob = {
  name: 'eager-json-glob',
  setup(b) {
    b.onLoad({ filter: /\.ts$/ }, (args) => {
      const source = readFileSync(args.path, 'utf8');
      if (!source.includes('import.meta.glob')) return undefined;
      const imports = [];
      const contents = source.replace(
        /import\.meta\.glob(?:<[^(]*>)?\(\s*'([^']+)\/\*\.json'\s*,\s*\{\s*eager:\s*true,\s*import:\s*'default'\s*\}\s*\)/g,
        (_, dir) => {
          const folder = join(dirname(args.path), dir);
          const entries = readdirSync(folder)
            .filter((f) => f.endsWith('.json'))
            .sort()
            .map((f) => {
              const name = `__glob${imports.length}`;
              const path = `${dir}/${f}`;
              imports.push(`import ${name} from ${JSON.stringify(path)};`);
              return `${JSON.stringify(path)}: ${name}`;
            });
          return `{ ${entries.join(', ')} }`;
        },
      );
      if (contents.includes('import.meta.glob')) throw new Error(`${relative(ROOT, args.path)}: an import.meta.glob this bundle cannot write out`);
      return { contents: `${imports.join('\n')}\n${contents}`, loader: 'ts' };
    });
  },
};
