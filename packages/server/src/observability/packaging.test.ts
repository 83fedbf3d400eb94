import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { configProblems } from '../configCheck';

// The systemd unit and the logrotate note shipped in deploy/, as docs/operations.md shows them.

const deploy = (name: string) => new URL(`../../../../deploy/${name}`, import.meta.url);
const unitText = readFileSync(deploy('salesdesk.service'), 'utf8');
const operations = readFileSync(new URL('../../../../docs/operations.md', import.meta.url), 'utf8');

/** A unit file's sections, each key with its values in order (a key may repeat). */
function parseUnit(text: string): Map<string, Map<string, string[]>> {
  const sections = new Map<string, Map<string, string[]>>();
  let current: Map<string, string[]> | undefined;
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#') || line.startsWith(';')) continue;
    const section = /^\[(\w+)\]$/.exec(line);
    if (section) {
      current = new Map();
      sections.set(section[1] as string, current);
      continue;
    }
    const pair = /^([A-Za-z]+)=(.*)$/.exec(line);
    if (!pair || !current) throw new Error(`not a unit line: ${raw}`);
    const [, key, value] = pair as unknown as [string, string, string];
    current.set(key, [...(current.get(key) ?? []), value]);
  }
  return sections;
}

/** An EnvironmentFile's assignments (`KEY=value`; comments and blank lines skipped). */
function envFile(text: string): Record<string, string> {
  const env: Record<string, string> = {};
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) continue;
    const pair = /^([A-Z_][A-Z0-9_]*)=(.*)$/.exec(line);
    if (!pair) throw new Error(`not a setting: ${raw}`);
    env[pair[1] as string] = pair[2] as string;
  }
  return env;
}

/** A duration of a unit ("60", "60s", "1min 30s") in seconds. */
function seconds(value: string): number {
  let total = 0;
  for (const [, n, unit] of value.matchAll(/(\d+)\s*(min|s|ms)?/g)) {
    total += Number(n) * (unit === 'min' ? 60 : unit === 'ms' ? 0.001 : 1);
  }
  return total;
}

describe('the systemd unit (deploy/salesdesk.service)', () => {
  const unit = parseUnit(unitText);
  const service = unit.get('Service') ?? new Map<string, string[]>();
  const one = (key: string) => service.get(key)?.at(-1);

  it('has the three sections', () => {
    expect([...unit.keys()]).toEqual(['Unit', 'Service', 'Install']);
    expect(unit.get('Unit')?.get('After')).toEqual(['network-online.target']);
    expect(unit.get('Install')?.get('WantedBy')).toEqual(['multi-user.target']);
  });

  it('runs the built server as its own user, from its folder, with its settings file', () => {
    expect(one('Type')).toBe('simple');
    expect(one('User')).toBe('salesdesk');
    expect(one('WorkingDirectory')).toBe('/opt/salesdesk');
    expect(one('EnvironmentFile')).toBe('/etc/salesdesk/salesdesk.env');
    expect(one('ExecStart')).toBe('/usr/bin/node packages/server/dist/main.js');
    expect(one('Environment')).toBe('NODE_ENV=production');
    expect(one('Restart')).toBe('on-failure');
  });

  it('stops with SIGTERM and waits longer than the drain', () => {
    expect(one('KillSignal')).toBe('SIGTERM');
    expect(one('KillMode')).toBe('mixed');
    expect(seconds(one('TimeoutStopSec') ?? '0')).toBeGreaterThanOrEqual(45);
  });

  it('is hardened, and may write only to the data, backup and import folders', () => {
    for (const [key, value] of [
      ['NoNewPrivileges', 'yes'],
      ['ProtectSystem', 'strict'],
      ['ProtectHome', 'yes'],
      ['PrivateTmp', 'yes'],
      ['PrivateDevices', 'yes'],
      ['RestrictSUIDSGID', 'yes'],
      ['CapabilityBoundingSet', ''],
      ['UMask', '0077'],
    ] as const) {
      expect([key, one(key)]).toEqual([key, value]);
    }
    const writable = (one('ReadWritePaths') ?? '').split(/\s+/).map((p) => p.replace(/^-/, ''));
    expect(writable).toEqual(['/var/lib/salesdesk', '/var/backups/salesdesk', '/srv/salesdesk/import']);
    // Node compiles code at run time: this one would stop it.
    expect(service.has('MemoryDenyWriteExecute')).toBe(false);
  });

  it('names the same folders as the example settings', () => {
    const env = readFileSync(deploy('salesdesk.env.example'), 'utf8');
    expect(env).toMatch(/^DATA_DIR=\/var\/lib\/salesdesk$/m);
    expect(env).toMatch(/^BACKUP_DIR=\/var\/backups\/salesdesk$/m);
    expect(env).toMatch(/^IMPORT_DIR=\/srv\/salesdesk\/import$/m);
    expect(env).toMatch(/^LOG_FORMAT=json$/m);
  });

  it('is shown in docs/operations.md as shipped', () => {
    expect(operations).toContain(unitText.slice(unitText.indexOf('[Unit]')).trimEnd());
  });

  it('its example settings start a server behind the nginx site of docs/deploy: the proxy trusted, mail ready to fill in', () => {
    const env = envFile(readFileSync(deploy('salesdesk.env.example'), 'utf8'));
    // As systemd's EnvironmentFile= gives them: a key left empty is set to ''.
    expect(configProblems({ NODE_ENV: 'production', ...env })).toEqual([]);
    // The unit listens on 127.0.0.1 behind nginx: without trusting it, every user is 127.0.0.1 and
    // five wrong passwords for admin from anyone lock admin out for all staff.
    expect(env.HOST).toBe('127.0.0.1');
    expect(env.TRUST_PROXY).toBe('loopback');
    const config = loadConfig({ NODE_ENV: 'production', ...env }, { tokenSecret: 'unused' });
    expect(config.trustProxy.trusts('127.0.0.1')).toBe(true);
    expect(config.trustProxy.trusts('10.0.0.5')).toBe(false);
    // Mail leaves the server only with SMTP_URL and PUBLIC_URL, so the operator sees both to fill in.
    for (const key of ['SMTP_URL', 'PUBLIC_URL', 'MAIL_FROM']) expect(Object.keys(env)).toContain(key);
    expect(config.mail.smtpUrl).toBeNull();
    expect(configProblems({ ...env, SMTP_URL: 'smtps://u:p@smtp.example.pl:465' })).toEqual([
      expect.stringContaining('PUBLIC_URL'),
    ]);
  });

  const analyze = spawnSync('systemd-analyze', ['--version'], { encoding: 'utf8' });
  it.runIf(analyze.status === 0)('passes `systemd-analyze verify` without a warning', () => {
    // The node of this machine stands in for /usr/bin/node, which systemd checks exists.
    const dir = mkdtempSync(join(tmpdir(), 'salesdesk-unit-'));
    try {
      const file = join(dir, 'salesdesk.service');
      writeFileSync(file, unitText.replace('/usr/bin/node ', `${process.execPath} `));
      const result = spawnSync('systemd-analyze', ['verify', file], { encoding: 'utf8' });
      const said = `${result.stdout}${result.stderr}`;
      expect(said).not.toMatch(/Unknown (key|section)|ignoring|Invalid|Failed/i);
      expect(result.status, said).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the logrotate note (deploy/logrotate.salesdesk)', () => {
  const text = readFileSync(deploy('logrotate.salesdesk'), 'utf8');
  const body = /^(\/\S+)\s*\{([^}]*)\}/m.exec(text);
  const directives = (body?.[2] ?? '')
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);

  it('rotates the log file in place, compressed, with a bound on age and size', () => {
    expect(body?.[1]).toBe('/var/log/salesdesk/salesdesk.log');
    for (const directive of ['daily', 'copytruncate', 'compress', 'missingok', 'notifempty']) {
      expect(directives).toContain(directive);
    }
    expect(directives.find((d) => d.startsWith('rotate '))).toMatch(/^rotate \d+$/);
    expect(directives.find((d) => d.startsWith('maxsize '))).toMatch(/^maxsize \d+[kMG]?$/);
  });

  it('says how the unit writes to that file, and is shown in docs/operations.md', () => {
    expect(text).toContain('StandardOutput=append:/var/log/salesdesk/salesdesk.log');
    expect(operations).toContain(text.slice(text.indexOf('/var/log/salesdesk/salesdesk.log {')).trimEnd());
  });
});
