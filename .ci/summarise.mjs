// Prints every test's outcome from mocha's JSON results, the failures in full, and the closing
// "N passed, N failed, N skipped" line. Exits non-zero when the results are missing.
import fs from 'node:fs';

const file = process.argv[2];
if (!fs.existsSync(file)) {
  console.log('mocha wrote no results: the test run crashed before reporting');
  process.exit(1);
}
const { stats, passes, failures, pending } = JSON.parse(fs.readFileSync(file, 'utf8'));
for (const test of passes) console.log(`  ok    ${test.fullTitle}`);
for (const test of pending) console.log(`  skip  ${test.fullTitle}`);
for (const test of failures) {
  console.log(
    `  FAIL  ${test.fullTitle}\n        ${(test.err?.stack ?? test.err?.message ?? '').split('\n').slice(0, 8).join('\n        ')}`,
  );
}
console.log(`${stats.passes} passed, ${stats.failures} failed, ${stats.pending} skipped`);
