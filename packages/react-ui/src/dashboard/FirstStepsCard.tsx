import {
  ADMIN_ROLE,
  formatNumber,
  type ImportKind,
  needsFirstImports,
  SETUP_STEPS,
  type SetupStep,
} from '@salesdesk/sdk';
import { AppLink } from '../context/AppLink';
import { hrefOf } from '../context/routeSource';
import { useUser } from '../context/salesdeskContext';
import { buttonClass } from '../controls/Button';
import { useApiQuery } from '../data/useApiQuery';
import { fillMessage } from '../messages';
import { dashboardMessages } from '../messages/dashboard';
import { pagePath } from '../pages/pageRegistry';

const t = dashboardMessages.firstSteps;

/** The import kind that fills a step, for the steps a file import does (the others come from elsewhere). */
const STEP_KIND: Partial<Record<SetupStep, ImportKind>> = {
  companies: 'companies',
  warehouses: 'warehouses',
  products: 'products',
  priced_products: 'prices',
  stock: 'stock',
  staff: 'users',
  clients: 'clients',
  contacts: 'contacts',
  payments: 'payments',
};

/**
 * "Pierwsze kroki": what an administrator of an empty system imports first and in which order
 * (`/api/setup-status`; docs/operations.md, "An empty start"), each step marked done once its
 * data is in, with the way to the imports page. Shown to administrators only, and only while the
 * catalogue or the clients are empty; nothing for anyone else (they may not ask the counts).
 */
export function FirstStepsCard() {
  const user = useUser();
  const admin = user?.role === ADMIN_ROLE;
  const status = useApiQuery('setupStatus', undefined, { enabled: admin });
  if (!admin || !status.data || !needsFirstImports(status.data)) return null;
  const counts = status.data;
  return (
    <section
      aria-labelledby="first-steps"
      className="rounded-lg border border-primary-600 bg-surface p-4 shadow-sm"
      data-testid="first-steps"
    >
      <h2 id="first-steps" className="text-lg font-semibold">
        {t.title}
      </h2>
      <p className="mb-3 text-sm text-text-muted">{t.intro}</p>
      <ol aria-label={t.stepsLabel} className="mb-4 list-decimal gap-x-8 pl-6 text-sm sm:columns-2">
        {SETUP_STEPS.map((step) => {
          const count = counts[step];
          return (
            <li key={step} data-step={step} data-done={count > 0} className="break-inside-avoid py-0.5">
              {STEP_KIND[step] ? (
                <AppLink
                  href={hrefOf(pagePath('imports'), { kind: STEP_KIND[step] })}
                  className="font-medium text-primary-700 underline outline-none focus-visible:ring-2 focus-visible:ring-focus dark:text-primary-300"
                >
                  {t.steps[step]}
                </AppLink>
              ) : (
                <span className="font-medium">{t.steps[step]}</span>
              )}{' '}
              <span className={count > 0 ? 'text-primary-700 dark:text-primary-300' : 'text-text-muted'}>
                ({count > 0 ? fillMessage(t.done, { count: formatNumber(count) }) : t.todo})
              </span>
            </li>
          );
        })}
      </ol>
      <AppLink
        href={pagePath('imports')}
        className={`${buttonClass('primary')} focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus`}
      >
        {t.openImports}
      </AppLink>
    </section>
  );
}
