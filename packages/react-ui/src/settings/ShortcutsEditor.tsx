import { DEFAULT_SHORTCUTS, SHORTCUT_KEYS, type ShortcutKey } from '@salesdesk/sdk';
import { useState } from 'react';
import type { Key } from 'react-aria-components';
import { useUser } from '../context/salesdeskContext';
import { Button } from '../controls/Button';
import { Select } from '../controls/Select';
import { shortcutAllowed, shortcutTile } from '../dashboard/dashboardTiles';
import { errorMessage } from '../data/errorMessage';
import { useApiMutation } from '../data/useApiMutation';
import { useApiQuery } from '../data/useApiQuery';
import { fillMessage } from '../messages';
import { settingsMessages } from '../messages/settings';

const m = settingsMessages.shortcuts;

/**
 * The dashboard's pinned tiles: reorder (buttons, so the keyboard works), remove, add from the
 * pages the user may open, restore the SPEC's six. Each change is saved at once (`POST
 * /api/shortcuts`), and the dashboard follows.
 */
export function ShortcutsEditor() {
  const user = useUser();
  const current = useApiQuery('shortcutsGet');
  const save = useApiMutation('shortcutsSet');
  const [adding, setAdding] = useState<Key | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const items = current.data?.items ?? [];
  const available = SHORTCUT_KEYS.filter((key) => !items.includes(key) && shortcutAllowed(key, user?.role));

  async function store(next: readonly ShortcutKey[]) {
    setProblem(null);
    try {
      await save.mutateAsync({ body: { items: [...next] } });
    } catch (error) {
      setProblem(errorMessage(error));
    }
  }
  const move = (index: number, by: number) => {
    const next = [...items];
    const [item] = next.splice(index, 1);
    if (item) next.splice(index + by, 0, item);
    void store(next);
  };

  return (
    <div className="flex flex-col gap-3">
      {items.length === 0 ? <p className="text-sm text-text-muted">{m.none}</p> : null}
      <ol aria-label={m.listLabel} className="flex flex-col gap-1">
        {items.map((key, index) => {
          const label = shortcutTile(key).label;
          return (
            <li key={key} className="flex items-center gap-2 rounded-md border border-border bg-surface px-3 py-1.5">
              <span className="mr-auto">{label}</span>
              <Button
                size="md"
                variant="ghost"
                aria-label={fillMessage(m.up, { label })}
                isDisabled={index === 0 || save.isPending}
                onPress={() => move(index, -1)}
              >
                ↑
              </Button>
              <Button
                size="md"
                variant="ghost"
                aria-label={fillMessage(m.down, { label })}
                isDisabled={index === items.length - 1 || save.isPending}
                onPress={() => move(index, 1)}
              >
                ↓
              </Button>
              <Button
                size="md"
                variant="ghost"
                aria-label={fillMessage(m.remove, { label })}
                isDisabled={save.isPending}
                onPress={() => void store(items.filter((k) => k !== key))}
              >
                ✕
              </Button>
            </li>
          );
        })}
      </ol>
      <div className="flex flex-wrap items-end gap-2">
        <Select
          label={m.add}
          placeholder={m.choose}
          options={available.map((key) => ({ id: key, label: shortcutTile(key).label }))}
          selectedKey={adding}
          onSelectionChange={setAdding}
          isDisabled={available.length === 0}
        />
        <Button
          isDisabled={adding === null || save.isPending}
          onPress={() => {
            if (adding === null) return;
            void store([...items, adding as ShortcutKey]);
            setAdding(null);
          }}
        >
          {m.addButton}
        </Button>
        <Button variant="ghost" isDisabled={save.isPending} onPress={() => void store(DEFAULT_SHORTCUTS)}>
          {m.restore}
        </Button>
      </div>
      {problem ? (
        <p role="alert" className="text-sm text-danger">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
