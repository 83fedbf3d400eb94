import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Bundle-size budgets: the "size-limit" entries in the package.json of each browser package,
// measured on its built dist/ (scripts/test.sh builds before it tests).
// `pnpm --filter <package> size` prints the same figures for people.

const root = fileURLToPath(new URL('..', import.meta.url));
const packages = [
  { name: '@salesdesk/sdk', dir: join(root, 'packages/sdk') },
  { name: '@salesdesk/react-ui', dir: join(root, 'packages/react-ui') },
];

interface Budget {
  name: string;
  path: string;
  limit: string;
}

interface Measured {
  name: string;
  size?: number;
  sizeLimit?: number;
  passed?: boolean;
}

function sizeLimitBin(): string {
  const manifest = createRequire(import.meta.url).resolve('size-limit/package.json');
  const { bin } = JSON.parse(readFileSync(manifest, 'utf8')) as { bin: string };
  return join(dirname(manifest), bin);
}

function runSizeLimit(packageDir: string): Measured[] {
  let stdout: string;
  try {
    stdout = execFileSync(process.execPath, [sizeLimitBin(), '--json'], {
      cwd: packageDir,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  } catch (error) {
    // size-limit exits 1 when a budget is exceeded; its JSON report is still on stdout.
    const { stdout: failedStdout, stderr } = error as { stdout?: string; stderr?: string };
    if (!failedStdout) throw new Error(`size-limit printed no report:\n${stderr ?? String(error)}`);
    stdout = failedStdout;
  }
  const report = JSON.parse(stdout) as Measured[] | { error: string };
  if (!Array.isArray(report)) throw new Error(`size-limit failed:\n${report.error}`);
  return report;
}

function readBudgets(packageDir: string): Budget[] {
  const manifest = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as { 'size-limit'?: Budget[] };
  return manifest['size-limit'] ?? [];
}

describe.each(packages)('bundle-size budgets of $name', ({ name, dir: packageDir }) => {
  const budgets = readBudgets(packageDir);

  it('has a budget for the entry and for one named import', () => {
    expect(budgets.length).toBeGreaterThanOrEqual(2);
    for (const budget of budgets) expect(budget.limit, budget.name).toMatch(/\d/);
  });

  it('keeps every size-limit entry within its limit', { timeout: 60_000 }, () => {
    for (const budget of budgets) {
      if (!existsSync(join(packageDir, budget.path))) {
        throw new Error(
          `${budget.path} is missing: run \`pnpm --filter ${name} build\` (or \`pnpm build\`) before this test.`,
        );
      }
    }

    const measured = runSizeLimit(packageDir);

    expect(measured.map((entry) => entry.name)).toEqual(budgets.map((budget) => budget.name));
    for (const entry of measured) expect(entry.size, entry.name).toBeGreaterThan(0);
    const overBudget = measured
      .filter((entry) => entry.passed !== true)
      .map((entry) => `${entry.name}: ${entry.size} B, limit ${entry.sizeLimit} B`);
    expect(overBudget, 'over budget (or without a limit)').toEqual([]);
  });
});
