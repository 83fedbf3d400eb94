import { formatNumber } from '@salesdesk/sdk';
import { useEffect, useRef, useState } from 'react';
import { useSalesdesk } from '../context/salesdeskContext';
import { Button } from '../controls/Button';
import { ActionMenu } from '../controls/Menu';
import { ProgressBar } from '../controls/ProgressBar';
import { saveFile } from '../data/downloadFile';
import { errorMessage } from '../data/errorMessage';
import { fillMessage } from '../messages';
import { exportMessages as m } from '../messages/export';
import { useListContext } from '../table/ListContext';
import { useShownColumns } from '../table/useShownColumns';
import { type ExportProgress, exportFileName, exportList } from './listExport';
import type { ExportFormat } from './spreadsheetFile';

/** Props of {@link ExportMenu}. */
export interface ExportMenuProps {
  /** The file's and the sheet's name (the page's title, e.g. "Oferty"); the date is added. */
  name: string;
  /** Saves the finished file (default: a download; tests and stories look at it instead). */
  onFile?: (file: Blob, name: string) => void;
}

const count = (n: number) => formatNumber(n, 0, 0);

/**
 * "Eksportuj" of a list page: a menu (react-aria: Enter or arrows open it, Escape closes) of
 * Excel (XLSX) and CSV. The file holds what the list shows — its filters, search and sort, the
 * columns as chosen, every page, not just this one — with Polish headers and the shown words of
 * statuses, money as numbers and dates as dates. While it runs, a progress bar counts the rows
 * and "Przerwij eksport" stops it (no file); the outcome is announced in a live region.
 */
export function ExportMenu({ name, onFile = (blob, fileName) => saveFile({ blob, name: fileName }) }: ExportMenuProps) {
  const { list } = useListContext();
  const columns = useShownColumns();
  const { client } = useSalesdesk();
  const [progress, setProgress] = useState<ExportProgress | null>(null);
  const [outcome, setOutcome] = useState('');
  const running = useRef<AbortController | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const busy = progress !== null;

  // Leaving the page stops an export in flight.
  useEffect(() => () => running.current?.abort(), []);
  // The menu's button gives way to "Przerwij eksport" and comes back after: the keyboard focus
  // follows, never falling to the page's body.
  const wasBusy = useRef(busy);
  useEffect(() => {
    if (wasBusy.current === busy) return;
    wasBusy.current = busy;
    // After the menu has closed and given its focus back (to a trigger that is gone by then).
    const timer = setTimeout(() => {
      const focused = document.activeElement;
      if (
        !focused ||
        focused === document.body ||
        focused.closest('[role="menu"]') ||
        root.current?.contains(focused)
      ) {
        root.current?.querySelector('button')?.focus();
      }
    }, 0);
    return () => clearTimeout(timer);
  }, [busy]);

  async function run(format: ExportFormat) {
    const controller = new AbortController();
    running.current = controller;
    setOutcome('');
    setProgress({ done: 0, total: 0 });
    try {
      const { page: _page, limit: _limit, ...query } = list.query as Record<string, unknown>;
      const fileName = exportFileName(name, format);
      const result = await exportList({
        client,
        endpoint: list.endpoint,
        params: list.params,
        query,
        columns,
        format,
        name,
        signal: controller.signal,
        onProgress: setProgress,
      });
      onFile(result.blob, fileName);
      setOutcome(fillMessage(m.done, { name: fileName, rows: count(result.rows) }));
    } catch (error) {
      setOutcome(
        controller.signal.aborted ? m.cancelled : fillMessage(m.failed, { reason: errorMessage(error as Error) }),
      );
    } finally {
      running.current = null;
      setProgress(null);
    }
  }

  return (
    <div ref={root} className="flex items-end gap-2">
      {progress ? (
        <>
          <ProgressBar
            label={m.progressLabel}
            value={progress.done}
            maxValue={Math.max(progress.total, 1)}
            valueLabel={
              progress.total === 0
                ? m.starting
                : fillMessage(m.progress, { done: count(progress.done), total: count(progress.total) })
            }
            className="flex min-w-48 flex-col gap-1"
          />
          <Button size="md" onPress={() => running.current?.abort()}>
            {m.cancel}
          </Button>
        </>
      ) : (
        <ActionMenu<ExportFormat>
          label={m.menu}
          trigger={<span>{m.trigger}</span>}
          actions={[
            { id: 'xlsx', label: m.xlsx },
            { id: 'csv', label: m.csv },
          ]}
          onAction={(format) => void run(format)}
        />
      )}
      <span role="status" className="sr-only">
        {outcome}
      </span>
    </div>
  );
}
