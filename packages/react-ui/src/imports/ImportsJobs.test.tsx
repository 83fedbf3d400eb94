import type { ImportJob } from '@salesdesk/sdk';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { sampleUser } from '../test/fakeSalesdesk';
import { bodyRows } from '../test/listPageContract';
import { setupMswBackend } from '../test/mswServer';
import { renderPage } from '../test/renderPage';
import { ImportsPage } from './ImportsPage';

const backend = setupMswBackend();
const admin = { user: { ...sampleUser, user_id: 1, username: 'admin', role: 'Administrators' } };
const SLOW = { timeout: 8000 };

/** react-aria reacts to a key pressed and released, as a keyboard does. */
function press(element: Element, key = 'Enter') {
  fireEvent.keyDown(element, { key });
  fireEvent.keyUp(element, { key });
}

/** What Tab reaches, in order (the page has no positive tabindex). */
function tabbables(root: ParentNode = document): HTMLElement[] {
  return [
    ...root.querySelectorAll<HTMLElement>('button, [href], input:not([type="hidden"]), select, textarea, [tabindex]'),
  ].filter(
    (el) =>
      el.tabIndex >= 0 &&
      !el.hasAttribute('disabled') &&
      !(el instanceof HTMLInputElement && el.type === 'file') &&
      !el.closest('[aria-hidden="true"], [hidden]'),
  );
}

async function violations(): Promise<string[]> {
  // Colours need a layout engine: contrast is checked in the e2e tests (Chromium).
  // react-aria's live announcer keeps messages of earlier tests; it is the library's, not the page's.
  const result = await axe.run(
    { include: [document.body], exclude: [['[data-live-announcer]']] },
    {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
      rules: { 'color-contrast': { enabled: false } },
    },
  );
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

function stockJob(): ImportJob {
  const job = backend.state.imports.find((j) => j.kind === 'stock');
  if (!job) throw new Error('no stock job');
  job.current_job_status = 'idle';
  return job;
}

describe('ImportsPage: jobs, history, keyboard and accessibility', () => {
  it('shows each job by its Polish name and its schedule in words, and refuses a bad cron in Polish beside the field', async () => {
    const job = stockJob();
    const other = backend.state.imports.find((j) => j.kind === null);
    if (other) other.cron_job_code = 'import_zzz';
    renderPage(<ImportsPage />, '/pl/dashboard/imports?tab=jobs&search=stock', admin);
    await waitFor(() => expect(bodyRows('Importy')).toHaveLength(1));
    const row = bodyRows('Importy')[0] as HTMLElement;
    expect(within(row).getByText('Stany')).toBeTruthy();
    expect(within(row).getByText('/srv/salesdesk/import/stock/')).toBeTruthy();
    // The kind's name and the schedule in words, never the job's code alone.
    expect(within(row).getByRole('rowheader').textContent).toBe('Stany magazynowe');
    expect(within(row).getByText('Co 15 minut')).toBeTruthy();
    const menu = within(row).getByRole('button', { name: 'Działania zadania „Stany magazynowe”' });
    fireEvent.click(menu);
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Zmień harmonogram' }));
    const dialog = await screen.findByRole('dialog', { name: 'Harmonogram zadania „Stany magazynowe”' });
    const cron = within(dialog).getByRole('textbox', { name: 'Harmonogram (wyrażenie cron)' }) as HTMLInputElement;
    expect(cron.value).toBe(job.frequency);
    expect(within(dialog).getByText('Czyli: co 15 minut (czas polski).')).toBeTruthy();
    fireEvent.change(cron, { target: { value: 'co kwadrans' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
    expect(
      await within(dialog).findByText(/Niepoprawny harmonogram „co kwadrans”: podaj wyrażenie cron z pięcioma polami/),
    ).toBeTruthy();
    expect(cron.getAttribute('aria-invalid')).toBe('true');
    expect(cron.value).toBe('co kwadrans');
    fireEvent.change(cron, { target: { value: '*/30 * * * *' } });
    expect(within(dialog).getByText('Czyli: co 30 minut (czas polski).')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Pełny import (dezaktywuj pominięte)' }));
    const acceptValid = within(dialog).getByRole('checkbox', { name: 'Importuj poprawne wiersze, odrzuć błędne' });
    expect(acceptValid.getAttribute('aria-describedby')).toBeTruthy();
    fireEvent.click(acceptValid);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(job).toMatchObject({ frequency: '*/30 * * * *', full: true, accept_valid: true });
    await waitFor(() =>
      expect(within(bodyRows('Importy')[0] as HTMLElement).getByText('Stany (pełny, poprawne wiersze)')).toBeTruthy(),
    );
    await waitFor(() => expect(within(bodyRows('Importy')[0] as HTMLElement).getByText('*/30 * * * *')).toBeTruthy());
    expect(within(bodyRows('Importy')[0] as HTMLElement).getByText('Co 30 minut')).toBeTruthy();
    // Back on the job's row, where its menu is (the table's focus keeps to its rows and cells).
    await waitFor(() => expect(document.activeElement?.closest('tr')?.textContent).toContain('Stany magazynowe'));
  });

  it('runs a job now: running with its progress, then idle with the new run listed', async () => {
    const job = stockJob();
    // The mock's stand-in inbox file (the example) names a product its catalogue lacks: a job that
    // imports all or nothing would refuse it, as the server would.
    job.accept_valid = true;
    renderPage(<ImportsPage />, '/pl/dashboard/imports?tab=jobs&search=stock', admin);
    await waitFor(() => expect(bodyRows('Importy')).toHaveLength(1));
    fireEvent.click(within(bodyRows('Importy')[0] as HTMLElement).getByRole('button', { name: /Działania zadania/ }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Uruchom teraz' }));
    expect(await screen.findByRole('progressbar', { name: 'Postęp zadania „Stany magazynowe”' }, SLOW)).toBeTruthy();
    await waitFor(() => expect(job.current_job_status).toBe('idle'), SLOW);
    await waitFor(() => expect(within(bodyRows('Importy')[0] as HTMLElement).getByText('Oczekuje')).toBeTruthy(), SLOW);
    expect(job.runs[0]?.status).toBe('success');
  });

  it('lists the history of file runs, filtered by kind through the URL, and opens a run’s report', async () => {
    const { route } = renderPage(<ImportsPage />, '/pl/dashboard/imports?tab=history', admin);
    await waitFor(() => expect(bodyRows('Historia importów')).toHaveLength(1));
    const row = bodyRows('Historia importów')[0] as HTMLElement;
    expect(within(row).getByText('cennik-listopad.csv')).toBeTruthy();
    expect(within(row).getByText('aaaaaaaaaaaa…')).toBeTruthy();
    expect(within(row).getByText('Ceny')).toBeTruthy();
    const open = within(row).getByRole('button', { name: 'Pokaż raport importu cennik-listopad.csv' });
    fireEvent.click(open);
    const dialog = await screen.findByRole('dialog', { name: 'cennik-listopad.csv' });
    expect(await within(dialog).findByText('Kwota „12,345” ma więcej niż dwa miejsca po przecinku.')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Pobierz odrzucone wiersze (CSV)' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Zamknij' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    route.navigate('/pl/dashboard/imports?tab=history&kind=products');
    await waitFor(() => expect(bodyRows('Historia importów')).toHaveLength(0));
  });

  it('goes through the upload by keyboard alone: kind, file, check, then apply from the report', async () => {
    renderPage(<ImportsPage />, '/pl/dashboard/imports?kind=prices', admin);
    const choose = await screen.findByRole('button', { name: 'Wybierz plik' });
    const order = tabbables().map((el) => el.getAttribute('aria-label') ?? el.textContent?.trim());
    const at = (name: string) => order.findIndex((t) => t?.includes(name));
    expect(at('Ceny (cennik)')).toBeGreaterThanOrEqual(0);
    expect(at('Pobierz przykładowy plik')).toBeGreaterThan(at('Ceny (cennik)'));
    expect(at('Wybierz plik')).toBeGreaterThan(at('Pobierz przykładowy plik'));
    expect(at('Sprawdź (próbny import)')).toBeGreaterThan(at('Wybierz plik'));
    // Enter on "Wybierz plik" opens the system's file dialog (the hidden input's click).
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    let opened = false;
    input.addEventListener('click', (event) => {
      opened = true;
      event.preventDefault();
    });
    act(() => choose.focus());
    press(choose);
    expect(opened).toBe(true);
    const symbol = backend.state.products[0]?.more.symbol;
    fireEvent.change(input, { target: { files: [new File([`symbol;catalog_price\n${symbol};99,00\n`], 'ceny.csv')] } });
    const check = screen.getByRole('button', { name: 'Sprawdź (próbny import)' });
    act(() => check.focus());
    press(check);
    // While the run goes the button is disabled: focus waits on the progress, not lost to the page.
    const bar = await screen.findByRole('progressbar', { name: 'Postęp importu' });
    await waitFor(() => expect(document.activeElement?.contains(bar)).toBe(true));
    const heading = await screen.findByRole('heading', { name: 'Wynik importu próbnego: ceny.csv' }, SLOW);
    await waitFor(() => expect(document.activeElement).toBe(heading));
    const apply = screen.getByRole('button', { name: 'Zastosuj' });
    const after = tabbables(heading.closest('section') as HTMLElement);
    expect(after).toContain(apply);
    act(() => apply.focus());
    press(apply);
    const done = await screen.findByRole('heading', { name: 'Wynik importu: ceny.csv' }, SLOW);
    await waitFor(() => expect(document.activeElement).toBe(done));
  });

  it('has no accessibility violations on the upload with a report, the jobs and the history', async () => {
    const view = renderPage(<ImportsPage />, '/pl/dashboard/imports', admin);
    fireEvent.change(document.querySelector('input[type="file"]') as HTMLInputElement, {
      target: { files: [new File(['symbol;index_name;catalog_price;kolor\nX-1;;1,234;\n'], 'produkty.csv')] },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Sprawdź (próbny import)' }));
    await screen.findByRole('heading', { name: 'Plik odrzucony: produkty.csv' }, SLOW);
    expect(await violations()).toEqual([]);
    view.route.navigate('/pl/dashboard/imports?tab=jobs');
    await waitFor(() => expect(bodyRows('Importy').length).toBeGreaterThan(0));
    expect(await violations()).toEqual([]);
    view.route.navigate('/pl/dashboard/imports?tab=history');
    await waitFor(() => expect(bodyRows('Historia importów').length).toBeGreaterThan(0));
    expect(await violations()).toEqual([]);
  });
});
