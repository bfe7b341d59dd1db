// Prints "N passed, N failed" from Vitest's JSON report (test-results/results.json).
// A failed run with no failed test counted (type-check or lint failed before
// Vitest ran, or a file failed to load) still reports at least one failure.
import { existsSync, readFileSync } from 'node:fs';

const status = Number(process.argv[2] ?? 0);
const file = 'test-results/results.json';
let passed = 0;
let failed = 0;
if (existsSync(file)) {
  const report = JSON.parse(readFileSync(file, 'utf8'));
  passed = report.numPassedTests ?? 0;
  failed = (report.numFailedTests ?? 0) + (report.numRuntimeErrorTestSuites ?? 0);
}
if (status !== 0 && failed === 0) failed = 1;
console.log(`${passed} passed, ${failed} failed`);
