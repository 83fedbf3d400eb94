import { createMockState, createMswHandlers, type MockState, type MswOptions } from '@salesdesk/fixtures/msw';
import { defaultTableConfig, isLineTable, TABLE_IDS } from '@salesdesk/sdk';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';

/** Base URL the component tests' client calls; msw answers it. */
export const TEST_API = 'http://api.test';

/** The mock backend of a test file and its msw server. */
export interface MswTestBackend {
  server: ReturnType<typeof setupServer>;
  /** The current test's data (fresh for each test). */
  readonly state: MockState;
}

/** Options of {@link setupMswBackend}: the mock backend's, and the page size its user saved. */
export type MswBackendOptions = Omit<MswOptions, 'state' | 'baseURL'> & {
  /**
   * Rows per page the user has saved on every list, as if chosen under "Wierszy na stronie"
   * (tests that page through the fixtures' short lists use 5); absent: the lists' default.
   */
  listPageSize?: number;
};

/**
 * Starts msw with the handlers generated from the endpoint table for the tests of a file:
 * every test gets a fresh copy of the fixtures' data, unhandled requests fail the test, and
 * `server.use(...)` adds per-test faults (`failWith`, `neverAnswers`).
 */
export function setupMswBackend(options: MswBackendOptions = {}): MswTestBackend {
  const { listPageSize, ...mswOptions } = options;
  const pristine = createMockState({ now: Date.parse('2026-11-22T10:00:00Z'), ...mswOptions });
  // The user of these tests saved this page size on every list (not the document line tables).
  if (listPageSize !== undefined)
    for (const key of TABLE_IDS)
      if (!isLineTable(key)) pristine.tableConfigs.set(key, { ...defaultTableConfig(key), itemsPerPage: listPageSize });
  const server = setupServer();
  let state = pristine;
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    state = { ...structuredClone({ ...pristine, nextId: undefined }), nextId: pristine.nextId } as MockState;
    server.resetHandlers(...createMswHandlers({ ...mswOptions, state, baseURL: TEST_API }));
  });
  afterEach(() => {
    server.resetHandlers();
    server.events.removeAllListeners();
  });
  afterAll(() => server.close());
  return {
    server,
    get state() {
      return state;
    },
  };
}

/** A write (any method but GET) the page sent, as the mock backend received it. */
export interface RecordedWrite {
  method: string;
  path: string;
  body: Record<string, unknown>;
}

/** Records every write the page sends to `backend` from now on, in order (JSON bodies). */
export function recordWrites(backend: MswTestBackend): RecordedWrite[] {
  const writes: RecordedWrite[] = [];
  backend.server.events.on('request:start', async ({ request }) => {
    if (request.method !== 'GET')
      writes.push({ method: request.method, path: new URL(request.url).pathname, body: await request.clone().json() });
  });
  return writes;
}
