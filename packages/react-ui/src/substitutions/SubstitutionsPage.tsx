import { SUBSTITUTION_STATUSES, warsawDay } from '@salesdesk/sdk';
import { useRef, useState } from 'react';
import { Button } from '../controls/Button';
import { ActionMenu } from '../controls/Menu';
import { useApiMutation } from '../data/useApiMutation';
import { RequestedConfirmDialog } from '../dialogs/RequestedConfirmDialog';
import { useConfirmRequest } from '../dialogs/useConfirmRequest';
import { fillMessage } from '../messages';
import { substitutionsMessages as m } from '../messages/substitutions';
import type { PageProps } from '../pages/pageRegistry';
import { DataTable } from '../table/DataTable';
import { FilterSelect } from '../table/FilterSelect';
import { ListBase } from '../table/ListContext';
import { ListToolbar } from '../table/ListToolbar';
import { Pagination } from '../table/Pagination';
import { toasts } from '../toast/toastStore';
import { SubstitutionForm } from './SubstitutionForm';
import { substitutionColumns } from './substitutionColumns';
import { useSubstitutionsList } from './useSubstitutionsList';

const statusOptions = [
  { value: '', label: m.filters.all },
  ...SUBSTITUTION_STATUSES.map((s) => ({ value: s, label: m.statuses[s] ?? s })),
];

/**
 * Zastępstwa (`/pl/dashboard/substitutions`): who stands in for whom and when; name a deputy
 * for a period, end an active one today or cancel a planned one (after a confirmation).
 */
export function SubstitutionsPage(_: Partial<PageProps>) {
  const list = useSubstitutionsList();
  const end = useApiMutation('substitutionEnd');
  const listRegion = useRef<HTMLDivElement>(null);
  const { request, ask, close } = useConfirmRequest(listRegion);
  const [creating, setCreating] = useState(false);
  return (
    <section className="flex flex-col gap-2">
      <header className="flex flex-wrap items-center gap-3 pb-2">
        <h1 className="mr-auto text-2xl font-semibold">{m.title}</h1>
        <Button variant="primary" onPress={() => setCreating(true)}>
          {m.create}
        </Button>
      </header>
      <div ref={listRegion} tabIndex={-1} className="outline-none">
        <ListBase list={list} columns={substitutionColumns}>
          <ListToolbar
            searchLabel={m.search}
            filters={<FilterSelect name="status" label={m.filters.status} options={statusOptions} />}
          />
          <DataTable<'substitutionList'>
            label={m.title}
            emptyMessage={m.empty}
            rowActions={(s) =>
              s.status === 'finished' ? null : (
                <ActionMenu
                  label={fillMessage(m.actions.menu, { name: s.name })}
                  actions={[
                    s.status === 'active'
                      ? { id: 'end', label: m.actions.end, danger: true }
                      : { id: 'end', label: m.actions.cancel, danger: true },
                  ]}
                  onAction={() =>
                    ask({
                      title: fillMessage(s.status === 'active' ? m.confirm.endTitle : m.confirm.cancelTitle, {
                        name: s.name,
                      }),
                      body: s.status === 'active' ? m.confirm.endBody : m.confirm.cancelBody,
                      confirmLabel: s.status === 'active' ? m.confirm.end : m.confirm.cancel,
                      destructive: true,
                      run: async () => {
                        await end.mutateAsync({ params: { id: s.id } });
                        toasts.show({ type: 'success', title: fillMessage(m.done.ended, { name: s.name }) });
                      },
                    })
                  }
                />
              )
            }
          />
          <Pagination />
        </ListBase>
      </div>
      <RequestedConfirmDialog request={request} onClose={close} />
      <SubstitutionForm isOpen={creating} onClose={() => setCreating(false)} today={warsawDay()} />
    </section>
  );
}
