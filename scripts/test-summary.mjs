// Prints "N passed, N failed, N skipped" from Vitest's JSON report (test-results/results.json), as the
// last line of `bash .ci/run`; before it, each skipped test by file and name, so that no skip is hidden
// (a test skips itself only where the machine lacks what it needs, e.g. pdflatex, and says why in its name).
// A failed run with no failed test counted (type-check or lint failed before Vitest ran, or a file failed
// to load) still reports at least one failure.
import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';

const status = Number(process.argv[2] ?? 0);
const file = 'test-results/results.json';
let passed = 0;
let failed = 0;
let skipped = 0;
if (existsSync(file)) {
  const report = JSON.parse(readFileSync(file, 'utf8'));
  passed = report.numPassedTests ?? 0;
  failed = (report.numFailedTests ?? 0) + (report.numRuntimeErrorTestSuites ?? 0);
  skipped = (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  for (const suite of report.testResults ?? []) {
    for (const t of suite.assertionResults ?? []) {
      if (t.status === 'pending' || t.status === 'skipped' || t.status === 'todo')
        console.log(`skipped: ${relative(process.cwd(), suite.name)} > ${t.fullName ?? t.title}`);
    }
  }
}
if (status !== 0 && failed === 0) failed = 1;
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
