import { describe, expect, it } from 'vitest';
import { configProblems } from './configCheck';

describe('the settings of the mail, integrations, KSeF and metrics are checked at start', () => {
  it('reports each wrong one in Polish, naming it, all at once', () => {
    const problems = configProblems({
      SMTP_URL: 'http://smtp.example.pl',
      PUBLIC_URL: 'https://salesdesk.example.pl',
      CORS_ORIGINS: 'https://crm.example.pl/',
      KSEF_ENV: 'prod',
      METRICS_TOKEN: 'krótki',
      WEBHOOK_RETRY_SCHEDULE: '5,,10',
      IMPORT_KEEP_DAYS: '-1',
    });
    expect(problems).toHaveLength(6);
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^SMTP_URL: adres musi zaczynać się od smtp:\/\/ albo smtps:\/\//),
        expect.stringMatching(/^CORS_ORIGINS: „https:\/\/crm\.example\.pl\/” nie jest originem/),
        expect.stringMatching(/^KSEF_ENV musi mieć jedną z wartości: prd, demo, test/),
        expect.stringMatching(/^METRICS_TOKEN musi mieć co najmniej 16 znaków/),
        expect.stringMatching(/^WEBHOOK_RETRY_SCHEDULE=5,,10: podaj liczby sekund/),
        expect.stringMatching(/^IMPORT_KEEP_DAYS=-1: musi być liczbą dni/),
      ]),
    );
  });

  it('a mail server without the address of the app is refused, and right settings pass', () => {
    expect(configProblems({ SMTP_URL: 'smtp://127.0.0.1:25' })).toEqual([
      expect.stringMatching(/^SMTP_URL jest ustawiony, a PUBLIC_URL nie/),
    ]);
    expect(
      configProblems({
        SMTP_URL: 'smtps://u:p@smtp.example.pl:465',
        PUBLIC_URL: 'https://salesdesk.example.pl',
        MAIL_FROM: 'biuro@example.pl',
        CORS_ORIGINS: 'https://crm.example.pl',
        KSEF_ENV: 'demo',
        METRICS_TOKEN: 'a'.repeat(24),
        WEBHOOK_RETRY_SCHEDULE: '1,2,4',
        IMPORT_KEEP_DAYS: '0',
      }),
    ).toEqual([]);
  });
});
