import { failWith } from '@salesdesk/fixtures/msw';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { unzipSync } from 'fflate';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { sampleUser } from '../test/fakeSalesdesk';
import { setupMswBackend, TEST_API } from '../test/mswServer';
import { renderPage } from '../test/renderPage';
import { ImportsPage } from './ImportsPage';

const backend = setupMswBackend();
const admin = { user: { ...sampleUser, user_id: 1, username: 'admin', role: 'Administrators' } };
const SLOW = { timeout: 8000 };

function fileInput(): HTMLInputElement {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return input;
}

function pick(name: string, text: string) {
  fireEvent.change(fileInput(), { target: { files: [new File([text], name, { type: 'text/csv' })] } });
}

function productsCsv(rows: string[]): string {
  const known = backend.state.products[0];
  return [
    'symbol;index_name;catalog_price',
    `${known?.more.symbol};Nowa nazwa produktu;${((known?.catalog_price ?? 0) / 100 + 1).toFixed(2).replace('.', ',')}`,
    'NEW-1;Złączka zaciskowa łukowa;3,10',
    ...rows,
  ].join('\r\n');
}

describe('ImportsPage: sending a file', () => {
  it('checks a file with a dry run, shows its progress and report, then applies it', async () => {
    renderPage(<ImportsPage />, '/pl/dashboard/imports', admin);
    expect(await screen.findByRole('tab', { name: 'Wyślij plik', selected: true })).toBeTruthy();
    pick('produkty.csv', productsCsv([]));
    expect(screen.getByText(/Wybrany plik: produkty\.csv/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Sprawdź (próbny import)' }));
    expect(await screen.findByRole('progressbar', { name: 'Postęp importu' })).toBeTruthy();
    const heading = await screen.findByRole('heading', { name: 'Wynik importu próbnego: produkty.csv' }, SLOW);
    // Focus goes to the report once the run is done.
    await waitFor(() => expect(document.activeElement).toBe(heading));
    const counts = screen.getByRole('region', { name: 'Liczby' });
    expect(counts.querySelector('[data-count="created"] dd')?.textContent).toBe('1');
    expect(counts.querySelector('[data-count="updated"] dd')?.textContent).toBe('1');
    const changes = screen.getByRole('region', { name: 'Przykładowe zmiany' });
    expect(within(changes).getByText('Nowa nazwa produktu')).toBeTruthy();
    const started = backend.state.importFileRuns[0];
    expect(started).toMatchObject({ kind: 'products', dry_run: true, file_name: 'produkty.csv' });
    fireEvent.click(screen.getByRole('button', { name: 'Zastosuj' }));
    expect(await screen.findByRole('heading', { name: 'Wynik importu: produkty.csv' }, SLOW)).toBeTruthy();
    expect(screen.getByText(/^Zaimportowano: 1 nowych, 1 zmienionych/)).toBeTruthy();
    expect(backend.state.importFileRuns[0]).toMatchObject({ dry_run: false, status: 'done' });
    expect(screen.queryByRole('button', { name: 'Zastosuj' })).toBeNull();
  });

  it('lists rejected rows with row, column and reason, and holds apply back until the valid rows are accepted', async () => {
    renderPage(<ImportsPage />, '/pl/dashboard/imports?kind=products', admin);
    pick('produkty.csv', productsCsv(['NEW-2;Zła cena;1,234', 'NEW-3;;2,00']));
    fireEvent.click(await screen.findByRole('button', { name: 'Sprawdź (próbny import)' }));
    expect(await screen.findByRole('heading', { name: 'Plik odrzucony: produkty.csv' }, SLOW)).toBeTruthy();
    const rejected = screen.getByRole('region', { name: 'Odrzucone wiersze' });
    const rows = within(rejected).getAllByRole('row').slice(1);
    expect(rows.map((r) => [...r.querySelectorAll('td')].map((td) => td.textContent))).toEqual([
      ['4', 'catalog_price', 'Kwota „1,234” ma więcej niż dwa miejsca po przecinku.'],
      ['5', 'index_name', 'Nowa pozycja wymaga wartości w kolumnie „index_name”.'],
    ]);
    expect(screen.getByRole('button', { name: 'Pobierz odrzucone wiersze (CSV)' })).toBeTruthy();
    const apply = screen.getByRole('button', { name: 'Zastosuj' });
    expect(apply.hasAttribute('disabled')).toBe(true);
    expect(screen.getByText(/Plik ma odrzucone wiersze/)).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Importuj poprawne wiersze, odrzuć błędne' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Zastosuj' }).hasAttribute('disabled')).toBe(false));
    fireEvent.click(screen.getByRole('button', { name: 'Zastosuj' }));
    expect(await screen.findByRole('heading', { name: 'Wynik importu: produkty.csv' }, SLOW)).toBeTruthy();
    expect(backend.state.importFileRuns[0]).toMatchObject({ accept_valid: true, dry_run: false, rejected: 2 });
  });

  it('shows the server’s refusal of a file beside the file, and a wrong type before sending', async () => {
    renderPage(<ImportsPage />, '/pl/dashboard/imports', admin);
    fireEvent.change(fileInput(), { target: { files: [new File(['x'], 'cennik.pdf')] } });
    expect(await screen.findByText('Plik „cennik.pdf” nie jest plikiem CSV ani XLSX.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Sprawdź (próbny import)' }));
    expect(await screen.findByText('Wybierz plik CSV lub XLSX.')).toBeTruthy();
    pick('pusty.csv', '');
    fireEvent.click(screen.getByRole('button', { name: 'Sprawdź (próbny import)' }));
    expect(await screen.findByText('Dołącz plik CSV albo XLSX.')).toBeTruthy();
    expect(screen.getByText(/Wybrany plik: pusty\.csv/)).toBeTruthy();
    backend.server.use(
      failWith(
        'importStart',
        413,
        { code: 'payload_too_large', message: 'Treść żądania jest za duża (maksymalnie 64 MB).' },
        TEST_API,
      ),
    );
    pick('duzy.csv', 'symbol\nA\n');
    fireEvent.click(screen.getByRole('button', { name: 'Sprawdź (próbny import)' }));
    const tooLarge = await screen.findByText('Treść żądania jest za duża (maksymalnie 64 MB).');
    // Under the file it concerns, the file still chosen.
    expect(tooLarge.closest('div')?.textContent).toContain('Wybrany plik: duzy.csv');
  });

  it('offers the full import only for products and stock, and preselects the kind from the URL', async () => {
    renderPage(<ImportsPage />, '/pl/dashboard/imports?kind=stock', admin);
    expect(
      await screen.findByText(/Kolumny: Symbol, Kod magazynu, Stan, .*Kolumna kluczowa: Symbol, Kod magazynu\./),
    ).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Pełny import (dezaktywuj pominięte)' })).toBeTruthy();
    renderPage(<ImportsPage />, '/pl/dashboard/imports?kind=prices', admin);
    await waitFor(() => expect(screen.getAllByText(/Kolumny: Symbol, Cena katalogowa/)).toHaveLength(1));
    expect(screen.getAllByRole('checkbox', { name: 'Pełny import (dezaktywuj pominięte)' })).toHaveLength(1);
  });

  it('sends several invoice files picked at once as one ZIP, one dry run, naming them and their count', async () => {
    renderPage(<ImportsPage />, '/pl/dashboard/imports?kind=invoices', admin);
    const runsBefore = backend.state.importFileRuns.length;
    const sent: ArrayBuffer[] = [];
    backend.server.use(
      http.post(`${TEST_API}/api/imports/runs`, async ({ request }) => {
        sent.push(await request.clone().arrayBuffer());
        // Nothing answered here: the mock backend's own handler takes the request on.
      }),
    );
    await screen.findByRole('button', { name: 'Wybierz pliki' });
    expect(fileInput().multiple).toBe(true);
    const xml = (n: number) => `<?xml version="1.0" encoding="UTF-8"?><Faktura><P_2>FV/${n}</P_2></Faktura>`;
    const files = [
      new File([xml(1)], 'faktura-1.xml', { type: 'text/xml' }),
      new File([xml(2)], 'faktura-łódź-2.xml', { type: 'text/xml' }),
      new File(['plik;numer_ksef\r\nfaktura-1.xml;5265877635-20250826-0100001AF629-AF\r\n'], 'manifest.csv'),
    ];
    fireEvent.change(fileInput(), { target: { files } });
    expect(
      await screen.findByText(/^Wybrane 3 pliki \(\d+ kB\): zostaną wysłane razem jako jedno archiwum ZIP/),
    ).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Wybrane pliki' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['faktura-1.xml', 'faktura-łódź-2.xml', 'manifest.csv']);
    fireEvent.click(screen.getByRole('button', { name: 'Sprawdź (próbny import)' }));
    expect(
      await screen.findByRole('heading', { name: 'Wynik importu próbnego: faktury-3-plikow.zip' }, SLOW),
    ).toBeTruthy();
    expect(backend.state.importFileRuns).toHaveLength(runsBefore + 1);
    expect(backend.state.importFileRuns[0]).toMatchObject({
      kind: 'invoices',
      dry_run: true,
      file_name: 'faktury-3-plikow.zip',
      created: 2,
    });
    expect(sent).toHaveLength(1);
    const unpacked = unzipSync(new Uint8Array(sent[0] as ArrayBuffer));
    expect(Object.keys(unpacked)).toEqual(['faktura-1.xml', 'faktura-łódź-2.xml', 'manifest.csv']);
    expect(new TextDecoder().decode(unpacked['faktura-łódź-2.xml'])).toBe(xml(2));
  });

  it('refuses, before sending, several files for another kind, a ZIP among several and two of one name', async () => {
    renderPage(<ImportsPage />, '/pl/dashboard/imports?kind=products', admin);
    const runsBefore = backend.state.importFileRuns.length;
    await screen.findByRole('button', { name: 'Wybierz plik' });
    expect(fileInput().multiple).toBe(false);
    fireEvent.change(fileInput(), { target: { files: [new File(['a'], 'a.csv'), new File(['b'], 'b.csv')] } });
    expect(
      await screen.findByText(
        'Ten rodzaj importu przyjmuje jeden plik naraz. Kilka plików można wysłać tylko jako faktury.',
      ),
    ).toBeTruthy();
    renderPage(<ImportsPage />, '/pl/dashboard/imports?kind=invoices', admin);
    await screen.findByRole('button', { name: 'Wybierz pliki' });
    const input = () =>
      [...document.querySelectorAll<HTMLInputElement>('input[type="file"]')].at(-1) as HTMLInputElement;
    fireEvent.change(input(), { target: { files: [new File(['<a/>'], 'a.xml'), new File(['PK'], 'paczka.zip')] } });
    expect(await screen.findByText(/^Plik „paczka\.zip” nie może iść razem z innymi/)).toBeTruthy();
    fireEvent.change(input(), { target: { files: [new File(['<a/>'], 'A.xml'), new File(['<b/>'], 'a.XML')] } });
    expect(await screen.findByText(/^Dwa wybrane pliki mają tę samą nazwę „a\.XML”/)).toBeTruthy();
    fireEvent.change(input(), { target: { files: [new File(['x'], 'm.csv'), new File(['y'], 'n.csv')] } });
    expect(await screen.findByText('Wśród wybranych plików nie ma pliku XML FA(3).')).toBeTruthy();
    expect(screen.getAllByText('Nie wybrano pliku.').length).toBeGreaterThan(0);
    expect(backend.state.importFileRuns).toHaveLength(runsBefore);
  });
});
