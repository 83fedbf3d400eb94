import { canAccess, pageAccess } from '@salesdesk/sdk';
import { hrefOf } from '../context/routeSource';
import { useRoute, useSalesdesk, useUser } from '../context/salesdeskContext';
import { Tabs } from '../controls/Tabs';
import { importsMessages as m } from '../messages/imports';
import type { PageProps } from '../pages/pageRegistry';
import { HistoryPanel } from './history/HistoryPanel';
import { JobsPanel } from './jobs/JobsPanel';
import { UploadPanel } from './upload/UploadPanel';

const TABS = ['upload', 'jobs', 'history'] as const;
type ImportsTab = (typeof TABS)[number];

/**
 * Importy (`/pl/dashboard/imports`). An administrator gets three tabs, the one shown held in the
 * URL (`?tab=`): "Wyślij plik" (a dry run, its report, then apply; `?kind=` preselects the kind),
 * "Zadania" (the scheduled jobs) and "Historia" (every file run). Others with access see the
 * jobs only.
 */
export function ImportsPage(_: Partial<PageProps>) {
  const user = useUser();
  const location = useRoute();
  const { navigate } = useSalesdesk();
  const admin = canAccess(user?.role, pageAccess.importFiles);
  const asked = TABS.find((t) => t === location.search.tab);
  const tab: ImportsTab = admin ? (asked ?? 'upload') : 'jobs';
  return (
    <section className="flex flex-col gap-2">
      <h1 className="pb-2 text-2xl font-semibold">{m.title}</h1>
      {admin ? (
        <Tabs
          label={m.tabsLabel}
          items={TABS.map((id) => ({ id, label: m.tabs[id] }))}
          selected={tab}
          onSelect={(id) => navigate(hrefOf(location.path, id === 'upload' ? {} : { tab: id }))}
        >
          {tab === 'upload' ? <UploadPanel /> : tab === 'jobs' ? <JobsPanel /> : <HistoryPanel />}
        </Tabs>
      ) : (
        <JobsPanel />
      )}
    </section>
  );
}
