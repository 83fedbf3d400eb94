import { DEFAULT_SHORTCUTS } from '@salesdesk/sdk';
import { type ClassNameProp, resolveClassName } from '../className';
import { AppLink } from '../context/AppLink';
import { useSalesdesk, useUser } from '../context/salesdeskContext';
import { useApiQuery } from '../data/useApiQuery';
import { fillMessage } from '../messages';
import { dashboardMessages } from '../messages/dashboard';
import { pagePath } from '../pages/pageRegistry';
import { shortcutAllowed, shortcutTile } from './dashboardTiles';
import { FirstStepsCard } from './FirstStepsCard';
import { SalesStatsPanel } from './SalesStatsPanel';

/** Props of {@link DashboardPage}. */
export interface DashboardPageProps {
  className?: ClassNameProp<{ tileCount: number }>;
}

const tileClass =
  'flex min-h-28 flex-col justify-between rounded-lg border border-border bg-surface p-4 shadow-sm transition hover:border-primary-600 hover:shadow focus-visible:outline-2 focus-visible:outline-focus';

/**
 * The dashboard: a greeting, the user's shortcut tiles (`/api/shortcuts`: the six of SPEC §2 until
 * they pin their own in Ustawienia; tiles of pages the user may not open are left out) and their
 * sales of the last 12 months beside them; above them, for an administrator of a system without a
 * catalogue or clients yet, the first imports to run ({@link FirstStepsCard}).
 */
export function DashboardPage({ className }: DashboardPageProps) {
  const { brand } = useSalesdesk();
  const user = useUser();
  const t = dashboardMessages;
  const shortcuts = useApiQuery('shortcutsGet');
  // Until the server answers (or when it cannot), the SPEC's six: the page is never empty.
  const keys = shortcuts.data?.items ?? DEFAULT_SHORTCUTS;
  const tiles = keys.filter((key) => shortcutAllowed(key, user?.role)).map(shortcutTile);
  return (
    <section className={resolveClassName(className, { tileCount: tiles.length }, 'flex flex-col gap-6')}>
      <header className="flex flex-wrap items-end gap-3">
        <div className="mr-auto">
          <h1 className="text-2xl font-semibold">{t.title}</h1>
          {user && (
            <p className="text-text-muted">{fillMessage(t.greeting, { name: `${user.firstname} ${user.lastname}` })}</p>
          )}
        </div>
        <AppLink href={pagePath('settings')} className="text-sm text-primary-700 hover:underline dark:text-primary-300">
          {t.customise}
        </AppLink>
      </header>
      <FirstStepsCard />
      <div className="grid gap-6 xl:grid-cols-[2fr_1fr]">
        <ul aria-label={t.tilesLabel} className="grid grid-cols-1 content-start gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {tiles.map((tile) => (
            <li key={tile.id} data-tile={tile.id}>
              {tile.href === 'external' ? (
                // The investments application lives elsewhere; noopener keeps it from reaching back.
                <a href={brand.investmentsUrl} target="_blank" rel="noopener noreferrer" className={tileClass}>
                  <span className="text-lg font-medium text-primary-700 dark:text-primary-300">{tile.label}</span>
                  <span className="text-sm text-text-muted">
                    {tile.description} <span className="sr-only">{t.newTab}</span>
                  </span>
                </a>
              ) : (
                <AppLink href={tile.href} className={tileClass}>
                  <span className="text-lg font-medium text-primary-700 dark:text-primary-300">{tile.label}</span>
                  <span className="text-sm text-text-muted">{tile.description}</span>
                </AppLink>
              )}
            </li>
          ))}
        </ul>
        <SalesStatsPanel />
      </div>
    </section>
  );
}
