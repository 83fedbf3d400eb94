import { useEffect, useState } from 'react';

/**
 * `value`, but only after it stopped changing for `delayMs`: what a search-as-you-type field
 * sends to the server (one call per pause in typing, not per keystroke).
 */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
