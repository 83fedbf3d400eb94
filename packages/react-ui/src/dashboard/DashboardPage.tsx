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
import { WorkTiles } from './WorkTiles';

/** Props of {@link DashboardPage}. */
export interface DashboardPageProps {
  className?: ClassNameProp<{ tileCount: number }>;
}

const shortcutClass =
  'flex h-full items-center rounded-md border border-border bg-surface px-3 py-2 text-sm font-medium text-primary-700 outline-none transition hover:border-primary-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus dark:text-primary-300';

/**
 * The dashboard: a greeting; "Na dziś", the counts of what waits for the user, per role
 * ({@link WorkTiles}); their sales of the last 12 months drawn ({@link SalesStatsPanel}); and the
 * user's shortcuts (`/api/shortcuts`: the six of SPEC §2 until they pin their own in Ustawienia;
 * tiles of pages the user may not open are left out) as a compact list beside the sales. Above
 * them, for an administrator of a system without a catalogue or clients yet, the first imports
 * to run ({@link FirstStepsCard}). At 390 px the counts take two columns, so the sales follow
 * within the first screen.
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
    <section className={resolveClassName(className, { tileCount: tiles.length }, 'flex flex-col gap-4')}>
      <header className="flex flex-wrap items-end gap-3">
        <div className="mr-auto">
          <h1 className="text-2xl font-semibold">{t.title}</h1>
          {user && (
            <p className="text-sm text-text-muted">
              {fillMessage(t.greeting, { name: `${user.firstname} ${user.lastname}` })}
            </p>
          )}
        </div>
        <AppLink href={pagePath('settings')} className="text-sm text-primary-700 hover:underline dark:text-primary-300">
          {t.customise}
        </AppLink>
      </header>
      <FirstStepsCard />
      <WorkTiles />
      <div className="grid gap-4 lg:grid-cols-[2fr_1fr]">
        <SalesStatsPanel />
        <section aria-labelledby="shortcuts" className="flex flex-col gap-2">
          <h2 id="shortcuts" className="text-lg font-semibold">
            {t.shortcutsTitle}
          </h2>
          <ul aria-label={t.tilesLabel} className="grid grid-cols-2 content-start gap-2 sm:grid-cols-3 lg:grid-cols-1">
            {tiles.map((tile) => (
              <li key={tile.id} data-tile={tile.id}>
                {tile.href === 'external' ? (
                  // The investments application lives elsewhere; noopener keeps it from reaching back.
                  <a href={brand.investmentsUrl} target="_blank" rel="noopener noreferrer" className={shortcutClass}>
                    {tile.label}
                    <span className="sr-only"> {t.newTab}</span>
                    <span aria-hidden="true" className="ml-auto pl-2 text-text-muted">
                      ↗
                    </span>
                  </a>
                ) : (
                  <AppLink href={tile.href} className={shortcutClass}>
                    {tile.label}
                  </AppLink>
                )}
              </li>
            ))}
          </ul>
        </section>
      </div>
    </section>
  );
}
