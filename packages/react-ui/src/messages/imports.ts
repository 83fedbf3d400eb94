/** Texts of the imports page (cron jobs). */
export const importsMessages = {
  title: 'Importy',
  search: 'Szukaj po kodzie lub nazwie zadania',
  empty: 'Brak zadań importu.',
  columns: {
    cron_job_code: 'Zadanie',
    frequency: 'Harmonogram',
    current_job_status: 'Stan',
    last_run_start: 'Ostatni start',
    last_run_completed: 'Ostatnie zakończenie',
    next_run: 'Następne uruchomienie',
  },
  statuses: { idle: 'Oczekuje', running: 'W toku', failed: 'Błąd', disabled: 'Wyłączone' } as Record<string, string>,
  filters: { status: 'Stan', all: 'Wszystkie' },
  never: '—',
  refreshing: 'Lista odświeża się sama, dopóki trwa import.',
  lastRun: 'Ostatnie uruchomienie: {status}, {records} rekordów. {message}',
  runStatuses: { success: 'zakończone', failed: 'błąd', running: 'w toku' } as Record<string, string>,
} as const;
