import type { OutputStream } from '../io';

/** Progress of an export on stderr: rows done of total, rate, ETA. */
export interface ProgressBar {
  update(done: number, total: number): void;
  finish(): void;
}

const WIDTH = 24;

function formatSeconds(s: number): string {
  if (!Number.isFinite(s)) return '--';
  const sec = Math.max(0, Math.round(s));
  const m = Math.floor(sec / 60);
  return m > 0 ? `${m} min ${sec % 60} s` : `${sec} s`;
}

/** The bar line for `done` of `total` after `elapsedMs` (pure, for tests). */
export function progressLine(label: string, done: number, total: number, elapsedMs: number): string {
  const ratio = total > 0 ? Math.min(1, done / total) : 1;
  const filled = Math.round(ratio * WIDTH);
  const rate = elapsedMs > 0 ? (done / elapsedMs) * 1000 : 0;
  const eta = rate > 0 ? (total - done) / rate : Number.POSITIVE_INFINITY;
  return `${label} [${'#'.repeat(filled)}${'.'.repeat(WIDTH - filled)}] ${done}/${total} (${Math.round(ratio * 100)}%) · ${Math.round(rate)} wierszy/s · pozostało ${formatSeconds(eta)}`;
}

/** A bar redrawn in place at most every 100 ms; a no-op when disabled (stderr not a TTY, --quiet). */
export function createProgressBar(
  stream: OutputStream,
  label: string,
  enabled: boolean,
  now: () => number = Date.now,
): ProgressBar {
  if (!enabled) return { update() {}, finish() {} };
  const start = now();
  let last = 0;
  let drawn = false;
  const draw = (done: number, total: number) => {
    stream.write(`\r\x1b[2K${progressLine(label, done, total, now() - start)}`);
    drawn = true;
  };
  let lastDone = 0;
  let lastTotal = 0;
  return {
    update(done, total) {
      lastDone = done;
      lastTotal = total;
      const t = now();
      if (t - last < 100 && done < total) return;
      last = t;
      draw(done, total);
    },
    finish() {
      if (drawn || lastTotal > 0) {
        draw(lastDone, lastTotal);
        stream.write('\n');
      }
    },
  };
}
