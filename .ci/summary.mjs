// One closing line for the whole run, added up from the JSON reports of Vitest and Playwright.
import fs from 'node:fs';
import path from 'node:path';

const dir = 'test-reports';
let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of fs.existsSync(dir) ? fs.readdirSync(dir) : []) {
  const report = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
  if (report.stats && 'expected' in report.stats) {
    passed += report.stats.expected + (report.stats.flaky ?? 0);
    failed += report.stats.unexpected;
    skipped += report.stats.skipped;
  } else {
    passed += report.numPassedTests ?? 0;
    failed += report.numFailedTests ?? 0;
    skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  }
}
console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
