// Sums the Vitest and Playwright JSON reports into the one line CI reads. A step that failed before
// its runner wrote a report (type-check, lint, a crashed runner) counts as one failure.
import { existsSync, readFileSync } from "node:fs";

const testStatus = Number(process.argv[2] ?? 1);
let passed = 0;
let failed = 0;
let skipped = 0;

function read(path) {
  return existsSync(path) ? JSON.parse(readFileSync(path, "utf8")) : null;
}

const unit = read("reports/unit.json");
if (unit) {
  passed += unit.numPassedTests ?? 0;
  failed += (unit.numFailedTests ?? 0) + (unit.numRuntimeErrorTestSuites ?? 0);
  skipped += (unit.numPendingTests ?? 0) + (unit.numTodoTests ?? 0);
}

const e2e = read("reports/e2e.json");
if (e2e) {
  passed += e2e.stats?.expected ?? 0;
  failed += (e2e.stats?.unexpected ?? 0) + (e2e.stats?.flaky ?? 0) + (e2e.errors?.length ?? 0);
  skipped += e2e.stats?.skipped ?? 0;
}

if (testStatus !== 0 && failed === 0) failed = 1;
console.log(`${passed} passed, ${failed} failed${skipped > 0 ? `, ${skipped} skipped` : ""}`);
process.exit(testStatus !== 0 || failed > 0 ? 1 : 0);
