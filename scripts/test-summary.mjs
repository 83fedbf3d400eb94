#!/usr/bin/env node
// Prints the closing lines of a test run from vitest's JSON report: "N passed, N failed, N
// skipped", then each failed test with its file and the first lines of its message, so a CI log
// whose head is cut still ends with what failed, and each test that passed only on its second
// try on CI (vitest.shared.ts, `ciRetry`) with the first try's error: flaky, to be mended.
import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';

const file = process.argv[2] ?? 'artifacts/vitest-report.json';
if (!existsSync(file)) {
  console.log('0 passed, 1 failed (no test report was written)');
  process.exit(1);
}
const report = JSON.parse(readFileSync(file, 'utf8'));
const skipped = (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
console.log(`${report.numPassedTests} passed, ${report.numFailedTests} failed, ${skipped} skipped`);
for (const suite of report.testResults ?? []) {
  const name = relative(process.cwd(), suite.name);
  const failed = (suite.assertionResults ?? []).filter((t) => t.status === 'failed');
  // A file that failed to load has no failed test, only its own message.
  if (!failed.length && suite.status === 'failed') console.log(`FAILED ${name}: ${firstLines(suite.message)}`);
  for (const test of failed) console.log(`FAILED ${name} > ${test.fullName}: ${firstLines(test.failureMessages?.[0])}`);
  // A passed test keeps the errors of the tries before the one that passed.
  for (const test of suite.assertionResults ?? []) {
    if (test.status === 'passed' && test.failureMessages?.length)
      console.log(`RETRIED ${name} > ${test.fullName}: ${firstLines(test.failureMessages[0])}`);
  }
}
process.exit(report.numFailedTests || report.success === false ? 1 : 0);

function firstLines(text = '') {
  return String(text).split('\n').slice(0, 3).join(' | ').slice(0, 400);
}
