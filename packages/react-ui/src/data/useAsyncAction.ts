import { useCallback, useState } from 'react';
import { errorMessage } from './errorMessage';

/** What {@link useAsyncAction} gives a button: its pending state, the refusal, and the runner. */
export interface AsyncAction {
  /** The work is running (a pending button). */
  working: boolean;
  /** The Polish reason the last run failed, or a check's own message; null when none. */
  problem: string | null;
  setProblem(problem: string | null): void;
  /** Runs `work`; resolves true when it succeeded, false (with `problem` set) when it threw. */
  run(work: () => Promise<unknown>): Promise<boolean>;
}

/**
 * The state of a button that starts a write: pending while it runs, the server's reason kept
 * when it fails (so nothing typed is lost and the person can try again).
 */
export function useAsyncAction(): AsyncAction {
  const [working, setWorking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const run = useCallback(async (work: () => Promise<unknown>) => {
    setWorking(true);
    setProblem(null);
    try {
      await work();
      return true;
    } catch (error) {
      setProblem(errorMessage(error));
      return false;
    } finally {
      setWorking(false);
    }
  }, []);
  return { working, problem, setProblem, run };
}
