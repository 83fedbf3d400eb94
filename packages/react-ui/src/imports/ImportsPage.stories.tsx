import type { Story } from '@ladle/react';
import { createMockState, type MockState } from '@salesdesk/fixtures/msw';
import type { ImportFileRun } from '@salesdesk/sdk';
import { fillMessage } from '../messages';
import { importsMessages } from '../messages/imports';
import { sampleUser } from '../test/fakeSalesdesk';
import { pageStory, storyState } from '../test/pageStory';
import { StoryProviders } from '../test/storyProviders';
import { ImportsPage } from './ImportsPage';
import { ImportReportView } from './run/ImportReportView';
import { RunProgress } from './run/RunProgress';
import { FilePicker } from './upload/FilePicker';

export default { title: 'Administration / ImportsPage' };

const admin = { user: { ...sampleUser, user_id: 1, username: 'admin', role: 'Administrators' } };
const sample = storyState.importFileRuns[storyState.importFileRuns.length - 1] as ImportFileRun;

/** A products file tried dry: two rows rejected, one change, an unknown column. */
const rejectedRun: ImportFileRun = {
  ...sample,
  id: 900_010,
  kind: 'products',
  file_name: 'produkty-listopad.csv',
  status: 'refused',
  created: 12,
  updated: 3,
  unchanged: 140,
  rejected: 2,
  message:
    'Plik odrzucony: 2 z 157 wierszy ma błędy; nic nie zapisano. Popraw je albo zaimportuj tylko poprawne wiersze (opcja „importuj poprawne”).',
  report: {
    applied: false,
    created: 12,
    updated: 3,
    unchanged: 140,
    deactivated: 0,
    rejected: 2,
    columns: ['symbol', 'index_name', 'catalog_price'],
    errors: [
      { row: 14, column: 'Cena katalogowa', message: 'Kwota „12,345” ma więcej niż dwa miejsca po przecinku.' },
      { row: 88, column: 'VAT', message: 'Niepoprawna stawka VAT „22”: dozwolone 0, 5, 8, 23.' },
    ],
    warnings: ['Nieznana kolumna „kolor” (kolumna D): jej wartości nie są importowane.'],
    changes: [
      {
        row: 2,
        key: 'IN-0000001',
        fields: [
          { field: 'index_name', old: 'Złączka 16', new: 'Złączka zaciskowa łukowa 16' },
          { field: 'catalog_price', old: '12,50', new: '13,00' },
        ],
      },
    ],
    created_keys: ['NEW-0001', 'NEW-0002'],
    deactivated_keys: [],
  },
};

/** Stock read by the stock job: 45% of the file, 5 400 rows so far. */
function runningState(): MockState {
  const state = createMockState();
  const job = state.imports.find((j) => j.kind === 'stock');
  if (!job) return state;
  const run: ImportFileRun = {
    ...rejectedRun,
    id: 900_020,
    kind: 'stock',
    file_name: 'stany.csv',
    status: 'running',
    dry_run: false,
    progress: 0.45,
    rows_read: 5400,
    job_id: job.id,
    username: null,
    completed_at: null,
    has_rejects: false,
    report: null,
  };
  state.importFileRuns.unshift(run);
  Object.assign(job, { current_job_status: 'running', running_run_id: run.id });
  return state;
}

/** An administrator's first tab: the kind, the file, the options and "Sprawdź". */
export const Upload = pageStory(<ImportsPage />, '/pl/dashboard/imports', { session: admin });
/** Opened from "Pierwsze kroki" with the stock kind chosen (the full import offered). */
export const UploadStock = pageStory(<ImportsPage />, '/pl/dashboard/imports?kind=stock', { session: admin });
/** The fixtures' import jobs with kind, inbox, state, schedule and times. */
export const Default = pageStory(<ImportsPage />, '/pl/dashboard/imports?tab=jobs', { session: admin });
/** Only the failed jobs. */
export const Failed = pageStory(<ImportsPage />, '/pl/dashboard/imports?tab=jobs&current_job_status=failed', {
  session: admin,
});
/** A job running, with the progress of its file. */
export const JobRunning = pageStory(<ImportsPage />, '/pl/dashboard/imports?tab=jobs&search=stock', {
  session: admin,
  state: runningState(),
});
/** The history of file runs. */
export const History = pageStory(<ImportsPage />, '/pl/dashboard/imports?tab=history', { session: admin });
/** Someone who may see the jobs but not send files: the jobs only, no tabs. */
export const JobsOnly = pageStory(<ImportsPage />, '/pl/dashboard/imports');
/** The list still loading. */
export const Loading = pageStory(<ImportsPage />, '/pl/dashboard/imports?tab=jobs', {
  session: admin,
  endpoint: 'importList',
  mode: 'loading',
});

/** A dry run's report with rejected rows, a warning and a change old → new. */
export const ReportWithRejects: Story = () => (
  <StoryProviders session={admin}>
    <ImportReportView run={rejectedRun} />
  </StoryProviders>
);

/** A run on its way: the progress bar with the rows read. */
export const Running: Story = () => (
  <StoryProviders session={admin}>
    <RunProgress run={{ ...rejectedRun, status: 'running', progress: 0.62, rows_read: 124_000, report: null }} />
  </StoryProviders>
);

const invoiceFiles = [
  new File(['<Faktura/>'.repeat(400)], '5260250274-20261102-0100A0B1C2D3-4F.xml', { type: 'application/xml' }),
  new File(['<Faktura/>'.repeat(380)], 'FV-2026-11-0002.xml', { type: 'application/xml' }),
  new File(['plik;numer_ksef\r\nFV-2026-11-0002.xml;5260250274-20261103-0200A0B1C2D3-7A\r\n'], 'manifest.csv', {
    type: 'text/csv',
  }),
];

/** Several KSeF invoice files chosen at once (two FA(3) files and their manifest): count, size and names. */
export const SeveralInvoiceFiles: Story = () => (
  <StoryProviders session={admin}>
    <FilePicker files={invoiceFiles} kind="invoices" problem={undefined} onPick={() => undefined} />
  </StoryProviders>
);

/** Several files refused before sending: two of one name, which a manifest could not tell apart. */
export const SeveralInvoiceFilesRefused: Story = () => (
  <StoryProviders session={admin}>
    <FilePicker
      files={[]}
      kind="invoices"
      problem={fillMessage(importsMessages.upload.bundleSameName, { name: 'faktura.XML' })}
      onPick={() => undefined}
    />
  </StoryProviders>
);
