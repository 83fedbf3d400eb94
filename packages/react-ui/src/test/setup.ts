import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Unmount what each test rendered, so tests stay independent.
afterEach(() => {
  cleanup();
});
