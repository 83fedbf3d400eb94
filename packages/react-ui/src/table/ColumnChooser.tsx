import { useMemo, useState } from 'react';
import {
  Button,
  Dialog,
  DialogTrigger,
  GridList,
  GridListItem,
  Heading,
  type Key,
  Popover,
  type Selection,
  useDragAndDrop,
} from 'react-aria-components';
import { useSalesdesk } from '../context/salesdeskContext';
import { Button as ControlButton } from '../controls/Button';
import { CheckboxBox } from '../controls/Checkbox';
import { errorMessage } from '../data/errorMessage';
import { fillMessage } from '../messages';
import { tableMessages as m } from '../messages/table';
import { arrangeColumns } from './columns';
import { useListContext } from './ListContext';

const smallButton =
  'inline-flex size-8 items-center justify-center rounded border border-border-strong outline-none data-[edge]:opacity-40 data-[focus-visible]:ring-2 data-[focus-visible]:ring-focus data-[hovered]:bg-surface-sunken';

/** Moves `key` one place up (-1) or down (+1) in `order`. */
export function moveKey(order: readonly string[], key: string, step: -1 | 1): string[] {
  const from = order.indexOf(key);
  const to = from + step;
  if (from < 0 || to < 0 || to >= order.length) return [...order];
  const next = [...order];
  next.splice(from, 1);
  next.splice(to, 0, key);
  return next;
}

/**
 * The column chooser of a list: show, hide and reorder the table's columns (by drag and drop,
 * by keyboard, or with the arrow buttons), and "Przywróć domyślne". Every change is saved to
 * the user's table layout at once, so it comes back on any machine.
 */
export function ColumnChooser() {
  const { list, columns } = useListContext();
  const { brand } = useSalesdesk();
  const { config, save, reset } = list.tableConfig;
  const [problem, setProblem] = useState<string | null>(null);
  // The order while the chooser is open: ticking a column never moves it (only the arrows and
  // dragging do); the next opening starts from the saved layout, shown columns first.
  const [openOrder, setOpenOrder] = useState<readonly string[] | null>(null);
  const available = useMemo(() => columns.filter((c) => !brand.hiddenColumns.includes(c.key)), [columns, brand]);
  const shownKeys = arrangeColumns(columns, config.tableColumns, brand.hiddenColumns).map((c) => c.key);
  const savedOrder = [...shownKeys, ...available.map((c) => c.key).filter((k) => !shownKeys.includes(k))];
  const order = openOrder && openOrder.length === savedOrder.length ? [...openOrder] : savedOrder;
  const headers = new Map(available.map((c) => [c.key, c.header]));

  async function store(nextOrder: readonly string[], visible: ReadonlySet<string>) {
    const tableColumns = nextOrder.filter((key) => visible.has(key));
    if (tableColumns.length === 0) {
      setProblem(m.atLeastOneColumn);
      return;
    }
    setProblem(null);
    setOpenOrder(nextOrder);
    try {
      await save({ tableColumns });
    } catch (error) {
      setProblem(fillMessage(m.saveError, { message: errorMessage(error) }));
    }
  }

  const visible = new Set(shownKeys);
  const { dragAndDropHooks } = useDragAndDrop({
    getItems: (keys) => [...keys].map((key) => ({ 'text/plain': headers.get(String(key)) ?? String(key) })),
    onReorder(event) {
      const moving = [...event.keys].map(String);
      const rest = order.filter((key) => !moving.includes(key));
      const at = rest.indexOf(String(event.target.key)) + (event.target.dropPosition === 'after' ? 1 : 0);
      void store([...rest.slice(0, at), ...moving, ...rest.slice(at)], visible);
    },
  });

  return (
    <DialogTrigger onOpenChange={() => setOpenOrder(null)}>
      <ControlButton>{m.columns}</ControlButton>
      {/* The popover never runs past the window: its list scrolls inside, while the heading and
          the footer ("Przywróć domyślne", "Zamknij") stay in view. */}
      <Popover
        placement="bottom end"
        containerPadding={8}
        className="flex w-80 max-w-[calc(100vw-2rem)] flex-col overflow-hidden rounded-lg border border-border bg-surface-raised shadow-xl"
      >
        <Dialog className="flex max-h-[inherit] min-h-0 flex-1 flex-col gap-3 p-4 outline-none">
          {({ close }) => (
            <>
              <Heading slot="title" className="text-base font-semibold">
                {m.columnsTitle}
              </Heading>
              <p className="text-xs text-text-muted">{m.columnsHint}</p>
              {problem ? (
                <p role="alert" className="rounded bg-danger-subtle p-2 text-sm text-danger">
                  {problem}
                </p>
              ) : null}
              <GridList
                aria-label={m.columnsTitle}
                items={order.map((key) => ({ key }))}
                selectionMode="multiple"
                selectionBehavior="toggle"
                // Escape closes the chooser; it must not untick every column on the way.
                escapeKeyBehavior="none"
                selectedKeys={visible}
                onSelectionChange={(keys: Selection) => {
                  const next = keys === 'all' ? new Set(order) : new Set([...keys].map(String));
                  void store(order, next);
                }}
                dragAndDropHooks={dragAndDropHooks}
                className="flex min-h-0 flex-col gap-1 overflow-auto outline-none"
              >
                {({ key }: { key: string }) => (
                  <GridListItem
                    id={key as Key}
                    textValue={headers.get(key) ?? key}
                    className="flex items-center gap-2 rounded px-2 py-1 outline-none data-[dragging]:opacity-50 data-[focus-visible]:ring-2 data-[focus-visible]:ring-focus data-[hovered]:bg-surface-sunken"
                  >
                    {({ isSelected }) => (
                      <>
                        <Button
                          slot="drag"
                          className="cursor-grab px-1 text-text-muted outline-none data-[focus-visible]:ring-2 data-[focus-visible]:ring-focus"
                        >
                          <span aria-hidden="true">⠿</span>
                        </Button>
                        <span aria-hidden="true">
                          <CheckboxBox isSelected={isSelected} isIndeterminate={false} />
                        </span>
                        <span className="flex-1 truncate">{headers.get(key)}</span>
                        <Button
                          aria-label={fillMessage(m.moveUp, { column: headers.get(key) ?? key })}
                          className={smallButton}
                          // Not disabled at the edge: disabling the focused button would drop focus.
                          data-edge={order.indexOf(key) === 0 || undefined}
                          onPress={() => void store(moveKey(order, key, -1), visible)}
                        >
                          ↑
                        </Button>
                        <Button
                          aria-label={fillMessage(m.moveDown, { column: headers.get(key) ?? key })}
                          className={smallButton}
                          data-edge={order.indexOf(key) === order.length - 1 || undefined}
                          onPress={() => void store(moveKey(order, key, 1), visible)}
                        >
                          ↓
                        </Button>
                      </>
                    )}
                  </GridListItem>
                )}
              </GridList>
              <div className="flex shrink-0 justify-between gap-2 border-t border-border pt-3">
                <ControlButton
                  variant="ghost"
                  size="md"
                  onPress={() => {
                    setProblem(null);
                    setOpenOrder(null);
                    reset().catch((error: unknown) =>
                      setProblem(fillMessage(m.saveError, { message: errorMessage(error) })),
                    );
                  }}
                >
                  {m.restoreDefaults}
                </ControlButton>
                <ControlButton size="md" onPress={close}>
                  {m.close}
                </ControlButton>
              </div>
            </>
          )}
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}
