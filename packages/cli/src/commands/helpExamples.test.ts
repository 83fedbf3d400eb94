import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { importExampleCsv, type importExamples } from '@salesdesk/sdk/imports';
import type { Command } from 'commander';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createProgram } from '../run';
import { type CliTestEnv, startCliTestEnv } from '../testing/cliTestKit';

// Every example printed by `--help` runs against the demo data the server seeds, logged in as
// the demo salesperson: an example that no longer works fails here. An example that reads a file
// from stdin (`< lista.csv`) or names one (`--file`) gets a one-row material list.

// `import` is an administrator's command: its examples run in a profile of the demo administrator,
// on the example files the server hands out (the names in the examples are the files).

let t: CliTestEnv;
const ADMIN = { SALESDESK_PROFILE: 'admin' };
beforeAll(async () => {
  t = await startCliTestEnv();
  expect((await t.cli(['login', '-u', 'handlowiec', '--password-stdin'], { input: 'demo1234' })).code).toBe(0);
  const admin = await t.cli(['login', '-u', 'admin', '--password-stdin'], { input: 'demo1234', env: ADMIN });
  expect(admin.code).toBe(0);
}, 120_000);
afterAll(() => t?.close());

/** A client's material list of one row (a seeded symbol and a quantity), for the add-lines examples. */
const LIST = 'IN-0000001;2\n';
let LIST_FILE = '';

/** Every command path of the tree (`[]`, `['export']`, `['export', 'invoices']`, …). */
function commandPaths(command: Command, prefix: string[] = []): string[][] {
  return [prefix, ...command.commands.flatMap((sub) => commandPaths(sub, [...prefix, sub.name()]))];
}

/** The words of a shell line (quotes grouped), without env assignments, pipes and redirections. */
function argvOf(line: string): string[] | undefined {
  const words = line.match(/'[^']*'|"[^"]*"|\S+/g)?.map((w) => w.replace(/^['"]|['"]$/g, '')) ?? [];
  const start = words.indexOf('salesdesk');
  if (start < 0) return undefined;
  const out: string[] = [];
  for (const word of words.slice(start + 1)) {
    if (word === '|' || word === '>' || word.startsWith('>') || word === '2>' || word === '<') break;
    out.push(word);
  }
  return out;
}

it('every example of every --help runs and succeeds against the seeded data', async () => {
  const io = { stdout: new PassThrough(), stderr: new PassThrough(), stdin: new PassThrough(), env: {} };
  const dir = mkdtempSync(join(t.dir, 'examples-'));
  LIST_FILE = join(dir, 'lista.csv');
  const examples = new Set<string>();
  for (const path of commandPaths(createProgram(io))) {
    const help = await t.cli([...path, '--help']);
    for (const line of help.stdout.split('\n')) if (line.startsWith('  $ ')) examples.add(line.slice(4));
  }
  expect(examples.size).toBeGreaterThan(20);
  const failed: string[] = [];
  let ran = 0;
  for (const example of examples) {
    const argv = argvOf(example);
    // Logging in or out, other profiles and shell set-up change the session the others need.
    if (!argv || ['login', 'logout'].some((c) => argv.includes(c)) || argv.includes('--profile')) continue;
    // Files land in a temp folder, not where the tests run; a list to read is a one-row CSV.
    const args = argv.map((word, i) => {
      if (['-o', '--output', '--since-cursor'].includes(argv[i - 1] ?? '')) return join(dir, word);
      if (['-f', '--file'].includes(argv[i - 1] ?? '')) return LIST_FILE;
      return word;
    });
    if (args.includes(LIST_FILE) && !existsSync(LIST_FILE)) writeFileSync(LIST_FILE, LIST);
    const imports = args[0] === 'import';
    if (imports) {
      const kind = args[1] as keyof typeof importExamples;
      args[2] = join(dir, args[2] ?? '');
      writeFileSync(args[2], importExampleCsv(kind));
      const rejects = args.indexOf('--rejects');
      if (rejects > 0) args[rejects + 1] = join(dir, args[rejects + 1] ?? '');
    }
    const res = await t.cli(args, { input: LIST, ...(imports ? { env: ADMIN } : {}) });
    ran++;
    if (res.code !== 0) failed.push(`${example} → ${res.code}: ${res.stderr.split('\n')[0]}`);
  }
  expect(failed).toEqual([]);
  expect(ran).toBeGreaterThan(15);
}, 120_000);
