import { formatNumber } from '@salesdesk/sdk';
import { AppLink } from '../context/AppLink';
import { useUser } from '../context/salesdeskContext';
import { useApiQuery } from '../data/useApiQuery';
import { dashboardMessages } from '../messages/dashboard';
import { type WorkTile, workTiles } from './workTileModel';

const t = dashboardMessages.work;

function tileClass(tile: WorkTile): string {
  const waiting = tile.urgent && tile.count > 0;
  return [
    'flex h-full min-h-16 items-center gap-3 rounded-lg border px-3 py-2 outline-none transition',
    'hover:border-primary-600 hover:shadow-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
    waiting ? 'border-warning-500 border-l-4 bg-surface' : 'border-border bg-surface',
  ].join(' ');
}

/**
 * "Na dziś": a compact tile per count of `/api/dashboard-counts` the user's role has (see
 * {@link workTiles}), the number first, each a link to the list of those documents with its
 * filters in the URL. Counts that wait on this user stand out while above zero.
 */
export function WorkTiles() {
  const user = useUser();
  const counts = useApiQuery('dashboardCounts');
  const tiles = counts.data && user ? workTiles(counts.data, user.user_id) : null;
  return (
    <section aria-labelledby="work-tiles" className="flex flex-col gap-2">
      <h2 id="work-tiles" className="text-lg font-semibold">
        {t.title}
      </h2>
      {counts.error ? (
        <p role="alert" className="text-sm text-danger">
          {t.loadError}
        </p>
      ) : !tiles ? (
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-5" aria-busy="true">
          <span className="sr-only">{t.loading}</span>
          {[0, 1, 2, 3, 4].map((k) => (
            <div key={k} aria-hidden="true" className="h-16 animate-pulse rounded-lg bg-surface-sunken" />
          ))}
        </div>
      ) : (
        <ul aria-label={t.label} className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-5">
          {tiles.map((tile) => (
            <li key={tile.id} data-tile={tile.id} data-count={tile.count}>
              <AppLink href={tile.href} className={tileClass(tile)}>
                <span
                  className={`text-2xl font-semibold tabular-nums ${tile.count > 0 ? 'text-text' : 'text-text-muted'}`}
                >
                  {formatNumber(tile.count)}
                </span>
                <span className="flex min-w-0 flex-col text-sm leading-tight">
                  <span className="font-medium text-primary-700 dark:text-primary-300">{tile.label}</span>
                  {tile.note ? <span className="text-xs text-text-muted">{tile.note}</span> : null}
                </span>
              </AppLink>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
