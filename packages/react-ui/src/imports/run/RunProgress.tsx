import { formatNumber, formatPercent, type ImportFileRun } from '@salesdesk/sdk';
import { ProgressBar } from '../../controls/ProgressBar';
import { fillMessage } from '../../messages';
import { importsMessages as m } from '../../messages/imports';

/** A run on its way: waiting, or reading with the share of the file read and the rows so far. */
export function RunProgress({ run, label = m.run.progress }: { run: ImportFileRun; label?: string }) {
  const percent = Math.round(run.progress * 100);
  return (
    <ProgressBar
      label={label}
      value={percent}
      valueLabel={
        run.status === 'queued'
          ? m.run.queued
          : fillMessage(m.run.reading, { rows: formatNumber(run.rows_read), percent: formatPercent(percent, 0) })
      }
    />
  );
}
