import { type ReactNode, useId } from 'react';
import { Button, Dialog, DialogTrigger, Menu, MenuItem, MenuTrigger, Popover, Text } from 'react-aria-components';

/** One entry of an {@link ActionMenu}. */
export interface MenuAction<K extends string> {
  id: K;
  label: string;
  /** Cannot be undone (delete): shown in the danger colour. */
  danger?: boolean;
  /**
   * Why the action is not available (the server would refuse it): the item is shown disabled
   * with this reason under its label, and the trigger describes it to screen readers.
   */
  disabledReason?: string;
}

/** Props of {@link ActionMenu}. */
export interface ActionMenuProps<K extends string> {
  /** Accessible name of the trigger button. */
  label: string;
  /** What the trigger shows (default "⋯"). */
  trigger?: ReactNode;
  actions: readonly MenuAction<K>[];
  onAction(id: K): void;
}

const TRIGGER_CLASS =
  'inline-flex h-10 min-w-10 items-center justify-center gap-1 rounded-md border border-border-strong bg-surface px-2 text-text outline-none data-[focus-visible]:ring-2 data-[focus-visible]:ring-focus data-[hovered]:bg-surface-sunken';

/** The refused actions grouped by reason: "Zmień rolę, Dezaktywuj" → the reason they share. */
function reasonsOf<K extends string>(refused: readonly MenuAction<K>[]): [string, string][] {
  const byReason = new Map<string, string[]>();
  for (const a of refused)
    byReason.set(a.disabledReason ?? '', [...(byReason.get(a.disabledReason ?? '') ?? []), a.label]);
  return [...byReason].map(([reason, labels]) => [labels.join(', '), reason]);
}

/**
 * A menu of actions behind a button (react-aria: Enter or arrows open it, arrows move, Escape
 * closes). Unavailable actions stay listed, disabled, with their reason; since disabled items
 * take no focus, the reasons are also the trigger's description. When no action is available
 * the button opens the reasons instead of an empty menu (a menu of disabled items would not
 * open from the keyboard).
 */
export function ActionMenu<K extends string>({ label, trigger, actions, onAction }: ActionMenuProps<K>) {
  const descriptionId = useId();
  const refused = actions.filter((a) => a.disabledReason);
  const reasons = reasonsOf(refused);
  const description = refused.length ? (
    <span id={descriptionId} hidden>
      {reasons.map(([labels, reason]) => `${labels}: ${reason}`).join(' ')}
    </span>
  ) : null;
  const button = (
    <Button
      aria-label={label}
      aria-describedby={refused.length ? descriptionId : undefined}
      data-locked={refused.length === actions.length || undefined}
      className={`${TRIGGER_CLASS} data-[locked]:text-text-muted`}
    >
      {trigger ?? <span aria-hidden="true">⋯</span>}
    </Button>
  );
  if (actions.length > 0 && refused.length === actions.length) {
    return (
      <DialogTrigger>
        {button}
        {description}
        <Popover
          placement="bottom end"
          className="max-w-80 rounded-md border border-border bg-surface-raised text-text shadow-lg"
        >
          <Dialog aria-label={label} className="p-3 text-sm outline-none">
            <ul className="flex flex-col gap-1">
              {reasons.map(([labels, reason]) => (
                <li key={labels}>
                  <span className="font-medium">{labels}</span>: {reason}
                </li>
              ))}
            </ul>
          </Dialog>
        </Popover>
      </DialogTrigger>
    );
  }
  return (
    <MenuTrigger>
      {button}
      {description}
      <Popover
        placement="bottom end"
        className="min-w-44 max-w-80 rounded-md border border-border bg-surface-raised text-text shadow-lg"
      >
        <Menu className="p-1 outline-none" onAction={(key) => onAction(String(key) as K)}>
          {actions.map((action) => (
            <MenuItem
              key={action.id}
              id={action.id}
              textValue={action.label}
              isDisabled={Boolean(action.disabledReason)}
              data-danger={action.danger || undefined}
              className="flex cursor-default flex-col rounded px-3 py-2 outline-none data-[danger]:text-danger data-[disabled]:text-text-muted data-[focused]:bg-surface-sunken"
            >
              <Text slot="label">{action.label}</Text>
              {action.disabledReason ? (
                <Text slot="description" className="text-xs">
                  {action.disabledReason}
                </Text>
              ) : null}
            </MenuItem>
          ))}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
