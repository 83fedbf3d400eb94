import type { ImportJob } from '@salesdesk/sdk';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { importsMessages } from '../messages/imports';
import { bodyRows } from '../test/listPageContract';
import { setupMswBackend } from '../test/mswServer';
import { renderPage } from '../test/renderPage';
import { ImportsPage } from './ImportsPage';
import { importsRefreshInterval } from './jobs/useImportsList';

const backend = setupMswBackend();

describe('ImportsPage', () => {
  it('lists the jobs with state and relative and exact times, filtered by state through the URL', async () => {
    const { route } = renderPage(<ImportsPage />, '/pl/dashboard/imports');
    await waitFor(() => expect(bodyRows('Importy').length).toBeGreaterThan(0));
    const job = [...backend.state.imports].sort((a, b) => a.cron_job_code.localeCompare(b.cron_job_code))[0];
    const row = bodyRows('Importy')[0] as HTMLElement;
    // Its kind's Polish name, not its code.
    expect(within(row).getByRole('rowheader').textContent).toBe(
      job?.kind ? importsMessages.kinds[job.kind] : job?.name,
    );
    if (job?.last_run_start) {
      const time = row.querySelector(`time[datetime="${job.last_run_start}"]`);
      expect(time?.textContent).toMatch(/temu|za |wczoraj|jutro|dzisiaj/);
      expect(time?.textContent).toMatch(/\d{2}\.\d{2}\.\d{4}/);
    }
    const failed = backend.state.imports.filter((j) => j.current_job_status === 'failed');
    route.navigate('/pl/dashboard/imports?current_job_status=failed');
    await waitFor(() => expect(bodyRows('Importy')).toHaveLength(Math.min(5, failed.length)));
    for (const r of bodyRows('Importy')) expect(within(r).getByText('Błąd')).toBeTruthy();
  });

  it('says the list refreshes itself while a job runs', async () => {
    const job = backend.state.imports[0] as ImportJob;
    job.current_job_status = 'running';
    renderPage(<ImportsPage />, '/pl/dashboard/imports');
    expect(await screen.findByText('Lista odświeża się sama, dopóki trwa import.')).toBeTruthy();
  });

  it('asks again every 5 s while a job runs, every minute otherwise', () => {
    const jobs = backend.state.imports.map((j) => ({ ...j, current_job_status: 'idle' as const }));
    expect(importsRefreshInterval(jobs)).toBe(60_000);
    expect(importsRefreshInterval([{ ...(jobs[0] as ImportJob), current_job_status: 'running' }])).toBe(5_000);
  });
});
