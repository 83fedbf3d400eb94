import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Two cores shared by several test workers: allow async UI more than the default second. A bound
// for a page that never settles, not a speed check: a wizard step took 4.5 s on a loaded machine.
configure({ asyncUtilTimeout: 10_000 });

// Unmount what each test rendered, so tests stay independent.
// Lists remember their last query in localStorage: forget it between tests.
afterEach(() => {
  cleanup();
  localStorage.clear();
});
