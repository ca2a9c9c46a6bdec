// Sums the Vitest and Playwright JSON reports into the one line CI reads. A step that failed before
// its runner wrote a report (type-check, lint, a crashed runner) counts as one failure.
import { existsSync, readFileSync } from "node:fs";

const testStatus = Number(process.argv[2] ?? 1);
let passed = 0;
let failed = 0;

function read(path) {
  return existsSync(path) ? JSON.parse(readFileSync(path, "utf8")) : null;
}

const unit = read("test-results/unit.json");
if (unit) {
  passed += unit.numPassedTests ?? 0;
  failed += (unit.numFailedTests ?? 0) + (unit.numRuntimeErrorTestSuites ?? 0);
}

const e2e = read("test-results/e2e.json");
if (e2e) {
  passed += e2e.stats?.expected ?? 0;
  failed += (e2e.stats?.unexpected ?? 0) + (e2e.stats?.flaky ?? 0) + (e2e.errors?.length ?? 0);
}

if (testStatus !== 0 && failed === 0) failed = 1;
console.log(`${passed} passed, ${failed} failed`);
process.exit(testStatus !== 0 || failed > 0 ? 1 : 0);
