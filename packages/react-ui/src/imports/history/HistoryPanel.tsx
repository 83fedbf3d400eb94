import { IMPORT_KINDS } from '@salesdesk/sdk';
import { useRef, useState } from 'react';
import { Button } from '../../controls/Button';
import { useListController } from '../../data/useListController';
import { fillMessage } from '../../messages';
import { importsMessages as m } from '../../messages/imports';
import { DataTable } from '../../table/DataTable';
import { FilterSelect } from '../../table/FilterSelect';
import { ListBase } from '../../table/ListContext';
import { ListToolbar } from '../../table/ListToolbar';
import { Pagination } from '../../table/Pagination';
import { historyColumns } from './historyColumns';
import { RunDialog } from './RunDialog';

const kindOptions = [
  { value: '', label: m.filters.allKinds },
  ...IMPORT_KINDS.map((k) => ({ value: k, label: m.kindShort[k] ?? k })),
];

/**
 * "Historia": every file run (`importRunList`), newest first, with page, sort, search and the
 * kind filter in the URL; a run opens its report in a dialog, focus back on its button after.
 */
export function HistoryPanel() {
  const list = useListController({
    endpoint: 'importRunList',
    tableId: 'importRuns',
    rememberAs: 'imports.history',
    defaults: { sort: '-created_at' },
  });
  const [open, setOpen] = useState<number | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  return (
    <section aria-labelledby="import-history" className="flex flex-col gap-2">
      <h2 id="import-history" className="sr-only">
        {m.history.heading}
      </h2>
      <ListBase list={list} columns={historyColumns}>
        <ListToolbar
          searchLabel={m.history.search}
          filters={<FilterSelect name="kind" label={m.filters.kind} options={kindOptions} />}
        />
        <DataTable<'importRunList'>
          label={m.history.label}
          emptyMessage={m.history.empty}
          rowActions={(run) => (
            <Button
              size="md"
              variant="ghost"
              aria-label={fillMessage(m.history.open, { file: run.file_name })}
              onPress={() => {
                opener.current = document.activeElement as HTMLElement | null;
                setOpen(run.id);
              }}
            >
              ⋯
            </Button>
          )}
        />
        <Pagination />
      </ListBase>
      <RunDialog
        id={open}
        onClose={() => {
          setOpen(null);
          requestAnimationFrame(() => opener.current?.focus());
        }}
      />
    </section>
  );
}
