import { execFile } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { PassThrough } from 'node:stream';
import { fileURLToPath } from 'node:url';
import type { Command } from 'commander';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProgram } from '../run';
import { type CliTestEnv, startCliTestEnv } from '../testing/cliTestKit';

let t: CliTestEnv;

beforeAll(async () => {
  t = await startCliTestEnv();
}, 60_000);

afterAll(async () => {
  await t?.close();
});

const profilesFile = () => join(t.env.XDG_CONFIG_HOME as string, 'salesdesk', 'profiles.json');

describe('login, whoami, logout', () => {
  it('logs in with --password-stdin, keeps the token in a 0600 file, whoami reads it, logout forgets it', async () => {
    const login = await t.cli(['login', '-u', 'handlowiec', '--password-stdin'], { input: 'demo1234\n' });
    expect(login).toMatchObject({ code: 0, stdout: '' });
    expect(login.stderr).toContain('Zalogowano jako handlowiec');
    expect(statSync(profilesFile()).mode & 0o777).toBe(0o600);
    const saved = JSON.parse(readFileSync(profilesFile(), 'utf8')).profiles.default;
    expect(saved).toMatchObject({ baseUrl: t.server.url, username: 'handlowiec' });
    expect(saved.token).toEqual(expect.any(String));

    const who = await t.cli(['whoami', '--json']);
    expect(who.code).toBe(0);
    expect(JSON.parse(who.stdout)).toMatchObject({ username: 'handlowiec', role: 'Handlowiec' });
    const text = await t.cli(['whoami']);
    expect(text.stdout).toMatch(/^handlowiec \(.+\), rola: Handlowiec/);

    const logout = await t.cli(['logout']);
    expect(logout.code).toBe(0);
    expect(JSON.parse(readFileSync(profilesFile(), 'utf8')).profiles.default.token).toBeUndefined();
    // The token was revoked on the server too.
    const reuse = await t.cli(['whoami'], { env: { SALESDESK_TOKEN: saved.token } });
    expect(reuse.code).toBe(3);
    const after = await t.cli(['whoami']);
    expect(after.code).toBe(3);
    expect(after.stderr).toBe('salesdesk: Nie jesteś zalogowany.\nUruchom `salesdesk login`, aby się zalogować.\n');
  });

  it('profiles are separate; SALESDESK_TOKEN and --base-url override the profile', async () => {
    const login = await t.cli(['--profile', 'drugi', 'login', '--username', 'zarzad', '--password-stdin'], {
      input: 'demo1234',
    });
    expect(login.code).toBe(0);
    expect((await t.cli(['whoami'])).code).toBe(3);
    const who = await t.cli(['--profile', 'drugi', 'whoami', '--json']);
    expect(JSON.parse(who.stdout).username).toBe('zarzad');
    const token = JSON.parse(readFileSync(profilesFile(), 'utf8')).profiles.drugi.token;
    const viaEnv = await t.cli(['whoami', '--json'], { env: { SALESDESK_TOKEN: token } });
    expect(JSON.parse(viaEnv.stdout).username).toBe('zarzad');
    const wrongServer = await t.cli(['--profile', 'drugi', '--base-url', 'http://127.0.0.1:9', 'whoami']);
    expect(wrongServer.code).toBe(1);
    expect(wrongServer.stderr).toMatch(/^salesdesk: Nie można połączyć się z serwerem/);
  });

  it('wrong password exits 3 with the server message; missing password without a terminal exits 2', async () => {
    const wrong = await t.cli(['login', '-u', 'admin', '--password-stdin'], { input: 'zle-haslo' });
    expect(wrong.code).toBe(3);
    expect(wrong.stderr.split('\n')[0]).toMatch(/^salesdesk: /);
    const noPassword = await t.cli(['login', '-u', 'admin']);
    expect(noPassword.code).toBe(2);
    expect(noPassword.stderr).toContain('--password-stdin');
  });

  it('prompts on a terminal for the username and a hidden password', async () => {
    const stdin = new PassThrough() as PassThrough & { isTTY: boolean; setRawMode: () => void };
    stdin.isTTY = true;
    stdin.setRawMode = () => {};
    const done = t.cli(['--profile', 'tty', 'login'], { stdin });
    setTimeout(() => stdin.write('admin\n'), 50);
    setTimeout(() => stdin.write('demo1234\n'), 150);
    const res = await done;
    expect(res.code).toBe(0);
    expect(res.stderr).toContain('Nazwa użytkownika: ');
    expect(res.stderr).toContain('Hasło: ');
    expect(res.stderr).not.toContain('demo1234');
    expect(res.stdout).toBe('');
  });
});

describe('help, usage, completion', () => {
  it('every command has --help with examples, exit 0, on stdout', async () => {
    const program = createProgram({
      stdout: new PassThrough(),
      stderr: new PassThrough(),
      stdin: new PassThrough(),
      env: {},
    });
    const paths: string[][] = [[]];
    const walk = (c: Command, path: string[]) => {
      for (const sub of c.commands) {
        paths.push([...path, sub.name()]);
        walk(sub, [...path, sub.name()]);
      }
    };
    walk(program, []);
    expect(paths.length).toBeGreaterThan(15);
    for (const path of paths) {
      const res = await t.cli([...path, '--help']);
      expect({ path, code: res.code }).toEqual({ path, code: 0 });
      expect(res.stdout).toContain('Przykłady:');
    }
  });

  it('an unknown command or flag exits 2 with one line on stderr', async () => {
    const res = await t.cli(['eksport']);
    expect(res.code).toBe(2);
    expect(res.stderr.split('\n')[0]).toMatch(
      /^salesdesk: nieznane polecenie 'eksport'( \(czy chodziło o export\?\))?$/,
    );
    expect((await t.cli(['whoami', '--jsonn'])).code).toBe(2);
  });

  it('completion bash|zsh prints a script knowing the commands and flags', async () => {
    const bash = await t.cli(['completion', 'bash']);
    expect(bash.code).toBe(0);
    expect(bash.stdout).toContain('complete -o default -F _salesdesk salesdesk');
    expect(bash.stdout).toContain('"export invoices") words="');
    expect(bash.stdout).toMatch(/"export invoices"\) words="[^"]*--columns/);
    const zsh = await t.cli(['completion', 'zsh']);
    expect(zsh.stdout.startsWith('#compdef salesdesk')).toBe(true);
    expect((await t.cli(['completion', 'fish'])).code).toBe(2);
  });
});

describe('the binary', () => {
  it('runs as a process: data on stdout, exit code from the handler', async () => {
    const cliDir = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
    const login = await t.cli(['login', '-u', 'admin', '--password-stdin'], { input: 'demo1234' });
    expect(login.code).toBe(0);
    // Async spawn: the server runs in this process, so a blocking spawnSync would deadlock.
    const exec = (args: string[]) =>
      new Promise<{ status: number | null; stdout: string; stderr: string }>((done) => {
        const child = execFile(
          process.execPath,
          ['--conditions=@salesdesk/source', '--import', 'tsx', 'src/main.ts', ...args],
          { cwd: cliDir, env: { ...process.env, ...t.env }, encoding: 'utf8', timeout: 60_000 },
          (_error, stdout, stderr) => done({ status: child.exitCode, stdout, stderr }),
        );
      });
    const ok = await exec(['export', 'clients', '--format', 'ndjson', '--columns', 'id,name']);
    expect(ok.status).toBe(0);
    const rows = ok.stdout
      .trimEnd()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(rows.length).toBeGreaterThan(10);
    expect(Object.keys(rows[0])).toEqual(['id', 'name']);
    const bad = await exec(['export', 'clients', '--format', 'pdf']);
    expect(bad.status).toBe(2);
    expect(bad.stdout).toBe('');
  }, 60_000);
});
