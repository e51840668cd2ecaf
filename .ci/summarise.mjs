// Prints every test's outcome from mocha's JSON results, the failures in full, the results of the
// steps beyond mocha (typecheck, Schemathesis: one "pass|fail name: detail" line each in the second
// file), and the closing "N passed, N failed, N skipped" line counting both. Exits non-zero when the
// results are missing or a step beyond mocha failed.
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
const extra = process.argv[3] && fs.existsSync(process.argv[3]) ? fs.readFileSync(process.argv[3], 'utf8') : '';
let extraPassed = 0;
let extraFailed = 0;
for (const line of extra.split('\n').filter(Boolean)) {
  const [outcome, ...rest] = line.split(' ');
  if (outcome === 'pass') extraPassed++;
  else extraFailed++;
  console.log(`  ${outcome === 'pass' ? 'ok  ' : 'FAIL'}  ${rest.join(' ')}`);
}
console.log(`${stats.passes + extraPassed} passed, ${stats.failures + extraFailed} failed, ${stats.pending} skipped`);
if (extraFailed > 0) process.exit(1);
