import { useStore } from '@nanostores/react';
import {
  canAccess,
  DEFAULT_STOCK_FILTER,
  defaultTableConfig,
  pageAccess,
  type StockFilter,
  TABLE_COLUMNS,
} from '@salesdesk/sdk';
import { type ReactNode, useRef, useState } from 'react';
import { AppLink } from '../context/AppLink';
import { useUser } from '../context/salesdeskContext';
import { Button } from '../controls/Button';
import { Checkbox } from '../controls/Checkbox';
import { Select } from '../controls/Select';
import { errorMessage } from '../data/errorMessage';
import { useApiMutation } from '../data/useApiMutation';
import { useApiQuery } from '../data/useApiQuery';
import { RequestedConfirmDialog } from '../dialogs/RequestedConfirmDialog';
import { useConfirmRequest } from '../dialogs/useConfirmRequest';
import { fillMessage } from '../messages';
import { settingsMessages as m } from '../messages/settings';
import { type PageProps, pagePath } from '../pages/pageRegistry';
import type { ColorMode, ColorModeController } from '../shell/colorMode';
import { useColorModeController } from '../shell/colorModeContext';
import { toasts } from '../toast/toastStore';
import { ApiTokenList, ApiTokensSection } from './ApiTokensSection';
import { ShortcutsEditor } from './ShortcutsEditor';

const ZOOMS = [75, 90, 100, 110, 125, 150];
const MODES: ColorMode[] = ['system', 'light', 'dark'];
const FLAGS = ['stockhouseProducts', 'search', 'catalog'] as const;

function Section({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  const id = `settings-${title.replace(/\W+/g, '-')}`;
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3 rounded-lg border border-border bg-surface p-4">
      <div>
        <h2 id={id} className="text-lg font-semibold">
          {title}
        </h2>
        {hint ? <p className="text-sm text-text-muted">{hint}</p> : null}
      </div>
      {children}
    </section>
  );
}

function ColorModeSelect({ controller }: { controller: ColorModeController }) {
  const mode = useStore(controller.$mode);
  return (
    <Select
      label={m.appearance.colorMode}
      description={m.appearance.colorModeHint}
      options={MODES.map((id) => ({ id, label: m.appearance.modes[id] }))}
      selectedKey={mode}
      onSelectionChange={(key) => controller.setMode(String(key) as ColorMode)}
    />
  );
}

/** Reads the stock filter flags; the server keeps them as a JSON string (SPEC §7). */
function parseStockFilter(value: unknown): StockFilter {
  if (typeof value !== 'string') return DEFAULT_STOCK_FILTER;
  try {
    return { ...DEFAULT_STOCK_FILTER, ...(JSON.parse(value) as Partial<StockFilter>) };
  } catch {
    return DEFAULT_STOCK_FILTER;
  }
}

/** User administration's view of every person's active tokens (a director: their company's). */
function AllApiTokens() {
  const all = useApiQuery('apiTokenAdminList', { query: { status: 'active', limit: 100 } });
  return (
    <Section title={m.apiTokens.allTitle} hint={m.apiTokens.allHint}>
      <ApiTokenList
        label={m.apiTokens.allLabel}
        empty={m.apiTokens.allEmpty}
        tokens={all.data?.items}
        isError={all.isError}
      />
    </Section>
  );
}

/**
 * Ustawienia (`/pl/dashboard/settings`): zoom (on the account, SPEC §9) and colour mode (this
 * browser), the stock filter flags, the dashboard shortcuts, and a reset of every saved table
 * layout, personal API tokens (and everyone's for user administration). Each change is saved at
 * once and said so.
 */
export function SettingsPage(_: Partial<PageProps>) {
  const colorMode = useColorModeController();
  const zoom = useApiQuery('getUiConfig', { query: { key: 'userZoomConfig' } });
  const stock = useApiQuery('getUiConfig', { query: { key: 'userStockFilterConfig' } });
  const setUiConfig = useApiMutation('setUiConfig');
  const setTable = useApiMutation('tableConfigSet');
  const region = useRef<HTMLDivElement>(null);
  const { request, ask, close } = useConfirmRequest(region);
  const [problem, setProblem] = useState<string | null>(null);
  const flags = parseStockFilter(stock.data);
  const ownTokens = useApiQuery('apiTokenList');
  const user = useUser();
  const administers = user ? canAccess(user.role, pageAccess.userAdmin) : false;

  async function save(body: Parameters<typeof setUiConfig.mutateAsync>[0]['body']) {
    setProblem(null);
    try {
      await setUiConfig.mutateAsync({ body });
      toasts.show({ type: 'success', title: m.saved });
    } catch (error) {
      setProblem(errorMessage(error));
    }
  }

  return (
    <section className="flex max-w-3xl flex-col gap-4">
      <h1 className="pb-2 text-2xl font-semibold">{m.title}</h1>
      {problem ? (
        <p role="alert" className="rounded-md bg-danger-subtle p-2 text-sm text-danger">
          {problem}
        </p>
      ) : null}
      <Section title={m.appearance.title}>
        <div className="flex flex-wrap gap-4">
          <Select
            label={m.appearance.zoom}
            description={m.appearance.zoomHint}
            options={ZOOMS.map((z) => ({ id: String(z), label: `${z}%` }))}
            selectedKey={typeof zoom.data === 'number' ? String(zoom.data) : null}
            isDisabled={zoom.data === undefined}
            onSelectionChange={(key) => void save({ key: 'userZoomConfig', value: Number(key) })}
          />
          {colorMode ? <ColorModeSelect controller={colorMode} /> : null}
        </div>
      </Section>
      <Section title={m.stock.title} hint={m.stock.hint}>
        <div className="flex flex-col gap-2">
          {FLAGS.map((flag) => (
            <Checkbox
              key={flag}
              isSelected={flags[flag]}
              isDisabled={stock.data === undefined || setUiConfig.isPending}
              onChange={(on) => void save({ key: 'userStockFilterConfig', value: { ...flags, [flag]: on } })}
            >
              {m.stock[flag]}
            </Checkbox>
          ))}
        </div>
      </Section>
      <Section title={m.shortcuts.title} hint={m.shortcuts.hint}>
        <ShortcutsEditor />
      </Section>
      <Section title={m.tables.title} hint={m.tables.hint}>
        <div ref={region} tabIndex={-1} className="outline-none">
          <Button
            onPress={() =>
              ask({
                title: m.tables.confirmTitle,
                body: m.tables.confirmBody,
                confirmLabel: m.tables.confirm,
                run: async () => {
                  const ids = Object.keys(TABLE_COLUMNS);
                  for (const id of ids) await setTable.mutateAsync({ body: defaultTableConfig(id) });
                  toasts.show({ type: 'success', title: fillMessage(m.tablesReset, { count: ids.length }) });
                },
              })
            }
          >
            {m.tables.reset}
          </Button>
        </div>
      </Section>
      <Section title={m.apiTokens.title} hint={m.apiTokens.hint}>
        <ApiTokensSection tokens={ownTokens.data?.items} isError={ownTokens.isError} />
      </Section>
      {administers ? <AllApiTokens /> : null}
      <Section title={m.developers.title} hint={m.developers.hint}>
        <AppLink href={pagePath('apiDocs')} className="w-fit text-primary-700 underline dark:text-primary-300">
          {m.developers.link}
        </AppLink>
      </Section>
      <RequestedConfirmDialog request={request} onClose={close} />
    </section>
  );
}
