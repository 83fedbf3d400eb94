import { type ClassNameProp, resolveClassName } from '../className';
import { AppLink } from '../context/AppLink';
import { useSalesdesk, useUser } from '../context/SalesdeskProvider';
import { fillMessage, uiMessages } from '../messages';
import { DASHBOARD_TILES } from './dashboardTiles';

/** Props of {@link DashboardPage}. */
export interface DashboardPageProps {
  className?: ClassNameProp<{ tileCount: number }>;
}

const tileClass =
  'flex min-h-28 flex-col justify-between rounded-lg border border-border bg-surface p-4 shadow-sm transition hover:border-primary-600 hover:shadow focus-visible:outline-2 focus-visible:outline-focus';

/** The dashboard: a greeting and the six shortcut tiles (SPEC §2). */
export function DashboardPage({ className }: DashboardPageProps) {
  const { brand } = useSalesdesk();
  const user = useUser();
  const t = uiMessages.dashboard;
  return (
    <section className={resolveClassName(className, { tileCount: DASHBOARD_TILES.length }, 'flex flex-col gap-6')}>
      <header>
        <h1 className="text-2xl font-semibold">{t.title}</h1>
        {user && (
          <p className="text-text-muted">{fillMessage(t.greeting, { name: `${user.firstname} ${user.lastname}` })}</p>
        )}
      </header>
      <ul aria-label={t.tilesLabel} className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {DASHBOARD_TILES.map((tile) => (
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
    </section>
  );
}
