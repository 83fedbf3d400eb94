import { describe, expect, it } from 'vitest';
import { NOTIFICATION_METADATA, NOTIFICATION_TYPES, notificationContent, notificationMessages } from '../index';

const meta = (entries: Record<string, string>) => Object.entries(entries).map(([key, value]) => ({ key, value }));

describe('notificationContent', () => {
  it('says the SPEC §8 sentence of a price group added', () => {
    expect(
      notificationContent({
        type: 'offer_add_product_group',
        metadata: meta({ group_name: 'Rury PP', number: 'OF/2026/000042', offer_id: '42' }),
      }),
    ).toEqual({
      title: 'Zakończono dodawanie grupy produktów',
      text: 'Grupa cenowa Rury PP została prawidłowo dodana do oferty numer OF/2026/000042.',
      document: { kind: 'offer', id: 42, number: 'OF/2026/000042' },
      page: null,
    });
  });

  it('names the level and links the order waiting for its approver', () => {
    expect(
      notificationContent({
        type: 'order_to_confirm',
        metadata: meta({ number: 'ZAM/2026/000007', order_id: '7', level: 'board', author: 'Jan Kowalski' }),
      }),
    ).toEqual({
      title: 'Zamówienie do potwierdzenia',
      text: 'Zamówienie ZAM/2026/000007 (Jan Kowalski) czeka na Twoje potwierdzenie na poziomie „Zarząd”.',
      document: { kind: 'order', id: 7, number: 'ZAM/2026/000007' },
      page: null,
    });
  });

  it('falls back to the short sentence when a key is missing, and to a generic one for an unknown type', () => {
    expect(notificationContent({ type: 'offer_approved', metadata: meta({ number: 'OF/1' }) }).text).toBe(
      'Oferta OF/1 została zaakceptowana.',
    );
    expect(notificationContent({ type: 'something_new', metadata: meta({ number: 'X/1' }) })).toEqual({
      title: 'Powiadomienie',
      text: 'Dokument X/1',
      document: null,
      page: null,
    });
  });

  it('names the import kind of a finished import and leads to the imports page', () => {
    expect(
      notificationContent({
        type: 'import_finished',
        metadata: meta({
          kind: 'products',
          file_name: 'katalog.csv',
          run_id: '3',
          status: 'done',
          message: 'Zaimportowano: 2 nowych.',
        }),
      }),
    ).toEqual({
      title: 'Import pliku zakończony',
      text: 'Produkty (katalog), plik „katalog.csv”: Zaimportowano: 2 nowych.',
      document: null,
      page: '/pl/dashboard/imports',
    });
    // A notification stored before the type named the file says only which job failed, by its kind's name.
    expect(notificationContent({ type: 'import_failed', metadata: meta({ cron_job_code: 'stock' }) })).toMatchObject({
      text: 'Import „Stany magazynowe” zakończył się błędem.',
      page: '/pl/dashboard/imports',
    });
    expect(
      notificationContent({ type: 'import_failed', metadata: meta({ cron_job_code: 'import_clients' }) }).text,
    ).toBe('Import „Klienci” zakończył się błędem.');
    // A job of no known kind (an older version's `import_settlements`) is not named by its code.
    expect(
      notificationContent({
        type: 'import_failed',
        metadata: meta({
          cron_job_code: 'import_settlements',
          file_name: 'r.csv',
          run_id: '3',
          message: 'Plik jest pusty.',
        }),
      }).text,
    ).toBe('Zadanie importu zakończyło się błędem.');
    expect(
      notificationContent({
        type: 'import_failed',
        metadata: meta({ cron_job_code: 'stock', file_name: 's.csv', run_id: '3', message: 'Plik jest pusty.' }),
      }).text,
    ).toBe('Import „Stany magazynowe”: plik „s.csv” nie został zaimportowany. Plik jest pusty.');
  });

  it('has a Polish title and sentence for every type, naming only keys the type carries', () => {
    for (const type of NOTIFICATION_TYPES) {
      const m = notificationMessages[type];
      expect(m.title.length).toBeGreaterThan(5);
      const keys = [...m.text.matchAll(/\{(\w+)\}/g)].map((x) =>
        (x[1] as string).replace(/^(level|status|kind)_name$/, '$1').replace(/^job_name$/, 'cron_job_code'),
      );
      for (const key of keys) expect(NOTIFICATION_METADATA[type], `${type}: ${key}`).toContain(key);
    }
  });
});
