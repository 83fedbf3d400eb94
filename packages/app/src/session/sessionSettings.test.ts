import { DEFAULT_SESSION_CONFIG } from '@salesdesk/sdk';
import { describe, expect, it, vi } from 'vitest';
import { sessionSettings } from './sessionSettings';

describe('sessionSettings', () => {
  it('gives the SPEC defaults without overrides', () => {
    expect(sessionSettings({})).toEqual({ config: DEFAULT_SESSION_CONFIG, socketOptions: {} });
  });

  it('merges the session and socket overrides of app-config.json', () => {
    const { config, socketOptions } = sessionSettings({
      session: { sessionSeconds: 8, idleTimeoutMs: 1000 },
      socket: { retryDelayMs: 500 },
    });
    expect(config).toMatchObject({
      sessionSeconds: 8,
      idleTimeoutMs: 1000,
      warningSeconds: 300,
      loginPath: '/pl/login',
    });
    expect(socketOptions).toEqual({ retryDelayMs: 500 });
  });

  it('logs and ignores unknown fields and bad values', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { config, socketOptions } = sessionSettings({
      session: { sessionSeconds: -1, loginPath: '/x', warningSeconds: '5' },
      socket: [1],
    });
    expect(config).toEqual(DEFAULT_SESSION_CONFIG);
    expect(socketOptions).toEqual({});
    expect(error).toHaveBeenCalledTimes(4);
    error.mockRestore();
  });
});
