#!/usr/bin/env node
// Prints the closing line of a test run, "N passed, N failed, N skipped", from vitest's JSON
// report, so CI logs end with one plain summary whatever the reporter prints above it.
import { existsSync, readFileSync } from 'node:fs';

const file = process.argv[2] ?? 'artifacts/vitest-report.json';
if (!existsSync(file)) {
  console.log('0 passed, 1 failed (no test report was written)');
  process.exit(1);
}
const report = JSON.parse(readFileSync(file, 'utf8'));
const skipped = (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
console.log(`${report.numPassedTests} passed, ${report.numFailedTests} failed, ${skipped} skipped`);
