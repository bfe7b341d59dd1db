// One lint for the whole tree: typescript-eslint's recommended rules with types,
// and the directions the layers may import in (docs/architecture.md).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

/**
 * Which layers a layer of src/ may not import (by the folder the import goes
 * into), and whether it may use Node's modules. Lower layers never import
 * higher ones: search < trace, games < experiments, app < student < worker, ui, cli.
 */
const LAYERS = {
  search: { not: ['trace', 'games', 'experiments', 'app', 'worker', 'ui', 'cli', 'i18n', 'student'], node: false },
  i18n: { not: ['search', 'trace', 'games', 'experiments', 'app', 'worker', 'ui', 'cli', 'student'], node: false },
  trace: { not: ['games', 'experiments', 'app', 'worker', 'ui', 'cli', 'student'], node: false },
  games: { not: ['trace', 'experiments', 'app', 'worker', 'ui', 'cli', 'student'], node: false },
  experiments: { not: ['trace', 'app', 'worker', 'ui', 'cli', 'student'], node: false },
  app: { not: ['worker', 'ui', 'cli', 'student'], node: false },
  student: { not: ['experiments', 'worker', 'ui', 'cli'], node: false },
  worker: { not: ['ui', 'cli'], node: false },
  ui: { not: ['cli'], node: false },
  cli: { not: ['ui', 'worker'], node: true },
};

const layerRules = Object.entries(LAYERS).map(([layer, { not, node }]) => ({
  files: [`src/${layer}/**/*.ts`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: `^(\\./|(\\.\\./)+)(${not.join('|')})/`,
            message: `src/${layer} may not import from src/${not.join(', src/')} (docs/architecture.md: lower layers never import higher ones)`,
          },
          ...(node ? [] : [{ regex: '^node:', message: `src/${layer} runs in the browser too: no Node modules` }]),
        ],
      },
    ],
  },
}));

export default tseslint.config(
  { ignores: ['dist/', 'build/', 'node_modules/', 'test-results/', 'coverage/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts'],
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      eqeqeq: 'error',
      'no-console': 'error',
    },
  },
  ...layerRules,
  {
    // The page may name the worker's API as a type, never import its code (it runs in the worker).
    files: ['src/ui/**/*.ts'],
    rules: {
      'no-restricted-imports': 'off',
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^(\\.\\./)+cli/', message: 'src/ui may not import from src/cli' },
            { regex: '^node:', message: 'src/ui runs in the browser: no Node modules' },
            { regex: '^(\\.\\./)+worker/', allowTypeImports: true, message: 'src/ui names the worker API as a type only; the code runs in the worker' },
          ],
        },
      ],
    },
  },
  {
    // The unit project runs in process (vitest.config.ts); what runs the CLI as a child process is an integration test.
    files: ['tests/unit/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['node:child_process', 'child_process'].map((name) => ({
            name,
            message: 'tests/unit runs in process: a test that starts a process belongs in tests/integration',
          })),
        },
      ],
    },
  },
  {
    files: ['scripts/**', 'bin/**', '.ci/**'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly', performance: 'readonly' } },
  },
);
