import { type RefObject, useCallback, useState } from 'react';
import type { ConfirmRequest } from './RequestedConfirmDialog';

/** A page's pending confirmation and the way to ask for one. */
export interface ConfirmRequestState {
  request: ConfirmRequest | null;
  /** Asks before running `confirmation`; `after` runs once it succeeded. */
  ask(confirmation: ConfirmRequest, after?: () => void): void;
  close(): void;
}

/**
 * The confirmation flow of a list page: ask, run, then put focus back on `returnFocus` (the
 * list), because the row and the menu that asked may be gone after the action.
 */
export function useConfirmRequest(returnFocus: RefObject<HTMLElement | null>): ConfirmRequestState {
  const [request, setRequest] = useState<ConfirmRequest | null>(null);
  const ask = useCallback(
    (confirmation: ConfirmRequest, after?: () => void) =>
      setRequest({
        ...confirmation,
        run: async () => {
          await confirmation.run();
          after?.();
          requestAnimationFrame(() => returnFocus.current?.focus());
        },
      }),
    [returnFocus],
  );
  return { request, ask, close: () => setRequest(null) };
}
