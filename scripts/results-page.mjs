// Writes docs/results/README.md: the reproduction's tables (from
// docs/results/results.jsonl, through `tutor experiment merge --markdown`)
// between the explanations in docs/results/intro.md and notes.md.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';

const dir = 'docs/results';
const tables = execFileSync(process.execPath, ['build/cli/tutor.mjs', 'experiment', 'merge', `${dir}/results.jsonl`, '--markdown'], { encoding: 'utf8' });
const page = [readFileSync(`${dir}/intro.md`, 'utf8').trim(), tables.trim(), readFileSync(`${dir}/notes.md`, 'utf8').trim()].join('\n\n') + '\n';
writeFileSync(`${dir}/README.md`, page);
console.log(`wrote ${dir}/README.md`);
