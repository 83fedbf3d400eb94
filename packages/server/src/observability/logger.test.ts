import { describe, expect, it } from 'vitest';
import { createLogger, logSettingsFrom, scrubText } from './logger';
import { withinRequest } from './requestContext';

function collect(format: 'json' | 'text' = 'json', level: 'debug' | 'info' | 'warn' | 'error' = 'info') {
  const lines: string[] = [];
  const log = createLogger({ format, level, write: (line) => lines.push(line) });
  return { log, lines, json: () => lines.map((l) => JSON.parse(l) as Record<string, unknown>) };
}

describe('the server logger', () => {
  it('writes one JSON object per line: ISO time, level by name, message, the fields after it', () => {
    const { log, lines, json } = collect();
    log.info('kopia zapasowa gotowa', { file: 'a.sqlite', bytes: 1024 });
    log.warn('uwaga');
    expect(lines).toHaveLength(2);
    for (const line of lines) expect(line.endsWith('\n') && line.indexOf('\n') === line.length - 1).toBe(true);
    const [first, second] = json();
    expect(first).toMatchObject({ level: 'info', msg: 'kopia zapasowa gotowa', file: 'a.sqlite', bytes: 1024 });
    expect(first?.time).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(second).toMatchObject({ level: 'warn', msg: 'uwaga' });
  });

  it('writes an error as one line with its stack in a field', () => {
    const { log, lines, json } = collect();
    const error = Object.assign(new Error('dysk pełny'), { code: 'ENOSPC' });
    log.error('kopia zapasowa nie powiodła się', error);
    expect(lines).toHaveLength(1);
    const [line] = json();
    expect(line).toMatchObject({ level: 'error', err: { type: 'Error', message: 'dysk pełny', code: 'ENOSPC' } });
    expect((line?.err as { stack: string } | undefined)?.stack).toContain('logger.test.ts');
    expect((line?.err as { stack: string } | undefined)?.stack).toContain('\n');
  });

  it('keeps what is not an object or an error as `detail`', () => {
    const { log, json } = collect();
    log.error('odpowiedź łamie kontrakt', [{ path: ['id'], message: 'Required' }]);
    expect(json()[0]?.detail).toEqual([{ path: ['id'], message: 'Required' }]);
  });

  it('never writes passwords, tokens, cookies or credentials: by name or inside text', () => {
    const { log, lines } = collect('json', 'debug');
    const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOjJ9.c2lnbmF0dXJlLXNlY3JldA';
    log.info('logowanie', {
      username: 'handlowiec',
      password: 'Tajne-Haslo-1',
      headers: { authorization: `Bearer ${jwt}`, cookie: 'salesdesk_account_token=abc123secret' },
      nested: { deeper: { api_key: 'k-123-secret', token: 'tok-secret' } },
    });
    log.warn(`wywołanie z nagłówkiem Bearer ${jwt}`);
    log.error('link resetu', new Error('nie zapisano https://sd.example/pl/reset?token=reset-secret-1&x=1'));
    log.debug('smtp', { url: 'smtp://user:smtp-pass-secret@mail.example:587' });
    log.info('tokeny', 'sdpat_0123456789abcdefSECRET', 'whsec_c2VjcmV0LXNlY3JldA==');
    const out = lines.join('');
    for (const secret of [
      'Tajne-Haslo-1',
      jwt,
      'abc123secret',
      'k-123-secret',
      'tok-secret',
      'reset-secret-1',
      'smtp-pass-secret',
      '0123456789abcdefSECRET',
      'c2VjcmV0LXNlY3JldA',
    ]) {
      expect(out).not.toContain(secret);
    }
    expect(out).toContain('[redacted]');
    // What is not secret stays readable.
    expect(out).toContain('handlowiec');
    expect(out).toContain('mail.example:587');
  });

  it('adds the request id and the caller to every line written while a request is handled', () => {
    const { log, json } = collect();
    const scope = { requestId: 'req-1', userId: undefined as number | undefined };
    withinRequest(scope, () => {
      log.info('przed tokenem');
      scope.userId = 7;
      log.info('po tokenie');
    });
    log.info('poza żądaniem');
    const [before, after, outside] = json();
    expect(before).toMatchObject({ request_id: 'req-1' });
    expect(before).not.toHaveProperty('user_id');
    expect(after).toMatchObject({ request_id: 'req-1', user_id: 7 });
    expect(outside).not.toHaveProperty('request_id');
  });

  it('leaves out what is below its level', () => {
    const { log, json } = collect('json', 'warn');
    log.debug('d');
    log.info('i');
    log.warn('w');
    log.error('e');
    expect(json().map((l) => l.level)).toEqual(['warn', 'error']);
  });

  it('writes plain text for a person: time, level, message, fields, the stack indented below', () => {
    const { log, lines } = collect('text');
    log.info('GET /api/health 200', { duration_ms: 1.5, password: 'x-secret' });
    log.error('awaria', new Error('bum'));
    expect(lines[0]).toMatch(
      /^\d\d:\d\d:\d\d\.\d{3} INFO {2}GET \/api\/health 200 {2}duration_ms=1\.5 password=\[redacted\]\n$/,
    );
    expect(lines[1]).toMatch(/^\d\d:\d\d:\d\d\.\d{3} ERROR awaria\n {2}Error: bum\n +at /);
  });
});

describe('logging settings', () => {
  it('are JSON in production and text otherwise, at level info, unless set', () => {
    expect(logSettingsFrom({ NODE_ENV: 'production' })).toEqual({ format: 'json', level: 'info' });
    expect(logSettingsFrom({})).toEqual({ format: 'text', level: 'info' });
    expect(logSettingsFrom({ NODE_ENV: 'production', LOG_FORMAT: 'text', LOG_LEVEL: 'DEBUG' })).toEqual({
      format: 'text',
      level: 'debug',
    });
  });

  it('refuse a value they do not know, naming the setting in Polish', () => {
    expect(() => logSettingsFrom({ LOG_FORMAT: 'xml' })).toThrow(/LOG_FORMAT musi mieć wartość "json" albo "text"/);
    expect(() => logSettingsFrom({ LOG_LEVEL: 'verbose' })).toThrow(/LOG_LEVEL musi mieć wartość/);
  });
});

describe('scrubText', () => {
  it('keeps ordinary text as it is', () => {
    expect(scrubText('GET /api/clients/:id 200')).toBe('GET /api/clients/:id 200');
  });
});
